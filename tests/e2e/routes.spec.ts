import { expect, test } from '@playwright/test';
import { firm } from '../../contract/firm';
import { SITE_PATHS } from '../../contract/site';
import { FOOTER_LABELS, HEADER_LABELS } from '../../src/content/layout';
import { COUNSEL_CTA, NAV_ITEMS } from '../../src/content/navigation';
import {
  expectNoAxeViolations,
  gotoHydrated,
  isMobile,
  revealAll,
  watchProblems,
} from './support/page';
import { ROUTE_EXPECTATIONS } from './support/routes';

for (const path of SITE_PATHS) {
  test(`${path}: heading and key texts, no console errors, no WCAG 2.2 AA violations`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const problems = watchProblems(page, baseURL ?? '');
    const expected = ROUTE_EXPECTATIONS[path];
    if (!expected) throw new Error(`no expectations written for ${path}`);

    await gotoHydrated(page, path);
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(expected.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const text of expected.texts) {
      await expect(main.getByText(text, { exact: false }).first()).toBeAttached();
    }

    const banner = page.getByRole('banner');
    if (isMobile(testInfo)) {
      await expect(banner.getByRole('button', { name: HEADER_LABELS.openMenu })).toBeVisible();
    } else {
      await expect(banner.getByRole('link', { name: COUNSEL_CTA.label })).toBeVisible();
      for (const item of NAV_ITEMS) {
        await expect(banner.getByRole('link', { name: item.label, exact: true })).toBeVisible();
      }
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(firm.mainPhone).first()).toBeAttached();
    await expect(footer.getByText(firm.businessRegistrationNumber).first()).toBeAttached();
    // The privacy policy (개인정보 보호법 §30) is one bold link away from every page.
    const privacyLink = footer.getByRole('link', { name: FOOTER_LABELS.privacyPolicy });
    await expect(privacyLink).toHaveAttribute('href', '/privacy');
    expect(
      Number(await privacyLink.evaluate((link) => getComputedStyle(link).fontWeight)),
    ).toBeGreaterThanOrEqual(700);

    // Scrolling through runs every reveal and loads lazy images below the fold; then late
    // requests get the chance to fail visibly.
    await revealAll(page);
    await page.waitForLoadState('networkidle');
    expect.soft(problems, 'console errors and failed requests').toEqual([]);

    await expectNoAxeViolations(page);
  });
}

test('an unknown path ends on the home page', async ({ page }) => {
  await gotoHydrated(page, '/no-such-page/at-all');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('an unknown success case ends on the list of cases', async ({ page }) => {
  await gotoHydrated(page, '/success-case/99');
  await expect(page).toHaveURL('/success-case');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
