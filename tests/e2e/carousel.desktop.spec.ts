import { expect, type Locator, type Page, test } from '@playwright/test';
import { SUCCESS_CASE_IDS } from '../../contract/site';
import { CAROUSEL_LABELS } from '../../src/content/home';
import { gotoHydrated } from './support/page';

const COUNT = SUCCESS_CASE_IDS.length;

function carousel(page: Page) {
  return page.getByRole('region', { name: CAROUSEL_LABELS.region, exact: true });
}

function dot(region: Locator, position: number) {
  return region.getByRole('button', { name: CAROUSEL_LABELS.dot(position), exact: true });
}

async function expectActiveDot(region: Locator, position: number) {
  await expect(dot(region, position)).toHaveAttribute('aria-current', 'true');
  await expect(region.locator('button[aria-current="true"]')).toHaveCount(1);
}

/** Where the first slide is on screen: it changes whenever the strip moves. */
function stripPosition(region: Locator) {
  return region
    .getByRole('group')
    .first()
    .evaluate((slide) => slide.getBoundingClientRect().left);
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/');
  await carousel(page).scrollIntoViewIfNeeded();
});

test('the carousel moves on its own and hovering it pauses the strip', async ({ page }) => {
  const region = carousel(page);
  await page.mouse.move(1, 1);
  const start = await stripPosition(region);
  await expect.poll(() => stripPosition(region)).not.toBe(start);

  const box = await region.boundingBox();
  if (!box) throw new Error('carousel has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  // Let the frame that was already scheduled land before measuring.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const paused = await stripPosition(region);
  // Measuring the real animation needs real time to pass in the browser.
  await page.waitForTimeout(500);
  expect(await stripPosition(region)).toBe(paused);

  await page.mouse.move(1, 1);
  await expect.poll(() => stripPosition(region)).not.toBe(paused);
});

test('next, previous and the dots move the active dot, looping at the ends', async ({ page }) => {
  const region = carousel(page);
  await dot(region, 3).click();
  await expectActiveDot(region, 3);

  await region.getByRole('button', { name: CAROUSEL_LABELS.next }).click();
  await expectActiveDot(region, 4);

  await region.getByRole('button', { name: CAROUSEL_LABELS.previous }).click();
  await region.getByRole('button', { name: CAROUSEL_LABELS.previous }).click();
  await expectActiveDot(region, 2);

  await dot(region, COUNT).click();
  await expectActiveDot(region, COUNT);
  await region.getByRole('button', { name: CAROUSEL_LABELS.next }).click();
  await expectActiveDot(region, 1);
  await region.getByRole('button', { name: CAROUSEL_LABELS.previous }).click();
  await expectActiveDot(region, COUNT);
});
