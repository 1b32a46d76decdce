import { describe, expect, it } from 'vitest';
import { lastPageOf, pageItems } from '../../src/components/pagination';

describe('pageItems: page 1 and the last page always, ±2 around the current page, ... for gaps', () => {
  it.each([
    // one page
    [1, 1, [1]],
    // seven pages: the window plus both ends covers everything in the middle
    [1, 7, [1, 2, 3, '...', 7]],
    [2, 7, [1, 2, 3, 4, '...', 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [6, 7, [1, '...', 4, 5, 6, 7]],
    [7, 7, [1, '...', 5, 6, 7]],
    // fifty pages: start, middle, end
    [1, 50, [1, 2, 3, '...', 50]],
    [3, 50, [1, 2, 3, 4, 5, '...', 50]],
    [25, 50, [1, '...', 23, 24, 25, 26, 27, '...', 50]],
    [48, 50, [1, '...', 46, 47, 48, 49, 50]],
    [50, 50, [1, '...', 48, 49, 50]],
    // a one-page gap shows the page rather than an ellipsis of the same width
    [5, 50, [1, 2, 3, 4, 5, 6, 7, '...', 50]],
    [46, 50, [1, '...', 44, 45, 46, 47, 48, 49, 50]],
  ])('page %i of %i → %j', (current, last, expected) => {
    expect(pageItems(current, last)).toEqual(expected);
  });

  it('clamps a current page outside the range', () => {
    expect(pageItems(99, 3)).toEqual([1, 2, 3]);
    expect(pageItems(0, 0)).toEqual([1]);
  });

  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [25, 15, 2],
  ])('%i reviews at %i a page make %i pages', (total, size, pages) => {
    expect(lastPageOf(total, size)).toBe(pages);
  });
});
