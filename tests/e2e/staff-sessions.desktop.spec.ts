import { expect, test } from '@playwright/test';
import { STAFF_MESSAGES } from '../../contract/staff';
import { STAFF_TODAY_API } from '../../contract/staffToday';
import { STAFF_COPY } from '../../staff/copy';
import { expectNoAxeViolations } from './support/page';
import { consoleScreen, expectSignedOutForGood } from './support/staff';
import { staffConsoleServer } from './support/staffConsole';

// A staff member's sessions in the console: ended from 내 세션, here or in another browser, or
// elsewhere (its cookie gone): each returns that browser to sign-in.

const { signIn } = staffConsoleServer();

test('staff console: 내 세션 lists the account sessions, ends another one and then its own', async ({
  page,
  browser,
}) => {
  const screen = consoleScreen(page);
  await signIn(page);
  // The same account signed in on a second browser.
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signIn(otherPage);

  await screen.nav('sessions').click();
  await expect(screen.heading('sessions')).toBeFocused();
  const rows = screen.main.getByRole('row').filter({ has: page.getByRole('button') });
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(2);
  const mine = rows.filter({ hasText: STAFF_COPY.sessions.thisBrowser });
  await expect(mine).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Ending the other browser's session signs it out there.
  const others = rows.filter({ hasNotText: STAFF_COPY.sessions.thisBrowser });
  const before = await others.count();
  await others.first().getByRole('button', { name: STAFF_COPY.sessions.revoke }).click();
  await expect(screen.main.getByRole('status').first()).toHaveText(STAFF_COPY.sessions.revoked);
  await expect(others).toHaveCount(before - 1);
  await consoleScreen(otherPage).nav('audit').click();
  await expect(consoleScreen(otherPage).signInHeading).toBeFocused();
  await expect(consoleScreen(otherPage).alert).toHaveText(STAFF_MESSAGES.signInRequired);
  await elsewhere.close();

  // Ending this one is signing out.
  await mine.getByRole('button', { name: STAFF_COPY.sessions.revoke }).click();
  await expectSignedOutForGood(page);
});

test('staff console: a session that ends elsewhere returns to sign-in with the reason', async ({
  page,
  context,
}) => {
  const screen = consoleScreen(page);
  let countsAnswered = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === STAFF_TODAY_API) countsAnswered += 1;
  });
  await signIn(page);
  // The console asks today's counts as it opens and again once its first list has been read
  // (decision 296). Both are answered before the cookie goes: a count asked after it would answer
  // 401 and end the session before the click this test makes.
  await expect.poll(() => countsAnswered).toBeGreaterThanOrEqual(2);
  await context.clearCookies();
  await screen.nav('audit').click();
  await expect(screen.signInHeading).toBeFocused();
  await expect(screen.alert).toHaveText(STAFF_MESSAGES.signInRequired);
});
