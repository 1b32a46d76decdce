import { expect, test } from '@playwright/test';
import { SITE_PATHS } from '../../contract/site';
import { gotoHydrated, horizontalOverflow, revealAll, screenshotRoute } from './support/page';

// A plain (non-mobile-emulated) viewport: mobile emulation zooms out to fit wide content, which
// would hide exactly the overflow this test looks for.
const WIDTHS = [375, 768, 1280] as const;

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of SITE_PATHS) {
      test(`${path} does not scroll horizontally`, async ({ page }) => {
        await gotoHydrated(page, path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await revealAll(page);
        const { scrollWidth, innerWidth } = await horizontalOverflow(page);
        expect(scrollWidth, `scrollWidth at ${width} px`).toBeLessThanOrEqual(innerWidth);
        await screenshotRoute(page, path, width);
      });
    }
  });
}
