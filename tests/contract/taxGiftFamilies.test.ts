import { describe, expect, it } from 'vitest';
import { type Estimate, estimateGiftTax } from '../../contract/taxEstimate';
import { type Expected, expectEstimate, lineAmount } from './support/taxCaseChecks';
import { giftFrom } from './support/taxInputs';

// Cases worked out by hand from 상속세 및 증여세법 (decision 100). Every expected figure
// is a literal with its working; none is computed by calling the code under test. Brackets (§26):
// ≤1억 10 %; ≤5억 20 % − 1,000만; ≤10억 30 % − 6,000만; ≤30억 40 % − 1억 6,000만; above 50 % −
// 4억 6,000만. Every product of a rate is rounded down to the won; 신고세액공제 3 % (§69).

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
});
