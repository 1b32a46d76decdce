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

// One case per deduction line that shows only for some families (인적공제, 배우자 상속공제,
// 동거주택 상속공제), each worked by hand with its note read against the article it cites.
describe('the optional deduction lines of the breakdown', () => {
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
});
