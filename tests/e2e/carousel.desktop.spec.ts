import { expect, type Locator, test } from '@playwright/test';
import { CAROUSEL_LABELS } from '../../src/content/home';
import { CASE_COUNT as COUNT, carousel, dot, slideLeft } from './support/carousel';
import { gotoHydrated } from './support/page';

async function expectActiveDot(region: Locator, position: number) {
  await expect(dot(region, position)).toHaveAttribute('aria-current', 'true');
  await expect(region.locator('button[aria-current="true"]')).toHaveCount(1);
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, '/');
  await carousel(page).scrollIntoViewIfNeeded();
});

test('the carousel moves on its own and hovering it pauses the strip', async ({ page }) => {
  const region = carousel(page);
  await page.mouse.move(1, 1);
  const start = await slideLeft(region, 1);
  await expect.poll(() => slideLeft(region, 1)).not.toBe(start);

  const box = await region.boundingBox();
  if (!box) throw new Error('carousel has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
  // Let the frame that was already scheduled land before measuring.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  const paused = await slideLeft(region, 1);
  // Measuring the real animation needs real time to pass in the browser.
  await page.waitForTimeout(500);
  expect(await slideLeft(region, 1)).toBe(paused);

  await page.mouse.move(1, 1);
  await expect.poll(() => slideLeft(region, 1)).not.toBe(paused);
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
