import { CONSULTATION_TYPE_LABELS } from '../../contract/consultationTypes';
import { maskAuthor } from '../../contract/format';
import { REVIEW_LIMITS } from '../../contract/limits';
import { REVIEW_MESSAGES } from '../../contract/messages';
import { REVIEW_ACCESS_COPY, REVIEW_FORM_COPY } from '../../src/content/reviews';
import { expectNoAxeViolations, gotoHydrated } from './support/page';
import { board, dialogs, expect, fillWriteForm, test, uniqueReview } from './support/reviews';

test('reviews: write, read with the password, edit and delete', async ({ page }) => {
  const review = uniqueReview({ username: '김후기작성', type: 'gift' });
  const list = board(page);
  const modal = dialogs(page);
  await gotoHydrated(page, '/review');

  // Write: the new review is the first row of page 1.
  await list.writeButton.click();
  await expect(modal.write).toBeVisible();
  await fillWriteForm(page, review);
  await expect(
    modal.write.getByText(`${[...review.content].length}/${REVIEW_LIMITS.contentMax}`),
  ).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await modal.write.getByRole('button', { name: REVIEW_FORM_COPY.submit, exact: true }).click();
  await expect(modal.write).toBeHidden();
  await expect(list.rows.first()).toContainText(review.title);
  await expect(list.rows.first()).toContainText(maskAuthor(review.username));
  await expect(list.rows.first()).toContainText(CONSULTATION_TYPE_LABELS[review.type]);
  await expect(list.currentPage).toHaveText('1');

  // Read: only the password step until the right password is given.
  await list.rowTitle(review.title).click();
  await expect(modal.password).toBeVisible();
  await expect(modal.password.getByRole('button', { name: REVIEW_ACCESS_COPY.edit })).toHaveCount(
    0,
  );
  await expectNoAxeViolations(page, '[role="dialog"]');
  const password = modal.password.getByLabel(REVIEW_ACCESS_COPY.passwordLabel);
  await modal.password.getByRole('button', { name: REVIEW_ACCESS_COPY.verify }).click();
  await expect(modal.password.getByRole('alert')).toHaveText(REVIEW_MESSAGES.passwordEmpty);
  await password.fill('wrong-password');
  await password.press('Enter');
  await expect(modal.password.getByRole('alert')).toHaveText(REVIEW_MESSAGES.passwordWrong);
  await password.fill(review.password);
  await password.press('Enter');

  const detail = modal.detail(review.title);
  await expect(detail).toBeVisible();
  await expect(detail.getByText(review.content)).toBeVisible();
  await expect(detail.getByText(maskAuthor(review.username))).toBeVisible();
  await expect(detail.getByText(CONSULTATION_TYPE_LABELS[review.type])).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');

  // Edit: the detail and then the list show the new title.
  const edited = {
    title: `${review.title} 수정됨`,
    content: `${review.content} 추가로 감사드립니다.`,
  };
  await detail.getByRole('button', { name: REVIEW_ACCESS_COPY.edit }).click();
  await expect(modal.edit).toBeVisible();
  await expect(modal.edit.getByLabel(REVIEW_FORM_COPY.title, { exact: true })).toHaveValue(
    review.title,
  );
  await expectNoAxeViolations(page, '[role="dialog"]');
  await modal.edit.getByLabel(REVIEW_FORM_COPY.title, { exact: true }).fill(edited.title);
  await modal.edit.getByLabel(REVIEW_FORM_COPY.content, { exact: true }).fill(edited.content);
  await modal.edit.getByRole('button', { name: REVIEW_ACCESS_COPY.save }).click();
  const editedDetail = modal.detail(edited.title);
  await expect(editedDetail).toBeVisible();
  await expect(editedDetail.getByText(edited.content)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editedDetail).toBeHidden();
  await expect(list.rowTitle(edited.title)).toBeVisible();
  await expect(list.rowTitle(review.title)).toHaveCount(0);

  // Delete: confirmed in the page, then the row is gone.
  await list.rowTitle(edited.title).click();
  await modal.password.getByLabel(REVIEW_ACCESS_COPY.passwordLabel).fill(review.password);
  await modal.password.getByLabel(REVIEW_ACCESS_COPY.passwordLabel).press('Enter');
  await modal.detail(edited.title).getByRole('button', { name: REVIEW_ACCESS_COPY.delete }).click();
  await expect(modal.confirmDelete).toBeVisible();
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await modal.confirmDelete
    .getByRole('button', { name: REVIEW_ACCESS_COPY.deleteConfirmLabel, exact: true })
    .click();
  await expect(modal.confirmDelete).toBeHidden();
  await expect(modal.detail(edited.title)).toBeHidden();
  await expect(list.rowTitle(edited.title)).toHaveCount(0);
});

test('reviews: cancelling a started review asks first', async ({ page }) => {
  const modal = dialogs(page);
  await gotoHydrated(page, '/review');
  await board(page).writeButton.click();
  await modal.write.getByLabel(REVIEW_FORM_COPY.title, { exact: true }).fill('쓰다 만 후기');
  await modal.write.getByRole('button', { name: REVIEW_FORM_COPY.cancel, exact: true }).click();
  await expect(modal.confirmCancel).toBeVisible();
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await modal.confirmCancel.getByRole('button', { name: REVIEW_FORM_COPY.keepWriting }).click();
  await expect(modal.confirmCancel).toBeHidden();
  await expect(modal.write.getByLabel(REVIEW_FORM_COPY.title, { exact: true })).toHaveValue(
    '쓰다 만 후기',
  );
  await page.keyboard.press('Escape');
  await modal.confirmCancel.getByRole('button', { name: REVIEW_FORM_COPY.confirmCancel }).click();
  await expect(modal.write).toBeHidden();
});

test('reviews: Back with a review half written keeps it for the next opening, but never its password; thrown away or sent, it is gone', async ({
  page,
}) => {
  const review = uniqueReview({ username: '이뒤로', type: 'gift' });
  const modal = dialogs(page);
  const field = (label: string) => modal.write.getByLabel(label, { exact: true });
  await gotoHydrated(page, '/');
  await page.goto('/review');
  await board(page).writeButton.click();
  await fillWriteForm(page, review);
  await page.goBack();
  await expect(modal.write).toHaveCount(0);
  await page.goForward();
  await board(page).writeButton.click();
  await expect(field(REVIEW_FORM_COPY.username)).toHaveValue(review.username);
  await expect(field(REVIEW_FORM_COPY.title)).toHaveValue(review.title);
  await expect(field(REVIEW_FORM_COPY.content)).toHaveValue(review.content);
  await expect(field(REVIEW_FORM_COPY.password)).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain(review.password);

  // Thrown away on purpose: the next opening is empty.
  await modal.write.getByRole('button', { name: REVIEW_FORM_COPY.cancel, exact: true }).click();
  await modal.confirmCancel.getByRole('button', { name: REVIEW_FORM_COPY.confirmCancel }).click();
  await board(page).writeButton.click();
  await expect(field(REVIEW_FORM_COPY.title)).toHaveValue('');

  // Sent: the board has it and the next opening is empty again.
  await fillWriteForm(page, review);
  await page.reload();
  await board(page).writeButton.click();
  await expect(field(REVIEW_FORM_COPY.title)).toHaveValue(review.title);
  await field(REVIEW_FORM_COPY.password).fill(review.password);
  await modal.write.getByRole('button', { name: REVIEW_FORM_COPY.submit, exact: true }).click();
  await expect(modal.write).toBeHidden();
  await expect(board(page).rows.first()).toContainText(review.title);
  await board(page).writeButton.click();
  await expect(field(REVIEW_FORM_COPY.title)).toHaveValue('');
});
