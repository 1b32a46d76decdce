import { spawnSync } from 'node:child_process';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { CONSULTATION_API } from '../../../contract/consultations';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { STAFF_COPY } from '../../../staff/copy';
import { smallPdf } from './files';
import { ROOT } from './server';

export const STAFF_ACCOUNT = { name: '김세무', password: 'e2e-staff-password-2026' };
export const OWNER_ACCOUNT = { name: '박대표', password: 'e2e-owner-password-2026' };

/**
 * Adds an account as an operator does, `npm run staff -- add NAME [--owner]` with the password
 * piped on stdin, on a data directory no server holds yet (PGlite is single-process).
 */
function addAccount(dataDir: string, account: typeof STAFF_ACCOUNT, ...flags: string[]) {
  const result = spawnSync('npm', ['run', 'staff', '--', 'add', account.name, ...flags], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    input: `${account.password}\n`,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(`npm run staff -- add failed:\n${result.stdout}\n${result.stderr}`);
  }
}

export async function addStaffAccount(dataDir: string) {
  addAccount(dataDir, STAFF_ACCOUNT);
}

export async function addOwnerAccount(dataDir: string) {
  addAccount(dataDir, OWNER_ACCOUNT, '--owner');
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
  await expect(screen.heading('consultations')).toBeFocused();
  return screen;
}

/** Signed out: the sign-in screen takes focus, and a reload does not bring the console back. */
export async function expectSignedOutForGood(page: Page) {
  const { signInHeading } = consoleScreen(page);
  await expect(signInHeading).toBeFocused();
  await page.reload();
  await expect(signInHeading).toBeVisible();
}
