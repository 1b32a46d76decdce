import { expect, test } from '@playwright/test';
import { STAFF_NOTICE_COPY } from '../../contract/staffConsoleNotices';
import { DIALOG_COPY } from '../../src/content/dialogs';
import { STAFF_COPY } from '../../staff/copy';
import { expectNoAxeViolations } from './support/page';
import { consoleScreen } from './support/staff';
import { staffConsoleServer } from './support/staffConsole';

// Deleting a request and an application for good: asked first, gone with its file, recorded.

const server = staffConsoleServer();
const { signIn } = server;

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
