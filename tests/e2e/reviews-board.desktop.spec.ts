import { REVIEW_BOARD_COPY } from '../../src/content/reviews';
import { gotoHydrated, waitForHydration } from './support/page';
import { board, expect, seedReviews, test, uniqueReview } from './support/reviews';

// Enough reviews for three pages of 10 and two of 15, whatever other tests left on this server.
const SEEDED = 23;

test('reviews board: size and sort go back to page 1, the URL restores the board, back walks the pages', async ({
  page,
  request,
  baseURL,
}) => {
  await seedReviews(
    request,
    baseURL ?? '',
    Array.from({ length: SEEDED }, () => uniqueReview()),
  );
  const list = board(page);
  await gotoHydrated(page, '/review?page=3');
  await expect(list.currentPage).toHaveText('3');
  await expect(list.rows).not.toHaveCount(0);

  await list.sizeSelect.selectOption({ label: REVIEW_BOARD_COPY.pageSizeOption(15) });
  await expect(list.currentPage).toHaveText('1');
  await expect(page).toHaveURL(/[?&]size=15\b/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(list.rows).toHaveCount(15);

  await list.pageButton(2).click();
  await expect(list.currentPage).toHaveText('2');
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await list.sortSelect.selectOption({ label: REVIEW_BOARD_COPY.sortOptions.oldest });
  await expect(list.currentPage).toHaveText('1');
  await expect(page).toHaveURL(/[?&]sort=oldest\b/);
  await expect(page).not.toHaveURL(/[?&]page=/);

  // A reload (or a shared link) restores page, size and sort.
  await list.pageButton(2).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await list.loaded();
  const secondPageFirstTitle = await list.rows.first().getByRole('button').textContent();
  await page.reload();
  await waitForHydration(page);
  await expect(list.currentPage).toHaveText('2');
  await expect(list.sizeSelect).toHaveValue('15');
  await expect(list.sortSelect).toHaveValue('oldest');
  await expect(list.rows.first().getByRole('button')).toHaveText(secondPageFirstTitle ?? '');

  // The browser's back button returns to the previous page of the board.
  await list.pageButton(1).click();
  await expect(list.currentPage).toHaveText('1');
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(list.currentPage).toHaveText('2');
  await expect(list.rows.first().getByRole('button')).toHaveText(secondPageFirstTitle ?? '');
});
