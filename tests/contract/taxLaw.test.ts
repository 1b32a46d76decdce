import { describe, expect, it } from 'vitest';
import { LIFE_TABLE, TAX_LAW, TAX_LAW_VALID_FROM } from '../../contract/taxLaw';

// Pins every figure of 상속세 및 증여세법 the calculator uses, with its article and first day. A
// change of the law changes contract/taxLaw.ts and this table together, on purpose.

const 억 = 100_000_000;
const 만 = 10_000;

describe('TAX_LAW: the law as in force for deaths and gifts from 2024-01-01', () => {
  it('is dated by its newest figure', () => {
    expect(TAX_LAW_VALID_FROM).toBe('2024-01-01');
    expect(TAX_LAW.gift.marriageOrBirth.validFrom).toBe(TAX_LAW_VALID_FROM);
  });

  it('has the five brackets of §26', () => {
    expect(TAX_LAW.brackets).toEqual({
      value: [
        { upTo: 1 * 억, rate: 0.1, progressiveDeduction: 0 },
        { upTo: 5 * 억, rate: 0.2, progressiveDeduction: 1000 * 만 },
        { upTo: 10 * 억, rate: 0.3, progressiveDeduction: 6000 * 만 },
        { upTo: 30 * 억, rate: 0.4, progressiveDeduction: 16_000 * 만 },
        { upTo: null, rate: 0.5, progressiveDeduction: 46_000 * 만 },
      ],
      article: '제26조·제56조',
      validFrom: '2000-01-01',
    });
  });

  const { inheritance: i, gift: g } = TAX_LAW;
  it.each([
    ['장례비 간주', i.funeralDeemed, 500 * 만, '제14조제1항제2호'],
    ['장례비 한도', i.funeralMax, 1000 * 만, '제14조제1항제2호'],
    [
      '봉안시설·자연장지 한도',
      i.enshrinementMax,
      500 * 만,
      '제14조제1항제2호, 시행령 제9조제2항제2호',
    ],
    ['추정상속재산 1년', i.presumedYearAmount, 2 * 억, '제15조제1항'],
    ['추정상속재산 2년', i.presumedTwoYearAmount, 5 * 억, '제15조제1항'],
    ['추정상속재산 빼 주는 비율', i.presumedAllowanceRate, 0.2, '시행령 제11조제4항'],
    ['추정상속재산 빼 주는 한도', i.presumedAllowanceMax, 2 * 억, '시행령 제11조제4항'],
    ['기초공제', i.basic, 2 * 억, '제18조'],
    ['배우자 최소', i.spouseMin, 5 * 억, '제19조제4항'],
    ['배우자 한도', i.spouseMax, 30 * 억, '제19조제1항'],
    ['배우자 법정상속분 가중', i.spouseShareWeight, 1.5, '제19조제1항, 민법 제1009조제2항'],
    ['자녀공제', i.perChild, 5000 * 만, '제20조제1항제1호'],
    ['미성년자공제 1년', i.perMinorYear, 1000 * 만, '제20조제1항제2호'],
    ['성년 나이', i.adultAge, 19, '제20조제1항제2호, 민법 제4조'],
    ['일괄공제', i.lumpSum, 5 * 억, '제21조'],
    ['금융재산 전액', i.financialAll, 2000 * 만, '제22조제1항제1호'],
    ['금융재산 정액 구간', i.financialFlatUpTo, 1 * 억, '제22조제1항'],
    ['금융재산 비율', i.financialRate, 0.2, '제22조제1항제2호'],
    ['금융재산 한도', i.financialMax, 2 * 억, '제22조제1항'],
    ['상속 사전증여 기간', i.priorGiftYears, 10, '제13조제1항제1호'],
    ['연로자공제', i.perElderly, 5000 * 만, '제20조제1항제3호'],
    ['연로자 나이', i.elderlyAge, 65, '제20조제1항제3호'],
    ['장애인공제 1년', i.perDisabledYear, 1000 * 만, '제20조제1항제4호'],
    ['동거주택 공제율', i.cohabitedHomeRate, 1, '제23조의2제1항'],
    ['동거주택 한도', i.cohabitedHomeMax, 6 * 억, '제23조의2제1항'],
    ['동거 기간', i.cohabitedHomeYears, 10, '제23조의2제1항제1호'],
    ['공제한도 사전증여 차감 기준', i.limitGiftsAbove, 5 * 억, '제24조 단서'],
    ['상속 과세최저한', i.taxFloor, 50 * 만, '제25조제2항'],
    ['상속 세대생략', i.generationSkipRate, 0.3, '제27조'],
    ['상속 세대생략 미성년 20억 초과', i.generationSkipMinorRate, 0.4, '제27조'],
    ['상속 세대생략 40 % 기준', i.generationSkipMinorAbove, 20 * 억, '제27조'],
    ['배우자 증여', g.spouse, 6 * 억, '제53조제1호'],
    ['성년 직계비속', g.toAdultDescendant, 5000 * 만, '제53조제2호'],
    ['미성년 직계비속', g.toMinorDescendant, 2000 * 만, '제53조제2호'],
    ['직계존속', g.toAscendant, 5000 * 만, '제53조제3호'],
    ['기타 친족', g.otherRelative, 1000 * 만, '제53조제4호'],
    ['혼인·출산', g.marriageOrBirth, 1 * 억, '제53조의2'],
    ['세대생략', g.generationSkipRate, 0.3, '제57조제1항'],
    ['세대생략 미성년 20억 초과', g.generationSkipMinorRate, 0.4, '제57조제1항'],
    ['세대생략 40 % 기준', g.generationSkipMinorAbove, 20 * 억, '제57조제1항'],
    ['증여 합산 기간', g.priorGiftYears, 10, '제47조제2항'],
    ['증여 과세최저한', g.taxFloor, 50 * 만, '제55조제2항'],
    ['신고세액공제', TAX_LAW.filingCreditRate, 0.03, '제69조'],
  ])('%s', (_, figure, value, article) => {
    expect(figure.value).toBe(value);
    expect(figure.article).toBe(article);
    // Every figure already applies on the set's date.
    expect(figure.validFrom <= TAX_LAW_VALID_FROM).toBe(true);
    expect(figure.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('LIFE_TABLE: 기대여명 for 장애인공제', () => {
  it('is the 2024 complete life table, one entry per age 0–99 and one for 100 and over', () => {
    expect(LIFE_TABLE.year).toBe(2024);
    expect(LIFE_TABLE.article).toBe('제20조제1항제4호');
    for (const table of [LIFE_TABLE.male, LIFE_TABLE.female]) {
      expect(table).toHaveLength(101);
      // Remaining years fall with age.
      table.forEach((years, age) => {
        if (age > 0) expect(years).toBeLessThan(table[age - 1] ?? 0);
      });
    }
  });

  it.each([
    // At birth, 40 and 60, the points a release quotes: a slip in copying the table shows here.
    ['남 0세', LIFE_TABLE.male[0], 80.80831],
    ['여 0세', LIFE_TABLE.female[0], 86.57869],
    ['남 40세', LIFE_TABLE.male[40], 41.88469],
    ['여 40세', LIFE_TABLE.female[40], 47.40789],
    ['남 60세', LIFE_TABLE.male[60], 23.72133],
    ['여 60세', LIFE_TABLE.female[60], 28.39179],
  ])('%s', (_, years, expected) => expect(years).toBe(expected));
});
