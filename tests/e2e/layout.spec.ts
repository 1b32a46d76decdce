import { expect, test } from '@playwright/test';
import { SITE_PATHS } from '../../contract/site';
import { gotoHydrated, horizontalOverflow, revealAll, screenshotRoute } from './support/page';

// Plain (not mobile-emulated) viewports: mobile emulation zooms out to fit wide content, which
// would hide exactly the overflow this test looks for. Each page is loaded once at the narrowest
// width and then widened step by step, which keeps the suite to one page load per route.
const WIDTHS = [375, 768, 1280] as const;

test.use({ viewport: { width: WIDTHS[0], height: 800 } });

for (const path of SITE_PATHS) {
  test(`${path} does not scroll horizontally at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await gotoHydrated(page, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await revealAll(page);
      const { scrollWidth, innerWidth } = await horizontalOverflow(page);
      expect
        .soft(scrollWidth, `scrollWidth of ${path} at ${width} px`)
        .toBeLessThanOrEqual(innerWidth);
      await screenshotRoute(page, path, width);
    }
  });
}
