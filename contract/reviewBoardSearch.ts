import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, DEFAULT_SORT_ORDER, PAGE_SIZES, SORT_ORDERS } from './limits';

// Kept apart from reviews.ts because the /review route validates its search eagerly, and the
// route's eager part ships on every page: it must not pull every schema and message with it.

/**
 * A whole number written as digits on the wire: `Number()` alone also read `1e3`, `0x2`, `+2`,
 * ` 2` and `10.0`, so a URL no link makes named a page, while `1.5` was refused.
 */
export const digitsToNumber = (value: string | number): number =>
  typeof value === 'number' ? value : /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;

/** A page-number-like query value (string on the wire), at least 1, `fallback` when absent. */
export const positiveIntFromString = (fallback: number) =>
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(digitsToNumber),
      v.number(),
      v.integer(),
      v.minValue(1),
      v.maxValue(1_000_000),
    ),
    fallback,
  );

/** A page-size query value: one of PAGE_SIZES, DEFAULT_PAGE_SIZE when absent. */
export const pageSizeFromString = v.optional(
  v.pipe(v.union([v.string(), v.number()]), v.transform(digitsToNumber), v.picklist(PAGE_SIZES)),
  DEFAULT_PAGE_SIZE,
);

/**
 * The /review board's URL search (`?page=2&size=15&sort=oldest`). A hand-edited or stale link
 * must never break the page, so every bad value falls back to its default instead of failing.
 */
export const reviewBoardSearchSchema = v.object({
  page: v.fallback(positiveIntFromString(1), 1),
  size: v.fallback(pageSizeFromString, DEFAULT_PAGE_SIZE),
  sort: v.fallback(v.optional(v.picklist(SORT_ORDERS), DEFAULT_SORT_ORDER), DEFAULT_SORT_ORDER),
});
export type ReviewBoardSearchInput = v.InferInput<typeof reviewBoardSearchSchema>;
export type ReviewBoardSearch = v.InferOutput<typeof reviewBoardSearchSchema>;

export const DEFAULT_REVIEW_BOARD_SEARCH: ReviewBoardSearch = {
  page: 1,
  size: DEFAULT_PAGE_SIZE,
  sort: DEFAULT_SORT_ORDER,
};
