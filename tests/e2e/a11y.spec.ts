import { expect, test } from '@playwright/test';
import { SITE_PATHS } from '../../contract/site';
import { expectNoAxeViolations, gotoHydrated, revealAll } from './support/page';

for (const path of SITE_PATHS) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await gotoHydrated(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await revealAll(page);
    await expectNoAxeViolations(page);
  });
}
