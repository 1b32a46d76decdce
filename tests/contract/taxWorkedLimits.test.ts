import { describe, it } from 'vitest';
import { estimateGiftTax, estimateInheritanceTax } from '../../contract/taxEstimate';
import { type Expected, expectEstimate, gift } from './support/taxCaseChecks';
import { inheritance } from './support/taxInputs';

// Cases worked out by hand from 상속세 및 증여세법 (decision 100). Every expected figure
// is a literal with its working; none is computed by calling the code under test. Brackets (§26):
// ≤1억 10 %; ≤5억 20 % − 1,000만; ≤10억 30 % − 6,000만; ≤30억 40 % − 1억 6,000만; above 50 % −
// 4억 6,000만. Every product of a rate is rounded down to the won; 신고세액공제 3 % (§69).

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
  ])('%s', (_, estimate, expected) => {
    expectEstimate(estimate(), expected);
  });
});
