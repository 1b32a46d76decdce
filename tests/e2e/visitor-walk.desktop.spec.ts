import { expect, test } from '@playwright/test';
import { CALL_PANEL_COPY, COUNSEL_FORM_COPY, STATUS_TABLE_COPY } from '../../src/content/counsel';
import { REVIEW_FORM_COPY } from '../../src/content/reviews';
import { gotoHydrated } from './support/page';
import { board, dialogs } from './support/reviews';
import { serveFixedReviews } from './support/visual';

// The layout's promises at desktop sizes that a screenshot alone would not spell out.

for (const height of [800, 900]) {
  test(`the review write dialog shows 취소 and 등록 without scrolling at 1280×${height}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height });
    await serveFixedReviews(page);
    await gotoHydrated(page, '/review');
    await board(page).writeButton.click();
    const write = dialogs(page).write;
    for (const name of [REVIEW_FORM_COPY.cancel, REVIEW_FORM_COPY.submit]) {
      const box = await write.getByRole('button', { name, exact: true }).boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0), `${name} bottom`).toBeLessThanOrEqual(height);
    }
    expect(await write.evaluate((dialog) => dialog.scrollHeight - dialog.clientHeight)).toBe(0);
  });
}

test('the column beside the form ends where the form ends, and the table still scrolls', async ({
  page,
}) => {
  await gotoHydrated(page, '/apply-counsel');
  const formCard = page.getByRole('form', { name: COUNSEL_FORM_COPY.heading }).locator('..');
  const call = page.getByRole('region', { name: CALL_PANEL_COPY.heading });
  // The column: status table, the call panel (which takes up the slack) and the calculator link.
  const column = call.locator('..');
  const [formBox, columnBox] = [await formCard.boundingBox(), await column.boundingBox()];
  const bottom = (box: { y: number; height: number } | null) => (box?.y ?? 0) + (box?.height ?? 0);
  expect(bottom(columnBox)).toBeCloseTo(bottom(formBox), -1);
  const lastLineBottom = await column.evaluate(
    (element) => (element.lastElementChild?.getBoundingClientRect().bottom ?? 0) + window.scrollY,
  );
  expect(lastLineBottom).toBeLessThanOrEqual(bottom(formBox) + 1);
  const table = page.getByRole('region', { name: STATUS_TABLE_COPY.heading });
  expect(
    await table.evaluate((element) => element.scrollHeight - element.clientHeight),
  ).toBeGreaterThan(0);
});
