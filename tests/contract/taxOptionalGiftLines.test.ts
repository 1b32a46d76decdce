import { describe, expect, it } from 'vitest';
import type { GiftInput } from '../../contract/giftArithmetic';
import type { EstimateLine } from '../../contract/taxBreakdown';
import { estimateGiftTax } from '../../contract/taxEstimate';
import {
  FILING_NOTE,
  gift,
  lineOf,
  NO_EARLIER_GIFTS,
  NO_GIFT_TAX_PAID,
  PAYABLE_NOTE,
} from './support/taxCaseChecks';

// Cases worked out by hand from 상속세 및 증여세법 (decision 100). Every expected figure
// is a literal with its working; none is computed by calling the code under test. Brackets (§26):
// ≤1억 10 %; ≤5억 20 % − 1,000만; ≤10억 30 % − 6,000만; ≤30억 40 % − 1억 6,000만; above 50 % −
// 4억 6,000만. Every product of a rate is rounded down to the won; 신고세액공제 3 % (§69).

// One case per line that shows only for some families, each worked by hand with its note read
// against the article it cites.
describe('the optional lines of the breakdown', () => {
  it('혼인 증여 2억: 혼인·출산 증여재산공제 1억, the whole breakdown (제53조의2)', () => {
    // 2억 − 성년 자녀 5,000만 − 혼인·출산 1억 = 5,000만 × 10 % = 500만; 3 % 15만 → 485만.
    expect(
      estimateGiftTax(
        gift({ amount: 200_000_000, relation: 'adultDescendant', marriageOrBirth: true }),
      ).lines,
    ).toEqual([
      { label: '증여재산가액', sign: '=', amount: 200_000_000, note: '이번에 증여하는 재산' },
      NO_EARLIER_GIFTS,
      {
        label: '증여세 과세가액',
        sign: '=',
        amount: 200_000_000,
        note: '이번 증여 + 10년 내 증여',
      },
      {
        label: '증여재산공제',
        sign: '-',
        amount: 50_000_000,
        note: '부모·조부모 → 성년 자녀·손주: 10년간 5,000만 원 (제53조제2호)',
      },
      {
        label: '혼인·출산 증여재산공제',
        sign: '-',
        amount: 100_000_000,
        note: '혼인신고 전후 2년·출생 후 2년 안의 증여, 평생 1억 원 (제53조의2)',
      },
      { label: '과세표준', sign: '=', amount: 50_000_000, note: '과세가액에서 공제를 뺀 금액' },
      {
        label: '산출세액',
        sign: '=',
        amount: 5_000_000,
        note: '세율 10%, 누진공제 0원 (제26조·제56조)',
      },
      NO_GIFT_TAX_PAID,
      { label: '신고세액공제', sign: '-', amount: 150_000, note: FILING_NOTE },
      { label: '납부할 세액', sign: '=', amount: 4_850_000, note: PAYABLE_NOTE },
    ]);
  });

  it('혼인 증여 8,000만: the 혼인·출산 공제 is only what the 증여재산공제 left, 3,000만 (제53조의2)', () => {
    // 8,000만 − 성년 자녀 5,000만 = 3,000만 left; 혼인·출산 min(1억, 3,000만) = 3,000만 → 과세표준 0.
    const estimate = estimateGiftTax(
      gift({ amount: 80_000_000, relation: 'adultDescendant', marriageOrBirth: true }),
    );
    expect(lineOf(estimate, '혼인·출산 증여재산공제')?.amount).toBe(30_000_000);
    expect(lineOf(estimate, '과세표준')?.amount).toBe(0);
    expect(estimate.payable).toBe(0);
  });

  it.each<[string, Partial<GiftInput>, EstimateLine]>([
    // 배우자: 10년간 6억, 7억 중 6억
    [
      '배우자 7억',
      { amount: 700_000_000, relation: 'spouse' },
      {
        label: '증여재산공제',
        sign: '-',
        amount: 600_000_000,
        note: '배우자: 10년간 6억 원 (제53조제1호)',
      },
    ],
    [
      '미성년 자녀 1억',
      { amount: 100_000_000, relation: 'minorDescendant' },
      {
        label: '증여재산공제',
        sign: '-',
        amount: 20_000_000,
        note: '부모·조부모 → 미성년 자녀·손주: 10년간 2,000만 원 (제53조제2호)',
      },
    ],
    [
      '부모 1억',
      { amount: 100_000_000, relation: 'ascendant' },
      {
        label: '증여재산공제',
        sign: '-',
        amount: 50_000_000,
        note: '자녀·손주 → 부모·조부모: 10년간 5,000만 원 (제53조제3호)',
      },
    ],
    [
      '기타 친족 3,000만',
      { amount: 30_000_000, relation: 'otherRelative' },
      {
        label: '증여재산공제',
        sign: '-',
        amount: 10_000_000,
        note: '그 밖의 친족 (6촌 이내 혈족, 4촌 이내 인척): 10년간 1,000만 원 (제53조제4호)',
      },
    ],
    [
      '친족 아닌 사람 1,000만',
      { amount: 10_000_000, relation: 'unrelated' },
      {
        label: '증여재산공제',
        sign: '-',
        amount: 0,
        note: '친족이 아닌 사람에게 받은 증여에는 공제가 없습니다',
      },
    ],
  ])('증여재산공제 line: %s (제53조)', (_, input, line) => {
    expect(lineOf(estimateGiftTax(gift(input)), '증여재산공제')).toEqual(line);
  });

  it.each<[string, Partial<GiftInput>, EstimateLine]>([
    // 2억 − 5,000만 = 1억 5,000만 → 2,000만; 이번 1억만 세대생략: 2,000만 × 1억/2억 × 30 % = 300만
    [
      '성년 손자 1억 + 10년 내 생략 아닌 1억',
      {
        amount: 100_000_000,
        relation: 'adultDescendant',
        skipsGeneration: true,
        earlierGifts: 100_000_000,
      },
      {
        label: '세대생략 할증',
        sign: '+',
        amount: 3_000_000,
        note: '산출세액 중 세대를 건너뛴 증여 1억 원의 몫에 30% (제57조제1항)',
      },
    ],
    // 같은 합산, 둘 다 세대생략: 2,000만 × 30 % = 600만, 산출세액 전부의 몫
    [
      '성년 손자 1억 + 10년 내 세대생략 1억',
      {
        amount: 100_000_000,
        relation: 'adultDescendant',
        skipsGeneration: true,
        earlierGifts: 100_000_000,
        earlierSkippedGifts: 100_000_000,
      },
      {
        label: '세대생략 할증',
        sign: '+',
        amount: 6_000_000,
        note: '산출세액의 30% (제57조제1항)',
      },
    ],
    // 21억 − 2,000만 = 20억 8,000만 × 40 % − 1억 6,000만 = 6억 7,200만 × 40 % = 2억 6,880만
    [
      '미성년 손자 21억',
      { amount: 2_100_000_000, relation: 'minorDescendant', skipsGeneration: true },
      {
        label: '세대생략 할증',
        sign: '+',
        amount: 268_800_000,
        note: '산출세액의 40% (미성년자가 20억 원 넘게 받음) (제57조제1항)',
      },
    ],
    // 성년이면 20억을 넘어도 30 %: 21억 − 5,000만 = 20억 5,000만 × 40 % − 1억 6,000만 = 6억 6,000만
    // × 30 % = 1억 9,800만
    [
      '성년 손자 21억',
      { amount: 2_100_000_000, relation: 'adultDescendant', skipsGeneration: true },
      {
        label: '세대생략 할증',
        sign: '+',
        amount: 198_000_000,
        note: '산출세액의 30% (제57조제1항)',
      },
    ],
  ])('세대생략 할증 line: %s (제57조)', (_, input, line) => {
    expect(lineOf(estimateGiftTax(gift(input)), '세대생략 할증')).toEqual(line);
  });

  it.each([
    // 50만 is not below 50만: taxed, its rate shown
    [500_000, 50_000, '세율 10%, 누진공제 0원 (제26조·제56조)'],
    [499_999, 0, '과세표준이 50만 원 미만이면 세금을 매기지 않습니다 (과세최저한, 제55조제2항)'],
  ])('증여 과세표준 %d원: 산출세액 line (제55조제2항)', (amount, tax, note) => {
    expect(lineOf(estimateGiftTax(gift({ amount })), '산출세액')).toEqual({
      label: '산출세액',
      sign: '=',
      amount: tax,
      note,
    });
  });
});
