import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { HANDLING_STATUS_LABELS, STAFF_MESSAGES } from '../../contract/staff';
import { AUDIT_WORDS } from '../../contract/staffAuditWords';
import { STAFF_NOTICE_COPY } from '../../contract/staffConsoleNotices';
import { STAFF_NOTE_COPY } from '../../contract/staffNotes';
import { STAFF_TODAY_COPY } from '../../contract/staffToday';
import { DIALOG_COPY } from '../../src/content/dialogs';
import { STAFF_COPY } from '../../staff/copy';
import { focusIndicator, tabTo } from './support/keyboard';
import { expectNoAxeViolations, gotoHydrated, horizontalOverflow } from './support/page';
import { board, seedReviews, uniqueReview } from './support/reviews';
import { type RunningServer, startServer } from './support/server';
import {
  addStaffAccount,
  completeSignIn,
  consoleScreen,
  expectSignedOutForGood,
  nextCodeOf,
  STAFF_ACCOUNT,
  seedVisitorRecords,
  signInToConsole,
} from './support/staff';

// A private server with one staff account (npm run staff -- add) and a request, an application
// with its résumé and a review sent as visitors send them. The tests share its data, in order.
let server: RunningServer;
const review = uniqueReview();
// Stays on the board, so the board has a table to read while the other one is hidden.
const other = uniqueReview();
// What the list says once 홍길동's dialog has saved and closed (name and type, then the words).
const savedLine = (withNote: boolean) =>
  new RegExp(`^홍길동 · .+${STAFF_NOTICE_COPY.savedAndClosed('', withNote)}$`);

// Every test here signs in (a deliberately slow password hash) and scans with axe, all in one
// worker: CI's loaded cores ran them at 2-4x their local time and timed out three different tests
// of this file in turn (stops 34-35), each with every step passing. 240 s still catches a hang.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async ({ request }) => {
  server = await startServer({ prepare: addStaffAccount });
  await seedVisitorRecords(request, server.url);
  await seedReviews(request, server.url, [other, review]);
});

test.afterAll(async () => {
  await server?.dispose();
});

async function downloaded(page: Page, start: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return download;
}

const signIn = (page: Page) => signInToConsole(page, server.url);

/** Whether the public board lists the review, as a visitor sees it. */
async function publicBoardLists(page: Page, title: string) {
  const visitor = await page.context().newPage();
  await gotoHydrated(visitor, `${server.url}/review`);
  await board(visitor).loaded();
  const listed = await board(visitor).rowTitle(title).isVisible();
  await visitor.close();
  return listed;
}

test('staff console: sign in, handle a request, download CSV and résumé, hide and restore a review, sign out', async ({
  page,
}) => {
  const screen = consoleScreen(page);
  const response = await page.goto(`${server.url}/staff`);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(screen.signInHeading).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong password: the server's message, and the name stays as typed.
  await screen.name.fill(STAFF_ACCOUNT.name);
  await screen.password.fill('not-the-password');
  await screen.signInButton.click();
  await expect(screen.alert).toHaveText(STAFF_MESSAGES.signInFailed);
  await expect(screen.name).toHaveValue(STAFF_ACCOUNT.name);

  await screen.password.fill(STAFF_ACCOUNT.password);
  await screen.signInButton.click();
  await completeSignIn(page, STAFF_ACCOUNT.name);
  await expect(page.getByText(STAFF_COPY.signedInAs(STAFF_ACCOUNT.name))).toBeVisible();
  await expect(screen.main.getByRole('cell', { name: '홍길동', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Change the request's status with a note.
  await screen.main.getByRole('button', { name: /홍길동.*열기/ }).click();
  const detail = page.getByRole('dialog', { name: /홍길동/ });
  await expect(detail.getByText('아파트 증여 상담')).toBeVisible();
  await expectNoAxeViolations(page);
  await detail.getByLabel(STAFF_COPY.detail.newStatus).selectOption({ label: '연락함' });
  await detail.getByLabel(STAFF_NOTE_COPY.newNote).fill('전화로 일정 안내');
  await detail.getByRole('button', { name: STAFF_COPY.detail.save }).click();
  // Saved closes the dialog; the list says so, and the record tells who changed it.
  await expect(detail).toBeHidden();
  await expect(screen.main.getByRole('status').filter({ hasText: savedLine(true) })).toBeVisible();
  await screen.main.getByRole('button', { name: /홍길동.*열기/ }).click();
  await expect(detail.getByText(`${STAFF_ACCOUNT.name} 님이 변경`, { exact: false })).toBeVisible();
  await detail.getByRole('button', { name: DIALOG_COPY.close }).click();
  await expect(detail).toBeHidden();
  const row = screen.main.getByRole('row', { name: /홍길동/ });
  await expect(row).toContainText(HANDLING_STATUS_LABELS.contacted);

  // The CSV of what the filters select.
  await screen.main.getByLabel(STAFF_COPY.filters.status).selectOption({ label: '연락함' });
  await screen.main.getByRole('button', { name: STAFF_COPY.filters.apply }).click();
  const csvLink = screen.main.getByRole('link', { name: STAFF_COPY.filters.csv });
  await expect(csvLink).toHaveAttribute('href', /status=contacted/);
  const csv = await downloaded(page, () => csvLink.click());
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const csvText = await readFile(await csv.path(), 'utf8');
  expect(csvText).toContain('홍길동');
  expect(csvText).toContain('010-1234-5678');

  // An application and its résumé.
  await screen.nav('applications').click();
  await expect(screen.heading('applications')).toBeFocused();
  await expectNoAxeViolations(page);
  await screen.main.getByRole('button', { name: /이지원.*열기/ }).click();
  const application = page.getByRole('dialog', { name: /이지원/ });
  const resumeLink = application.getByRole('link', { name: /이력서: resume\.pdf/ });
  const resume = await downloaded(page, () => resumeLink.click());
  expect(resume.suggestedFilename()).toBe('resume.pdf');
  expect((await readFile(await resume.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await page.keyboard.press('Escape');
  await expect(application).toBeHidden();

  // Hide the review (a reason is required), see the public board lose it, restore it.
  expect(await publicBoardLists(page, review.title)).toBe(true);
  await screen.nav('reviews').click();
  await expect(screen.heading('reviews')).toBeFocused();
  await expect(screen.main.getByText(review.content)).toBeVisible();
  await expectNoAxeViolations(page);
  await screen.main
    .getByRole('button', { name: `${review.title} ${STAFF_COPY.reviews.hide}` })
    .click();
  const hideDialog = page.getByRole('dialog', { name: STAFF_COPY.reviews.hideHeading });
  await expect(hideDialog.getByLabel(STAFF_COPY.reviews.hideReason)).toBeFocused();
  await expectNoAxeViolations(page);
  await hideDialog.getByRole('button', { name: STAFF_COPY.reviews.hideSubmit }).click();
  await expect(hideDialog.getByText(STAFF_MESSAGES.hideReasonRequired)).toBeVisible();
  await hideDialog.getByLabel(STAFF_COPY.reviews.hideReason).fill('명예훼손 신고 접수');
  await hideDialog.getByRole('button', { name: STAFF_COPY.reviews.hideSubmit }).click();
  await expect(hideDialog).toBeHidden();
  await expect(screen.main.getByText(STAFF_COPY.reviews.done.hidden)).toBeFocused();
  await expect(screen.main.getByText(/사유: 명예훼손 신고 접수/)).toBeVisible();
  expect(await publicBoardLists(page, review.title)).toBe(false);

  await screen.main
    .getByRole('button', { name: `${review.title} ${STAFF_COPY.reviews.restore}` })
    .click();
  // A restore asks why, and the review keeps why it was hidden beside it.
  const restoreDialog = page.getByRole('dialog', { name: STAFF_NOTICE_COPY.restoreHeading });
  await restoreDialog.getByLabel(STAFF_NOTICE_COPY.restoreReason).fill('신고 철회');
  await restoreDialog.getByRole('button', { name: STAFF_NOTICE_COPY.restoreSubmit }).click();
  await expect(screen.main.getByText(STAFF_COPY.reviews.done.restored)).toBeVisible();
  await expect(screen.main.getByText(/복원 사유: 신고 철회/)).toBeVisible();
  expect(await publicBoardLists(page, review.title)).toBe(true);

  // Deleting for good asks first.
  await screen.main
    .getByRole('listitem')
    .filter({ hasText: other.title })
    .getByText(STAFF_NOTICE_COPY.deleteReviewSummary)
    .click();
  await screen.main
    .getByRole('button', { name: `${other.title} ${STAFF_COPY.reviews.delete}` })
    .click();
  const confirm = page.getByRole('alertdialog', {
    name: STAFF_COPY.reviews.confirmDelete(other.title),
  });
  await expect(confirm.getByRole('button', { name: DIALOG_COPY.cancel })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: STAFF_COPY.reviews.delete }).click();
  await expect(screen.main.getByText(STAFF_COPY.reviews.done.deleted)).toBeFocused();
  await expect(screen.main.getByText(other.content)).toBeHidden();

  // Every access above is in the access records, newest first, with who did it.
  await screen.nav('audit').click();
  await expect(screen.heading('audit')).toBeFocused();
  const actions = STAFF_COPY.audit.actions;
  for (const action of [
    actions.applications_listed,
    actions.application_viewed,
    actions.application_file_downloaded,
    actions.review_hidden,
    actions.review_restored,
    actions.review_deleted,
  ]) {
    await expect(
      screen.main.getByRole('cell', { name: action, exact: true }).first(),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // The monthly review: only failed sign-ins, with the name tried and the address, as CSV too.
  await screen.main
    .getByLabel(STAFF_COPY.audit.filterAction)
    .selectOption({ label: actions.sign_in_failed });
  await screen.main.getByRole('button', { name: STAFF_COPY.filters.apply }).click();
  const failed = screen.main.getByRole('row', { name: /wrong password/ });
  await expect(failed).toContainText(STAFF_ACCOUNT.name);
  await expect(failed).toContainText('127.0.0.1');
  await expect(screen.main.getByRole('cell', { name: actions.signed_in, exact: true })).toHaveCount(
    0,
  );
  const recordsLink = screen.main.getByRole('link', { name: STAFF_COPY.audit.csv });
  await expect(recordsLink).toHaveAttribute('href', /action=sign_in_failed/);
  const records = await downloaded(page, () => recordsLink.click());
  const recordsText = await readFile(await records.path(), 'utf8');
  expect(recordsText).toContain('"sign_in_failed"');
  expect(recordsText).not.toContain('"signed_in"');
  // Opening the request above was recorded, and the record reads whose request it was.
  await screen.main
    .getByLabel(STAFF_COPY.audit.filterAction)
    .selectOption({ label: actions.consultation_viewed });
  await screen.main.getByRole('button', { name: STAFF_COPY.filters.apply }).click();
  await expect(
    screen.main.getByRole('cell', { name: AUDIT_WORDS.named.consultation('홍길동') }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await screen.signOutButton.click();
  await expectSignedOutForGood(page);
});

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
  await signIn(page);
  // The console's own first calls (the list, then today's counts) answered before the cookie
  // goes: any of them answering 401 would end the session before the click this test makes, and
  // on loaded cores the counts were asked after the network had looked idle.
  await expect(page.getByText(STAFF_TODAY_COPY.label, { exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.clearCookies();
  await screen.nav('audit').click();
  await expect(screen.signInHeading).toBeFocused();
  await expect(screen.alert).toHaveText(STAFF_MESSAGES.signInRequired);
});

test('staff console: keyboard only, from sign-in to a changed status and sign-out', async ({
  page,
}) => {
  const screen = consoleScreen(page);
  await page.goto(`${server.url}/staff`);
  await expect(screen.signInHeading).toBeFocused();
  await tabTo(page, screen.name);
  await page.keyboard.type(STAFF_ACCOUNT.name);
  await page.keyboard.press('Tab');
  await expect(screen.password).toBeFocused();
  await page.keyboard.type(STAFF_ACCOUNT.password);
  await page.keyboard.press('Enter');
  // The code step puts focus in the code box: the six digits go straight in.
  await expect(screen.code).toBeFocused();
  await page.keyboard.type(await nextCodeOf(STAFF_ACCOUNT.name));
  await page.keyboard.press('Enter');
  await expect(screen.heading('consultations')).toBeFocused();

  const open = screen.main.getByRole('button', { name: /홍길동.*열기/ });
  await tabTo(page, open);
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: /홍길동/ });
  const status = detail.getByLabel(STAFF_COPY.detail.newStatus);
  // The dialog opens at its top with focus on itself; the status is a few stops on.
  await expect(detail).toBeFocused();
  await tabTo(page, status);
  await status.selectOption({ label: '종결' });
  await tabTo(page, detail.getByRole('button', { name: STAFF_COPY.detail.save }));
  await page.keyboard.press('Enter');
  await expect(detail).toBeHidden();
  await expect(screen.main.getByRole('status').filter({ hasText: savedLine(false) })).toBeVisible();
  // Focus returns to the button that opened the dialog.
  await expect(open).toBeFocused();
  expect(await focusIndicator(page)).toBe('visible');
  await expect(screen.main.getByRole('row', { name: /홍길동/ })).toContainText('종결');

  // Back up the page to the header.
  await tabTo(page, screen.signOutButton, 30, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(screen.signInHeading).toBeFocused();
});

// One test per width: both in one passed 120 s on CI's loaded cores (stop 34), each screen with
// axe, and the content screen's three preview frames with it.
for (const width of [375, 768]) {
  test(`staff console: every screen fits ${width} px, axe clean`, async ({ page }) => {
    const screen = consoleScreen(page);
    await page.setViewportSize({ width, height: 800 });
    await signIn(page);
    for (const section of [
      'consultations',
      'applications',
      'reviews',
      'audit',
      'sessions',
      'content',
    ] as const) {
      // Signing in opens the first section; the others are one click each.
      if (section !== 'consultations') await screen.nav(section).click();
      await expect(screen.heading(section)).toBeFocused();
      if (section === 'content') {
        // Every part unfolded and the preview's three frames open: the widest it gets.
        const C = STAFF_COPY.content;
        await screen.main.getByRole('button', { name: C.save }).waitFor();
        for (const summary of await screen.main.locator('summary').all()) await summary.click();
        await screen.main.getByRole('button', { name: C.previewOpen }).click();
        await expect(screen.main.locator('iframe')).toHaveCount(3);
      } else {
        await expect(screen.main.getByRole('status').first()).not.toHaveText(STAFF_COPY.loading);
      }
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect(scrollWidth, `${section} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      await expectNoAxeViolations(page);
    }
    await screen.signOutButton.click();
    await expect(screen.signInHeading).toBeFocused();
  });
}

test('staff console: deleting a request and an application asks first, removes them and is audited', async ({
  page,
  request,
}) => {
  const screen = consoleScreen(page);
  await signIn(page);

  // A request: cancel once (nothing happens), then confirm.
  await screen.main.getByRole('button', { name: /홍길동.*열기/ }).click();
  const detail = page.getByRole('dialog', { name: /홍길동/ });
  await detail.getByText(STAFF_NOTICE_COPY.deleteRecordSummary).click();
  await detail.getByRole('button', { name: STAFF_COPY.detail.delete }).click();
  const confirm = page.getByRole('alertdialog', { name: /홍길동/ });
  await expect(confirm.getByRole('button', { name: DIALOG_COPY.cancel })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: DIALOG_COPY.cancel }).click();
  await expect(detail).toBeVisible();
  await detail.getByText(STAFF_NOTICE_COPY.deleteRecordSummary).click();
  await detail.getByRole('button', { name: STAFF_COPY.detail.delete }).click();
  await confirm.getByRole('button', { name: STAFF_COPY.detail.delete }).click();
  await expect(screen.main.getByText(STAFF_COPY.detail.deleted)).toBeFocused();
  await expect(screen.main.getByRole('cell', { name: '홍길동', exact: true })).toBeHidden();
  await page.reload();
  await expect(screen.heading('consultations')).toBeFocused();
  await expect(screen.main.getByRole('cell', { name: '홍길동', exact: true })).toBeHidden();

  // An application with its résumé: the file is gone with it.
  await screen.nav('applications').click();
  await screen.main.getByRole('button', { name: /이지원.*열기/ }).click();
  const application = page.getByRole('dialog', { name: /이지원/ });
  const resumeHref = await application
    .getByRole('link', { name: /이력서: resume\.pdf/ })
    .getAttribute('href');
  await application.getByText(STAFF_NOTICE_COPY.deleteRecordSummary).click();
  await application.getByRole('button', { name: STAFF_COPY.detail.delete }).click();
  await page
    .getByRole('alertdialog', { name: /이지원/ })
    .getByRole('button', { name: STAFF_COPY.detail.delete })
    .click();
  await expect(screen.main.getByText(STAFF_COPY.detail.deleted)).toBeFocused();
  await expect(screen.main.getByRole('cell', { name: '이지원', exact: true })).toBeHidden();
  const cookies = await page.context().cookies();
  const file = await request.get(`${server.url}${resumeHref}`, {
    headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  expect(file.status()).toBe(404);

  await screen.nav('audit').click();
  for (const action of [
    STAFF_COPY.audit.actions.consultation_deleted,
    STAFF_COPY.audit.actions.application_deleted,
  ]) {
    await expect(screen.main.getByRole('cell', { name: action, exact: true })).toBeVisible();
  }
});
