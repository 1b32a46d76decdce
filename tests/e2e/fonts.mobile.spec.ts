import { expect, type Page, test } from '@playwright/test';
import { untilRootHas } from '../../bench/firstVisit';
import { FONTS_APPLIED, FONTS_FETCHED, FONTS_REQUESTED } from '../../src/deferredFonts';
import { gotoBeforeHydration, gotoHydrated, twoFrames } from './support/page';

// Pretendard's files are fetched once React has adopted the page, and the font swaps in at the
// visitor's first press or key after they are here (src/boot.ts, decision 161): a page that is only
// read or scrolled keeps the metric-matched fallback and is never laid out again for it.

/** The font files the page's HTML lists, and each request for one, by how it was made. */
async function watchFonts(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  const listed = /data-fonts="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  const requests: { path: string; type: string }[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.woff2'))
      requests.push({ path: pathname, type: request.resourceType() });
  });
  return { listed, requests };
}

const rootHas = (page: Page, attribute: string) =>
  page.evaluate((name) => document.documentElement.hasAttribute(name), attribute);

const fontSheetDisabled = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[data-fonts]')].map(
      (link) => link.disabled,
    ),
  );

/** A face of the site's subset has loaded into the page (the fallback's family is another). */
const pretendardDraws = (page: Page) =>
  page.evaluate(() =>
    [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === 'Pretendard Variable' && face.status === 'loaded',
    ),
  );

/** A finger swiping the page up, as a phone sends it: a scroll, not a press. */
async function swipe(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const at = (y: number) => [{ x: 180, y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(600) });
  for (let y = 560; y >= 200; y -= 40) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('a page that is only read and scrolled keeps the fallback, with the files fetched; a key press swaps Pretendard in', async ({
  page,
}) => {
  const fonts = await watchFonts(page, '/faq');
  await gotoHydrated(page, '/faq');
  await untilRootHas(page, FONTS_FETCHED);
  await page.mouse.wheel(0, 400);
  await swipe(page);
  await page.waitForLoadState('networkidle');
  // Every listed file is in the cache, fetched as data: nothing is applied.
  expect(fonts.listed.length).toBeGreaterThan(0);
  expect(fonts.requests).toEqual(fonts.listed.map((path) => ({ path, type: 'fetch' })));
  expect(await rootHas(page, FONTS_REQUESTED)).toBe(false);
  expect(await fontSheetDisabled(page)).toEqual([true]);
  expect(await pretendardDraws(page)).toBe(false);

  await page.keyboard.press('Shift');
  await untilRootHas(page, FONTS_APPLIED);
  expect(await fontSheetDisabled(page)).toEqual([false]);
  expect(await pretendardDraws(page)).toBe(true);
});

test('a tap swaps it in at once: the line it rewraps moves as the tap’s own doing, not a layout shift', async ({
  page,
}) => {
  // At 375 px one line of /success-case/5's first section fits in Pretendard and wraps in the
  // fallback.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { unexpectedShifts: number[] }).unexpectedShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await gotoHydrated(page, '/success-case/5');
  await untilRootHas(page, FONTS_FETCHED);
  const before = await page.evaluate(
    () => document.querySelector('main section')?.getBoundingClientRect().height,
  );
  // On the page's heading: a tap that opens or follows nothing.
  const box = await page.locator('main h1').first().boundingBox();
  await page.touchscreen.tap((box?.x ?? 0) + 4, (box?.y ?? 0) + 4);
  await untilRootHas(page, FONTS_APPLIED);
  await twoFrames(page);
  expect(await pretendardDraws(page)).toBe(true);
  const after = await page.evaluate(
    () => document.querySelector('main section')?.getBoundingClientRect().height,
  );
  // The swap did move that line (else this test proves nothing) …
  expect(after).not.toBe(before);
  // … and none of it counted.
  expect(
    await page.evaluate(
      () => (window as unknown as { unexpectedShifts: number[] }).unexpectedShifts,
    ),
  ).toEqual([]);
});

test('a press while the files are still on their way is let pass: the next one after they arrive swaps', async ({
  page,
}) => {
  let deliver = () => {};
  const delivered = new Promise<void>((resolve) => {
    deliver = resolve;
  });
  await page.route(/\.woff2$/, async (route) => {
    await delivered;
    await route.continue();
  });
  await gotoHydrated(page, '/center-info');
  await page.keyboard.press('Shift');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(await rootHas(page, FONTS_REQUESTED)).toBe(false);
  deliver();
  await untilRootHas(page, FONTS_FETCHED);
  expect(await rootHas(page, FONTS_REQUESTED)).toBe(false);
  await page.keyboard.press('Shift');
  await untilRootHas(page, FONTS_APPLIED);
  expect(await pretendardDraws(page)).toBe(true);
});

test('nothing of the font is fetched before React adopts the page, whatever is pressed', async ({
  page,
}) => {
  const fonts = await watchFonts(page, '/center-info');
  // boot.ts asks for the app's code (held back here) once its own code has run.
  const bootRan = page.waitForRequest(/\/assets\/main-[^/]+\.js$/);
  const release = await gotoBeforeHydration(page, '/center-info');
  await page.keyboard.press('Shift');
  await page.touchscreen.tap(5, 400);
  await bootRan;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // The font would share a slow line with the app's code.
  expect(fonts.requests).toEqual([]);
  expect(await rootHas(page, FONTS_REQUESTED)).toBe(false);
  await release();
  await untilRootHas(page, FONTS_FETCHED);
  expect(fonts.requests.length).toBe(fonts.listed.length);
});
