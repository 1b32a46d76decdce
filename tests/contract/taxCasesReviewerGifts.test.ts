// An independent reviewer's cases for the /calculator arithmetic (contract/*Arithmetic.ts).
// Every expected figure below was worked by hand from 상속세 및 증여세법 (상증법), its 시행령 and
// 민법 상속편 as in force for deaths and gifts from 2024-01-01 — not from the code and not from
// tests/contract/taxCases.test.ts. Amounts are whole won; products of a rate are cut to the won.
// 억 = 100,000,000; 만 = 10,000.
import { describe, expect, test } from 'vitest';
import { type CalculatorValues, EMPTY_CALCULATOR } from '../../contract/calculatorFields';
import { estimateFor, parseCalculator } from '../../contract/calculatorInput';
import { lawNotes } from '../../contract/calculatorSummary';
import { giftFigures } from '../../contract/giftArithmetic';
import { giftFrom } from './support/taxInputs';

const 억 = 100_000_000;
const 만 = 10_000;

const gift = giftFrom('adultDescendant');

describe('reviewer cases of gifts, worked by hand from the statute', () => {
  // 1. An adult grandchild (25, parent alive). 2021: father gave 4천만 (took 4천만 of §53's 5천만,
  //    no tax). 2025: grandfather gives 2억.
  //  §47②  father's gift is not added: the same 동일인 is the donor and the donor's spouse only
  //        (grandfather + grandmother), so 과세가액 = 2억.
  //  §53②  all 직계존속 share one 5천만 over 10 years; father used 4천만 (영 §46: earliest first)
  //        → 1천만 left. 과세표준 = 2억 − 1천만 = 1.9억.
  //  §56·§26  1.9억 × 20 % − 1,000만 = 2,800만.
  //  §57①  grandchild, parent alive, adult, ≤ 20억: + 30 % = 840만 → 3,640만.
  //  §69②  3 % of 3,640만 = 109만 2천 → payable 3,640만 − 109.2만 = 35,308,000.
  test('two donors in 10 years, the second a grandparent (§47②, §53, §57①)', () => {
    const f = giftFigures(
      gift({
        amount: 2 * 억,
        relation: 'adultDescendant',
        skipsGeneration: true,
        otherDonorGifts: 4000 * 만,
        otherDonorDeduction: 4000 * 만,
      }),
    );
    expect(f.taxableValue).toBe(200_000_000);
    expect(f.usedElsewhere).toBe(40_000_000);
    expect(f.relationDeduction).toBe(10_000_000);
    expect(f.base).toBe(190_000_000);
    expect(f.computedTax).toBe(28_000_000);
    expect(f.surcharge).toBe(8_400_000);
    expect(f.settlement.filingCredit).toBe(1_092_000);
    expect(f.settlement.payable).toBe(35_308_000);
  });

  // 3. A parent gives an adult child a flat worth 10억 with a 6억 bank mortgage the child takes over
  //    (more than half the value; a financial-institution debt, so §47③'s presumption is rebutted).
  //  §47①  과세가액 = 10억 − 6억 = 4억 (the 6억 is the parent's 양도, taxed as income, not here).
  //  §53②  − 5천만 → 과세표준 3.5억.   §26  3.5억 × 20 % − 1,000만 = 6,000만.
  //  §69②  3 % = 180만 → payable 58,200,000.
  test('부담부증여, debt above half the value (§47①, §53)', () => {
    const f = giftFigures(gift({ amount: 10 * 억, assumedDebt: 6 * 억 }));
    expect(f.netGift).toBe(400_000_000);
    expect(f.taxableValue).toBe(400_000_000);
    expect(f.relationDeduction).toBe(50_000_000);
    expect(f.base).toBe(350_000_000);
    expect(f.computedTax).toBe(60_000_000);
    expect(f.settlement.payable).toBe(58_200_000);
  });

  // 6. A grandparent gives a minor grandchild (parent alive) 25억; and, beside it, exactly 20억.
  //  §53②  minor from 직계존속: 2천만.
  //  25억: 과세표준 24.8억 × 40 % − 1.6억 = 8.32억. §57① minor and 증여재산가액 > 20억 → 40 %
  //        = 332,800,000 → 1,164,800,000. §69② 3 % = 34,944,000 → 1,129,856,000.
  //  20억: not "초과" → 30 %. 과세표준 19.8억 × 40 % − 1.6억 = 6.32억; + 30 % 189,600,000
  //        = 821,600,000; 3 % = 24,648,000 → 796,952,000.
  test('minor grandchild, gift above and at 20억 (§57①, §53②)', () => {
    const above = giftFigures(
      gift({ amount: 25 * 억, relation: 'minorDescendant', skipsGeneration: true }),
    );
    expect(above.relationDeduction).toBe(20_000_000);
    expect(above.base).toBe(2_480_000_000);
    expect(above.computedTax).toBe(832_000_000);
    expect(above.minorAbove).toBe(true);
    expect(above.surcharge).toBe(332_800_000);
    expect(above.settlement.filingCredit).toBe(34_944_000);
    expect(above.settlement.payable).toBe(1_129_856_000);

    const at = giftFigures(
      gift({ amount: 20 * 억, relation: 'minorDescendant', skipsGeneration: true }),
    );
    expect(at.minorAbove).toBe(false);
    expect(at.computedTax).toBe(632_000_000);
    expect(at.surcharge).toBe(189_600_000);
    expect(at.settlement.payable).toBe(796_952_000);
  });

  // 8. An adult child marries in 2025 and, within 2 years of the 혼인신고, the mother gives 2억;
  //    5 years earlier the father gave 3천만 (took 3천만 of the 5천만, no tax).
  //  §47②  the father is the mother's spouse: added → 과세가액 2.3억.
  //  §53②  5천만 once over 10 years; §53의2① 1억 (the gift is within the marriage window).
  //  과세표준 = 2.3억 − 5천만 − 1억 = 8,000만 → 10 % = 800만. §58 nothing paid before.
  //  §69②  3 % = 24만 → payable 7,760,000.
  test('marriage gift from the mother after the father’s earlier gift (§53의2, §47②)', () => {
    const f = giftFigures(gift({ amount: 2 * 억, marriageOrBirth: true, earlierGifts: 3000 * 만 }));
    expect(f.taxableValue).toBe(230_000_000);
    expect(f.relationDeduction).toBe(50_000_000);
    expect(f.marriage).toBe(100_000_000);
    expect(f.base).toBe(80_000_000);
    expect(f.computedTax).toBe(8_000_000);
    expect(f.settlement.payable).toBe(7_760_000);
  });

  // 9. Bracket boundaries (§26 through §56): a 과세표준 equal to a bracket's top stays in it, and
  //    one won above gives the same tax (the 누진공제 make the schedule continuous).
  //  Spouse 16억: §53① 6억 → 과세표준 10억 × 30 % − 6,000만 = 2.4억; 3 % 720만 → 232,800,000.
  //  16억 + 1: 1,000,000,001 × 40 % = 400,000,000.4 → 4억 − 1.6억 = 2.4억 → 232,800,000.
  //  Unrelated 1억: no §53 deduction; 1억 × 10 % = 1,000만; 3 % 30만 → 9,700,000.
  test('gift exactly at a bracket top, and one won above (§26, §56, §53①)', () => {
    const at = giftFigures(gift({ amount: 16 * 억, relation: 'spouse' }));
    expect(at.relationDeduction).toBe(600_000_000);
    expect(at.base).toBe(1_000_000_000);
    expect(at.bracket.rate).toBe(0.3);
    expect(at.computedTax).toBe(240_000_000);
    expect(at.settlement.payable).toBe(232_800_000);

    const over = giftFigures(gift({ amount: 16 * 억 + 1, relation: 'spouse' }));
    expect(over.base).toBe(1_000_000_001);
    expect(over.bracket.rate).toBe(0.4);
    expect(over.computedTax).toBe(240_000_000);
    expect(over.settlement.payable).toBe(232_800_000);

    const stranger = giftFigures(gift({ amount: 1 * 억, relation: 'unrelated' }));
    expect(stranger.relationDeduction).toBe(0);
    expect(stranger.base).toBe(100_000_000);
    expect(stranger.bracket.rate).toBe(0.1);
    expect(stranger.settlement.payable).toBe(9_700_000);
  });

  // 10. A gift dated 2023-10-01: a parent gives an adult child 1.5억 within a year of the
  //     wedding; the visitor ticks 혼인.
  //  By the law of that day: §53의2 applies only to gifts from 2024-01-01 (부칙, 법률 제19932호), so
  //  §53② 5천만 → 과세표준 1억 → 10 % = 1,000만; §69② 3 % 30만 → payable 9,700,000.
  //  The estimator answers other figures with the 2024 law (decision 210), but drops the tick
  //  for a day before §53의2's first (decision 279): 9,700,000, as the statute gives. The same
  //  gift on 2024-01-01, the first day, takes the 1억: 1.5억 − 5천만 − 1억 = 0.
  test('a gift before 2024 with 혼인 ticked (§53의2 부칙: from 2024-01-01)', () => {
    const values: CalculatorValues = {
      ...EMPTY_CALCULATOR,
      eventDate: '2023-12-31',
      giftAmount: '1억 5000만',
      relation: 'adultDescendant',
      marriageOrBirth: 'yes',
    };
    const parsed = parseCalculator('gift', values);
    expect(parsed.ok).toBe(true);
    if (parsed.ok !== true) return;
    expect(parsed.input.date).toBe('2023-12-31');
    expect(lawNotes(parsed.input).some((note) => note.includes('혼인·출산 공제는 빼고'))).toBe(
      true,
    );
    const ticked = estimateFor(parsed.input);
    expect(ticked.base).toBe(100_000_000);
    expect(ticked.computedTax).toBe(10_000_000);
    expect(ticked.payable).toBe(9_700_000);

    const firstDay = parseCalculator('gift', { ...values, eventDate: '2024-01-01' });
    expect(firstDay.ok).toBe(true);
    if (firstDay.ok !== true) return;
    expect(estimateFor(firstDay.input).payable).toBe(0);
  });
});
