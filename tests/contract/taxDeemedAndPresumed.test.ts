import { describe, expect, it } from 'vitest';
import { type Estimate, estimateInheritanceTax } from '../../contract/taxEstimate';
import { type Expected, expectEstimate, lineAmount } from './support/taxCaseChecks';
import { inheritance } from './support/taxInputs';

// Cases worked out by hand from 상속세 및 증여세법 (decision 100). Every expected figure
// is a literal with its working; none is computed by calling the code under test. Brackets (§26):
// ≤1억 10 %; ≤5억 20 % − 1,000만; ≤10억 30 % − 6,000만; ≤30억 40 % − 1억 6,000만; above 50 % −
// 4억 6,000만. Every product of a rate is rounded down to the won; 신고세액공제 3 % (§69).

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
