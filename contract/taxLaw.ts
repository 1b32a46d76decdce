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
    /** 봉안시설·자연장지 costs: deducted on top of the funeral ceiling, up to this (시행령 §9②2). */
    enshrinementMax: figure(500 * 만, '제14조제1항제2호, 시행령 제9조제2항제2호', '2010-01-01'),
    basic: figure(2 * 억, '제18조', '1997-01-01'),
    spouseMin: figure(5 * 억, '제19조제4항', '1997-01-01'),
    spouseMax: figure(30 * 억, '제19조제1항', '1997-01-01'),
    /** 법정상속분 (민법 제1009조): the spouse's share weighs this much against each child's 1. */
    spouseShareWeight: figure(1.5, '제19조제1항, 민법 제1009조제2항', '1991-01-01'),
    /**
     * The spouse's own gifts added back lower the share's limit by their 과세표준 (§19①1's last
     * term, G of 시행령 §17①'s formula): what the gifts were above the spouse's 증여재산공제.
     */
    spousePriorGiftArticle: figure('', '제19조제1항제1호, 시행령 제17조제1항', '2016-01-01'),
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
    /** 장애인공제: per year of the disabled person's life expectancy (LIFE_TABLE), spouse too. */
    perDisabledYear: figure(1000 * 만, '제20조제1항제4호', '2016-01-01'),
    /** 동거주택 상속공제: this share of the home less the debt secured on it, up to the cap. */
    cohabitedHomeRate: figure(1, '제23조의2제1항', '2020-01-01'),
    cohabitedHomeMax: figure(6 * 억, '제23조의2제1항', '2020-01-01'),
    /** The years of living together (the heir's years as a minor do not count). */
    cohabitedHomeYears: figure(10, '제23조의2제1항제1호', '2016-01-01'),
    /** §24 단서: the gifts added back shrink the deduction limit only above this 과세가액. */
    limitGiftsAbove: figure(5 * 억, '제24조 단서', '2016-01-01'),
    /** 과세최저한: a 과세표준 below this is not taxed. */
    taxFloor: figure(50 * 만, '제25조제2항', '1997-01-01'),
    /** 간주상속재산: insurance on the deceased's premiums, retirement pay (§8, §10). */
    insuranceArticle: figure('', '제8조', '1997-01-01'),
    retirementArticle: figure('', '제10조', '1997-01-01'),
    /**
     * 추정상속재산 (§15①1): withdrawals, sales or borrowing of at least this within one year before
     * the death, or of the second within two years, that the heirs cannot account for are
     * presumed inherited, less the lesser of the rate of the amount and the cap (시행령 §11④).
     */
    presumedYearAmount: figure(2 * 억, '제15조제1항', '2003-01-01'),
    presumedTwoYearAmount: figure(5 * 억, '제15조제1항', '2003-01-01'),
    presumedAllowanceRate: figure(0.2, '시행령 제11조제4항', '2003-01-01'),
    presumedAllowanceMax: figure(2 * 억, '시행령 제11조제4항', '2003-01-01'),
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
    toAscendant: figure(5000 * 만, '제53조제3호', '2016-01-01'),
    otherRelative: figure(1000 * 만, '제53조제4호', '2016-01-01'),
    marriageOrBirth: figure(1 * 억, '제53조의2', '2024-01-01'),
    generationSkipRate: figure(0.3, '제57조제1항', '2016-01-01'),
    /** The 40 % is §57①'s parenthesis; its 단서 is the exception below, not this rate. */
    generationSkipMinorRate: figure(0.4, '제57조제1항', '2016-01-01'),
    /** The 40 % applies to a minor whose gift is above this. */
    generationSkipMinorAbove: figure(20 * 억, '제57조제1항', '2016-01-01'),
    /** §57① 단서: no surcharge when the grandchild's parent (the donor's child) has died. */
    generationSkipException: figure('', '제57조제1항 단서', '2016-01-01'),
    /** Gifts from the same donor group within this many years are added together (§47②). */
    priorGiftYears: figure(10, '제47조제2항', '1999-01-01'),
    /** 과세최저한: a 과세표준 below this is not taxed. */
    taxFloor: figure(50 * 만, '제55조제2항', '1997-01-01'),
    /** 부담부증여: the debt the recipient takes over is not part of the taxable value (§47①). */
    assumedDebtArticle: figure('', '제47조제1항', '1997-01-01'),
    /** §58②: the credit for tax paid on the gifts added back, capped by their 과세표준's share. */
    priorTaxCreditArticle: figure('', '제58조제2항', '2016-01-01'),
  },
  /** §28②: the credit for gift tax on gifts added back, capped by their 과세표준's share. */
  inheritanceGiftCreditArticle: figure('', '제28조제2항', '2016-01-01'),
  /** 신고세액공제 for filing on time. */
  filingCreditRate: figure(0.03, '제69조', '2019-01-01'),
} as const;

/**
 * 기대여명 for 장애인공제 (§20①4): the statute points to the table 통계청 publishes, so it is data,
 * not a figure of the law, and changes every December when the next year's table comes out. It
 * applies to deaths from the day it is published (the 2024 table: December 2025; the day is to
 * be confirmed). Index = whole age in years, the last entry is "100 and over".
 *
 * Provenance: the values are a transcription of KOSIS table DT_1B42 (완전생명표, 1세별, 2024) found
 * in a public repository; this machine cannot reach KOSIS, so they were checked only for shape
 * (101 ages, falling with age) — compare them with KOSIS before relying on them (decision 101).
 */
export const LIFE_TABLE = {
  year: 2024,
  source: '통계청 「생명표」 완전생명표(1세별)',
  publishedIn: '2025-12',
  article: '제20조제1항제4호',
  male: [
    80.80831, 80.01964, 79.03906, 78.05291, 77.06284, 76.07059, 75.07728, 74.08338, 73.08858,
    72.09308, 71.09764, 70.10301, 69.10956, 68.11746, 67.1268, 66.13748, 65.14961, 64.16364,
    63.17937, 62.19678, 61.21548, 60.23506, 59.25591, 58.2785, 57.30318, 56.32985, 55.35843,
    54.38874, 53.42053, 52.45359, 51.4874, 50.52188, 49.55741, 48.5937, 47.63061, 46.66801, 45.7064,
    44.74667, 43.78977, 42.83588, 41.88469, 40.93583, 39.9895, 39.04588, 38.10534, 37.1683,
    36.23474, 35.30479, 34.3793, 33.4593, 32.54503, 31.6363, 30.73278, 29.83436, 28.94181, 28.05609,
    27.17753, 26.30546, 25.43841, 24.57701, 23.72133, 22.87206, 22.02961, 21.19429, 20.3652,
    19.54125, 18.72215, 17.90984, 17.10648, 16.31314, 15.53174, 14.76424, 14.01167, 13.2748,
    12.55155, 11.84282, 11.14666, 10.46405, 9.79599, 9.14636, 8.52429, 7.93504, 7.37989, 6.85632,
    6.36071, 5.895, 5.45892, 5.05174, 4.6726, 4.3205, 3.99434, 3.69292, 3.41501, 3.15933, 2.92457,
    2.70945, 2.5127, 2.33307, 2.16938, 2.02049, 1.88532,
  ],
  female: [
    86.57869, 85.7639, 84.78443, 83.79754, 82.80582, 81.81214, 80.81838, 79.82493, 78.83103,
    77.83592, 76.83996, 75.84359, 74.84786, 73.85365, 72.86148, 71.87129, 70.88283, 69.89633,
    68.91176, 67.92868, 66.94643, 65.96442, 64.98308, 64.00211, 63.0217, 62.04137, 61.06073,
    60.08051, 59.1014, 58.12348, 57.14642, 56.16963, 55.19265, 54.2154, 53.23846, 52.26206,
    51.28669, 50.31318, 49.34212, 48.37362, 47.40789, 46.4445, 45.48271, 44.52162, 43.56025,
    42.59883, 41.6385, 40.68041, 39.72511, 38.77232, 37.82141, 36.8722, 35.92521, 34.98017,
    34.03619, 33.09265, 32.14944, 31.20742, 30.26708, 29.32873, 28.39179, 27.45617, 26.52297,
    25.59347, 24.66862, 23.74812, 22.83097, 21.91739, 21.0084, 20.10555, 19.21024, 18.32296,
    17.44464, 16.57608, 15.71818, 14.87313, 14.04125, 13.22448, 12.42447, 11.64452, 10.88959,
    10.16237, 9.46433, 8.79763, 8.16298, 7.56279, 6.99663, 6.46466, 5.96671, 5.50237, 5.07094,
    4.67151, 4.30297, 3.96405, 3.65336, 3.3694, 3.11065, 2.87555, 2.66254, 2.47012, 2.29683,
  ],
} as const;
