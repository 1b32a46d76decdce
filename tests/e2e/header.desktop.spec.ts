import { expect, test } from '@playwright/test';
import { HEADER_SCROLL_THRESHOLD_PX, TRANSPARENT_HEADER_PATHS } from '../../contract/limits';
import { STATIC_PATHS } from '../../contract/site';
import { headerBackgroundAlpha, scrollPageTo } from './support/header';
import { gotoHydrated } from './support/page';

const transparentTop = new Set<string>(TRANSPARENT_HEADER_PATHS);

for (const path of STATIC_PATHS) {
  if (transparentTop.has(path)) {
    test(`header on ${path} is transparent at the top and solid after scrolling past ${HEADER_SCROLL_THRESHOLD_PX} px`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await expect.poll(() => headerBackgroundAlpha(page)).toBe(0);

      await scrollPageTo(page, HEADER_SCROLL_THRESHOLD_PX);
      // At exactly the threshold the visitor has not yet scrolled *more than* it.
      await expect.poll(() => headerBackgroundAlpha(page)).toBe(0);

      await scrollPageTo(page, HEADER_SCROLL_THRESHOLD_PX + 5);
      await expect.poll(() => headerBackgroundAlpha(page)).toBe(1);

      await scrollPageTo(page, 0);
      await expect.poll(() => headerBackgroundAlpha(page)).toBe(0);
    });
  } else {
    test(`header on ${path} is solid at the top`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expect.poll(() => headerBackgroundAlpha(page)).toBe(1);
    });
  }
}
