import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatNumber,
  formatWon,
  maskAuthor,
  wonInDigits,
} from '../../contract/format';
import { wonInWords } from '../../contract/taxBreakdown';

describe('maskAuthor (docs/product.md#text-rules)', () => {
  it.each([
    ['김', '김*'],
    ['김철', '김*'],
    ['홍길동', '홍*동'],
    ['남궁민수', '남**수'],
    ['abcdefghij', 'a********j'],
    ['  이순신  ', '이*신'],
    ['', ''],
    ['Kim 민', 'K***민'],
    // One character each to the reader, however many code points: a thumb with its skin tone,
    // an e with a separate accent, a syllable whose final consonant is typed as its own jamo.
    ['김👍🏻수', '김*수'],
    ['👍🏻👍🏻👍🏻', '👍🏻*👍🏻'],
    ['이e\u0301준', '이*준'],
    ['가\u11a8나', '가\u11a8*'],
    ['e\u0301', 'e\u0301*'],
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

describe('formatWon: one way of writing money (decision 202)', () => {
  it.each([
    [0, '0원'],
    [5_000, '5,000원'],
    [9_999, '9,999원'],
    [10_000, '1만 원'],
    [32_000_000, '3,200만 원'],
    [19_000_000, '1,900만 원'],
    [13_000_000, '1,300만 원'],
    [99_994_999, '9,999만 원'],
    [99_995_000, '1억 원'],
    [100_000_000, '1억 원'],
    [560_000_000, '5억 6,000만 원'],
    [190_000_000, '1억 9,000만 원'],
    [6_000_000_000, '60억 원'],
    [4_500_000_000, '45억 원'],
    [25_000_000_000, '250억 원'],
    [150_000_000, '1억 5,000만 원'],
    [120_000_000 + 3_500_000, '1억 2,350만 원'],
    [-32_000_000, '-3,200만 원'],
  ])('%d → %s', (amount, text) => {
    expect(formatWon(amount)).toBe(text);
  });

  // The calculator keeps every won (its words and its digit lines) but places 원 the same way.
  it.each([
    [0, '0원', '0원'],
    [4_567, '4,567원', '4,567원'],
    [10_000, '1만 원', '10,000원'],
    [1_234_567, '123만 4,567원', '1,234,567원'],
    [1_500_000_000, '15억 원', '1,500,000,000원'],
  ])('calculator %d → %s, %s', (amount, words, digits) => {
    expect(wonInWords(amount)).toBe(words);
    expect(wonInDigits(amount)).toBe(digits);
  });
});

describe('formatNumber', () => {
  it.each([
    [0, 0, '0'],
    [7, 0, '7'],
    [999, 0, '999'],
    [1_000, 0, '1,000'],
    [1_234_567, 0, '1,234,567'],
    [-1_234, 0, '-1,234'],
    [12.5, 0, '13'],
    [5.6, 1, '5.6'],
    [5.04, 1, '5'],
    [1_234.25, 2, '1,234.25'],
    [2.5, 2, '2.5'],
    [-0.04, 1, '0'],
  ])('%d with at most %d decimals → %s', (value, digits, text) => {
    expect(formatNumber(value, digits)).toBe(text);
  });

  it('prints what ko-KR number formatting prints', () => {
    for (const value of [0, 3, 42, 999, 1_000, 65_536, 1_000_000, 123_456_789, 9_007_199_254]) {
      expect(formatNumber(value)).toBe(value.toLocaleString('ko-KR'));
    }
    for (const value of [0.1, 1.25, 5.55, 12_345.67, 99.96]) {
      expect(formatNumber(value, 1)).toBe(
        value.toLocaleString('ko-KR', { maximumFractionDigits: 1 }),
      );
    }
  });
});
