import { describe, expect, it } from 'vitest';
import { type Estimate, estimateInheritanceTax } from '../../contract/taxEstimate';
import { type Expected, expectEstimate, lineAmount } from './support/taxCaseChecks';
import { inheritance } from './support/taxInputs';

// Cases worked out by hand from 상속세 및 증여세법 (decision 100). Every expected figure
// is a literal with its working; none is computed by calling the code under test. Brackets (§26):
// ≤1억 10 %; ≤5억 20 % − 1,000만; ≤10억 30 % − 6,000만; ≤30억 40 % − 1억 6,000만; above 50 % −
// 4억 6,000만. Every product of a rate is rounded down to the won; 신고세액공제 3 % (§69).

describe('the families who come: a second donor, co-heirs, the spouse’s gifts, 봉안, caps, debt', () => {
  it.each<[string, () => Estimate, Expected]>([
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
