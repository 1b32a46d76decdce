import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { expect, test } from '@playwright/test';
import { STAFF_SECOND_FACTOR, STAFF_SIGN_IN_MESSAGES } from '../../contract/staffAccess';
import { codeAt, timeStep } from '../../server/secondFactor';
import { STAFF_COPY } from '../../staff/copy';
import { expectNoAxeViolations } from './support/page';
import { type RunningServer, startServer } from './support/server';
import { addUnenrolledAccount, consoleScreen, NEW_MEMBER } from './support/staff';

// The second factor as a member meets it (decisions 179–181): the first sign-in enrols an
// authenticator from the QR code or the key shown as text, the recovery codes are shown once, and
// every later sign-in asks for a code; a recovery code works once. Codes are computed here from
// the key the screen shows, as the member's app would.

let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer({ prepare: addUnenrolledAccount });
});
test.afterAll(async () => {
  await server?.dispose();
});

const COPY = STAFF_COPY.secondFactor;

test('enrol at first sign-in, then sign in with a code, then with a recovery code once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const screen = consoleScreen(page);
  const password = async () => {
    await page.goto(`${server.url}/staff`);
    await screen.name.fill(NEW_MEMBER.name);
    await screen.password.fill(NEW_MEMBER.password);
    await screen.signInButton.click();
  };

  // First sign-in: the QR code and the key as text, nothing of the console yet.
  await password();
  await expect(screen.enrolHeading).toBeFocused();
  await expect(page.getByRole('img', { name: COPY.qrAlt })).toBeVisible();
  const shown = (await page.getByTestId('totp-secret').textContent()) ?? '';
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const key = decodeBase32IgnorePadding(shown.replace(/\s+/g, ''));
  expect(key).toHaveLength(20);
  await expect(screen.navigation).toBeHidden();
  await expectNoAxeViolations(page);

  // A wrong code says so and keeps the QR code; the app's code enrols.
  await screen.code.fill('000000');
  await screen.codeButton.click();
  await expect(screen.alert).toHaveText(STAFF_SIGN_IN_MESSAGES.codeWrong);
  await expect(page.getByRole('img', { name: COPY.qrAlt })).toBeVisible();
  let step = timeStep(Date.now());
  await screen.code.fill(codeAt(key, step));
  await screen.codeButton.click();

  // The recovery codes, once.
  await expect(page.getByRole('heading', { name: COPY.recoveryHeading })).toBeFocused();
  const codes = await page
    .getByRole('list', { name: COPY.recoveryHeading })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(STAFF_SECOND_FACTOR.recoveryCodes);
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: COPY.recoveryKept }).click();
  await expect(screen.heading('consultations')).toBeFocused();

  // Signed out, the next sign-in asks for a code and shows no key.
  await screen.signOutButton.click();
  await expect(screen.signInHeading).toBeFocused();
  await password();
  // Asked for a code, the box has focus: the six digits go straight in.
  await expect(screen.codeHeading).toBeVisible();
  await expect(screen.code).toBeFocused();
  await expect(page.getByTestId('totp-secret')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The code that enrolled is spent: the next step's is the one the app shows next.
  await screen.code.fill(codeAt(key, step));
  await screen.codeButton.click();
  await expect(screen.alert).toHaveText(STAFF_SIGN_IN_MESSAGES.codeWrong);
  step = Math.max(step + 1, timeStep(Date.now()));
  await screen.code.fill(codeAt(key, step));
  await screen.codeButton.click();
  await expect(screen.heading('consultations')).toBeFocused();

  // A recovery code instead of the app: once.
  await screen.signOutButton.click();
  await password();
  await screen.code.fill(codes[0] ?? '');
  await screen.codeButton.click();
  await expect(screen.heading('consultations')).toBeFocused();
  await screen.signOutButton.click();
  await password();
  await screen.code.fill(codes[0] ?? '');
  await screen.codeButton.click();
  await expect(screen.alert).toHaveText(STAFF_SIGN_IN_MESSAGES.codeWrong);

  // 처음으로: back to the name and password, nothing signed in.
  await page.getByRole('button', { name: COPY.restart }).click();
  await expect(screen.signInHeading).toBeFocused();
  await expect(screen.name).toHaveValue(NEW_MEMBER.name);
  await expect(screen.password).toHaveValue('');
});
