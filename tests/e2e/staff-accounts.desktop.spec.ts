import { type Browser, expect, type Page, test } from '@playwright/test';
import { STAFF_MESSAGES, STAFF_ROLE_LABELS } from '../../contract/staff';
import { STAFF_COPY } from '../../staff/copy';
import { expectNoAxeViolations, horizontalOverflow } from './support/page';
import { type RunningServer, startServer } from './support/server';
import { addOwnerAccount, OWNER_ACCOUNT, signInToConsole } from './support/staff';

// Roles (decision 146): an owner, made by `npm run staff -- add NAME --owner`, makes a staff
// account in the console; that account sees no account management; the owner stops it, and its
// open console is signed out at its next call.
let server: RunningServer;
const A = STAFF_COPY.accounts;
const CLERK = { name: '이직원', password: 'clerk-password-2026' };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await startServer({ prepare: addOwnerAccount });
});
test.afterAll(async () => {
  await server?.dispose();
});

const signIn = (page: Page, account: { name: string; password: string }) =>
  signInToConsole(page, server.url, account);

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return context.newPage();
}

test('an owner makes a staff account, which cannot manage accounts, and stops it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const owner = await signIn(page, OWNER_ACCOUNT);
  await owner.nav('accounts').click();
  await expect(owner.heading('accounts')).toBeFocused();
  const table = owner.main.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(OWNER_ACCOUNT.name) })).toContainText(
    A.you,
  );
  await expectNoAxeViolations(page);

  // A short password is refused in the form, before any call.
  await owner.main.getByLabel(A.name).fill(CLERK.name);
  await owner.main.getByLabel(A.role).selectOption({ label: STAFF_ROLE_LABELS.staff });
  await owner.main.getByLabel(A.password).fill('short');
  await owner.main.getByRole('button', { name: A.add }).click();
  await expect(owner.main.getByText(STAFF_MESSAGES.passwordTooShort)).toBeVisible();
  await expectNoAxeViolations(page);
  await owner.main.getByLabel(A.password).fill(CLERK.password);
  await owner.main.getByRole('button', { name: A.add }).click();
  await expect(owner.main.getByRole('status').filter({ hasText: A.done.added })).toBeVisible();
  const clerkRow = table.getByRole('row', { name: new RegExp(CLERK.name) });
  await expect(clerkRow).toContainText(STAFF_ROLE_LABELS.staff);

  // The new account signs in elsewhere; account management is neither listed nor reachable.
  const clerkPage = await newPage(browser);
  const clerk = await signIn(clerkPage, CLERK);
  await expect(clerk.nav('consultations')).toBeVisible();
  await expect(clerk.nav('accounts')).toHaveCount(0);
  await clerkPage.goto(`${server.url}/staff/accounts`);
  await expect(clerk.heading('consultations')).toBeVisible();

  // The owner stops the account: its console is signed out at its next call.
  await owner.main.getByRole('button', { name: A.actionLabel(A.disable, CLERK.name) }).click();
  // The state column reads "사용 중지 (when)".
  await expect(clerkRow).toContainText(A.disabled('').replace(/\s*\(\)$/, ''));
  await clerk.nav('sessions').click();
  await expect(clerk.signInHeading).toBeFocused();
  await expect(clerk.alert).toHaveText(STAFF_MESSAGES.signInRequired);
  await clerk.name.fill(CLERK.name);
  await clerk.password.fill(CLERK.password);
  await clerk.signInButton.click();
  await expect(clerk.alert).toHaveText(STAFF_MESSAGES.signInFailed);

  // The access records name the owner for each change.
  await owner.nav('audit').click();
  for (const action of ['account_added', 'account_disabled'] as const) {
    await expect(
      owner.main.getByRole('row', {
        name: new RegExp(`${STAFF_COPY.audit.actions[action]}.*${CLERK.name}`),
      }),
    ).toContainText(OWNER_ACCOUNT.name);
  }
  await clerkPage.context().close();
});

test('the accounts section fits a phone: the table scrolls inside, the page does not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const owner = await signIn(page, OWNER_ACCOUNT);
  await owner.nav('accounts').click();
  await expect(owner.main.getByRole('table')).toBeVisible();
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await owner.main.getByRole('button', { name: A.actionLabel(A.reset, CLERK.name) }).click();
  const dialog = page.getByRole('dialog', { name: A.resetHeading(CLERK.name) });
  await expect(dialog.getByLabel(A.newPassword)).toBeVisible();
  await expectNoAxeViolations(page);
  // Escape closes the dialog without a call; the list is as it was.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(owner.main.getByRole('row', { name: new RegExp(CLERK.name) })).toBeVisible();
});
