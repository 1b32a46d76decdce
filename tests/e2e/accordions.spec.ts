import { expect, type Locator, type Page, test } from '@playwright/test';
import { gotoHydrated } from './support/page';

async function expectOnlyOpen(triggers: Locator, open: number | null) {
  const count = await triggers.count();
  for (let index = 0; index < count; index += 1) {
    await expect(triggers.nth(index)).toHaveAttribute('aria-expanded', String(index === open));
  }
}

/** The panel a trigger controls, through its aria-controls. */
function panelOf(page: Page, trigger: Locator) {
  return trigger.getAttribute('aria-controls').then((id) => {
    if (!id) throw new Error('accordion trigger without aria-controls');
    return page.locator(`[id="${id}"]`);
  });
}

for (const { path, items } of [
  { path: '/faq', items: 7 },
  { path: '/service', items: 5 },
]) {
  test(`${path}: one panel open at a time; the open one closes again`, async ({ page }) => {
    await gotoHydrated(page, path);
    const triggers = page.getByRole('main').locator('button[aria-expanded]');
    await expect(triggers).toHaveCount(items);
    await expectOnlyOpen(triggers, null);

    await triggers.nth(0).click();
    await expectOnlyOpen(triggers, 0);
    await expect(await panelOf(page, triggers.nth(0))).toBeVisible();

    await triggers.nth(2).click();
    await expectOnlyOpen(triggers, 2);
    await expect(await panelOf(page, triggers.nth(2))).toBeVisible();
    await expect(await panelOf(page, triggers.nth(0))).toBeHidden();

    await triggers.nth(2).click();
    await expectOnlyOpen(triggers, null);
    await expect(await panelOf(page, triggers.nth(2))).toBeHidden();
  });
}

test('FAQ item 7 leads to /center-info', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  const triggers = page.getByRole('main').locator('button[aria-expanded]');
  await triggers.nth(6).click();
  await expect(triggers.nth(6)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('main').getByRole('link', { name: '상속증여전담센터 소개' }).click();
  await expect(page).toHaveURL('/center-info');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
