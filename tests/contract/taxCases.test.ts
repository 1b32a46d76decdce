import { describe, expect, it } from 'vitest';
import type { CalculatorValues } from '../../contract/calculatorFields';
import { CALCULATOR_MESSAGES as M } from '../../contract/calculatorMessages';
import type { GiftInput } from '../../contract/giftArithmetic';
import { lifeExpectancyYears } from '../../contract/inheritanceInput';
import type { EstimateLine } from '../../contract/taxBreakdown';
import { type Estimate, estimateGiftTax, estimateInheritanceTax } from '../../contract/taxEstimate';
import { giftFrom, inheritance } from './support/taxInputs';
import { parseTyped } from './support/typedCalculator';

// Cases worked out by hand from 상속세 및 증여세법 (decision 100). Every expected figure
// is a literal with its working; none is computed by calling the code under test. Brackets (§26):
// ≤1억 10 %; ≤5억 20 % − 1,000만; ≤10억 30 % − 6,000만; ≤30억 40 % − 1억 6,000만; above 50 % −
// 4억 6,000만. Every product of a rate is rounded down to the won; 신고세액공제 3 % (§69).

const gift = giftFrom('unrelated');

/** What a case pins: the base, its bracket's rate, 산출세액, the surcharge, the tax to pay. */
interface Expected {
  base: number;
  rate: number;
  tax: number;
  surcharge?: number;
  payable: number;
}

function expectEstimate(
  estimate: ReturnType<typeof estimateGiftTax>,
  { base, rate, tax, surcharge = 0, payable }: Expected,
) {
  expect(estimate.base).toBe(base);
  // The bracket shown beside the result: a base at a bracket's top is in that bracket.
  expect(estimate.bracket.rate).toBe(rate);
  expect(estimate.computedTax).toBe(tax);
  expect(estimate.lines.find((line) => line.label === '세대생략 할증')?.amount ?? 0).toBe(
    surcharge,
  );
  expect(estimate.payable).toBe(payable);
}

describe('§26·§56 brackets: each top exactly and ±1원, both taxes', () => {
  // Gift: 친족이 아닌 사람 (no 증여재산공제), so the base is the gift itself.
  // Inheritance: no spouse, no child → 일괄공제 5억 (§21), 장례비용 500만 deemed (§14): base =
  // estate − 5억 500만.
  const rows: [string, number, number, number, number][] = [
    // [what, base, rate, 산출세액, 납부세액]
    // 99,999,999 × 10 % = 9,999,999.9 → 9,999,999; 3 % 299,999.97 → 299,999 → 9,700,000
    ['1억 − 1원', 99_999_999, 0.1, 9_999_999, 9_700_000],
    // 1억 × 10 % = 10,000,000; 3 % 300,000 → 9,700,000
    ['1억', 100_000_000, 0.1, 10_000_000, 9_700_000],
    // 100,000,001 × 20 % = 20,000,000.2 → 20,000,000 − 10,000,000 = 10,000,000
    ['1억 + 1원', 100_000_001, 0.2, 10_000_000, 9_700_000],
    // 499,999,999 × 20 % = 99,999,999.8 → 99,999,999 − 10,000,000 = 89,999,999; 3 % → 2,699,999
    ['5억 − 1원', 499_999_999, 0.2, 89_999_999, 87_300_000],
    // 5억 × 20 % − 1,000만 = 90,000,000; 3 % 2,700,000 → 87,300,000
    ['5억', 500_000_000, 0.2, 90_000_000, 87_300_000],
    // 500,000,001 × 30 % = 150,000,000.3 → 150,000,000 − 60,000,000 = 90,000,000
    ['5억 + 1원', 500_000_001, 0.3, 90_000_000, 87_300_000],
    // 999,999,999 × 30 % = 299,999,999.7 → − 6,000만 = 239,999,999; 3 % → 7,199,999
    ['10억 − 1원', 999_999_999, 0.3, 239_999_999, 232_800_000],
    // 10억 × 30 % − 6,000만 = 240,000,000; 3 % 7,200,000 → 232,800,000
    ['10억', 1_000_000_000, 0.3, 240_000_000, 232_800_000],
    // 1,000,000,001 × 40 % = 400,000,000.4 → − 1억 6,000만 = 240,000,000
    ['10억 + 1원', 1_000_000_001, 0.4, 240_000_000, 232_800_000],
    // 2,999,999,999 × 40 % = 1,199,999,999.6 → − 1억 6,000만 = 1,039,999,999; 3 % → 31,199,999
    ['30억 − 1원', 2_999_999_999, 0.4, 1_039_999_999, 1_008_800_000],
    // 30억 × 40 % − 1억 6,000만 = 1,040,000,000; 3 % 31,200,000 → 1,008,800,000
    ['30억', 3_000_000_000, 0.4, 1_040_000_000, 1_008_800_000],
    // 3,000,000,001 × 50 % = 1,500,000,000.5 → − 4억 6,000만 = 1,040,000,000
    ['30억 + 1원', 3_000_000_001, 0.5, 1_040_000_000, 1_008_800_000],
  ];
  it.each(rows)('증여세 과세표준 %s (제56조)', (_, base, rate, tax, payable) => {
    expectEstimate(estimateGiftTax(gift({ amount: base })), { base, rate, tax, payable });
  });
  it.each(rows)('상속세 과세표준 %s (제26조)', (_, base, rate, tax, payable) => {
    expectEstimate(estimateInheritanceTax(inheritance({ estate: base + 505_000_000 })), {
      base,
      rate,
      tax,
      payable,
    });
  });
});

describe('worked cases', () => {
  it.each<[string, () => ReturnType<typeof estimateGiftTax>, Expected]>([
    // ── 과세최저한 ──
    // 5,040만 − 성년 자녀 공제 5,000만 = 40만 < 50만 → no tax
    [
      '증여 5,040만 부모 → 성년 자녀: 과세표준 40만, 과세최저한 (제55조제2항)',
      () => estimateGiftTax(gift({ amount: 50_400_000, relation: 'adultDescendant' })),
      { base: 400_000, rate: 0.1, tax: 0, payable: 0 },
    ],
    // 1,040만 − 기타 친족 1,000만 = 40만 < 50만 → no tax
    [
      '증여 1,040만 기타 친족: 과세표준 40만, 과세최저한 (제55조제2항)',
      () => estimateGiftTax(gift({ amount: 10_400_000, relation: 'otherRelative' })),
      { base: 400_000, rate: 0.1, tax: 0, payable: 0 },
    ],
    // 499,999 < 50만 → no tax
    [
      '증여 과세표준 499,999원: 과세최저한 (제55조제2항)',
      () => estimateGiftTax(gift({ amount: 499_999 })),
      { base: 499_999, rate: 0.1, tax: 0, payable: 0 },
    ],
    // 50만 is not below 50만: × 10 % = 50,000; 3 % 1,500 → 48,500
    [
      '증여 과세표준 50만 정확히: 과세 (제55조제2항)',
      () => estimateGiftTax(gift({ amount: 500_000 })),
      { base: 500_000, rate: 0.1, tax: 50_000, payable: 48_500 },
    ],
    // 505,300,000 − 500만 − 일괄 5억 = 30만 < 50만 → no tax
    [
      '상속 과세표준 30만: 과세최저한 (제25조제2항)',
      () => estimateInheritanceTax(inheritance({ estate: 505_300_000 })),
      { base: 300_000, rate: 0.1, tax: 0, payable: 0 },
    ],
    // 505,499,999 − 505,000,000 = 499,999 → no tax
    [
      '상속 과세표준 499,999원: 과세최저한 (제25조제2항)',
      () => estimateInheritanceTax(inheritance({ estate: 505_499_999 })),
      { base: 499_999, rate: 0.1, tax: 0, payable: 0 },
    ],
    // 505,500,000 − 505,000,000 = 50만 → 50,000; 3 % 1,500 → 48,500
    [
      '상속 과세표준 50만 정확히: 과세 (제25조제2항)',
      () => estimateInheritanceTax(inheritance({ estate: 505_500_000 })),
      { base: 500_000, rate: 0.1, tax: 50_000, payable: 48_500 },
    ],

    // ── 공제적용 한도 (§24) ──
    // 과세가액 3억 − 500만 + 10억 = 12억 9,500만 > 5억 → 한도 12억 9,500만 − (10억 − 5,000만)
    // = 3억 4,500만 < 일괄 5억. 과세표준 9억 5,000만 × 30 % − 6,000만 = 2억 2,500만;
    // 3 % 675만 → 2억 1,825만 (그때 낸 증여세는 넣지 않은 경우)
    [
      '3억 + 상속인 사전증여 10억 (공제 5,000만 받음): 한도 3억 4,500만 (제24조제3호)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 300_000_000,
            children: 2,
            heirGifts: 1_000_000_000,
            heirGiftDeductions: 50_000_000,
          }),
        ),
      { base: 950_000_000, rate: 0.3, tax: 225_000_000, payable: 218_250_000 },
    ],
    // 과세가액 1억 − 500만 + 3억 = 3억 9,500만 ≤ 5억 → 제3호 빼지 않음, 한도 3억 9,500만;
    // 공제 5억 → 3억 9,500만 → 과세표준 0
    [
      '과세가액 5억 이하면 사전증여를 한도에서 빼지 않음 (제24조 단서)',
      () =>
        estimateInheritanceTax(
          inheritance({ estate: 100_000_000, children: 1, heirGifts: 300_000_000 }),
        ),
      { base: 0, rate: 0.1, tax: 0, payable: 0 },
    ],
    // 과세가액 2억 500만 − 500만 + 3억 = 정확히 5억: 초과가 아님 → 한도 5억 = 공제 5억 → 0
    [
      '과세가액 정확히 5억: 제3호 적용 안 함 (제24조 단서)',
      () =>
        estimateInheritanceTax(
          inheritance({ estate: 205_000_000, children: 1, heirGifts: 300_000_000 }),
        ),
      { base: 0, rate: 0.1, tax: 0, payable: 0 },
    ],
    // 과세가액 500,000,001 → 한도 500,000,001 − 3억 = 200,000,001; 과세표준 3억 → 20 %
    // 6,000만 − 1,000만 = 5,000만; 3 % 150만 → 4,850만
    [
      '과세가액 5억 + 1원: 사전증여가 한도를 줄임 (제24조 단서)',
      () =>
        estimateInheritanceTax(
          inheritance({ estate: 205_000_001, children: 1, heirGifts: 300_000_000 }),
        ),
      { base: 300_000_000, rate: 0.2, tax: 50_000_000, payable: 48_500_000 },
    ],
    // 과세가액 20억 − 500만 + 1억 = 20억 9,500만; 한도 20억 9,500만 − 5,000만 = 20억 4,500만 >
    // 일괄 5억 (한도 안 걸림). 15억 9,500만 × 40 % − 1억 6,000만 = 4억 7,800만; 3 % 1,434만 →
    // 4억 6,366만
    [
      '20억 + 사전증여 1억: 한도에 걸리지 않음 (제24조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            children: 2,
            heirGifts: 100_000_000,
            heirGiftDeductions: 50_000_000,
          }),
        ),
      { base: 1_595_000_000, rate: 0.4, tax: 478_000_000, payable: 463_660_000 },
    ],
    // 6억 − 500만 = 5억 9,500만; 손자녀 유증 3억은 선순위 상속인 아닌 자의 몫 → 한도 2억 9,500만
    // → 과세표준 3억 → 5,000만; 할증 5,000만 × 3억/6억 × 30 % = 750만 → 5,750만;
    // 3 % 172만 5,000 → 5,577만 5,000
    [
      '6억 중 3억을 손자에게 유증: 한도 (제24조제1호) + 할증 (제27조)',
      () =>
        estimateInheritanceTax(
          inheritance({ estate: 600_000_000, children: 1, skippedShare: 300_000_000 }),
        ),
      { base: 300_000_000, rate: 0.2, tax: 50_000_000, surcharge: 7_500_000, payable: 55_775_000 },
    ],

    // ── 세대생략 할증 (§27 상속, §57 증여) ──
    // 10억 − 500만 = 9억 9,500만; 한도 9억 9,500만 − 3억 = 6억 9,500만 > 5억. 과세표준
    // 4억 9,500만 × 20 % − 1,000만 = 8,900만; 할증 8,900만 × 3/10 × 30 % = 801만 → 9,701만;
    // 3 % 291만 300 → 9,409만 9,700
    [
      '10억 중 3억을 성년 손자가 받음: 할증 30 %의 몫 (제27조)',
      () =>
        estimateInheritanceTax(
          inheritance({ estate: 1_000_000_000, children: 2, skippedShare: 300_000_000 }),
        ),
      { base: 495_000_000, rate: 0.2, tax: 89_000_000, surcharge: 8_010_000, payable: 94_099_700 },
    ],
    // 40억 − 500만 = 39억 9,500만; 한도 − 20억 = 19억 9,500만 > 5억; 과세표준 34억 9,500만 ×
    // 50 % − 4억 6,000만 = 12억 8,750만; 미성년 손자가 정확히 20억: 초과 아님 → 30 %:
    // 12억 8,750만 × 20/40 × 30 % = 1억 9,312만 5,000 → 14억 8,062만 5,000; 3 % 4,441만 8,750 →
    // 14억 3,620만 6,250
    [
      '미성년 손자가 상속재산 정확히 20억: 할증 30 % (제27조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 4_000_000_000,
            children: 2,
            skippedShare: 2_000_000_000,
            skippedMinor: true,
          }),
        ),
      {
        base: 3_495_000_000,
        rate: 0.5,
        tax: 1_287_500_000,
        surcharge: 193_125_000,
        payable: 1_436_206_250,
      },
    ],
    // 20억 + 1원: 한도 19억 9,499만 9,999 > 5억, 과세표준 같음; 40 %: 1,287,500,000 ×
    // 2,000,000,001 / 4,000,000,000 × 40 % = 257,500,000.128… → 257,500,000 → 15억 4,500만;
    // 3 % 4,635만 → 14억 9,865만
    [
      '미성년 손자가 20억 + 1원: 할증 40 % (제27조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 4_000_000_000,
            children: 2,
            skippedShare: 2_000_000_001,
            skippedMinor: true,
          }),
        ),
      {
        base: 3_495_000_000,
        rate: 0.5,
        tax: 1_287_500_000,
        surcharge: 257_500_000,
        payable: 1_498_650_000,
      },
    ],
    // 20억 − 미성년 2,000만 = 19억 8,000만 × 40 % − 1억 6,000만 = 6억 3,200만; 정확히 20억 →
    // 30 % 1억 8,960만 → 8억 2,160만; 3 % 2,464만 8,000 → 7억 9,695만 2,000
    [
      '미성년 손자에게 정확히 20억 증여: 할증 30 % (제57조제1항)',
      () =>
        estimateGiftTax(
          gift({ amount: 2_000_000_000, relation: 'minorDescendant', skipsGeneration: true }),
        ),
      {
        base: 1_980_000_000,
        rate: 0.4,
        tax: 632_000_000,
        surcharge: 189_600_000,
        payable: 796_952_000,
      },
    ],
    // 20억 + 1원 − 2,000만 = 1,980,000,001 × 40 % = 792,000,000.4 → − 1억 6,000만 = 6억 3,200만;
    // 40 % 2억 5,280만 → 8억 8,480만; 3 % 2,654만 4,000 → 8억 5,825만 6,000
    [
      '미성년 손자에게 20억 + 1원 증여: 할증 40 % (제57조제1항 단서)',
      () =>
        estimateGiftTax(
          gift({ amount: 2_000_000_001, relation: 'minorDescendant', skipsGeneration: true }),
        ),
      {
        base: 1_980_000_001,
        rate: 0.4,
        tax: 632_000_000,
        surcharge: 252_800_000,
        payable: 858_256_000,
      },
    ],
    // 21억 − 2,000만 = 20억 8,000만 × 40 % − 1억 6,000만 = 6억 7,200만; 40 % 2억 6,880만 →
    // 9억 4,080만; 3 % 2,822만 4,000 → 9억 1,257만 6,000
    [
      '미성년 손자에게 21억 증여 (제57조제1항 단서)',
      () =>
        estimateGiftTax(
          gift({ amount: 2_100_000_000, relation: 'minorDescendant', skipsGeneration: true }),
        ),
      {
        base: 2_080_000_000,
        rate: 0.4,
        tax: 672_000_000,
        surcharge: 268_800_000,
        payable: 912_576_000,
      },
    ],
    // 이번 1억(세대생략) + 10년 내 1억(생략 아님) = 2억 − 5,000만 = 1억 5,000만 × 20 % − 1,000만
    // = 2,000만; 할증 2,000만 × 1억/2억 × 30 % = 300만 → 2,300만; 기납부 500만 → 1,800만;
    // 3 % 54만 → 1,746만
    [
      '성년 손자 1억 + 10년 내 생략 아닌 1억: 비율만큼 할증 (제57조제1항)',
      () =>
        estimateGiftTax(
          gift({
            amount: 100_000_000,
            relation: 'adultDescendant',
            skipsGeneration: true,
            earlierGifts: 100_000_000,
            earlierGiftTax: 5_000_000,
          }),
        ),
      { base: 150_000_000, rate: 0.2, tax: 20_000_000, surcharge: 3_000_000, payable: 17_460_000 },
    ],
    // 같은 합산, 전의 1억도 세대생략: 2,000만 × 30 % = 600만 → 2,600만 − 500만 = 2,100만;
    // 3 % 63만 → 2,037만
    [
      '성년 손자 1억 + 10년 내 세대생략 1억: 전부 할증 (제57조제1항)',
      () =>
        estimateGiftTax(
          gift({
            amount: 100_000_000,
            relation: 'adultDescendant',
            skipsGeneration: true,
            earlierGifts: 100_000_000,
            earlierSkippedGifts: 100_000_000,
            earlierGiftTax: 5_000_000,
          }),
        ),
      { base: 150_000_000, rate: 0.2, tax: 20_000_000, surcharge: 6_000_000, payable: 20_370_000 },
    ],

    // ── 인적공제·동거주택 ──
    // 자녀 5, 연로자 2: 기초 2억 + 2억 5,000만 + 1억 = 5억 5,000만 > 일괄 5억.
    // 9억 9,500만 − 5억 5,000만 = 4억 4,500만 × 20 % − 1,000만 = 7,900만; 3 % 237만 → 7,663만
    [
      '연로자 2명이 일괄공제를 넘김 (제20조제1항제3호, 제21조)',
      () => estimateInheritanceTax(inheritance({ estate: 1_000_000_000, children: 5, elderly: 2 })),
      { base: 445_000_000, rate: 0.2, tax: 79_000_000, payable: 76_630_000 },
    ],
    // 자녀 1, 연로자 2: 2억 + 5,000만 + 1억 = 3억 5,000만 < 5억 → 일괄 5억: 9억 9,500만 − 5억
    // = 4억 9,500만 × 20 % − 1,000만 = 8,900만; 3 % 267만 → 8,633만
    [
      '연로자공제가 있어도 일괄공제가 크면 5억 (제21조)',
      () => estimateInheritanceTax(inheritance({ estate: 1_000_000_000, children: 1, elderly: 2 })),
      { base: 495_000_000, rate: 0.2, tax: 89_000_000, payable: 86_330_000 },
    ],
    // 배우자 단독 (일괄공제 없음): 기초 2억 + 연로자 5,000만 + 배우자 30억 (한도).
    // 39억 9,500만 − 32억 5,000만 = 7억 4,500만 × 30 % − 6,000만 = 1억 6,350만; 3 % 490만 5,000
    // → 1억 5,859만 5,000
    [
      '배우자 단독 상속 + 연로자 1명 (제21조제1항 단서, 제20조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 4_000_000_000,
            hasSpouse: true,
            spouseInherits: 4_000_000_000,
            elderly: 1,
          }),
        ),
      { base: 745_000_000, rate: 0.3, tax: 163_500_000, payable: 158_595_000 },
    ],
    // 장애인 남 45세: 기대여명 37.1683년 → 38년 × 1,000만 = 3억 8,000만. 2억 + 자녀 1억 + 3억
    // 8,000만 = 6억 8,000만 > 5억. 14억 9,500만 − 6억 8,000만 = 8억 1,500만 × 30 % − 6,000만
    // = 1억 8,450만; 3 % 553만 5,000 → 1억 7,896만 5,000
    [
      '장애인 아들 45세: 기대여명 38년 (제20조제1항제4호)',
      () =>
        estimateInheritanceTax(
          inheritance({ estate: 1_500_000_000, children: 2, disabled: [{ age: 45, sex: 'male' }] }),
        ),
      { base: 815_000_000, rate: 0.3, tax: 184_500_000, payable: 178_965_000 },
    ],
    // 장애인 배우자 여 69세: 20.10555년 → 21년 = 2억 1,000만; 2억 + 1억 + 2억 1,000만 = 5억
    // 1,000만 > 일괄 5억. 배우자 최소 5억. 19억 9,500만 − 10억 1,000만 = 9억 8,500만 × 30 % −
    // 6,000만 = 2억 3,550만; 3 % 706만 5,000 → 2억 2,843만 5,000
    [
      '장애인 배우자 69세: 기타인적공제가 일괄공제보다 큼 (제20조, 제21조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            hasSpouse: true,
            children: 2,
            disabled: [{ age: 69, sex: 'female' }],
          }),
        ),
      { base: 985_000_000, rate: 0.3, tax: 235_500_000, payable: 228_435_000 },
    ],
    // 여 70세: 19.21024년 → 20년 = 2억; 2억 + 1억 + 2억 = 정확히 5억 → 공제 5억. 9억 9,500만 ×
    // 30 % − 6,000만 = 2억 3,850만; 3 % 715만 5,000 → 2억 3,134만 5,000
    [
      '장애인 배우자 70세: 합계가 5억과 같으면 5억 (제21조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            hasSpouse: true,
            children: 2,
            disabled: [{ age: 70, sex: 'female' }],
          }),
        ),
      { base: 995_000_000, rate: 0.3, tax: 238_500_000, payable: 231_345_000 },
    ],
    // 15억 − 채무 2억 − 500만 = 12억 9,500만; 일괄 5억 + 동거주택 (8억 − 담보 2억 = 6억) = 11억
    // → 1억 9,500만 × 20 % − 1,000만 = 2,900만; 3 % 87만 → 2,813만
    [
      '동거주택 8억 (담보 2억): 6억 공제 (제23조의2)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 1_500_000_000,
            debts: 200_000_000,
            children: 2,
            cohabitedHome: 800_000_000,
            cohabitedHomeDebt: 200_000_000,
          }),
        ),
      { base: 195_000_000, rate: 0.2, tax: 29_000_000, payable: 28_130_000 },
    ],
    // 20억 − 1억 − 500만 = 18억 9,500만; 동거주택 10억 − 1억 = 9억 → 한도 6억; 공제 11억 →
    // 7억 9,500만 × 30 % − 6,000만 = 1억 7,850만; 3 % 535만 5,000 → 1억 7,314만 5,000
    [
      '동거주택 9억 순가액: 6억 한도 (제23조의2)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            debts: 100_000_000,
            children: 1,
            cohabitedHome: 1_000_000_000,
            cohabitedHomeDebt: 100_000_000,
          }),
        ),
      { base: 795_000_000, rate: 0.3, tax: 178_500_000, payable: 173_145_000 },
    ],
    // 담보채무 4억 > 주택 3억 → 동거주택 0. 10억 − 4억 − 500만 = 5억 9,500만 − 일괄 5억
    // = 9,500만 × 10 % = 950만; 3 % 28만 5,000 → 921만 5,000
    [
      '동거주택보다 담보채무가 크면 공제 0 (제23조의2)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 1_000_000_000,
            debts: 400_000_000,
            children: 1,
            cohabitedHome: 300_000_000,
            cohabitedHomeDebt: 400_000_000,
          }),
        ),
      { base: 95_000_000, rate: 0.1, tax: 9_500_000, payable: 9_215_000 },
    ],

    // ── 함께 ──
    // 30억, 채무 3억, 장례 1,200만 → 1,000만, 사전증여 2억 (공제 5,000만, 산출세액 2,000만):
    // 과세가액 28억 9,000만. 인적: 2억 + 자녀 1억 + 미성년 (19 − 10) 9,000만 + 연로자 5,000만 =
    // 4억 4,000만 < 일괄 5억. 배우자: (30억 + 2억 − 3억) × 1.5/3.5 = 12억 4,285만 7,142 ≥ 실제 10억
    // → 10억. 금융 5억 × 20 % = 1억. 동거주택 7억 − 1억 = 6억. 공제 22억 < 한도 28억 9,000만 −
    // 1억 5,000만 = 27억 4,000만. 6억 9,000만 × 30 % − 6,000만 = 1억 4,700만; − 2,000만 =
    // 1억 2,700만; 3 % 381만 → 1억 2,319만
    [
      '30억, 모든 공제 함께 (제19~24조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 3_000_000_000,
            financialAssets: 500_000_000,
            debts: 300_000_000,
            funeralCosts: 12_000_000,
            hasSpouse: true,
            spouseInherits: 1_000_000_000,
            children: 2,
            minorAges: [10],
            heirGifts: 200_000_000,
            heirGiftDeductions: 50_000_000,
            heirGiftTax: 20_000_000,
            elderly: 1,
            cohabitedHome: 700_000_000,
            cohabitedHomeDebt: 100_000_000,
          }),
        ),
      { base: 690_000_000, rate: 0.3, tax: 147_000_000, payable: 123_190_000 },
    ],
    // 5억 + 사전증여 10억 (공제 1억): 과세가액 14억 9,500만, 한도 14억 9,500만 − 9억 = 5억
    // 9,500만. 공제 일괄 5억 + 배우자 최소 5억 + 동거주택 3억 = 13억 → 5억 9,500만까지.
    // 9억 × 30 % − 6,000만 = 2억 1,000만; 3 % 630만 → 2억 370만
    [
      '공제가 여럿이어도 한도에 걸림 (제24조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 500_000_000,
            hasSpouse: true,
            spouseInherits: 200_000_000,
            children: 2,
            heirGifts: 1_000_000_000,
            heirGiftDeductions: 100_000_000,
            cohabitedHome: 300_000_000,
          }),
        ),
      { base: 900_000_000, rate: 0.3, tax: 210_000_000, payable: 203_700_000 },
    ],
    // 배우자 법정상속분은 사전증여를 포함: (20억 + 4억) × 1.5/4.5 = 8억 (빼면 6억 6,666만).
    // 과세가액 23억 9,500만, 한도 19억 9,500만; 공제 일괄 5억 + 배우자 8억 = 13억 →
    // 10억 9,500만 × 40 % − 1억 6,000만 = 2억 7,800만; 3 % 834만 → 2억 6,966만
    [
      '배우자 법정상속분에 상속인 사전증여 포함 (제19조, 시행령 제17조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            hasSpouse: true,
            spouseInherits: 1_000_000_000,
            children: 3,
            heirGifts: 400_000_000,
          }),
        ),
      { base: 1_095_000_000, rate: 0.4, tax: 278_000_000, payable: 269_660_000 },
    ],

    // ── 원 미만 버림 ──
    // 5,000,004 × 10 % = 500,000.4 → 500,000; 3 % 15,000 → 485,000
    [
      '산출세액 .4원 버림 (제26조)',
      () => estimateGiftTax(gift({ amount: 5_000_004 })),
      { base: 5_000_004, rate: 0.1, tax: 500_000, payable: 485_000 },
    ],
    // 5,000,005 × 10 % = 500,000.5 → 500,000 (반올림이면 500,001)
    [
      '산출세액 .5원 버림 (제26조)',
      () => estimateGiftTax(gift({ amount: 5_000_005 })),
      { base: 5_000_005, rate: 0.1, tax: 500_000, payable: 485_000 },
    ],
    // 5,000,006 × 10 % = 500,000.6 → 500,000
    [
      '산출세액 .6원 버림 (제26조)',
      () => estimateGiftTax(gift({ amount: 5_000_006 })),
      { base: 5_000_006, rate: 0.1, tax: 500_000, payable: 485_000 },
    ],
    // 5,000,500 × 10 % = 500,050; 3 % = 15,001.5 → 15,001 (반올림이면 15,002) → 485,049
    [
      '신고세액공제 .5원 버림 (제69조)',
      () => estimateGiftTax(gift({ amount: 5_000_500 })),
      { base: 5_000_500, rate: 0.1, tax: 500_050, payable: 485_049 },
    ],
  ])('%s', (_, estimate, expected) => {
    expectEstimate(estimate(), expected);
  });
});

describe('기대여명 연수 (제20조제1항제4호: 1년 미만은 1년)', () => {
  it.each([
    // 2024년 완전생명표: 남 45세 37.16830 → 38
    [45, 'male', 38],
    // 여 69세 20.10555 → 21; 여 70세 19.21024 → 20
    [69, 'female', 21],
    [70, 'female', 20],
    // 남 0세 80.80831 → 81
    [0, 'male', 81],
    // 100세 이상은 한 줄: 남 1.88532 → 2
    [105, 'male', 2],
  ] as const)('%d세 %s → %d년', (age, sex, years) => {
    expect(lifeExpectancyYears({ age, sex })).toBe(years);
  });
});

describe('what the breakdown says', () => {
  it('names the 과세최저한 instead of a rate when the base is under 50만', () => {
    const lines = estimateGiftTax(gift({ amount: 50_400_000, relation: 'adultDescendant' })).lines;
    expect(lines.find((line) => line.label === '산출세액')?.note).toContain('과세최저한');
  });

  it('shows the §24 limit as the deductions it cuts: 5억 − 3억 4,500만 = 1억 5,500만', () => {
    const lines = estimateInheritanceTax(
      inheritance({
        estate: 300_000_000,
        children: 2,
        heirGifts: 1_000_000_000,
        heirGiftDeductions: 50_000_000,
      }),
    ).lines;
    expect(lines.find((line) => line.label === '공제적용 한도')).toMatchObject({
      amount: 155_000_000,
      note: expect.stringContaining('3억 4,500만 원'),
    });
  });

  it('lists the 동거주택 deduction as its own line', () => {
    const lines = estimateInheritanceTax(
      inheritance({
        estate: 1_500_000_000,
        children: 2,
        cohabitedHome: 800_000_000,
        cohabitedHomeDebt: 200_000_000,
      }),
    ).lines;
    expect(lines.find((line) => line.label === '동거주택 상속공제')?.amount).toBe(600_000_000);
  });
});

// What the page shows line by line. Each figure is worked by hand (the working beside it), and each
// note was read against the article it cites; a changed word, sign or article fails here.
describe('the breakdown a family reads, line by line', () => {
  it('gift of 1억 from a parent to an adult child (§53②, §26, §69)', () => {
    expect(
      estimateGiftTax(gift({ amount: 100_000_000, relation: 'adultDescendant' })).lines,
    ).toEqual([
      { label: '증여재산가액', sign: '=', amount: 100_000_000, note: '이번에 증여하는 재산' },
      {
        label: '10년 내 같은 그룹의 증여',
        sign: '+',
        amount: 0,
        note: '증여하는 분과 그 배우자에게서 10년 안에 받은 증여를 합칩니다 (제47조제2항)',
      },
      {
        label: '증여세 과세가액',
        sign: '=',
        amount: 100_000_000,
        note: '이번 증여 + 10년 내 증여',
      },
      {
        label: '증여재산공제',
        sign: '-',
        amount: 50_000_000, // 직계존속 → 성년 직계비속: 5,000만
        note: '부모·조부모 → 성년 자녀·손주: 10년간 5,000만 원 (제53조제2호)',
      },
      { label: '과세표준', sign: '=', amount: 50_000_000, note: '과세가액에서 공제를 뺀 금액' },
      {
        label: '산출세액',
        sign: '=',
        amount: 5_000_000, // 5,000만 × 10 %
        note: '세율 10%, 누진공제 0원 (제26조·제56조)',
      },
      {
        label: '기납부세액공제',
        sign: '-',
        amount: 0,
        note: '10년 내 증여의 증여세 산출세액 (제58조)',
      },
      {
        label: '신고세액공제',
        sign: '-',
        amount: 150_000, // 500만 × 3 %
        note: '기한 안에 신고하면 세액의 3% (제69조)',
      },
      {
        label: '납부할 세액',
        sign: '=',
        amount: 4_850_000,
        note: '가산세·분납 등은 반영하지 않은 예상액',
      },
    ]);
  });

  it('inheritance of 10억 to one adult child, no spouse (§14, §21, §26, §69)', () => {
    expect(
      estimateInheritanceTax(inheritance({ estate: 1_000_000_000, children: 1 })).lines,
    ).toEqual([
      { label: '상속재산가액', sign: '=', amount: 1_000_000_000, note: '입력하신 재산 총액' },
      {
        label: '채무',
        sign: '-',
        amount: 0,
        note: '돌아가신 분이 갚아야 했던 빚과 공과금 (제14조)',
      },
      {
        label: '장례비용',
        sign: '-',
        amount: 5_000_000, // nothing entered: the deemed minimum of §14①2
        note: '최소 500만 원, 최대 1,000만 원 (제14조제1항제2호)',
      },
      {
        label: '10년 내 사전증여재산',
        sign: '+',
        amount: 0,
        note: '상속인에게 10년 안에 증여한 재산을 더합니다 (제13조제1항제1호)',
      },
      {
        label: '상속세 과세가액',
        sign: '=',
        amount: 995_000_000, // 10억 − 500만
        note: '재산 − 채무 − 장례비용 + 사전증여재산',
      },
      {
        label: '일괄공제',
        sign: '-',
        amount: 500_000_000, // 기초 2억 + 자녀 5,000만 = 2억 5,000만 < 5억
        note: '기초공제와 인적공제의 합 2억 5,000만 원보다 큰 5억 원 (제21조)',
      },
      {
        label: '금융재산 상속공제',
        sign: '-',
        amount: 0,
        note: '순금융재산 2,000만 원까지 전액, 1억 원까지 2,000만 원, 넘으면 20% (최대 2억 원, 제22조제1항)',
      },
      { label: '과세표준', sign: '=', amount: 495_000_000, note: '과세가액에서 공제를 뺀 금액' },
      {
        label: '산출세액',
        sign: '=',
        amount: 89_000_000, // 4억 9,500만 × 20 % − 1,000만
        note: '세율 20%, 누진공제 1,000만 원 (제26조·제56조)',
      },
      {
        label: '증여세액공제',
        sign: '-',
        amount: 0,
        note: '사전증여의 증여세 산출세액 (제28조)',
      },
      {
        label: '신고세액공제',
        sign: '-',
        amount: 2_670_000, // 8,900만 × 3 %
        note: '기한 안에 신고하면 세액의 3% (제69조)',
      },
      {
        label: '납부할 세액',
        sign: '=',
        amount: 86_330_000,
        note: '가산세·분납 등은 반영하지 않은 예상액',
      },
    ]);
  });
});

// The lines every inheritance breakdown shows whatever is entered, as they read when nothing is:
// no debt, the deemed 500만 funeral costs (§14①2), no 10-year gift, no financial asset, no gift tax.
const NO_DEBTS = {
  label: '채무',
  sign: '-',
  amount: 0,
  note: '돌아가신 분이 갚아야 했던 빚과 공과금 (제14조)',
};
const DEEMED_FUNERAL = {
  label: '장례비용',
  sign: '-',
  amount: 5_000_000,
  note: '최소 500만 원, 최대 1,000만 원 (제14조제1항제2호)',
};
const NO_HEIR_GIFTS = {
  label: '10년 내 사전증여재산',
  sign: '+',
  amount: 0,
  note: '상속인에게 10년 안에 증여한 재산을 더합니다 (제13조제1항제1호)',
};
const NO_FINANCIAL = {
  label: '금융재산 상속공제',
  sign: '-',
  amount: 0,
  note: '순금융재산 2,000만 원까지 전액, 1억 원까지 2,000만 원, 넘으면 20% (최대 2억 원, 제22조제1항)',
};
const NO_HEIR_GIFT_TAX = {
  label: '증여세액공제',
  sign: '-',
  amount: 0,
  note: '사전증여의 증여세 산출세액 (제28조)',
};
const NO_EARLIER_GIFTS = {
  label: '10년 내 같은 그룹의 증여',
  sign: '+',
  amount: 0,
  note: '증여하는 분과 그 배우자에게서 10년 안에 받은 증여를 합칩니다 (제47조제2항)',
};
const NO_GIFT_TAX_PAID = {
  label: '기납부세액공제',
  sign: '-',
  amount: 0,
  note: '10년 내 증여의 증여세 산출세액 (제58조)',
};
const FILING_NOTE = '기한 안에 신고하면 세액의 3% (제69조)';
const PAYABLE_NOTE = '가산세·분납 등은 반영하지 않은 예상액';

const lineOf = (estimate: Estimate, label: string) =>
  estimate.lines.find((line) => line.label === label);

// One case per line that shows only for some families, each worked by hand with its note read
// against the article it cites.
describe('the optional lines of the breakdown', () => {
  it('기초공제 + 인적공제 itemised when it equals 5억: 미성년자, 연로자, 장애인 named (제18·20·21조)', () => {
    // 기초 2억 + 자녀 2 × 5,000만 + 미성년 17세 (19 − 17 = 2년) × 1,000만 + 65세 이상 1 × 5,000만 +
    // 장애인 남 74세 (기대여명 12.55155 → 13년) × 1,000만 = 5억, not less than 일괄 5억: itemised.
    // 10억 − 500만 = 9억 9,500만 − 5억 = 4억 9,500만 × 20 % − 1,000만 = 8,900만; 3 % 267만.
    expect(
      estimateInheritanceTax(
        inheritance({
          estate: 1_000_000_000,
          children: 2,
          minorAges: [17],
          elderly: 1,
          disabled: [{ age: 74, sex: 'male' }],
        }),
      ).lines,
    ).toEqual([
      { label: '상속재산가액', sign: '=', amount: 1_000_000_000, note: '입력하신 재산 총액' },
      NO_DEBTS,
      DEEMED_FUNERAL,
      NO_HEIR_GIFTS,
      {
        label: '상속세 과세가액',
        sign: '=',
        amount: 995_000_000,
        note: '재산 − 채무 − 장례비용 + 사전증여재산',
      },
      {
        label: '기초공제 + 인적공제',
        sign: '-',
        amount: 500_000_000,
        note: '기초 2억 원 + 자녀 2명 × 5,000만 원 + 미성년자 1명 2년 × 1,000만 원 + 65세 이상 1명 × 5,000만 원 (제20조제1항제3호) + 장애인 1명 기대여명 13년 × 1,000만 원 (제20조제1항제4호, 2024년 생명표) (제18조·제20조제1항제1호)',
      },
      NO_FINANCIAL,
      { label: '과세표준', sign: '=', amount: 495_000_000, note: '과세가액에서 공제를 뺀 금액' },
      {
        label: '산출세액',
        sign: '=',
        amount: 89_000_000,
        note: '세율 20%, 누진공제 1,000만 원 (제26조·제56조)',
      },
      NO_HEIR_GIFT_TAX,
      { label: '신고세액공제', sign: '-', amount: 2_670_000, note: FILING_NOTE },
      { label: '납부할 세액', sign: '=', amount: 86_330_000, note: PAYABLE_NOTE },
    ]);
  });

  it('배우자 단독 상속: 일괄공제 없이 기초공제, 배우자 상속공제 30억 (제19조, 제21조제1항 단서)', () => {
    // 기초 2억 only. 배우자: 법정상속분 40억 × 1.5 / 1.5 = 40억, 실제 40억 → 최대 30억.
    // 39억 9,500만 − 32억 = 7억 9,500만 × 30 % − 6,000만 = 1억 7,850만; 3 % 535만 5,000.
    expect(
      estimateInheritanceTax(
        inheritance({ estate: 4_000_000_000, hasSpouse: true, spouseInherits: 4_000_000_000 }),
      ).lines,
    ).toEqual([
      { label: '상속재산가액', sign: '=', amount: 4_000_000_000, note: '입력하신 재산 총액' },
      NO_DEBTS,
      DEEMED_FUNERAL,
      NO_HEIR_GIFTS,
      {
        label: '상속세 과세가액',
        sign: '=',
        amount: 3_995_000_000,
        note: '재산 − 채무 − 장례비용 + 사전증여재산',
      },
      {
        label: '기초공제 + 인적공제',
        sign: '-',
        amount: 200_000_000,
        note: '배우자 단독 상속이면 일괄공제 없이 기초공제 2억 원 (제18조·제20조제1항제1호)',
      },
      {
        label: '배우자 상속공제',
        sign: '-',
        amount: 3_000_000_000,
        note: '실제 상속분: 최소 5억 원, 최대는 30억 원과 법정상속분 한도 40억 원 중 적은 쪽 (제19조제1항). 배우자 혼자 상속: 배우자 법정상속분 1/1 (제19조제1항, 민법 제1009조제2항)',
      },
      NO_FINANCIAL,
      { label: '과세표준', sign: '=', amount: 795_000_000, note: '과세가액에서 공제를 뺀 금액' },
      {
        label: '산출세액',
        sign: '=',
        amount: 178_500_000,
        note: '세율 30%, 누진공제 6,000만 원 (제26조·제56조)',
      },
      NO_HEIR_GIFT_TAX,
      { label: '신고세액공제', sign: '-', amount: 5_355_000, note: FILING_NOTE },
      { label: '납부할 세액', sign: '=', amount: 173_145_000, note: PAYABLE_NOTE },
    ]);
  });

  it('배우자 법정상속분은 채무를 뺀 재산의 몫, 동거주택 상속공제는 제 줄 (제19조, 제23조의2)', () => {
    // 20억 − 채무 2억 − 500만 = 17억 9,500만. 배우자: (20억 − 2억) × 1.5 / 3.5 = 771,428,571.4
    // → 771,428,571 < 실제 10억. 동거주택 6억 − 담보 1억 = 5억. 공제 일괄 5억 + 771,428,571 + 5억
    // = 1,771,428,571 → 과세표준 23,571,429 × 10 % = 2,357,142.9 → 2,357,142; 3 % 70,714.
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 2_000_000_000,
        debts: 200_000_000,
        hasSpouse: true,
        spouseInherits: 1_000_000_000,
        children: 2,
        cohabitedHome: 600_000_000,
        cohabitedHomeDebt: 100_000_000,
      }),
    );
    expect(lineOf(estimate, '배우자 상속공제')).toEqual({
      label: '배우자 상속공제',
      sign: '-',
      amount: 771_428_571,
      note: '실제 상속분: 최소 5억 원, 최대는 30억 원과 법정상속분 한도 7억 7,142만 8,571원 중 적은 쪽 (제19조제1항). 자녀 2명과 함께 상속: 배우자 법정상속분 3/7 (제19조제1항, 민법 제1009조제2항)',
    });
    expect(lineOf(estimate, '동거주택 상속공제')).toEqual({
      label: '동거주택 상속공제',
      sign: '-',
      amount: 500_000_000,
      note: '주택가액에서 그 주택에 담보된 채무를 뺀 금액, 최대 6억 원 (제23조의2제1항)',
    });
    expect(lineOf(estimate, '공제적용 한도')).toBeUndefined();
    expect(estimate.base).toBe(23_571_429);
    expect(estimate.computedTax).toBe(2_357_142);
    expect(estimate.payable).toBe(2_286_428);
  });

  it('손자에게 간 유증만 한도에서 빠짐, 할증 30 %: the whole breakdown (제24조제1호, 제27조)', () => {
    // 6억 − 500만 = 5억 9,500만; 한도 5억 9,500만 − 3억 = 2억 9,500만, 일괄 5억 중 2억 500만은 적용
    // 안 됨. 과세표준 3억 × 20 % − 1,000만 = 5,000만; 할증 5,000만 × 3억/6억 × 30 % = 750만;
    // 5,750만 × 3 % = 172만 5,000 → 5,577만 5,000.
    expect(
      estimateInheritanceTax(
        inheritance({ estate: 600_000_000, children: 1, skippedShare: 300_000_000 }),
      ).lines,
    ).toEqual([
      { label: '상속재산가액', sign: '=', amount: 600_000_000, note: '입력하신 재산 총액' },
      NO_DEBTS,
      DEEMED_FUNERAL,
      NO_HEIR_GIFTS,
      {
        label: '상속세 과세가액',
        sign: '=',
        amount: 595_000_000,
        note: '재산 − 채무 − 장례비용 + 사전증여재산',
      },
      {
        label: '일괄공제',
        sign: '-',
        amount: 500_000_000,
        note: '기초공제와 인적공제의 합 2억 5,000만 원보다 큰 5억 원 (제21조)',
      },
      NO_FINANCIAL,
      {
        label: '공제적용 한도',
        sign: '+',
        amount: 205_000_000,
        note: '공제는 과세가액에서 상속인 아닌 손자녀 등에게 간 재산을 뺀 2억 9,500만 원까지만 적용됩니다 (제24조)',
      },
      { label: '과세표준', sign: '=', amount: 300_000_000, note: '과세가액에서 공제를 뺀 금액' },
      {
        label: '산출세액',
        sign: '=',
        amount: 50_000_000,
        note: '세율 20%, 누진공제 1,000만 원 (제26조·제56조)',
      },
      {
        label: '세대생략 할증',
        sign: '+',
        amount: 7_500_000,
        note: '산출세액 중 손자녀 등이 받는 3억 원의 몫에 30% (제27조)',
      },
      NO_HEIR_GIFT_TAX,
      { label: '신고세액공제', sign: '-', amount: 1_725_000, note: FILING_NOTE },
      { label: '납부할 세액', sign: '=', amount: 55_775_000, note: PAYABLE_NOTE },
    ]);
  });

  it('사전증여와 손자 유증이 함께 한도를 줄이고, 할증의 몫은 사전증여를 더한 재산에서 (제19·24·27조)', () => {
    // 과세가액 10억 − 500만 + 사전증여 10억 = 19억 9,500만 > 5억 → 한도 19억 9,500만 − 손자 2억 −
    // (10억 − 받은 공제 1억) = 8억 9,500만. 배우자: (10억 + 10억 − 2억) × 1.5/3.5 = 771,428,571.4 →
    // 771,428,571 < 실제 8억. 공제 5억 + 771,428,571 = 1,271,428,571 → 376,428,571 적용 안 됨.
    // 과세표준 11억 × 40 % − 1억 6,000만 = 2억 8,000만; 할증 2억 8,000만 × 2억/(10억 + 10억) × 30 %
    // = 840만; 2억 8,840만 × 3 % = 865만 2,000 → 2억 7,974만 8,000 (그때 낸 증여세는 넣지 않음).
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 1_000_000_000,
        hasSpouse: true,
        spouseInherits: 800_000_000,
        children: 2,
        heirGifts: 1_000_000_000,
        heirGiftDeductions: 100_000_000,
        skippedShare: 200_000_000,
      }),
    );
    expect(lineOf(estimate, '배우자 상속공제')).toEqual({
      label: '배우자 상속공제',
      sign: '-',
      amount: 771_428_571,
      note: '실제 상속분: 최소 5억 원, 최대는 30억 원과 법정상속분 한도 7억 7,142만 8,571원 중 적은 쪽 (제19조제1항). 자녀 2명과 함께 상속: 배우자 법정상속분 3/7 (제19조제1항, 민법 제1009조제2항)',
    });
    expect(lineOf(estimate, '공제적용 한도')).toEqual({
      label: '공제적용 한도',
      sign: '+',
      amount: 376_428_571,
      note: '공제는 과세가액에서 상속인 아닌 손자녀 등에게 간 재산과 사전증여재산(증여 때 받은 공제 차감)을 뺀 8억 9,500만 원까지만 적용됩니다 (제24조)',
    });
    expect(lineOf(estimate, '세대생략 할증')).toEqual({
      label: '세대생략 할증',
      sign: '+',
      amount: 8_400_000,
      note: '산출세액 중 손자녀 등이 받는 2억 원의 몫에 30% (제27조)',
    });
    expect(estimate.base).toBe(1_100_000_000);
    expect(estimate.computedTax).toBe(280_000_000);
    expect(estimate.payable).toBe(279_748_000);
  });

  it('과세가액 3억 + 사전증여 10억: the §24 note names the gifts added back (제24조제3호)', () => {
    // 한도 12억 9,500만 − (10억 − 5,000만) = 3억 4,500만; 일괄 5억 − 3억 4,500만 = 1억 5,500만.
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 300_000_000,
        children: 2,
        heirGifts: 1_000_000_000,
        heirGiftDeductions: 50_000_000,
      }),
    );
    expect(lineOf(estimate, '공제적용 한도')).toEqual({
      label: '공제적용 한도',
      sign: '+',
      amount: 155_000_000,
      note: '공제는 과세가액에서 사전증여재산(증여 때 받은 공제 차감)을 뺀 3억 4,500만 원까지만 적용됩니다 (제24조)',
    });
  });

  it('과세가액 정확히 5억: 한도는 과세가액 그대로, 과세표준 0의 산출세액 (제24조 단서)', () => {
    // 2억 500만 − 500만 + 사전증여 3억 = 5억, 5억 초과가 아니므로 사전증여를 빼지 않음 → 한도 5억.
    // 배우자: (2억 500만 + 3억) × 1.5/2.5 = 3억 300만, 실제 1억 → 최소 5억. 공제 일괄 5억 + 5억 =
    // 10억 → 5억 적용 안 됨; 과세표준 0 → 세액 0, 첫 구간의 세율로 표시.
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 205_000_000,
        hasSpouse: true,
        spouseInherits: 100_000_000,
        children: 1,
        heirGifts: 300_000_000,
      }),
    );
    expect(lineOf(estimate, '배우자 상속공제')).toEqual({
      label: '배우자 상속공제',
      sign: '-',
      amount: 500_000_000,
      note: '실제 상속분: 최소 5억 원, 최대는 30억 원과 법정상속분 한도 3억 300만 원 중 적은 쪽 (제19조제1항). 자녀 1명과 함께 상속: 배우자 법정상속분 3/5 (제19조제1항, 민법 제1009조제2항)',
    });
    expect(lineOf(estimate, '공제적용 한도')).toEqual({
      label: '공제적용 한도',
      sign: '+',
      amount: 500_000_000,
      note: '공제는 과세가액 5억 원까지만 적용됩니다 (제24조)',
    });
    expect(lineOf(estimate, '산출세액')).toEqual({
      label: '산출세액',
      sign: '=',
      amount: 0,
      note: '세율 10%, 누진공제 0원 (제26조·제56조)',
    });
    expect(estimate.payable).toBe(0);
  });

  it.each([
    // 40억 − 500만 = 39억 9,500만; 한도 − 20억; 과세표준 34억 9,500만 → 12억 8,750만.
    // 정확히 20억: 초과 아님 → 30 %: 12억 8,750만 × 20/40 × 30 % = 1억 9,312만 5,000
    [2_000_000_000, 193_125_000, '산출세액 중 손자녀 등이 받는 20억 원의 몫에 30% (제27조)'],
    // 20억 1원: 40 %, 1,287,500,000 × 2,000,000,001 / 4,000,000,000 × 40 % → 257,500,000
    [
      2_000_000_001,
      257_500_000,
      '산출세액 중 손자녀 등이 받는 20억 1원의 몫에 40% (미성년자가 20억 원 넘게 받음) (제27조)',
    ],
  ])('미성년 손자가 40억 중 %d원: 세대생략 할증 line (제27조)', (skippedShare, amount, note) => {
    const estimate = estimateInheritanceTax(
      inheritance({ estate: 4_000_000_000, children: 2, skippedShare, skippedMinor: true }),
    );
    expect(lineOf(estimate, '세대생략 할증')).toEqual({
      label: '세대생략 할증',
      sign: '+',
      amount,
      note,
    });
  });

  it('손자에게 간 몫만 있고 재산이 0이면 할증 0, 나눗셈 없음 (제27조)', () => {
    // The form refuses a share above the estate; the arithmetic still has no whole to divide by:
    // 0 − 500만 → 0, 과세가액 0, 과세표준 0, 할증 0.
    const estimate = estimateInheritanceTax(inheritance({ skippedShare: 100_000_000 }));
    expect(lineOf(estimate, '세대생략 할증')?.amount).toBe(0);
    expect(estimate.payable).toBe(0);
  });

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

/** The amount of one line of a breakdown, by its label; 0 when the line is not shown. */
const lineAmount = (estimate: Estimate, label: string) =>
  estimate.lines.find((line) => line.label === label)?.amount ?? 0;

describe('the families who come: a second donor, co-heirs, the spouse’s gifts, 봉안, caps, debt', () => {
  const fromParent = giftFrom('adultDescendant');
  it.each<[string, () => Estimate, Expected]>([
    // ── 증여재산공제 shared by one class of donors (§53), gifts added only per donor (§47②) ──
    // 조부모 5,000만 (공제 모름 → 쓸 수 있던 만큼 5,000만) → 부모 1억: 남은 공제 0, 과세표준 1억
    // × 10 % = 1,000만; 3 % 30만 → 970만
    [
      '부모 1억, 그 전에 조부모 5,000만: 직계존속 공제를 다 씀 (제53조제2호, 제47조제2항)',
      () => estimateGiftTax(fromParent({ amount: 100_000_000, otherDonorGifts: 50_000_000 })),
      { base: 100_000_000, rate: 0.1, tax: 10_000_000, payable: 9_700_000 },
    ],
    // 조부모 49,999,999 → 남은 공제 1원: 과세표준 99,999,999 × 10 % → 9,999,999; 3 % 299,999
    [
      '부모 1억, 조부모 4,999만 9,999: 공제 1원 남음 (제53조제2호)',
      () => estimateGiftTax(fromParent({ amount: 100_000_000, otherDonorGifts: 49_999_999 })),
      { base: 99_999_999, rate: 0.1, tax: 9_999_999, payable: 9_700_000 },
    ],
    // 조부모 8,000만에 공제는 5,000만까지: 더 큰 증여도 5,000만만 씀 → 같은 결과
    [
      '부모 1억, 조부모 8,000만: 쓴 공제는 한도 5,000만까지 (제53조제2호)',
      () => estimateGiftTax(fromParent({ amount: 100_000_000, otherDonorGifts: 80_000_000 })),
      { base: 100_000_000, rate: 0.1, tax: 10_000_000, payable: 9_700_000 },
    ],
    // 부모 3,000만 (이전) + 조부모 5,000만에 공제 2,000만 (신고서) + 부모 1억 (지금): 과세가액
    // 1억 3,000만, 공제 5,000만 − 2,000만 = 3,000만 → 과세표준 1억 → 1,000만; 3 % → 970만
    [
      '부모 1억 + 이전 3,000만, 조부모 증여에 쓴 공제 2,000만: 남은 3,000만 (제53조제2호, 제47조제2항)',
      () =>
        estimateGiftTax(
          fromParent({
            amount: 100_000_000,
            earlierGifts: 30_000_000,
            otherDonorGifts: 50_000_000,
            otherDonorDeduction: 20_000_000,
          }),
        ),
      { base: 100_000_000, rate: 0.1, tax: 10_000_000, payable: 9_700_000 },
    ],
    // 미성년: 조부모 2,000만이 공제 2,000만을 다 씀 → 부모 2,000만 전부 과세표준 → 200만; 3 % 6만
    [
      '미성년 손주·자녀: 조부모 2,000만 뒤 부모 2,000만 (제53조제2호)',
      () =>
        estimateGiftTax(
          giftFrom('minorDescendant')({ amount: 20_000_000, otherDonorGifts: 20_000_000 }),
        ),
      { base: 20_000_000, rate: 0.1, tax: 2_000_000, payable: 1_940_000 },
    ],
    // 조부모 19,999,999 → 공제 1원 남음: 19,999,999 × 10 % → 1,999,999; 3 % 59,999 → 1,940,000
    [
      '미성년: 조부모 1,999만 9,999 뒤 부모 2,000만, 공제 1원 (제53조제2호)',
      () =>
        estimateGiftTax(
          giftFrom('minorDescendant')({ amount: 20_000_000, otherDonorGifts: 19_999_999 }),
        ),
      { base: 19_999_999, rate: 0.1, tax: 1_999_999, payable: 1_940_000 },
    ],
    // 자녀 둘이 부모에게: 먼저 준 자녀의 5,000만이 직계비속 공제를 다 씀 → 5,000만 × 10 % = 500만
    [
      '자녀 → 부모 5,000만, 다른 자녀가 먼저 5,000만: 직계비속 공제 한 번 (제53조제3호)',
      () =>
        estimateGiftTax(giftFrom('ascendant')({ amount: 50_000_000, otherDonorGifts: 50_000_000 })),
      { base: 50_000_000, rate: 0.1, tax: 5_000_000, payable: 4_850_000 },
    ],
    // 기타친족: 삼촌 1,000만 뒤 고모 1,000만 → 공제 0, 1,000만 × 10 % = 100만; 3 % 3만
    [
      '기타친족 1,000만, 다른 친족이 먼저 1,000만 (제53조제4호)',
      () =>
        estimateGiftTax(
          giftFrom('otherRelative')({ amount: 10_000_000, otherDonorGifts: 10_000_000 }),
        ),
      { base: 10_000_000, rate: 0.1, tax: 1_000_000, payable: 970_000 },
    ],
    // 배우자는 한 사람: 다른 증여자가 없음 → 6억 공제 그대로, 7억 − 6억 = 1억 → 1,000만
    [
      '배우자 7억: 다른 증여자 칸은 배우자 공제에 쓰이지 않음 (제53조제1호)',
      () =>
        estimateGiftTax(giftFrom('spouse')({ amount: 700_000_000, otherDonorGifts: 500_000_000 })),
      { base: 100_000_000, rate: 0.1, tax: 10_000_000, payable: 9_700_000 },
    ],

    // ── 부담부증여 (§47①) ──
    // 아파트 5억, 전세보증금 2억을 자녀가 넘겨받음: 3억 − 5,000만 = 2억 5,000만 × 20 % − 1,000만
    // = 4,000만; 3 % 120만 → 3,880만
    [
      '부담부증여: 아파트 5억, 넘겨받는 전세보증금 2억 (제47조제1항)',
      () => estimateGiftTax(fromParent({ amount: 500_000_000, assumedDebt: 200_000_000 })),
      { base: 250_000_000, rate: 0.2, tax: 40_000_000, payable: 38_800_000 },
    ],
    // 채무가 재산 전부: 증여세 과세가액 0
    [
      '부담부증여: 채무 5억 = 재산 5억, 과세가액 0 (제47조제1항)',
      () => estimateGiftTax(fromParent({ amount: 500_000_000, assumedDebt: 500_000_000 })),
      { base: 0, rate: 0.1, tax: 0, payable: 0 },
    ],
    // 5억 − 4억 4,950만 = 5,050만 − 5,000만 = 50만: 과세최저한 정확히 → 5만; 3 % 1,500 → 48,500
    [
      '부담부증여: 순증여 5,050만, 과세표준 50만 정확히 (제47조제1항, 제55조제2항)',
      () => estimateGiftTax(fromParent({ amount: 500_000_000, assumedDebt: 449_500_000 })),
      { base: 500_000, rate: 0.1, tax: 50_000, payable: 48_500 },
    ],
    // 채무 1원 더: 과세표준 499,999 < 50만 → 0
    [
      '부담부증여: 채무 1원 더, 과세표준 499,999 (제47조제1항, 제55조제2항)',
      () => estimateGiftTax(fromParent({ amount: 500_000_000, assumedDebt: 449_500_001 })),
      { base: 499_999, rate: 0.1, tax: 0, payable: 0 },
    ],
    // 조부모 → 성년 손주(부모 생존) 5억, 채무 2억: 과세표준 2억 5,000만, 4,000만; 할증은 넘겨받은
    // 채무를 뺀 증여 전부가 세대를 건너뜀 → 4,000만 × 30 % = 1,200만; (5,200만) 3 % 156만 → 5,044만
    [
      '부담부증여 + 세대생략: 할증은 채무를 뺀 증여에 (제47조제1항, 제57조제1항)',
      () =>
        estimateGiftTax(
          fromParent({
            amount: 500_000_000,
            assumedDebt: 200_000_000,
            skipsGeneration: true,
          }),
        ),
      { base: 250_000_000, rate: 0.2, tax: 40_000_000, surcharge: 12_000_000, payable: 50_440_000 },
    ],

    // ── 기납부세액공제 한도 (§58②) ──
    // 같은 부모에게 이전 1억 (공제 5,000만을 먼저 씀) + 지금 2억: 과세표준 3억 − 5,000만 = 2억
    // 5,000만 × 20 % − 1,000만 = 4,000만. 한도 4,000만 × (1억 − 5,000만) ÷ 2억 5,000만 = 800만.
    // 낸 세액 800만 정확히 → 800만 공제; 3,200만 × 3 % = 96만 → 3,104만
    [
      '기납부세액 800만 = 한도 800만 (제58조제2항)',
      () =>
        estimateGiftTax(
          fromParent({ amount: 200_000_000, earlierGifts: 100_000_000, earlierGiftTax: 8_000_000 }),
        ),
      { base: 250_000_000, rate: 0.2, tax: 40_000_000, payable: 31_040_000 },
    ],
    // 1원 더 내도 한도 800만까지
    [
      '기납부세액 800만 1원: 한도 800만까지 (제58조제2항)',
      () =>
        estimateGiftTax(
          fromParent({ amount: 200_000_000, earlierGifts: 100_000_000, earlierGiftTax: 8_000_001 }),
        ),
      { base: 250_000_000, rate: 0.2, tax: 40_000_000, payable: 31_040_000 },
    ],
    // 그때 실제로 낸 500만 (5,000만 × 10 %): 한도 안 → 500만; 3,500만 × 3 % = 105만 → 3,395만
    [
      '기납부세액 500만: 한도 안이라 그대로 (제58조제2항)',
      () =>
        estimateGiftTax(
          fromParent({ amount: 200_000_000, earlierGifts: 100_000_000, earlierGiftTax: 5_000_000 }),
        ),
      { base: 250_000_000, rate: 0.2, tax: 40_000_000, payable: 33_950_000 },
    ],

    // ── 봉안시설·자연장지 (시행령 §9②) ──
    // 상속인 없음 표시(일괄 5억). 20억 − (장례 1,000만 + 봉안 500만) = 19억 8,500만 − 5억 = 14억
    // 8,500만 × 40 % − 1억 6,000만 = 4억 3,400만; 3 % 1,302만 → 4억 2,098만
    [
      '장례 1,000만 + 봉안 500만: 1,500만 공제 (제14조, 시행령 제9조제2항)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            funeralCosts: 10_000_000,
            enshrinementCosts: 5_000_000,
          }),
        ),
      { base: 1_485_000_000, rate: 0.4, tax: 434_000_000, payable: 420_980_000 },
    ],
    // 봉안 500만 1원: 500만까지
    [
      '봉안 500만 1원: 500만까지 (시행령 제9조제2항제2호)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            funeralCosts: 10_000_000,
            enshrinementCosts: 5_000_001,
          }),
        ),
      { base: 1_485_000_000, rate: 0.4, tax: 434_000_000, payable: 420_980_000 },
    ],
    // 봉안 4,999,999: 과세표준 1,485,000,001 × 40 % = 594,000,000.4 → 594,000,000 − 1억 6,000만
    [
      '봉안 499만 9,999: 그대로 (시행령 제9조제2항제2호)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            funeralCosts: 10_000_000,
            enshrinementCosts: 4_999_999,
          }),
        ),
      { base: 1_485_000_001, rate: 0.4, tax: 434_000_000, payable: 420_980_000 },
    ],
    // 장례비 증빙 없음(500만으로 봄) + 봉안 300만 = 800만: 10억 − 800만 − 5억 = 4억 9,200만 × 20 %
    // − 1,000만 = 8,840만; 3 % 265만 2,000 → 8,574만 8,000
    [
      '장례비 없음 + 봉안 300만: 500만으로 보는 것은 장례비에만 (시행령 제9조제2항)',
      () =>
        estimateInheritanceTax(
          inheritance({ estate: 1_000_000_000, enshrinementCosts: 3_000_000 }),
        ),
      { base: 492_000_000, rate: 0.2, tax: 88_400_000, payable: 85_748_000 },
    ],

    // ── 자녀 없이 배우자와 부모님 (민법 §1000①2, §1003①, §1009②) ──
    // 20억, 배우자 10억 상속, 부모님 2명: 단독상속 아님 → 일괄 5억. 법정상속분 3/7: 20억 × 3/7 =
    // 857,142,857. 과세가액 19억 9,500만 − (5억 + 857,142,857) = 637,857,143 × 30 % =
    // 191,357,142 − 6,000만 = 131,357,142; 3 % 3,940,714 → 127,416,428
    [
      '배우자 + 돌아가신 분의 부모님 2명: 일괄공제, 배우자 몫 3/7 (제19조, 제21조, 민법 제1009조)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            hasSpouse: true,
            spouseInherits: 1_000_000_000,
            ascendantHeirs: 2,
          }),
        ),
      { base: 637_857_143, rate: 0.3, tax: 131_357_142, payable: 127_416_428 },
    ],
    // 부모님 1명: 3/5 → 12억 ≥ 실제 10억 → 배우자 공제 10억. 19억 9,500만 − 15억 = 4억 9,500만
    // × 20 % − 1,000만 = 8,900만; 3 % 267만 → 8,633만
    [
      '배우자 + 부모님 1명: 배우자 몫 3/5 (민법 제1009조제2항)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            hasSpouse: true,
            spouseInherits: 1_000_000_000,
            ascendantHeirs: 1,
          }),
        ),
      { base: 495_000_000, rate: 0.2, tax: 89_000_000, payable: 86_330_000 },
    ],
    // 같은 가족을 배우자 혼자로 보면: 기초 2억 + 배우자 10억 → 7억 9,500만 × 30 % − 6,000만 =
    // 1억 7,850만; 3 % 535만 5,000 → 1억 7,314만 5,000
    [
      '배우자 혼자 상속 (부모님 0명): 기초공제만 (제21조제1항 단서)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 2_000_000_000,
            hasSpouse: true,
            spouseInherits: 1_000_000_000,
          }),
        ),
      { base: 795_000_000, rate: 0.3, tax: 178_500_000, payable: 173_145_000 },
    ],

    // ── 배우자 자신의 사전증여 (제19조제1항제1호, 시행령 제17조제1항) ──
    // 30억, 배우자 + 자녀 2, 배우자가 20억 상속, 배우자에게 10년 안에 8억 증여 (공제 6억).
    // 과세가액 30억 − 500만 + 8억 = 37억 9,500만. 한도: 38억 × 3/7 = 1,628,571,428 − (8억 − 6억)
    // = 1,428,571,428. 공제 5억 + 1,428,571,428; 제24조 한도 37억 9,500만 − 2억 = 35억 9,500만.
    // 과세표준 1,866,428,572 × 40 % = 746,571,428 − 1억 6,000만 = 586,571,428; 3 % 17,597,142
    [
      '배우자 사전증여 8억: 한도에서 과세표준 2억을 뺌 (제19조제1항제1호)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 3_000_000_000,
            hasSpouse: true,
            spouseInherits: 2_000_000_000,
            children: 2,
            heirGifts: 800_000_000,
            heirGiftDeductions: 600_000_000,
            spouseGifts: 800_000_000,
          }),
        ),
      { base: 1_866_428_572, rate: 0.4, tax: 586_571_428, payable: 568_974_286 },
    ],
    // 배우자 증여 6억 정확히: 과세표준 0, 한도 36억 × 3/7 = 1,542,857,142. 과세표준 35억 9,500만
    // − 2,042,857,142 = 1,552,142,858 × 40 % = 620,857,143 − 1억 6,000만 = 460,857,143;
    // 3 % 13,825,714 → 447,031,429
    [
      '배우자 사전증여 6억 정확히: 한도 그대로 (제19조제1항제1호)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 3_000_000_000,
            hasSpouse: true,
            spouseInherits: 2_000_000_000,
            children: 2,
            heirGifts: 600_000_000,
            heirGiftDeductions: 600_000_000,
            spouseGifts: 600_000_000,
          }),
        ),
      { base: 1_552_142_858, rate: 0.4, tax: 460_857_143, payable: 447_031_429 },
    ],
    // 6억 1원: 36억 1원 × 3/7 = 1,542,857,143 − 1 = 1,542,857,142 (같은 한도). 과세가액이 1원
    // 커서 과세표준 1,552,142,859; × 40 % = 620,857,143.6 → 같은 세액
    [
      '배우자 사전증여 6억 1원: 과세표준 1원이 한도에서 빠짐 (제19조제1항제1호)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 3_000_000_000,
            hasSpouse: true,
            spouseInherits: 2_000_000_000,
            children: 2,
            heirGifts: 600_000_001,
            heirGiftDeductions: 600_000_000,
            spouseGifts: 600_000_001,
          }),
        ),
      { base: 1_552_142_859, rate: 0.4, tax: 460_857_143, payable: 447_031_429 },
    ],

    // ── 증여세액공제 한도 (§28②) ──
    // 10억, 자녀 1명 (배우자 없음), 자녀에게 5억 증여 (공제 5,000만). 과세가액 14억 9,500만, 일괄
    // 5억 (한도 10억 4,500만 안). 과세표준 9억 9,500만 × 30 % − 6,000만 = 2억 3,850만. 한도
    // 2억 3,850만 × 4억 5,000만 ÷ 9억 9,500만 = 107,864,321. 그때 낸 8,000만은 한도 안:
    // 1억 5,850만 × 3 % = 475만 5,000 → 1억 5,374만 5,000
    [
      '사전증여 세액 8,000만: 한도 107,864,321 안 (제28조제2항)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 1_000_000_000,
            children: 1,
            heirGifts: 500_000_000,
            heirGiftDeductions: 50_000_000,
            heirGiftTax: 80_000_000,
          }),
        ),
      { base: 995_000_000, rate: 0.3, tax: 238_500_000, payable: 153_745_000 },
    ],
    // 한도 정확히: 2억 3,850만 − 107,864,321 = 130,635,679; 3 % 3,919,070 → 126,716,609
    [
      '사전증여 세액 = 한도 107,864,321 (제28조제2항)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 1_000_000_000,
            children: 1,
            heirGifts: 500_000_000,
            heirGiftDeductions: 50_000_000,
            heirGiftTax: 107_864_321,
          }),
        ),
      { base: 995_000_000, rate: 0.3, tax: 238_500_000, payable: 126_716_609 },
    ],
    // 1원 더: 한도까지만
    [
      '사전증여 세액 한도 + 1원: 한도까지 (제28조제2항)',
      () =>
        estimateInheritanceTax(
          inheritance({
            estate: 1_000_000_000,
            children: 1,
            heirGifts: 500_000_000,
            heirGiftDeductions: 50_000_000,
            heirGiftTax: 107_864_322,
          }),
        ),
      { base: 995_000_000, rate: 0.3, tax: 238_500_000, payable: 126_716_609 },
    ],
  ])('%s', (_, estimate, expected) => expectEstimate(estimate(), expected));

  it.each([
    ['기납부세액 800만 1원 → 800만', 8_000_001, 8_000_000],
    ['기납부세액 800만 → 800만', 8_000_000, 8_000_000],
    ['기납부세액 500만 → 500만', 5_000_000, 5_000_000],
  ])('§58② credit line: %s (제58조제2항)', (_, paid, credited) => {
    const estimate = estimateGiftTax(
      fromParent({ amount: 200_000_000, earlierGifts: 100_000_000, earlierGiftTax: paid }),
    );
    expect(lineAmount(estimate, '기납부세액공제')).toBe(credited);
    expect(estimate.lines.find((line) => line.label === '기납부세액공제')?.note).toBe(
      '10년 내 증여의 증여세 산출세액, 한도는 세액 × 그 증여의 과세표준 5,000만 원 ÷ 과세표준 = 800만 원 (제58조제2항)',
    );
  });

  it('names the spouse’s co-heirs and share: 부모님 2명, 3/7 (민법 제1009조제2항)', () => {
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 2_000_000_000,
        hasSpouse: true,
        spouseInherits: 1_000_000_000,
        ascendantHeirs: 2,
      }),
    );
    expect(lineAmount(estimate, '일괄공제')).toBe(500_000_000);
    expect(estimate.lines.find((line) => line.label === '배우자 상속공제')).toEqual({
      label: '배우자 상속공제',
      sign: '-',
      amount: 857_142_857,
      note: '실제 상속분: 최소 5억 원, 최대는 30억 원과 법정상속분 한도 8억 5,714만 2,857원 중 적은 쪽 (제19조제1항). 자녀·손주가 없어 돌아가신 분의 부모님 2명과 함께 상속: 배우자 법정상속분 3/7 (제19조제1항, 민법 제1009조제2항)',
    });
  });

  it('names the debt taken over and the donor’s 양도소득세 as a tax the firm computes (제47조제1항)', () => {
    const estimate = estimateGiftTax(fromParent({ amount: 500_000_000, assumedDebt: 200_000_000 }));
    const debt = estimate.lines.find((line) => line.label === '넘겨받는 채무 (부담부증여)');
    expect(debt).toMatchObject({ sign: '-', amount: 200_000_000 });
    expect(debt?.note).toContain('양도소득세');
    expect(debt?.note).toContain('세무사가 계산');
    expect(lineAmount(estimate, '증여세 과세가액')).toBe(300_000_000);
  });

  it('names what other donors used of the allowance: 5,000만 − 2,000만 (제53조제2호)', () => {
    const estimate = estimateGiftTax(
      fromParent({
        amount: 100_000_000,
        otherDonorGifts: 50_000_000,
        otherDonorDeduction: 20_000_000,
      }),
    );
    expect(estimate.lines.find((line) => line.label === '증여재산공제')).toMatchObject({
      amount: 30_000_000,
      note: expect.stringContaining('다른 분께 받은 증여에 쓴 2,000만 원을 뺀 나머지'),
    });
  });

  it('shows 봉안·자연장지 in the funeral line: 1,000만 + 500만 (시행령 제9조제2항)', () => {
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 2_000_000_000,
        funeralCosts: 20_000_000,
        enshrinementCosts: 9_000_000,
      }),
    );
    expect(estimate.lines.find((line) => line.label === '장례비용')).toMatchObject({
      amount: 15_000_000,
      note: '최소 500만 원, 최대 1,000만 원 + 봉안시설·자연장지 비용 최대 500만 원 (제14조제1항제2호, 시행령 제9조제2항제2호)',
    });
  });
});

describe('간주상속재산 (제8조·제10조) and 추정상속재산 (제15조, 시행령 제11조제4항)', () => {
  // No spouse, no child: 일괄공제 5억 (§21), 장례비용 500만 deemed (§14).
  const tenEok = (over: Parameters<typeof inheritance>[0]) =>
    estimateInheritanceTax(inheritance({ estate: 1_000_000_000, ...over }));
  it.each<[string, () => Estimate, Expected]>([
    // 10억 + 보험금 2억 = 12억 − 500만 = 11억 9,500만. 금융재산공제: 보험금 2억 > 1억 → 20 % = 4,000만.
    // 과세표준 11억 9,500만 − 5억 4,000만 = 6억 5,500만 × 30 % − 6,000만 = 1억 3,650만; 3 % → 1억 3,240만 5,000
    [
      '보험금 2억: 상속재산으로 보고 금융재산 상속공제도 (제8조, 제22조)',
      () => tenEok({ insurance: 200_000_000 }),
      { base: 655_000_000, rate: 0.3, tax: 136_500_000, payable: 132_405_000 },
    ],
    // 퇴직금 2억은 금융재산공제 없음: 6억 9,500만 × 30 % − 6,000만 = 1억 4,850만; 3 % → 1억 4,404만 5,000
    [
      '퇴직금 2억: 상속재산으로 보되 금융재산공제는 없음 (제10조)',
      () => tenEok({ retirementPay: 200_000_000 }),
      { base: 695_000_000, rate: 0.3, tax: 148_500_000, payable: 144_045_000 },
    ],
    // 1년 안 정확히 2억, 모르는 돈 1억: 1억 − min(2억 × 20 % = 4,000만, 2억) = 6,000만 추정.
    // 10억 6,000만 − 500만 − 5억 = 5억 5,500만 × 30 % − 6,000만 = 1억 650만; 3 % → 1억 330만 5,000
    [
      '1년 안 2억 정확히, 모르는 돈 1억: 6,000만 추정 (제15조제1항제1호)',
      () => tenEok({ withdrawnYear: 200_000_000, unexplained: 100_000_000 }),
      { base: 555_000_000, rate: 0.3, tax: 106_500_000, payable: 103_305_000 },
    ],
    // 1년 안 2억 − 1원 (2년도 같음): 추정 없음. 4억 9,500만 × 20 % − 1,000만 = 8,900만; 3 % → 8,633만
    [
      '1년 안 1억 9,999만 9,999: 추정 없음 (제15조제1항제1호)',
      () =>
        tenEok({
          withdrawnYear: 199_999_999,
          withdrawnTwoYears: 199_999_999,
          unexplained: 100_000_000,
        }),
      { base: 495_000_000, rate: 0.2, tax: 89_000_000, payable: 86_330_000 },
    ],
    // 2년 안 정확히 5억 (1년 안 1억), 모르는 돈 3억: 3억 − min(1억, 2억) = 2억 추정 → 과세표준
    // 6억 9,500만 → 1억 4,850만; 3 % → 1억 4,404만 5,000
    [
      '2년 안 5억 정확히, 모르는 돈 3억: 2억 추정 (제15조제1항제1호)',
      () =>
        tenEok({
          withdrawnYear: 100_000_000,
          withdrawnTwoYears: 500_000_000,
          unexplained: 300_000_000,
        }),
      { base: 695_000_000, rate: 0.3, tax: 148_500_000, payable: 144_045_000 },
    ],
    // 2년 안 5억 − 1원: 추정 없음
    [
      '2년 안 4억 9,999만 9,999: 추정 없음 (제15조제1항제1호)',
      () =>
        tenEok({
          withdrawnYear: 100_000_000,
          withdrawnTwoYears: 499_999_999,
          unexplained: 300_000_000,
        }),
      { base: 495_000_000, rate: 0.2, tax: 89_000_000, payable: 86_330_000 },
    ],
    // 빼 주는 금액이 정확히 2억: 10억 × 20 % = 2억. 3억 − 2억 = 1억 추정. 10억 9,500만 − 5억 =
    // 5억 9,500만 × 30 % − 6,000만 = 1억 1,850만; 3 % 355만 5,000 → 1억 1,494만 5,000
    [
      '1년 안 10억, 모르는 돈 3억: 빼 주는 금액 20 % = 2억 (시행령 제11조제4항)',
      () => tenEok({ withdrawnYear: 1_000_000_000, unexplained: 300_000_000 }),
      { base: 595_000_000, rate: 0.3, tax: 118_500_000, payable: 114_945_000 },
    ],
    // 15억 × 20 % = 3억 > 2억 → 2억까지: 10억 − 2억 = 8억 추정. 17억 9,500만 − 5억 = 12억 9,500만
    // × 40 % − 1억 6,000만 = 3억 5,800만; 3 % 1,074만 → 3억 4,726만
    [
      '1년 안 15억, 모르는 돈 10억: 빼 주는 금액은 2억까지 (시행령 제11조제4항)',
      () => tenEok({ withdrawnYear: 1_500_000_000, unexplained: 1_000_000_000 }),
      { base: 1_295_000_000, rate: 0.4, tax: 358_000_000, payable: 347_260_000 },
    ],
    // 모르는 돈 5,000만 < 빼 주는 6,000만 (3억 × 20 %): 추정 0
    [
      '1년 안 3억, 모르는 돈 5,000만: 빼 주는 금액 이하라 0 (시행령 제11조제4항)',
      () => tenEok({ withdrawnYear: 300_000_000, unexplained: 50_000_000 }),
      { base: 495_000_000, rate: 0.2, tax: 89_000_000, payable: 86_330_000 },
    ],
  ])('%s', (_, estimate, expected) => expectEstimate(estimate(), expected));

  it('lists the deemed and the presumed amounts as their own lines', () => {
    const estimate = tenEok({
      insurance: 100_000_000,
      retirementPay: 50_000_000,
      withdrawnYear: 200_000_000,
      unexplained: 100_000_000,
    });
    expect(lineAmount(estimate, '간주상속재산 (보험금·퇴직금)')).toBe(150_000_000);
    expect(lineAmount(estimate, '추정상속재산')).toBe(60_000_000);
    expect(lineAmount(estimate, '상속세 과세가액')).toBe(1_205_000_000);
  });
});

describe('co-heirs as a family names them (민법 제1000·1001·1003·1009·1010·1043조, 제19·20·21조)', () => {
  const shares = (estimate: Estimate) => estimate.shares;
  // 20억, 배우자가 실제로 10억: 장례비용 500만 (제14조) → 과세가액 19억 9,500만. 법정상속분의
  // 한도는 재산 20억 (채무 없음) × 배우자 몫. 기초 2억 + 자녀 1명당 5,000만 < 5억 → 일괄 5억.
  it('대습상속: 자녀 1명과 먼저 돌아가신 자녀의 손주 2명 → 배우자 3/7, 손주 각 1/7 (민법 제1010조, 제19조제1항)', () => {
    // 공동상속인: 자녀 1 + 대습 1줄 = 2 → 배우자 3/(3+4) = 3/7; 20억 × 3/7 = 857,142,857.1 →
    // 857,142,857 < 10억 → 배우자 상속공제 857,142,857. 공제 5억 + 857,142,857 = 1,357,142,857.
    // 과세표준 1,995,000,000 − 1,357,142,857 = 637,857,143 × 30 % = 191,357,142.9 → 191,357,142
    // − 6,000만 = 131,357,142; 3 % 3,940,714.26 → 3,940,714 → 127,416,428
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 2_000_000_000,
        hasSpouse: true,
        spouseInherits: 1_000_000_000,
        children: 1,
        representedLines: [2],
      }),
    );
    expect(lineAmount(estimate, '배우자 상속공제')).toBe(857_142_857);
    expectEstimate(estimate, {
      base: 637_857_143,
      rate: 0.3,
      tax: 131_357_142,
      payable: 127_416_428,
    });
    // 자녀 2 : 대습 1줄 2 (손주 둘이 나눠 각 1/7) : 배우자 3
    expect(shares(estimate)).toEqual([
      '배우자 3/7',
      '자녀 1명 2/7',
      '먼저 돌아가신 자녀 1의 자녀(손주) 2명 각 1/7',
    ]);
  });

  it('대습 1줄이 없으면 자녀 1명뿐: 배우자 3/5 → 한도 12억, 실제 10억 그대로 (민법 제1009조제2항)', () => {
    // 20억 × 3/5 = 12억 > 10억 → 배우자 상속공제 10억. 공제 15억 → 과세표준 4억 9,500만 × 20 %
    // = 9,900만 − 1,000만 = 8,900만; 3 % 267만 → 8,633만
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 2_000_000_000,
        hasSpouse: true,
        spouseInherits: 1_000_000_000,
        children: 1,
      }),
    );
    expect(lineAmount(estimate, '배우자 상속공제')).toBe(1_000_000_000);
    expectEstimate(estimate, {
      base: 495_000_000,
      rate: 0.2,
      tax: 89_000_000,
      payable: 86_330_000,
    });
    expect(shares(estimate)).toEqual(['배우자 3/5', '자녀 1명 2/5']);
  });

  it('상속포기: 자녀 2명 중 1명 포기 → 보이는 몫은 3/5, 공제 한도는 포기 전 3/7 (민법 제1043조, 제19조제1항)', () => {
    // 배우자가 실제로 12억 (= 포기 후 몫 3/5 × 20억) 받아도 한도는 20억 × 3/7 = 857,142,857.
    // 일괄 5억 (기초 2억 + 자녀 2명 1억 = 3억 < 5억): 위 대습상속 사례와 같은 과세표준과 세액
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 2_000_000_000,
        hasSpouse: true,
        spouseInherits: 1_200_000_000,
        children: 2,
        renounced: 1,
      }),
    );
    expect(lineAmount(estimate, '배우자 상속공제')).toBe(857_142_857);
    expectEstimate(estimate, {
      base: 637_857_143,
      rate: 0.3,
      tax: 131_357_142,
      payable: 127_416_428,
    });
    expect(shares(estimate)).toEqual([
      '배우자 3/5',
      '자녀 1명 2/5',
      '자녀 1명 상속포기, 몫 없음 (민법 제1042조·제1043조)',
    ]);
    expect(estimate.lines.find((line) => line.label === '배우자 상속공제')?.note).toContain(
      '배우자 법정상속분 3/7, 상속포기가 없었을 때의 몫',
    );
  });

  it('자녀 모두 포기: 배우자 혼자 1/1 받지만 일괄공제는 그대로 (대법원 2020그42, 제21조제1항)', () => {
    // 배우자 20억 전부, 한도는 포기 전 3/7 → 857,142,857; 일괄 5억 (배우자 단독 상속인이 아님).
    const estimate = estimateInheritanceTax(
      inheritance({
        estate: 2_000_000_000,
        hasSpouse: true,
        spouseInherits: 2_000_000_000,
        children: 2,
        renounced: 2,
      }),
    );
    expect(lineAmount(estimate, '일괄공제')).toBe(500_000_000);
    expectEstimate(estimate, {
      base: 637_857_143,
      rate: 0.3,
      tax: 131_357_142,
      payable: 127_416_428,
    });
    expect(shares(estimate)).toEqual([
      '배우자 1/1',
      '자녀 2명 상속포기, 몫 없음 (민법 제1042조·제1043조)',
    ]);
  });

  it('자녀공제는 자녀에게만: 자녀 6명이면 기초+인적 정확히 5억, 자녀 5명 + 손주 줄 1이면 4억 5,000만 → 일괄 (제20조제1항제1호, 제21조)', () => {
    // 2억 + 6 × 5,000만 = 5억: 일괄공제 5억보다 크지 않으니 항목별 5억 그대로 (같은 금액)
    const six = estimateInheritanceTax(inheritance({ estate: 1_000_000_000, children: 6 }));
    expect(lineAmount(six, '기초공제 + 인적공제')).toBe(500_000_000);
    // 2억 + 5 × 5,000만 = 4억 5,000만 (대습상속 손주는 자녀공제 없음) < 5억 → 일괄공제
    const fivePlusLine = estimateInheritanceTax(
      inheritance({ estate: 1_000_000_000, children: 5, representedLines: [1] }),
    );
    expect(lineAmount(fivePlusLine, '일괄공제')).toBe(500_000_000);
    // 10억 − 500만 − 5억 = 4억 9,500만 × 20 % − 1,000만 = 8,900만; 3 % → 8,633만 (둘 다)
    for (const estimate of [six, fivePlusLine]) {
      expectEstimate(estimate, {
        base: 495_000_000,
        rate: 0.2,
        tax: 89_000_000,
        payable: 86_330_000,
      });
    }
  });

  it('형제자매: 배우자·자녀·부모님이 없을 때만, 각 1/3; 세액은 일괄공제 그대로 (민법 제1000조제1항제3호)', () => {
    const estimate = estimateInheritanceTax(inheritance({ estate: 1_000_000_000, siblings: 3 }));
    expect(shares(estimate)).toEqual(['형제자매 3명 각 1/3']);
    expectEstimate(estimate, {
      base: 495_000_000,
      rate: 0.2,
      tax: 89_000_000,
      payable: 86_330_000,
    });
  });
});

describe('co-heirs as typed (parseCalculator): each count at its limit and one past', () => {
  const heirs = (typed: Partial<CalculatorValues>) => {
    const parsed = parseTyped('inheritance', { estate: '10억', ...typed });
    return parsed.ok && parsed.input.mode === 'inheritance' ? parsed.input.inheritance : parsed;
  };
  it('손주 수: 한 줄에 10명까지, 11명은 메시지 (민법 제1001조)', () => {
    expect(heirs({ children: '0', representedLines: '10' })).toMatchObject({
      representedLines: [10],
    });
    expect(heirs({ representedLines: '11' })).toEqual({
      ok: false,
      errors: { representedLines: M.representedLinesInvalid },
    });
    expect(heirs({ representedLines: '0' })).toMatchObject({ ok: false });
    expect(heirs({ representedLines: '2, 1명' })).toMatchObject({ representedLines: [2, 1] });
    expect(heirs({ representedLines: Array(10).fill('1').join(',') })).toMatchObject({
      representedLines: Array(10).fill(1),
    });
    expect(heirs({ representedLines: Array(11).fill('1').join(',') })).toMatchObject({ ok: false });
  });

  it('미성년자: 자녀와 대습상속 손주를 합친 수까지 (제20조제1항제2호)', () => {
    expect(heirs({ children: '1', representedLines: '2', minorAges: '3, 5, 7' })).toMatchObject({
      minorAges: [3, 5, 7],
    });
    expect(heirs({ children: '1', representedLines: '2', minorAges: '3, 5, 7, 9' })).toEqual({
      ok: false,
      errors: { minorAges: M.tooManyMinors },
    });
  });

  it('상속포기: 배우자가 있으면 자녀 전부까지, 한 명 더는 메시지; 배우자가 없으면 전부는 메시지 (민법 제1043조)', () => {
    expect(heirs({ children: '2', renounced: '2' })).toMatchObject({ renounced: 2 });
    expect(heirs({ children: '2', renounced: '3' })).toEqual({
      ok: false,
      errors: { renounced: M.tooManyRenounced },
    });
    expect(heirs({ spouse: 'no', children: '2', renounced: '1' })).toMatchObject({ renounced: 1 });
    expect(heirs({ spouse: 'no', children: '2', renounced: '2' })).toEqual({
      ok: false,
      errors: { renounced: M.everyoneRenounced },
    });
    // With a grandchild line left, the children's renouncing leaves descendants who inherit.
    expect(
      heirs({ spouse: 'no', children: '2', representedLines: '1', renounced: '2' }),
    ).toMatchObject({ renounced: 2 });
  });

  it('다음 순위는 앞 순위가 없을 때만: 배우자가 있으면 형제자매 0, 자녀가 있으면 부모님 0 (민법 제1000·1003조)', () => {
    expect(heirs({ spouse: 'yes', children: '0', siblings: '3' })).toMatchObject({ siblings: 0 });
    expect(heirs({ spouse: 'no', children: '0', siblings: '3' })).toMatchObject({ siblings: 3 });
    expect(
      heirs({ spouse: 'no', children: '0', ascendantHeirs: '1', siblings: '3' }),
    ).toMatchObject({ siblings: 0, ascendantHeirs: 1 });
    expect(heirs({ children: '0', representedLines: '1', ascendantHeirs: '2' })).toMatchObject({
      ascendantHeirs: 0,
    });
  });
});
