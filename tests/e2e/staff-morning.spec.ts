import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { CONSULTATION_API } from '../../contract/consultations';
import { HANDLING_STATUS_LABELS } from '../../contract/staff';
import { STAFF_NOTICE_COPY } from '../../contract/staffConsoleNotices';
import { CONSULTATION_CSV_HEADINGS } from '../../contract/staffExports';
import { STAFF_FILTER_COPY, seoulToday } from '../../contract/staffFilters';
import { STAFF_NOTE_COPY } from '../../contract/staffNotes';
import { STAFF_COPY } from '../../staff/copy';
import { expectNoAxeViolations, horizontalOverflow } from './support/page';
import { type RunningServer, startServer } from './support/server';
import { addStaffAccount, seedVisitorRecords, signInToConsole } from './support/staff';

// A clerk's morning in the console, at 1280 px and on a 375 px phone (both projects): find a
// caller by a number typed another way, leave two notes across two status changes, open the
// bookmarked view of today's new requests, and read the CSV the office opens in Excel.
let server: RunningServer;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async ({ request }) => {
  server = await startServer({ prepare: addStaffAccount });
  await seedVisitorRecords(request, server.url);
  const fresh = await request.post(`${server.url}${CONSULTATION_API}`, {
    data: {
      consultation_type: 'inheritance',
      name: '김새벽',
      phone: '010 5555 0101',
      content: '상속 문의',
    },
  });
  expect(fresh.ok(), await fresh.text()).toBe(true);
});

test.afterAll(async () => {
  await server?.dispose();
});

/** The page fits its width: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('a clerk’s morning: a caller found, two notes kept, today’s new requests bookmarked, the CSV read', async ({
  page,
}) => {
  const screen = await signInToConsole(page, server.url);
  await expectNoSidewaysScroll(page);

  // The caller gives the number without dashes; the request was typed with them.
  const search = screen.main.getByRole('searchbox', { name: STAFF_FILTER_COPY.search });
  await search.fill('01012345678');
  await screen.main.getByRole('button', { name: STAFF_COPY.filters.apply }).click();
  await expect(page).toHaveURL(/[?&]q=01012345678/);
  await expect(screen.main.getByRole('cell', { name: '홍길동', exact: true })).toBeVisible();
  await expect(screen.main.getByRole('cell', { name: '김새벽', exact: true })).toBeHidden();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // Two notes across two status changes: both stay, each dated with its author.
  await screen.main.getByRole('button', { name: /홍길동.*열기/ }).click();
  const detail = page.getByRole('dialog', { name: /홍길동/ });
  await expect(page).toHaveURL(/[?&]open=\d+/);
  await expect(detail.getByRole('link', { name: '010-1234-5678' })).toHaveAttribute(
    'href',
    'tel:01012345678',
  );
  const status = detail.getByLabel(STAFF_COPY.detail.newStatus);
  const note = detail.getByLabel(STAFF_NOTE_COPY.newNote);
  const save = detail.getByRole('button', { name: STAFF_COPY.detail.save });
  const saved = screen.main
    .getByRole('status')
    .filter({ hasText: STAFF_NOTICE_COPY.savedAndClosed('') });
  await status.selectOption({ label: HANDLING_STATUS_LABELS.contacted });
  await note.fill('오전 통화: 부재중');
  await save.click();
  // Saved closes the dialog and says so; the next call opens it again.
  await expect(detail).toBeHidden();
  await expect(saved).toBeVisible();
  await screen.main.getByRole('button', { name: /홍길동.*열기/ }).click();
  await status.selectOption({ label: HANDLING_STATUS_LABELS.closed });
  await note.fill('오후 통화: 신고 일정 안내 완료');
  await save.click();
  await expect(detail).toBeHidden();
  await expect(saved).toBeVisible();
  await screen.main.getByRole('button', { name: /홍길동.*열기/ }).click();
  const log = detail.getByRole('region', { name: STAFF_NOTE_COPY.log });
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').nth(0)).toContainText('오전 통화: 부재중');
  await expect(log.getByRole('listitem').nth(1)).toContainText('오후 통화: 신고 일정 안내 완료');
  await expect(log.getByRole('listitem').nth(1)).toContainText('김세무');
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The request's own address opens it again, for a colleague.
  const link = page.url();
  await page.goto(link);
  const reopened = page.getByRole('dialog', { name: /홍길동/ });
  await expect(reopened.getByRole('region', { name: STAFF_NOTE_COPY.log })).toContainText(
    '오전 통화: 부재중',
  );
  // Printed, the request stands alone: its details and notes, not the console or the controls.
  await page.emulateMedia({ media: 'print' });
  // (The dialog's frame is hidden in print, so these find by text and id, not by role.)
  await expect(page.getByText('오전 통화: 부재중')).toBeVisible();
  await expect(page.locator('nav')).toBeHidden();
  await expect(page.locator('#consultations-new-status')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();
  await expect(page).not.toHaveURL(/open=/);

  // Today's new requests, from a bookmarked address: the handled one is no longer among them.
  const today = seoulToday();
  await page.goto(`${server.url}/staff/consultations?status=new&from=${today}&to=${today}`);
  await expect(screen.main.getByRole('cell', { name: '김새벽', exact: true })).toBeVisible();
  await expect(screen.main.getByRole('cell', { name: '홍길동', exact: true })).toBeHidden();
  await expect(screen.main.getByLabel(STAFF_COPY.filters.from)).toHaveValue(today);
  // A day typed as people write it, and the 오늘 preset, give the same view.
  await screen.main.getByLabel(STAFF_COPY.filters.from).fill(today.replaceAll('-', '.'));
  await screen.main.getByRole('button', { name: STAFF_COPY.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await screen.main.getByRole('button', { name: STAFF_FILTER_COPY.presets.today }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The CSV of the handled requests: Korean headings, Korea time, status and the latest note.
  await page.goto(`${server.url}/staff/consultations?status=closed`);
  await expect(screen.main.getByRole('cell', { name: '홍길동', exact: true })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    screen.main.getByRole('link', { name: STAFF_COPY.filters.csv }).click(),
  ]);
  const lines = (await readFile(await download.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe(CONSULTATION_CSV_HEADINGS.map((heading) => `"${heading}"`).join(','));
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    /^"\d+","\d{4}-\d{2}-\d{2} \d{2}:\d{2}","증여세","홍길동","010-1234-5678","아파트 증여 상담","종결","오후 통화: 신고 일정 안내 완료","김세무","\d{4}-\d{2}-\d{2} \d{2}:\d{2}","(발송|미발송)"$/,
  );
});
