import { spawnSync } from 'node:child_process';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CONSULTATION_API } from '../../../contract/consultations';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { STAFF_SECOND_FACTOR } from '../../../contract/staffAccess';
import { codeAt, timeStep } from '../../../server/secondFactor';
import { STAFF_COPY } from '../../../staff/copy';
import { smallPdf } from './files';
import { ROOT } from './server';

export const STAFF_ACCOUNT = { name: '김세무', password: 'e2e-staff-password-2026' };
export const OWNER_ACCOUNT = { name: '박대표', password: 'e2e-owner-password-2026' };

/** Each account's authenticator key, as its enrolment gave it (the command line or the screen). */
const totpKeys = new Map<string, Uint8Array>();
/** The last step each account's code was sent for: a code is taken once (decision 180). */
const usedSteps = new Map<string, number>();

/** Remembers an account's authenticator key, from the base32 text an enrolment shows. */
export function rememberTotpKey(name: string, base32: string) {
  totpKeys.set(name, decodeBase32IgnorePadding(base32.replace(/\s+/g, '')));
  usedSteps.delete(name);
}

/**
 * The code the account's app shows now, or the next step's when now's was used already (the
 * server takes one step ahead); past that it waits for the clock, as a person would.
 */
export async function nextCodeOf(name: string): Promise<string> {
  const key = totpKeys.get(name);
  if (!key) throw new Error(`no authenticator key for ${name}`);
  for (;;) {
    const now = timeStep(Date.now());
    const last = usedSteps.get(name) ?? Number.NEGATIVE_INFINITY;
    const step = Math.max(now, last + 1);
    if (step <= now + STAFF_SECOND_FACTOR.driftSteps) {
      usedSteps.set(name, step);
      return codeAt(key, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Adds an account as an operator does, `npm run staff -- add NAME [--owner] --otpauth` with the
 * password piped on stdin, on a data directory no server holds yet (PGlite is single-process);
 * the printed otpauth:// URI gives the key the tests compute codes from.
 */
function addAccount(dataDir: string, account: typeof STAFF_ACCOUNT, ...flags: string[]) {
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'staff', '--', 'add', account.name, ...flags, '--otpauth'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      input: `${account.password}\n`,
      encoding: 'utf8',
    },
  );
  const uri = result.stdout.split('\n').find((line) => line.startsWith('otpauth://'));
  if (result.status !== 0 || !uri) {
    throw new Error(`npm run staff -- add failed:\n${result.stdout}\n${result.stderr}`);
  }
  rememberTotpKey(account.name, new URL(uri).searchParams.get('secret') ?? '');
}

export async function addStaffAccount(dataDir: string) {
  addAccount(dataDir, STAFF_ACCOUNT);
}

export async function addOwnerAccount(dataDir: string) {
  addAccount(dataDir, OWNER_ACCOUNT, '--owner');
}

/** An account made without `--otpauth`: it enrols its authenticator at its first sign-in. */
export const NEW_MEMBER = { name: '최신입', password: 'e2e-new-member-phrase-2026' };

export async function addUnenrolledAccount(dataDir: string) {
  const result = spawnSync('npm', ['run', '--silent', 'staff', '--', 'add', NEW_MEMBER.name], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    input: `${NEW_MEMBER.password}\n`,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`npm run staff -- add failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** A consultation request and a job application with its résumé, sent as visitors send them. */
export async function seedVisitorRecords(request: APIRequestContext, baseURL: string) {
  const consultation = await request.post(`${baseURL}${CONSULTATION_API}`, {
    data: {
      consultation_type: 'gift',
      name: '홍길동',
      phone: '010-1234-5678',
      content: '아파트 증여 상담',
    },
  });
  expect(consultation.ok(), await consultation.text()).toBe(true);
  const application = await request.post(`${baseURL}${JOB_APPLICATION_API}`, {
    multipart: {
      name: '이지원',
      email: 'jiwon@example.com',
      phone: '010-2222-3333',
      position: 'tax-accountant',
      introduction: '상속세 실무 5년',
      experience: '',
      privacyAgreement: 'true',
      resume: { name: 'resume.pdf', mimeType: 'application/pdf', buffer: smallPdf() },
    },
  });
  expect(application.ok(), await application.text()).toBe(true);
}

export function consoleScreen(page: Page) {
  const main = page.getByRole('main');
  return {
    signInHeading: page.getByRole('heading', { name: STAFF_COPY.signIn.heading }),
    codeHeading: page.getByRole('heading', { name: STAFF_COPY.secondFactor.heading }),
    enrolHeading: page.getByRole('heading', { name: STAFF_COPY.secondFactor.enrolHeading }),
    code: page.getByRole('textbox', { name: STAFF_COPY.secondFactor.code, exact: true }),
    codeButton: page.getByRole('button', { name: STAFF_COPY.secondFactor.submit }),
    name: page.getByLabel(STAFF_COPY.signIn.name),
    password: page.getByLabel(STAFF_COPY.signIn.password),
    signInButton: page.getByRole('button', { name: STAFF_COPY.signIn.submit }),
    signOutButton: page.getByRole('button', { name: STAFF_COPY.signOut }),
    navigation: page.getByRole('navigation', { name: STAFF_COPY.navLabel }),
    nav: (section: keyof typeof STAFF_COPY.sections) =>
      page
        .getByRole('navigation', { name: STAFF_COPY.navLabel })
        .getByRole('link', { name: STAFF_COPY.sections[section] }),
    heading: (section: keyof typeof STAFF_COPY.sections) =>
      main.getByRole('heading', { name: STAFF_COPY.sections[section], level: 2 }),
    alert: main.getByRole('alert'),
    main,
  };
}

/**
 * After a right password: types the account's code, or (an account without an authenticator)
 * enrols one from the key shown as text and keeps the recovery codes.
 */
export async function completeSignIn(page: Page, name: string) {
  const screen = consoleScreen(page);
  // Asked for a code, the box has focus; enrolling starts at the heading, to scan first (the
  // enrolment shows a code box too, so the heading decides which step this is).
  await expect(screen.codeHeading.or(screen.enrolHeading)).toBeVisible();
  if (await screen.enrolHeading.isVisible()) {
    await expect(screen.enrolHeading).toBeFocused();
    rememberTotpKey(name, (await page.getByTestId('totp-secret').textContent()) ?? '');
    await screen.code.fill(await nextCodeOf(name));
    await screen.codeButton.click();
    await page.getByRole('button', { name: STAFF_COPY.secondFactor.recoveryKept }).click();
  } else {
    await expect(screen.code).toBeFocused();
    await screen.code.fill(await nextCodeOf(name));
    await screen.codeButton.click();
  }
  await expect(screen.heading('consultations')).toBeFocused();
}

/** Signs `account` in at `baseUrl`/staff as staff do, and waits for the first section's heading. */
export async function signInToConsole(
  page: Page,
  baseUrl: string,
  account: { name: string; password: string } = STAFF_ACCOUNT,
) {
  const screen = consoleScreen(page);
  await page.goto(`${baseUrl}/staff`);
  await screen.name.fill(account.name);
  await screen.password.fill(account.password);
  await screen.signInButton.click();
  await completeSignIn(page, account.name);
  return screen;
}

/** Signed out: the sign-in screen takes focus, and a reload does not bring the console back. */
export async function expectSignedOutForGood(page: Page) {
  const { signInHeading } = consoleScreen(page);
  await expect(signInHeading).toBeFocused();
  await page.reload();
  await expect(signInHeading).toBeVisible();
}
