import { CONSULTATION_MESSAGES } from '../../contract/messages';
import { DIALOG_COPY } from '../../src/content/dialogs';
import { REVIEW_ACCESS_COPY } from '../../src/content/reviews';
import { alertDialog, consultationForm } from './support/consultation';
import { focusIndicator, tabTo } from './support/keyboard';
import { gotoHydrated } from './support/page';
import { dialogs, expect, seedReviews, test, uniqueReview } from './support/reviews';

test('keyboard only: reach, fill and submit the consultation form', async ({ page }) => {
  await gotoHydrated(page, '/apply-counsel');
  const form = consultationForm(page);

  await tabTo(page, form.type);
  await page.keyboard.press('ArrowDown');
  await expect(form.type).not.toHaveValue('');
  await tabTo(page, form.name);
  await page.keyboard.type('최키보드');
  await tabTo(page, form.phone);
  await page.keyboard.type('010-7777-8888');
  await tabTo(page, form.content);
  await page.keyboard.type('마우스 없이 신청합니다.');
  await tabTo(page, form.consent);
  await page.keyboard.press('Space');
  await expect(form.consent).toBeChecked();
  await tabTo(page, form.submit);
  await page.keyboard.press('Enter');

  const success = alertDialog(page, CONSULTATION_MESSAGES.succeeded);
  await expect(success).toBeVisible();
  await expect(success.getByRole('button', { name: DIALOG_COPY.ok })).toBeFocused();
  expect(await focusIndicator(page)).toBe('visible');
  await page.keyboard.press('Enter');
  await expect(success).toBeHidden();
  await expect(form.submit).toBeFocused();
  await expect(form.name).toHaveValue('');
});

test('keyboard only: open a review with Tab and Enter, close it with Esc, focus comes back', async ({
  page,
  request,
  baseURL,
}) => {
  const review = uniqueReview();
  await seedReviews(request, baseURL ?? '', [review]);
  const modal = dialogs(page);
  await gotoHydrated(page, '/review');
  const title = page.getByRole('main').getByRole('button', { name: review.title, exact: true });

  await tabTo(page, title);
  await page.keyboard.press('Enter');
  await expect(modal.password).toBeVisible();
  const password = modal.password.getByLabel(REVIEW_ACCESS_COPY.passwordLabel);
  await expect(password).toBeFocused();
  await page.keyboard.type(review.password);
  await page.keyboard.press('Enter');

  const detail = modal.detail(review.title);
  await expect(detail).toBeVisible();
  await expect(detail.getByText(review.content)).toBeVisible();
  await expect(detail.getByRole('button', { name: REVIEW_ACCESS_COPY.edit })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(title).toBeFocused();
  expect(await focusIndicator(page)).toBe('visible');
});
