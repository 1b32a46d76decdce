import { expect, type Locator, test } from '@playwright/test';
import { SUCCESS_CASE_IDS } from '../../contract/site';
import { CAROUSEL_LABELS } from '../../src/content/home';
import { gotoHydrated } from './support/page';

// On a phone the carousel starts below the fold, in a section the browser skips
// (content-visibility): its cards are laid out only when scrolled near, and only then does the
// motion learn how wide a card is, from the browser's own layout (decision 162).

const COUNT = SUCCESS_CASE_IDS.length;

const slideLeft = (region: Locator, position: number) =>
  region
    .getByRole('group', { name: CAROUSEL_LABELS.slide(position, COUNT), exact: true })
    .evaluate((slide) => slide.getBoundingClientRect().left);

/** Where a card stands when it is the current one: the clipped viewport's left edge. */
const leadingEdge = (region: Locator) =>
  region
    .getByRole('group')
    .first()
    .evaluate((slide) => {
      const viewport = slide.parentElement?.parentElement;
      return viewport ? viewport.getBoundingClientRect().left : Number.NaN;
    });

test('scrolled to, the carousel moves on its own, and a dot or next brings its card exactly to the leading edge', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  const region = page.getByRole('region', { name: CAROUSEL_LABELS.region, exact: true });
  await region.scrollIntoViewIfNeeded();
  const start = await slideLeft(region, 1);
  await expect.poll(() => slideLeft(region, 1)).toBeLessThan(start);

  await region.getByRole('button', { name: CAROUSEL_LABELS.pause }).click();
  const edge = await leadingEdge(region);
  await region.getByRole('button', { name: CAROUSEL_LABELS.dot(3), exact: true }).click();
  // The jump eases for 0.8 s; paused, the card then stays where it landed.
  await expect.poll(() => slideLeft(region, 3), { timeout: 5_000 }).toBeCloseTo(edge, 0);
  await region.getByRole('button', { name: CAROUSEL_LABELS.next }).click();
  await expect.poll(() => slideLeft(region, 4), { timeout: 5_000 }).toBeCloseTo(edge, 0);
  expect(await slideLeft(region, 3)).toBeLessThan(edge);
});
