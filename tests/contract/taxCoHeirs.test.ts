import { describe, expect, it } from 'vitest';
import type { CalculatorValues } from '../../contract/calculatorFields';
import { CALCULATOR_MESSAGES as M } from '../../contract/calculatorMessages';
import { type Estimate, estimateInheritanceTax } from '../../contract/taxEstimate';
import { expectEstimate, lineAmount } from './support/taxCaseChecks';
import { inheritance } from './support/taxInputs';
import { parseTyped } from './support/typedCalculator';

// Cases worked out by hand from 상속세 및 증여세법 (decision 100). Every expected figure
// is a literal with its working; none is computed by calling the code under test. Brackets (§26):
// ≤1억 10 %; ≤5억 20 % − 1,000만; ≤10억 30 % − 6,000만; ≤30억 40 % − 1억 6,000만; above 50 % −
// 4억 6,000만. Every product of a rate is rounded down to the won; 신고세액공제 3 % (§69).

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
