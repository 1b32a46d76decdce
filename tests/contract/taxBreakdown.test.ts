import { describe, expect, it } from 'vitest';
import { lifeExpectancyYears } from '../../contract/inheritanceInput';
import { estimateGiftTax, estimateInheritanceTax } from '../../contract/taxEstimate';
import { gift } from './support/taxCaseChecks';
import { inheritance } from './support/taxInputs';

// Cases worked out by hand from 상속세 및 증여세법 (decision 100). Every expected figure
// is a literal with its working; none is computed by calling the code under test. Brackets (§26):
// ≤1억 10 %; ≤5억 20 % − 1,000만; ≤10억 30 % − 6,000만; ≤30억 40 % − 1억 6,000만; above 50 % −
// 4억 6,000만. Every product of a rate is rounded down to the won; 신고세액공제 3 % (§69).

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
