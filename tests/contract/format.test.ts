import { describe, expect, it } from 'vitest';
import { formatDate, formatWon, maskAuthor } from '../../contract/format';

describe('maskAuthor (spec §5)', () => {
  it.each([
    ['김', '김*'],
    ['김철', '김*'],
    ['홍길동', '홍*동'],
    ['남궁민수', '남**수'],
    ['abcdefghij', 'a********j'],
    ['  이순신  ', '이*신'],
    ['', ''],
  ])('%j → %j', (name, masked) => {
    expect(maskAuthor(name)).toBe(masked);
  });
});

describe('formatDate', () => {
  it('shows the Seoul calendar date as YYYY-MM-DD', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('2026-03-05');
    // 16:00 UTC is already the next morning in Seoul.
    expect(formatDate('2026-03-05T16:00:00.000Z')).toBe('2026-03-06');
  });
  it('gives an empty string for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatWon', () => {
  it.each([
    [0, '0원'],
    [5_000, '5,000원'],
    [32_000_000, '3,200만원'],
    [19_000_000, '1,900만원'],
    [13_000_000, '1,300만원'],
    [100_000_000, '1억'],
    [560_000_000, '5.6억'],
    [190_000_000, '1.9억'],
    [6_000_000_000, '60억'],
    [4_500_000_000, '45억'],
    [25_000_000_000, '250억'],
    [150_000_000, '1.5억'],
    [120_000_000 + 3_500_000, '1억 2,350만원'],
    [-13_000_000, '-1,300만원'],
  ])('%d won → %s', (amount, text) => {
    expect(formatWon(amount)).toBe(text);
  });
});
