import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { formatDate } from '../../contract/format';
import { CONSULTATION_MESSAGES } from '../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../contract/site';
import {
  VISIT_LABELS as L,
  lastDays,
  STAFF_VISITS_API,
  type VisitsAnswer,
} from '../../contract/visits';
import { CALCULATOR_COPY as copy, CALCULATOR_FIELDS as F } from '../../src/content/calculator';
import { alertDialog, consultationForm } from './support/consultation';
import { gotoHydrated } from './support/page';
import { type RunningServer, startServer } from './support/server';
import { addStaffAccount, consoleScreen, signInToConsole } from './support/staff';

// Separate browsers visit the site as visitors do; the console must show exactly what they did,
// and nothing of what a bot, a browser asking not to be tracked, or a staff member did. The
// tests' Chromium says "HeadlessChrome" (a bot to the counter), so each visitor names a browser.
// Nine browsers, two sign-ins' slow hashes and each beacon's idle wait: minutes on a loaded
// machine (4 min at a load average of 19 on two cores), hence the long timeout.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

const chrome = (version: number) =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: RunningServer;
test.beforeAll(async () => {
  // Adding the account hashes its password slowly on purpose; on a loaded machine that and the
  // server's start took longer than the config's two minutes.
  test.setTimeout(300_000);
  server = await startServer({ prepare: addStaffAccount });
});
test.afterAll(async () => {
  await server?.dispose();
});

/** A browser of its own (no shared cookie, cache or address book), as one visitor. */
async function visitor(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, ...options });
  return { context, page: await context.newPage() };
}

/** Waits for the page's beacons: each leaves when the browser is idle, after hydration. */
async function beaconsSent(count: number, sent: string[]) {
  await expect.poll(() => sent.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(count);
}

function recordBeacons(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/visits')) sent.push(request.postData() ?? '');
  });
  return sent;
}

test('what visitors did is what the console counts; a bot, Do Not Track and staff are not counted', async ({
  browser,
}) => {
  const today = formatDate(new Date().toISOString());

  // A: the home page, then the FAQ by the menu (a route change inside the app).
  const a = await visitor(browser, { userAgent: chrome(131) });
  const aSent = recordBeacons(a.page);
  await gotoHydrated(a.page, '/');
  await beaconsSent(1, aSent);
  await a.page.locator('header a[href="/faq"]').first().click();
  await expect(a.page).toHaveURL(/\/faq$/);
  await beaconsSent(2, aSent);

  // B: the calculator, an estimate, carried into the consultation form and sent.
  const b = await visitor(browser, { userAgent: chrome(130) });
  const bSent = recordBeacons(b.page);
  await gotoHydrated(b.page, '/calculator');
  await b.page.getByRole('textbox', { name: F.estate.label, exact: true }).fill('2000000000');
  await b.page.getByRole('button', { name: copy.submit }).click();
  const result = b.page.getByRole('region', { name: copy.resultHeading });
  await result.getByRole('button', { name: copy.counsel }).click();
  await expect(b.page).toHaveURL(/\/apply-counsel$/);
  const form = consultationForm(b.page);
  await form.name.fill('방문자');
  await form.phone.fill('010-2345-6789');
  await form.consent.check();
  await form.submit.click();
  await expect(alertDialog(b.page, CONSULTATION_MESSAGES.succeeded)).toBeVisible();
  await beaconsSent(4, bSent); // two views, the estimate, the carry-over

  // C: a phone, the home page, and the firm's number pressed.
  const c = await visitor(browser, { userAgent: IPHONE });
  const cSent = recordBeacons(c.page);
  await gotoHydrated(c.page, '/');
  await c.page.evaluate(() => {
    // The press is counted; the dialler itself is not what this test is about.
    document.addEventListener('click', (event) => event.preventDefault());
  });
  await c.page.locator('a[href^="tel:"]').first().click();
  await beaconsSent(2, cSent);

  // D: no JavaScript at all: the consultation sent by the form's own POST is counted by the server.
  const d = await visitor(browser, { userAgent: chrome(129), javaScriptEnabled: false });
  await d.page.goto(NATIVE_FORM_PATHS.consultation.action);
  const plain = consultationForm(d.page);
  await plain.fill({ type: 'gift', name: '무자바', phone: '010-7777-8888', content: '' });
  await plain.consent.check();
  await plain.submit.click();
  await expect(d.page).toHaveURL(new RegExp(`${NATIVE_FORM_PATHS.consultation.received}$`));

  // Not counted: a crawler, a browser with Do Not Track, one with Global Privacy Control.
  const ignoredSent: string[] = [];
  const notCounted: Parameters<Browser['newContext']>[0][] = [
    { userAgent: GOOGLEBOT },
    { userAgent: chrome(128), extraHTTPHeaders: { DNT: '1' } },
    { userAgent: chrome(127), extraHTTPHeaders: { 'Sec-GPC': '1' } },
  ];
  for (const options of notCounted) {
    const ignored = await visitor(browser, options);
    const sent = recordBeacons(ignored.page);
    await gotoHydrated(ignored.page, '/calculator');
    await beaconsSent(1, sent);
    ignoredSent.push(...sent);
    await ignored.context.close();
  }

  // Staff: signed in, then reading the site in the same browser.
  const staff = await visitor(browser, { userAgent: chrome(126) });
  await signInToConsole(staff.page, server.url);
  const staffSite = await staff.context.newPage();
  const staffSent = recordBeacons(staffSite);
  await gotoHydrated(staffSite, '/review');
  await beaconsSent(1, staffSent);

  // The stats the console reads, once every beacon above has been answered.
  const range = lastDays(today, 30);
  const read = async () => {
    const response = await staff.page.request.get(
      `${STAFF_VISITS_API}?from=${range.from}&to=${range.to}`,
    );
    return (await response.json()) as VisitsAnswer;
  };
  await expect.poll(async () => (await read()).days[0]?.views, { timeout: 30_000 }).toBe(5);
  const stats = await read();
  expect(stats.days).toEqual([
    {
      day: today,
      views: 5,
      visitors: 3,
      calculator_estimate: 1,
      estimate_carried: 1,
      phone_tapped: 1,
      consultation_sent: 2,
      review_written: 0,
      job_application_sent: 0,
    },
  ]);
  expect(stats.pages).toEqual([
    { key: '/', count: 2 },
    { key: '/apply-counsel', count: 1 },
    { key: '/calculator', count: 1 },
    { key: '/faq', count: 1 },
  ]);
  expect(stats.devices).toEqual([
    { key: 'desktop', count: 2 },
    { key: 'phone', count: 1 },
  ]);
  expect(stats.consultationWeeks.reduce((sum, row) => sum + row.count, 0)).toBe(2);

  // And the console draws the same numbers.
  const screen = consoleScreen(staff.page);
  await screen.nav('visits').click();
  await expect(screen.heading('visits')).toBeVisible();
  const funnel = screen.main.getByRole('table', { name: L.funnel });
  const row = (name: string) => funnel.getByRole('row').filter({ hasText: name });
  await expect(row(L.visitors)).toContainText('3');
  await expect(row(L.calculator_estimate)).toContainText('1');
  await expect(row(L.estimate_carried)).toContainText('1');
  await expect(row(L.consultation_sent)).toContainText('2');
  await expect(row(L.phone_tapped)).toContainText('1');
  await expect(screen.main.locator('canvas').first()).toBeVisible();

  for (const { context } of [a, b, c, d, staff]) await context.close();
});
