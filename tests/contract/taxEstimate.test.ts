import { describe, expect, it } from 'vitest';
import { financialDeduction, funeralDeduction } from '../../contract/inheritanceDeductions';
import { taxOnBase } from '../../contract/taxArithmetic';
import { wonInWords } from '../../contract/taxBreakdown';
import { estimateGiftTax, estimateInheritanceTax } from '../../contract/taxEstimate';
import { giftFrom, inheritance } from './support/taxInputs';

const 억 = 100_000_000;
const 만 = 10_000;

describe('taxOnBase (§26): each bracket edge, worked by hand', () => {
  it.each([
    [-1 * 억, 0], // nothing to tax: never a negative tax
    [0, 0],
    [1 * 억, 1000 * 만], // 1억 × 10 %
    [1 * 억 + 1, 1000 * 만], // 100,000,001 × 20 % = 20,000,000.2 → 2,000만 − 1,000만
    [5 * 억, 9000 * 만], // 5억 × 20 % − 1,000만
    [10 * 억, 24_000 * 만], // 10억 × 30 % − 6,000만
    [30 * 억, 104_000 * 만], // 30억 × 40 % − 1억 6,000만
    [30 * 억 + 10, 104_000 * 만 + 5], // 50 % − 4억 6,000만 meets the 40 % bracket at 30억
    [100 * 억, 454_000 * 만], // 100억 × 50 % − 4억 6,000만
  ])('과세표준 %d → 산출세액 %d', (base, tax) => {
    expect(taxOnBase(base)).toBe(tax);
  });
});

const gift = giftFrom('adultDescendant');

describe('estimateGiftTax: worked examples', () => {
  it.each([
    // 성년 자녀 1억: 1억 − 5,000만 = 5,000만 × 10 % = 500만; 3 % = 15만; 485만.
    ['성년 자녀 1억', gift({ amount: 1 * 억 }), 5000 * 만, 500 * 만, 485 * 만],
    // 1억 5,000만 − 5,000만 = 1억 (top of 10 %) → 1,000만; 30만 → 970만.
    ['성년 자녀 1억 5천만 (구간 끝)', gift({ amount: 1.5 * 억 }), 1 * 억, 1000 * 만, 970 * 만],
    // 배우자 10억: 10억 − 6억 = 4억 × 20 % − 1,000만 = 7,000만; 210만 → 6,790만.
    ['배우자 10억', gift({ amount: 10 * 억, relation: 'spouse' }), 4 * 억, 7000 * 만, 6790 * 만],
    // 미성년 손주 2억, 세대생략: 2억 − 2,000만 = 1억 8,000만 → 3,600만 − 1,000만 = 2,600만;
    // 할증 30 % 780만 → 3,380만; 3 % 101만 4,000 → 3,278만 6,000.
    [
      '미성년 손주 2억 (세대생략 30 %)',
      gift({ amount: 2 * 억, relation: 'minorDescendant', skipsGeneration: true }),
      18_000 * 만,
      2600 * 만,
      32_786_000,
    ],
    // 미성년 손주 25억: 24억 8,000만 × 40 % − 1억 6,000만 = 8억 3,200만; 할증 40 % 3억 3,280만 →
    // 11억 6,480만; 3 % 3,494만 4,000 → 11억 2,985만 6,000.
    [
      '미성년 손주 25억 (20억 초과, 할증 40 %)',
      gift({ amount: 25 * 억, relation: 'minorDescendant', skipsGeneration: true }),
      248_000 * 만,
      83_200 * 만,
      1_129_856_000,
    ],
    // 10년 합산: 이번 1억 + 전에 1억 (그때 산출세액 500만) = 2억 − 5,000만 = 1억 5,000만 →
    // 3,000만 − 1,000만 = 2,000만; 기납부 500만 → 1,500만; 3 % 45만 → 1,455만.
    [
      '10년 내 1억 더 받은 성년 자녀 1억',
      gift({ amount: 1 * 억, earlierGifts: 1 * 억, earlierGiftTax: 500 * 만 }),
      1.5 * 억,
      2000 * 만,
      1455 * 만,
    ],
    // 혼인 공제: 2억 − 5,000만 − 1억 = 5,000만 → 500만 → 485만.
    [
      '혼인 증여 2억',
      gift({ amount: 2 * 억, marriageOrBirth: true }),
      5000 * 만,
      500 * 만,
      485 * 만,
    ],
    // 1억 5,000만 − 5,000만 − 1억 = 0: 세금 없음.
    ['혼인 증여 1억 5천만', gift({ amount: 1.5 * 억, marriageOrBirth: true }), 0, 0, 0],
    // 혼인 공제는 직계존속에게서만: 배우자에게는 6억만.
    [
      '배우자에게 혼인 공제 없음',
      gift({ amount: 7 * 억, relation: 'spouse', marriageOrBirth: true }),
      1 * 억,
      1000 * 만,
      970 * 만,
    ],
    ['부모에게 5천만', gift({ amount: 5000 * 만, relation: 'ascendant' }), 0, 0, 0],
    // 3,000만 − 1,000만 = 2,000만 → 200만; 6만 → 194만.
    [
      '기타 친족 3천만',
      gift({ amount: 3000 * 만, relation: 'otherRelative' }),
      2000 * 만,
      200 * 만,
      194 * 만,
    ],
    // 공제 없음: 1,000만 → 100만; 3만 → 97만.
    [
      '친족 아닌 사람 1천만',
      gift({ amount: 1000 * 만, relation: 'unrelated' }),
      1000 * 만,
      100 * 만,
      97 * 만,
    ],
    // 세대생략은 직계존속의 증여에만: 기타 친족에게 체크해도 할증 없음.
    [
      '기타 친족은 세대생략 없음',
      gift({ amount: 3000 * 만, relation: 'otherRelative', skipsGeneration: true }),
      2000 * 만,
      200 * 만,
      194 * 만,
    ],
  ])('%s', (_, input, base, computedTax, payable) => {
    const estimate = estimateGiftTax(input);
    expect(estimate.base).toBe(base);
    expect(estimate.computedTax).toBe(computedTax);
    expect(estimate.payable).toBe(payable);
    expect(estimate.lines.at(-1)).toMatchObject({ label: '납부할 세액', amount: payable });
  });
});

describe('estimateInheritanceTax: worked examples', () => {
  it.each([
    // 20억, 배우자 + 성년 자녀 2, 배우자 8억: 과세가액 20억 − 장례 500만(간주) = 19억 9,500만.
    // 기초+인적 2억 + 1억 = 3억 < 일괄 5억. 법정상속분 20억 × 1.5/3.5 = 8억 5,714만 2,857 → 배우자
    // 공제 8억. 과세표준 19억 9,500만 − 13억 = 6억 9,500만 → 30 % 2억 850만 − 6,000만 = 1억 4,850만;
    // 3 % 445만 5,000 → 1억 4,404만 5,000.
    [
      '20억, 배우자(8억)와 성년 자녀 2명',
      inheritance({ estate: 20 * 억, hasSpouse: true, spouseInherits: 8 * 억, children: 2 }),
      69_500 * 만,
      14_850 * 만,
      144_045_000,
    ],
    // 배우자 최소 5억: 10억, 배우자 상속 0 → 일괄 5억 + 배우자 5억 = 10억 > 과세가액 9억 9,500만.
    [
      '10억, 배우자 최소공제',
      inheritance({ estate: 10 * 억, hasSpouse: true, children: 2 }),
      0,
      0,
      0,
    ],
    // 배우자 한도 30억: 100억, 자녀 1, 배우자 60억 (법정상속분 100억 × 1.5/2.5 = 60억) → 30억.
    // 99억 9,500만 − 35억 = 64억 9,500만 → 50 % 32억 4,750만 − 4억 6,000만 = 27억 8,750만;
    // 3 % 8,362만 5,000 → 27억 387만 5,000.
    [
      '100억, 배우자 공제 30억 한도',
      inheritance({ estate: 100 * 억, hasSpouse: true, spouseInherits: 60 * 억, children: 1 }),
      649_500 * 만,
      278_750 * 만,
      2_703_875_000,
    ],
    // 법정상속분 한도: 20억, 자녀 3, 배우자 10억 → 20억 × 1.5/4.5 = 666,666,666.
    // 1,995,000,000 − 500,000,000 − 666,666,666 = 828,333,334 → × 30 % = 248,500,000(.2) −
    // 60,000,000 = 188,500,000; 3 % 5,655,000 → 182,845,000.
    [
      '20억, 배우자 공제가 법정상속분에서 멈춤',
      inheritance({ estate: 20 * 억, hasSpouse: true, spouseInherits: 10 * 억, children: 3 }),
      828_333_334,
      188_500_000,
      182_845_000,
    ],
    // 미성년 자녀: 자녀 4 (만 1세, 3세 → 18년 + 16년), 배우자 없음, 15억, 장례 1,500만 → 1,000만.
    // 기초+인적 2억 + 2억 + 34 × 1,000만 = 7억 4,000만 > 5억. 14억 9,000만 − 7억 4,000만 = 7억 5,000만
    // → 2억 2,500만 − 6,000만 = 1억 6,500만; 3 % 495만 → 1억 6,005만.
    [
      '15억, 미성년 자녀 둘을 포함한 자녀 4명',
      inheritance({ estate: 15 * 억, funeralCosts: 1500 * 만, children: 4, minorAges: [1, 3] }),
      7.5 * 억,
      16_500 * 만,
      16_005 * 만,
    ],
    // 배우자 단독 상속: 일괄공제 없이 기초 2억 + 배우자 30억. 39억 9,500만 − 32억 = 7억 9,500만
    // → 2억 3,850만 − 6,000만 = 1억 7,850만; 3 % 535만 5,000 → 1억 7,314만 5,000.
    [
      '40억, 배우자 단독 상속',
      inheritance({ estate: 40 * 억, hasSpouse: true, spouseInherits: 40 * 억 }),
      79_500 * 만,
      17_850 * 만,
      173_145_000,
    ],
    // 10년 내 사전증여 5억 (그때 산출세액 6,000만): 10억 − 500만 + 5억 = 14억 9,500만; 일괄 5억
    // (한도 9억 9,500만 안) → 9억 9,500만 → 2억 9,850만 − 6,000만 = 2억 3,850만; 증여세액공제
    // 6,000만 → 1억 7,850만; 3 % 535만 5,000 → 1억 7,314만 5,000.
    [
      '10억 + 사전증여 5억, 증여세액공제',
      inheritance({ estate: 10 * 억, children: 2, heirGifts: 5 * 억, heirGiftTax: 6000 * 만 }),
      99_500 * 만,
      23_850 * 만,
      173_145_000,
    ],
    // 공제적용 한도 (§24): 3억 + 사전증여 5억, 자녀 1 → 과세가액 7억 9,500만, 공제는 7억 9,500만
    // − 5억 = 2억 9,500만까지 → 과세표준 5억 → 9,000만; 270만 → 8,730만.
    [
      '3억 + 사전증여 5억, 공제적용 한도',
      inheritance({ estate: 3 * 억, children: 1, heirGifts: 5 * 억 }),
      5 * 억,
      9000 * 만,
      8730 * 만,
    ],
    // 채무가 재산보다 많아도 사전증여에서는 빼지 않습니다: 5억 − 7억 → 0, + 6억; 한도 0.
    // 6억 → 1억 8,000만 − 6,000만 = 1억 2,000만; 360만 → 1억 1,640만.
    [
      '채무 초과 + 사전증여 6억',
      inheritance({ estate: 5 * 억, debts: 7 * 억, children: 1, heirGifts: 6 * 억 }),
      6 * 억,
      12_000 * 만,
      11_640 * 만,
    ],
    // 금융재산공제 2억 (최대): 30억, 순금융재산 15억, 자녀 2. 29억 9,500만 − 5억 − 2억
    // = 22억 9,500만 → 9억 1,800만 − 1억 6,000만 = 7억 5,800만; 2,274만 → 7억 3,526만.
    [
      '30억 (금융재산 15억)',
      inheritance({ estate: 30 * 억, financialAssets: 15 * 억, children: 2 }),
      229_500 * 만,
      75_800 * 만,
      73_526 * 만,
    ],
  ])('%s', (_, input, base, computedTax, payable) => {
    const estimate = estimateInheritanceTax(input);
    expect(estimate.base).toBe(base);
    expect(estimate.computedTax).toBe(computedTax);
    expect(estimate.payable).toBe(payable);
  });

  it('explains the spouse-alone case without 일괄공제 and the §24 limit as lines', () => {
    const alone = estimateInheritanceTax(
      inheritance({ estate: 40 * 억, hasSpouse: true, spouseInherits: 40 * 억 }),
    );
    expect(alone.lines.map((line) => line.label)).not.toContain('일괄공제');
    expect(alone.lines.find((line) => line.label === '기초공제 + 인적공제')?.amount).toBe(2 * 억);
    const limited = estimateInheritanceTax(
      inheritance({ estate: 3 * 억, children: 1, heirGifts: 5 * 억 }),
    );
    expect(limited.lines.find((line) => line.label === '공제적용 한도')?.amount).toBe(20_500 * 만);
  });
});

describe('deductions of §14 and §22', () => {
  it.each([
    [0, 500 * 만],
    [300 * 만, 500 * 만],
    [800 * 만, 800 * 만],
    [3000 * 만, 1000 * 만],
  ])('장례비용 %d → %d', (spent, allowed) => expect(funeralDeduction(spent)).toBe(allowed));
  it.each([
    [1000 * 만, 1000 * 만],
    [2000 * 만, 2000 * 만],
    [5000 * 만, 2000 * 만],
    [1 * 억, 2000 * 만],
    [3 * 억, 6000 * 만],
    [15 * 억, 2 * 억],
  ])('순금융재산 %d → %d', (net, allowed) => expect(financialDeduction(net)).toBe(allowed));
});

describe('wonInWords', () => {
  it.each([
    [1_530_000_000, '15억 3,000만 원'],
    [1_500_000_000, '15억 원'],
    [1_234_567, '123만 4,567원'],
    [1_000_200_000_000, '1조 2억 원'],
    [0, '0원'],
    [-1_530_000_000, '-15억 3,000만 원'],
  ])('%d → %s', (won, words) => expect(wonInWords(won)).toBe(words));
});
