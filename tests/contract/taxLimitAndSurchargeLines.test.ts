import { describe, expect, it } from 'vitest';
import { estimateInheritanceTax } from '../../contract/taxEstimate';
import {
  DEEMED_FUNERAL,
  FILING_NOTE,
  lineOf,
  NO_DEBTS,
  NO_FINANCIAL,
  NO_HEIR_GIFT_TAX,
  NO_HEIR_GIFTS,
  PAYABLE_NOTE,
} from './support/taxCaseChecks';
import { inheritance } from './support/taxInputs';

// Cases worked out by hand from 상속세 및 증여세법 (decision 100). Every expected figure
// is a literal with its working; none is computed by calling the code under test. Brackets (§26):
// ≤1억 10 %; ≤5억 20 % − 1,000만; ≤10억 30 % − 6,000만; ≤30억 40 % − 1억 6,000만; above 50 % −
// 4억 6,000만. Every product of a rate is rounded down to the won; 신고세액공제 3 % (§69).

// One case per line of the deductions' limit (§24) and the generation-skipping surcharge (§27),
// each worked by hand with its note read against the article it cites.
describe('the limit and surcharge lines of the breakdown', () => {
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
});
