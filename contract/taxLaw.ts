// Every figure of 상속세 및 증여세법 the /calculator uses, with the article it comes from and the
// date from which that figure has applied (deaths or gifts on or after it). A change of the law is
// an edit of this file alone; tests/contract/taxLaw.test.ts pins each value, so the edit is seen.
// The table is the law as in force for deaths and gifts from 2024-01-01 (혼인·출산 증여재산공제, the
// latest change); the December 2024 proposal to lower the rates was rejected, so it holds in 2026.

/** One figure of the law: the value, the article that sets it, the first day it applies. */
export interface LawFigure<T = number> {
  value: T;
  article: string;
  validFrom: string;
}

const figure = <T>(value: T, article: string, validFrom: string): LawFigure<T> => ({
  value,
  article,
  validFrom,
});

export interface Bracket {
  /** The top of the bracket (과세표준 up to and including it); null for the last one. */
  upTo: number | null;
  rate: number;
  /** 누진공제: base × rate − this is the tax of a base inside the bracket. */
  progressiveDeduction: number;
}

const 억 = 100_000_000;
const 만 = 10_000;

/** The set as a whole applies from this day: its newest figure (§53의2). */
export const TAX_LAW_VALID_FROM = '2024-01-01';

export const TAX_LAW = {
  /** §26 (inheritance) and, through §56, gift tax: five brackets. */
  brackets: figure<readonly Bracket[]>(
    [
      { upTo: 1 * 억, rate: 0.1, progressiveDeduction: 0 },
      { upTo: 5 * 억, rate: 0.2, progressiveDeduction: 1000 * 만 },
      { upTo: 10 * 억, rate: 0.3, progressiveDeduction: 6000 * 만 },
      { upTo: 30 * 억, rate: 0.4, progressiveDeduction: 16_000 * 만 },
      { upTo: null, rate: 0.5, progressiveDeduction: 46_000 * 만 },
    ],
    '제26조·제56조',
    '2000-01-01',
  ),
  inheritance: {
    /** Funeral costs: at least this much is deemed spent, at most the ceiling is deducted. */
    funeralDeemed: figure(500 * 만, '제14조제1항제2호', '2000-01-01'),
    funeralMax: figure(1000 * 만, '제14조제1항제2호', '2000-01-01'),
    basic: figure(2 * 억, '제18조', '1997-01-01'),
    spouseMin: figure(5 * 억, '제19조제4항', '1997-01-01'),
    spouseMax: figure(30 * 억, '제19조제1항', '1997-01-01'),
    /** 법정상속분 (민법 제1009조): the spouse's share weighs this much against each child's 1. */
    spouseShareWeight: figure(1.5, '제19조제1항, 민법 제1009조', '1991-01-01'),
    perChild: figure(5000 * 만, '제20조제1항제1호', '2016-01-01'),
    perMinorYear: figure(1000 * 만, '제20조제1항제2호', '2016-01-01'),
    /** A minor is someone under this age; the deduction counts the years until it. */
    adultAge: figure(19, '제20조제1항제2호, 민법 제4조', '2013-07-01'),
    lumpSum: figure(5 * 억, '제21조', '1997-01-01'),
    /** 금융재산공제: all of it up to the first step, that step up to the second, then a rate. */
    financialAll: figure(2000 * 만, '제22조제1항제1호', '2001-01-01'),
    financialFlatUpTo: figure(1 * 억, '제22조제1항', '2001-01-01'),
    financialRate: figure(0.2, '제22조제1항제2호', '2001-01-01'),
    financialMax: figure(2 * 억, '제22조제1항', '2001-01-01'),
    /** Gifts to heirs within this many years before the death are added back (§13). */
    priorGiftYears: figure(10, '제13조제1항제1호', '1999-01-01'),
    /** 연로자공제: per heir or family member (not the spouse) of at least this age. */
    perElderly: figure(5000 * 만, '제20조제1항제3호', '2016-01-01'),
    elderlyAge: figure(65, '제20조제1항제3호', '2016-01-01'),
    /** 동거주택 상속공제: this share of the home less the debt secured on it, up to the cap. */
    cohabitedHomeRate: figure(1, '제23조의2제1항', '2020-01-01'),
    cohabitedHomeMax: figure(6 * 억, '제23조의2제1항', '2020-01-01'),
    /** The years of living together (the heir's years as a minor do not count). */
    cohabitedHomeYears: figure(10, '제23조의2제1항제1호', '2016-01-01'),
    /** §24 단서: the gifts added back shrink the deduction limit only above this 과세가액. */
    limitGiftsAbove: figure(5 * 억, '제24조 단서', '2016-01-01'),
    /** 과세최저한: a 과세표준 below this is not taxed. */
    taxFloor: figure(50 * 만, '제25조제2항', '1997-01-01'),
    /** §27: an heir or legatee who is a descendant other than a child (no 대습상속). */
    generationSkipRate: figure(0.3, '제27조', '2016-01-01'),
    generationSkipMinorRate: figure(0.4, '제27조', '2016-01-01'),
    /** The 40 % applies to a minor who receives more than this. */
    generationSkipMinorAbove: figure(20 * 억, '제27조', '2016-01-01'),
  },
  gift: {
    spouse: figure(6 * 억, '제53조제1호', '2008-01-01'),
    toAdultDescendant: figure(5000 * 만, '제53조제2호', '2014-01-01'),
    toMinorDescendant: figure(2000 * 만, '제53조제2호', '2014-01-01'),
    toAscendant: figure(5000 * 만, '제53조제2호', '2016-01-01'),
    otherRelative: figure(1000 * 만, '제53조제3호', '2016-01-01'),
    marriageOrBirth: figure(1 * 억, '제53조의2', '2024-01-01'),
    generationSkipRate: figure(0.3, '제57조제1항', '2016-01-01'),
    generationSkipMinorRate: figure(0.4, '제57조제1항 단서', '2016-01-01'),
    /** The 40 % applies to a minor whose gift is above this. */
    generationSkipMinorAbove: figure(20 * 억, '제57조제1항 단서', '2016-01-01'),
    /** Gifts from the same donor group within this many years are added together (§47②). */
    priorGiftYears: figure(10, '제47조제2항', '1999-01-01'),
    /** 과세최저한: a 과세표준 below this is not taxed. */
    taxFloor: figure(50 * 만, '제55조제2항', '1997-01-01'),
  },
  /** 신고세액공제 for filing on time. */
  filingCreditRate: figure(0.03, '제69조', '2019-01-01'),
} as const;
