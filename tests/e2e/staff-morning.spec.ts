import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { CONSULTATION_API } from '../../contract/consultations';
import { CONSULTATION_TYPE_LABELS } from '../../contract/consultationTypes';
import { HANDLING_STATUS_LABELS, STAFF_LIMITS } from '../../contract/staff';
import { STAFF_NOTICE_COPY } from '../../contract/staffConsoleNotices';
import { CONSULTATION_CSV_HEADINGS } from '../../contract/staffExports';
import { STAFF_FILTER_COPY, seoulToday } from '../../contract/staffFilters';
import { STAFF_NOTE_COPY } from '../../contract/staffNotes';
import { STAFF_TODAY_COPY } from '../../contract/staffToday';
import { PAGINATION_COPY } from '../../src/content/pagination';
import { STAFF_COPY } from '../../staff/copy';
import { expectNoAxeViolations, horizontalOverflow } from './support/page';
import { type RunningServer, startServer } from './support/server';
import { addStaffAccount, seedVisitorRecords, signInToConsole } from './support/staff';

// A clerk's morning in the console, at 1280 px and on a 375 px phone (both projects): find a
// caller by a number typed another way, leave two notes across two status changes, open the
// bookmarked view of today's new requests, and read the CSV the office opens in Excel; then see
// today's count on the tab, open it, filter by type, and find paging through one search recorded
// once in the access records.
let server: RunningServer;
/** Requests of one type beyond a page: the type filter pages through them. */
const TRANSFERS = STAFF_LIMITS.pageSize + 2;

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async ({ request }) => {
  // Two pages of requests of one type come in too: above the public form's per-minute limit.
  server = await startServer({
    prepare: addStaffAccount,
    env: { WRITE_LIMIT_PER_MINUTE: '200' },
  });
  await seedVisitorRecords(request, server.url);
  for (let i = 1; i <= TRANSFERS; i++) {
    const transfer = await request.post(`${server.url}${CONSULTATION_API}`, {
      data: {
        consultation_type: 'transfer',
        name: `양도고객${i}`,
        phone: `010-7777-${String(1000 + i)}`,
        content: '양도 문의',
      },
    });
    expect(transfer.ok(), await transfer.text()).toBe(true);
  }
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

/** The list's filters, folded behind their summary on a phone: opened unless they are. */
async function showFilters(page: Page) {
  const filters = page.locator('main details:has(fieldset)');
  if (!(await filters.evaluate((details: HTMLDetailsElement) => details.open))) {
    await filters.locator('summary').click();
  }
}

test('a clerk’s morning: a caller found, two notes kept, today’s new requests bookmarked, the CSV read', async ({
  page,
}, testInfo) => {
  const screen = await signInToConsole(page, server.url);
  await expectNoSidewaysScroll(page);
  // On a phone the filters fold behind what they are set to, and a row's 열기 and status come
  // first: nothing of the row is off to the right.
  const summary = page.locator('main details:has(fieldset) > summary');
  await expect(summary).toHaveText(STAFF_FILTER_COPY.disclosure(''));
  const firstOpen = screen.main.getByRole('button', { name: /열기/ }).first();
  const openBox = await firstOpen.boundingBox();
  expect((openBox?.x ?? 0) + (openBox?.width ?? 0)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await showFilters(page);

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
  await expect(detail).toBeFocused();
  // Opened at its top on a phone too: the heading is on screen, not scrolled to the status form.
  await expect(detail.getByRole('heading', { name: /홍길동/ })).toBeInViewport();
  const call = detail.getByRole('link', { name: STAFF_NOTICE_COPY.call('010-1234-5678') });
  const callBox = await call.boundingBox();
  expect(callBox?.height).toBeGreaterThanOrEqual(44);
  expect(callBox?.width).toBeGreaterThanOrEqual(44);
  await expect(call).toHaveAttribute('href', 'tel:01012345678');
  const status = detail.getByLabel(STAFF_COPY.detail.newStatus);
  const note = detail.getByLabel(STAFF_NOTE_COPY.newNote);
  const save = detail.getByRole('button', { name: STAFF_COPY.detail.save });
  const saved = screen.main
    .getByRole('status')
    .filter({ hasText: STAFF_NOTICE_COPY.savedAndClosed('', true) });
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
  // On A4, page 1 heads with the caller and the type and holds the whole note log.
  const sheet = testInfo.outputPath('request.pdf');
  await page.pdf({ path: sheet, format: 'A4', printBackground: true });
  const { execFileSync } = await import('node:child_process');
  const firstPage = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', sheet, '-'], {
    encoding: 'utf8',
  });
  const firstLines = firstPage.split('\n').filter((line) => line.trim() !== '');
  expect(firstLines[0]).toContain(`홍길동 · ${CONSULTATION_TYPE_LABELS.gift}`);
  for (const expected of ['오전 통화: 부재중', '오후 통화: 신고 일정 안내 완료', '김세무']) {
    expect(firstPage).toContain(expected);
  }
  expect(firstPage).not.toContain(STAFF_COPY.detail.save);
  expect(firstPage).not.toContain(STAFF_NOTE_COPY.strike);
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await expect(reopened).toBeHidden();
  await expect(page).not.toHaveURL(/open=/);
  // Back closes a request opened from the list and stays on the list, with its filters.
  const filtered = page.url();
  await screen.main.getByRole('button', { name: /홍길동.*열기/ }).click();
  await expect(reopened).toBeVisible();
  await page.goBack();
  await expect(reopened).toBeHidden();
  expect(page.url()).toBe(filtered);
  await expect(screen.main.getByRole('cell', { name: '홍길동', exact: true })).toBeVisible();
  await expect(summary).toContainText('01012345678');

  // Today's new requests, from a bookmarked address: the handled one is no longer among them.
  const today = seoulToday();
  await page.goto(`${server.url}/staff/consultations?status=new&from=${today}&to=${today}`);
  await expect(screen.main.getByRole('cell', { name: '김새벽', exact: true })).toBeVisible();
  await expect(screen.main.getByRole('cell', { name: '홍길동', exact: true })).toBeHidden();
  await expect(screen.main.getByLabel(STAFF_COPY.filters.from, { exact: true })).toHaveValue(today);
  await expect(summary).toContainText(HANDLING_STATUS_LABELS.new);
  await showFilters(page);
  // A day typed as people write it, and the 오늘 preset, give the same view.
  await screen.main
    .getByRole('textbox', { name: STAFF_COPY.filters.from })
    .fill(today.replaceAll('-', '.'));
  await screen.main.getByRole('button', { name: STAFF_COPY.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await screen.main.getByRole('button', { name: STAFF_FILTER_COPY.presets.today }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  // Or pointed at on the calendar: the browser's picker gives a day, typed into the field.
  const from = screen.main.getByLabel(STAFF_COPY.filters.from, { exact: true });
  await from.fill('');
  await expect(
    screen.main.getByRole('button', { name: STAFF_FILTER_COPY.pickDay(STAFF_COPY.filters.from) }),
  ).toBeVisible();
  await from.locator('xpath=following-sibling::input[@type="date"]').fill(today);
  await expect(from).toHaveValue(today);
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);

  // The CSV of the handled requests: Korean headings, Korea time, status and the latest note.
  await page.goto(`${server.url}/staff/consultations?status=closed`);
  await expect(screen.main.getByRole('cell', { name: '홍길동', exact: true })).toBeVisible();
  await showFilters(page);
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

  // Today at a glance: the tab counts today's new requests (홍길동 is handled), and the count
  // opens the list of them at the address a bookmark would hold.
  const newToday = TRANSFERS + 1;
  const nav = page.getByRole('navigation', { name: STAFF_COPY.navLabel });
  await expect(
    nav.getByRole('link', {
      name: `${STAFF_COPY.sections.consultations} ${STAFF_TODAY_COPY.badge(newToday)}`,
    }),
  ).toBeVisible();
  await screen.main
    .getByRole('link', { name: STAFF_TODAY_COPY.count.consultations(newToday) })
    .click();
  await expect(page).toHaveURL(new RegExp(`\\?status=new&from=${today}&to=${today}$`));
  await expect(screen.main.getByRole('cell', { name: '김새벽', exact: true })).toBeVisible();

  // By type: the transfers only, over two pages, paged there and back.
  await showFilters(page);
  await screen.main
    .getByLabel(STAFF_FILTER_COPY.type.consultations)
    .selectOption({ label: CONSULTATION_TYPE_LABELS.transfer });
  await screen.main.getByRole('button', { name: STAFF_COPY.filters.apply }).click();
  await expect(page).toHaveURL(/[?&]type=transfer/);
  await expect(screen.main.getByRole('cell', { name: '김새벽', exact: true })).toBeHidden();
  // Newest first: the last to come in heads page 1, the first is on page 2.
  const newest = screen.main.getByRole('cell', { name: `양도고객${TRANSFERS}`, exact: true });
  await expect(newest).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await screen.main.getByRole('button', { name: PAGINATION_COPY.page(2) }).click();
  await expect(screen.main.getByRole('cell', { name: '양도고객1', exact: true })).toBeVisible();
  await expect(newest).toBeHidden();
  await expect(page).toHaveURL(/[?&]page=2/);
  await screen.main.getByRole('button', { name: PAGINATION_COPY.page(1) }).click();
  await expect(page).not.toHaveURL(/[?&]page=2/);
  // Back goes to the page before, then to the filter before: one step each.
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(screen.main.getByRole('cell', { name: '양도고객1', exact: true })).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(page).not.toHaveURL(/type=transfer/);
  await expect(screen.main.getByRole('cell', { name: '김새벽', exact: true })).toBeVisible();

  // The access records: that search, paged through, is one record of both pages.
  await page.goto(`${server.url}/staff/audit`);
  const records = screen.main.getByRole('row').filter({ hasText: '유형 양도소득세' });
  await expect(records).toHaveCount(1);
  await expect(records).toContainText('1–2쪽');
  await expectNoAxeViolations(page);
});
