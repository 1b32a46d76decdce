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
