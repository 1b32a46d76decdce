import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { HANDLING_STATUS_LABELS, STAFF_MESSAGES } from '../../contract/staff';
import { AUDIT_WORDS } from '../../contract/staffAuditWords';
import { STAFF_NOTICE_COPY } from '../../contract/staffConsoleNotices';
import { STAFF_NOTE_COPY } from '../../contract/staffNotes';
import { DIALOG_COPY } from '../../src/content/dialogs';
import { STAFF_COPY } from '../../staff/copy';
import { expectNoAxeViolations, gotoHydrated } from './support/page';
import { board } from './support/reviews';
import {
  completeSignIn,
  consoleScreen,
  expectSignedOutForGood,
  STAFF_ACCOUNT,
} from './support/staff';
import { savedLine, staffConsoleServer } from './support/staffConsole';

// A staff member's day in the console, from sign-in to sign-out: a request handled, the CSV and a
// résumé downloaded, reviews hidden, restored and deleted, and all of it in the access records.
// Sessions, the keyboard, narrow widths and deleting records: staff-{sessions,keyboard,widths,
// deleting}.desktop.spec.ts.
const server = staffConsoleServer();
const { review, other } = server;

async function downloaded(page: Page, start: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return download;
}

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
