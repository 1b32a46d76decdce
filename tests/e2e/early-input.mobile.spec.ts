import { expect, test } from '@playwright/test';
import { CONSULTATION_MESSAGES } from '../../contract/messages';
import { HEADER_LABELS } from '../../src/content/layout';
import { alertDialog, consultationForm } from './support/consultation';
import { gotoBeforeHydration } from './support/page';

test('a menu press before the page is live opens the menu once it is', async ({ page }) => {
  const hydrate = await gotoBeforeHydration(page, '/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: HEADER_LABELS.openMenu, expanded: false }).click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  );

  await hydrate();
  await expect(
    banner.getByRole('button', { name: HEADER_LABELS.closeMenu, expanded: true }),
  ).toBeVisible();
});

test('a consultation sent before the page is live stays on the page and is handled by the form', async ({
  page,
}) => {
  const hydrate = await gotoBeforeHydration(page, '/apply-counsel');
  const form = consultationForm(page);
  await form.fill({
    type: 'gift',
    name: '김이른',
    phone: '010-2345-6789',
    content: '화면이 뜨자마자 보낸 상담입니다.',
  });
  await form.submit.click();
  // A native submission would have put the visitor's details in the address bar.
  expect(new URL(page.url()).search).toBe('');

  await hydrate();
  // The form's own check runs: consent was not given, and what was typed is still there.
  await expect(alertDialog(page, CONSULTATION_MESSAGES.consentRequired)).toBeVisible();
  await expect(form.name).toHaveValue('김이른');
  await expect(form.phone).toHaveValue('010-2345-6789');
  await expect(form.content).toHaveValue('화면이 뜨자마자 보낸 상담입니다.');
});
