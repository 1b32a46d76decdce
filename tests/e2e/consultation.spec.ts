import { expect, test } from '@playwright/test';
import { firm } from '../../contract/firm';
import { CONSULTATION_MESSAGES } from '../../contract/messages';
import { DIRECTIONS_COPY } from '../../src/content/counsel';
import { DIALOG_COPY } from '../../src/content/dialogs';
import { alertDialog, consultationForm } from './support/consultation';
import { expectNoAxeViolations, gotoHydrated } from './support/page';

test('consultation: the consent alert keeps the input, then the request is accepted and the form resets', async ({
  page,
}) => {
  await gotoHydrated(page, '/apply-counsel');
  const form = consultationForm(page);
  const input = {
    type: 'gift',
    name: '김동의',
    phone: '010-1234-5678',
    content: '자녀에게 아파트를 증여하려고 합니다.',
  } as const;
  await form.fill(input);

  await form.submit.click();
  const consent = alertDialog(page, CONSULTATION_MESSAGES.consentRequired);
  await expect(consent).toBeVisible();
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await consent.getByRole('button', { name: DIALOG_COPY.ok }).click();
  await expect(consent).toBeHidden();
  await expect(form.name).toHaveValue(input.name);
  await expect(form.phone).toHaveValue(input.phone);
  await expect(form.content).toHaveValue(input.content);

  await form.consent.check();
  await form.submit.click();
  const success = alertDialog(page, CONSULTATION_MESSAGES.succeeded);
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: DIALOG_COPY.ok }).click();
  await expect(success).toBeHidden();
  await expect(form.type).toHaveValue('');
  await expect(form.name).toHaveValue('');
  await expect(form.phone).toHaveValue('');
  await expect(form.content).toHaveValue('');
  await expect(form.consent).not.toBeChecked();
});

test('directions: when no map tile can load, the plain fallback with the address shows', async ({
  page,
}) => {
  // The tile host is another origin that is unreachable offline anyway; abort it for certain.
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)[^/]+\/.*\.png$/, (route) => route.abort());
  await gotoHydrated(page, '/apply-counsel');
  // The map's code loads only as the visitor scrolls towards it.
  await page.getByRole('region', { name: DIRECTIONS_COPY.heading }).scrollIntoViewIfNeeded();
  const fallback = page.getByRole('note').filter({ hasText: DIRECTIONS_COPY.mapUnavailable });
  await expect(fallback).toBeVisible({ timeout: 15_000 });
  await expect(fallback.getByText(firm.address)).toBeVisible();
  await expect(fallback.getByRole('link', { name: DIRECTIONS_COPY.openMap })).toBeVisible();
});
