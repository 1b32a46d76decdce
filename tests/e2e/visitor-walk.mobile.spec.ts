import { expect, test } from '@playwright/test';
import { gotoHydrated, horizontalOverflow } from './support/page';
import { board } from './support/reviews';
import { serveFixedReviews } from './support/visual';

// At 375 px: the widest pagination (page 7 of 14: « ‹ 1 … 5 6 7 8 9 … 14 › ») keeps its
// numbers on one row and its four arrows on the next, never one arrow alone on a line.
test('the pagination keeps its numbers together and its arrows together', async ({ page }) => {
  await serveFixedReviews(page);
  await gotoHydrated(page, '/review?page=7');
  await expect(board(page).currentPage).toHaveText('7');
  const nav = page.getByRole('main').getByRole('navigation');
  const pageTops = await nav
    .getByRole('button', { name: /^\d+페이지$/ })
    .evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
  const arrowTops = await nav
    .getByRole('button', { name: /^(?!\d+페이지$)/ })
    .evaluateAll((buttons) =>
      buttons.map((button) => Math.round(button.getBoundingClientRect().top)),
    );
  expect(pageTops).toHaveLength(7);
  expect(new Set(pageTops).size, `page number rows: ${pageTops.join(', ')}`).toBe(1);
  expect(arrowTops).toHaveLength(4);
  expect(new Set(arrowTops).size, `arrow rows: ${arrowTops.join(', ')}`).toBe(1);
  expect(arrowTops[0]).toBeGreaterThan(pageTops[0] ?? 0);
  const { scrollWidth, innerWidth } = await horizontalOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
