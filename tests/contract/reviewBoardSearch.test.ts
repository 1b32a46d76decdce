import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reviewBoardSearchSchema } from '../../contract/reviews';

describe('reviewBoardSearchSchema (/review?page&size&sort)', () => {
  it.each([
    [{}, { page: 1, size: 10, sort: 'newest' }],
    [
      { page: 2, size: 15, sort: 'oldest' },
      { page: 2, size: 15, sort: 'oldest' },
    ],
    [
      { page: '3', size: '20' },
      { page: 3, size: 20, sort: 'newest' },
    ],
    // Each bad value falls back on its own; the good ones are kept.
    [
      { page: 0, size: 15 },
      { page: 1, size: 15, sort: 'newest' },
    ],
    [
      { page: 'abc', sort: 'oldest' },
      { page: 1, size: 10, sort: 'oldest' },
    ],
    [
      { page: 1.5, size: 12, sort: 'random' },
      { page: 1, size: 10, sort: 'newest' },
    ],
    // Strings are digits or nothing: Number() read these as page 1000 and size 10.
    [
      { page: '1e3', size: '10.0' },
      { page: 1, size: 10, sort: 'newest' },
    ],
    [
      { page: '0x2', size: ' 15' },
      { page: 1, size: 10, sort: 'newest' },
    ],
    [
      { page: -4, size: null },
      { page: 1, size: 10, sort: 'newest' },
    ],
  ])('%j → %j', (search, expected) => {
    expect(v.parse(reviewBoardSearchSchema, search)).toEqual(expected);
  });
});
