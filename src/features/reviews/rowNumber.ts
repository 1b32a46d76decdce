import type { ReviewBoardSearch } from '../../../contract/reviews';

/**
 * docs/product.md#row-numbers: a number that stays with the review across pages (the spec's "list length −
 * index" restarts on every page). Newest first counts down from the total, oldest first counts up.
 */
export function rowNumber(search: ReviewBoardSearch, total: number, index: number): number {
  const before = (search.page - 1) * search.size;
  return search.sort === 'newest' ? total - before - index : before + index + 1;
}
