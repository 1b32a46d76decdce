import { expect, test } from '@playwright/test';
import { CAROUSEL_LABELS } from '../../src/content/home';
import { carousel, dot, leadingEdge, slideLeft } from './support/carousel';
import { gotoBeforeHydration, gotoHydrated } from './support/page';

// On a phone the carousel starts below the fold, in a section the browser skips
// (content-visibility): its cards are laid out only when scrolled near, and only then does the
// motion learn how wide a card is, from the browser's own layout (decision 162).

test('scrolled to, the carousel moves on its own, and a dot or next brings its card exactly to the leading edge', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  const start = await slideLeft(region, 1);
  await expect.poll(() => slideLeft(region, 1)).toBeLessThan(start);

  await region.getByRole('button', { name: CAROUSEL_LABELS.pause }).click();
  const edge = await leadingEdge(region);
  await dot(region, 3).click();
  // The jump eases for 0.8 s; paused, the card then stays where it landed.
  await expect.poll(() => slideLeft(region, 3), { timeout: 5_000 }).toBeCloseTo(edge, 0);
  await region.getByRole('button', { name: CAROUSEL_LABELS.next }).click();
  await expect.poll(() => slideLeft(region, 4), { timeout: 5_000 }).toBeCloseTo(edge, 0);
  expect(await slideLeft(region, 3)).toBeLessThan(edge);
});

test('a dot pressed before the page went live brings its card to the leading edge once it has, where the visitor left the page', async ({
  page,
}) => {
  const release = await gotoBeforeHydration(page, '/');
  const region = carousel(page);
  await region.scrollIntoViewIfNeeded();
  const edge = await leadingEdge(region);
  await dot(region, 5).click();
  const scrolled = await page.evaluate(() => window.scrollY);
  await release();
  await expect(dot(region, 5)).toHaveAttribute('aria-current', 'true');
  // No further press: the jump lands, then the strip moves on slowly (half a pixel a frame).
  await expect
    .poll(async () => Math.abs((await slideLeft(region, 5)) - edge), { timeout: 5_000 })
    .toBeLessThan(20);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
