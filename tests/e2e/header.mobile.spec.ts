import { expect, test } from '@playwright/test';
import { HEADER_LABELS } from '../../src/content/layout';
import { COUNSEL_CTA, NAV_ITEMS } from '../../src/content/navigation';
import { expectNoAxeViolations, gotoHydrated } from './support/page';

test('the mobile menu opens, locks page scrolling and closes after 상담신청', async ({ page }) => {
  await gotoHydrated(page, '/');
  const banner = page.getByRole('banner');
  const toggle = banner.getByRole('button', { name: HEADER_LABELS.openMenu, expanded: false });
  await expect(toggle).toBeVisible();
  // Below the breakpoint the menu links are hidden until the toggle is used.
  await expect(banner.getByRole('link', { name: NAV_ITEMS[0].label, exact: true })).toBeHidden();

  await toggle.click();
  await expect(
    banner.getByRole('button', { name: HEADER_LABELS.closeMenu, expanded: true }),
  ).toBeVisible();
  for (const item of NAV_ITEMS) {
    await expect(banner.getByRole('link', { name: item.label, exact: true })).toBeVisible();
  }

  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(187, 700);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

  await expectNoAxeViolations(page);

  await banner.getByRole('link', { name: COUNSEL_CTA.label }).click();
  await expect(page).toHaveURL(COUNSEL_CTA.to);
  await expect(toggle).toBeVisible();
  await expect(banner.getByRole('link', { name: NAV_ITEMS[0].label, exact: true })).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
});
