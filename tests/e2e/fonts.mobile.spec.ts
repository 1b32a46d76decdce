import { expect, type Page, test } from '@playwright/test';
import { FONTS_APPLIED, FONTS_REQUESTED } from '../../src/deferredFonts';
import { INTERACTED } from '../../src/firstInteraction';
import { gotoBeforeHydration, gotoHydrated } from './support/page';

// Pretendard waits for the visitor's first press or key (src/boot.ts, decision 161): a page that
// is only read or scrolled keeps the metric-matched fallback and is never laid out again for it;
// its files are fetched into the cache meanwhile, so the swap follows the input at once.

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

const untilRootHas = (page: Page, attribute: string) =>
  page.waitForFunction((name) => document.documentElement.hasAttribute(name), attribute);

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

test('a page that is only read and scrolled keeps the fallback, with the files fetched; the first key press swaps Pretendard in', async ({
  page,
}) => {
  const fonts = await watchFonts(page, '/faq');
  await gotoHydrated(page, '/faq');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 400);
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

test('a tap is a first interaction too', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.waitForLoadState('networkidle');
  expect(await rootHas(page, FONTS_REQUESTED)).toBe(false);
  // On the page's own text, below the header: a tap that opens or follows nothing.
  const { x, y } = (await page.locator('main h1').first().boundingBox()) ?? { x: 0, y: 0 };
  await page.touchscreen.tap(x + 2, y + 2);
  await untilRootHas(page, FONTS_APPLIED);
  expect(await pretendardDraws(page)).toBe(true);
});

test('a press before React adopts the page is remembered: Pretendard follows hydration without another', async ({
  page,
}) => {
  const fonts = await watchFonts(page, '/center-info');
  // boot.ts asks for the app's code (held back here) once its own code has run.
  const bootRan = page.waitForRequest(/\/assets\/main-[^/]+\.js$/);
  const release = await gotoBeforeHydration(page, '/center-info');
  await page.keyboard.press('Shift');
  await bootRan;
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  // Not before hydration: the font would share a slow line with the app's code.
  expect(await rootHas(page, INTERACTED)).toBe(true);
  expect(await rootHas(page, FONTS_REQUESTED)).toBe(false);
  expect(fonts.requests).toEqual([]);
  await release();
  await untilRootHas(page, FONTS_APPLIED);
  expect(await pretendardDraws(page)).toBe(true);
  // Applied straight away, so never fetched twice.
  expect(fonts.requests.map((request) => request.path).sort()).toEqual([...fonts.listed].sort());
});
