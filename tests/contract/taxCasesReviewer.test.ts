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
import { inheritanceFigures } from '../../contract/inheritanceArithmetic';
import { giftFrom, inheritance } from './support/taxInputs';

const 억 = 100_000_000;
const 만 = 10_000;

const heirs = inheritance;
const gift = giftFrom('adultDescendant');

describe('reviewer cases, worked by hand from the statute', () => {
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

  // 2. Deceased aged 50, no child; spouse and both parents (68, 70) survive. Estate 60억 (no
  //    financial assets, no debt); funeral 1,200만; the spouse actually takes 40억.
  //  민법 §1000①2, §1003①: parents inherit beside the spouse; §1009②: spouse 1.5, each parent 1
  //        → spouse's share 1.5/3.5 = 3/7.
  //  §14①2, 영 §9②  funeral 1,200만 → ceiling 1,000만. 과세가액 (§13) = 60억 − 1,000만 = 59.9억.
  //  §19①, 영 §17①  limit = (자산총액 60억 − 채무 0) × 3/7 = 2,571,428,571.4 → 2,571,428,571
  //        (funeral is not in 영 §17①'s D); 배우자공제 = min(40억, 2,571,428,571, 30억).
  //  §21   기초 2억 + 연로자 (§20①3: two heirs ≥ 65, not the spouse) 1억 = 3억 < 5억 → 일괄 5억
  //        (the spouse is not the sole heir, so §21② does not bar it).
  //  §24   limit = 과세가액 5,990,000,000 (no gifts, no legacy); deductions 3,071,428,571 fit.
  //  과세표준 = 5,990,000,000 − 3,071,428,571 = 2,918,571,429.
  //  §26   × 40 % = 1,167,428,571.6 → 1,167,428,571 − 1.6억 = 1,007,428,571.
  //  §69①  3 % = 30,222,857.13 → 30,222,857; payable 977,205,714.
  test('spouse and the deceased’s parents, spouse deduction at its legal-share limit (§19①, 민법 §1009②)', () => {
    const f = inheritanceFigures(
      heirs({
        estate: 60 * 억,
        funeralCosts: 1200 * 만,
        hasSpouse: true,
        spouseInherits: 40 * 억,
        ascendantHeirs: 2,
        elderly: 2,
      }),
    );
    expect(f.funeral).toBe(10_000_000);
    expect(f.taxableValue).toBe(5_990_000_000);
    expect(f.coHeirs).toBe(2);
    expect(f.spouseAlone).toBe(false);
    expect(f.useLumpSum).toBe(true);
    expect(f.personal).toBe(500_000_000);
    expect(f.spouse?.share).toBe(2_571_428_571);
    expect(f.spouse?.amount).toBe(2_571_428_571);
    expect(f.deductions).toBe(3_071_428_571);
    expect(f.base).toBe(2_918_571_429);
    expect(f.computedTax).toBe(1_007_428_571);
    expect(f.settlement.filingCredit).toBe(30_222_857);
    expect(f.settlement.payable).toBe(977_205_714);
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

  // 4. No spouse; two adult children. Own estate 12억, of which net deposits 3억; life insurance
  //    2억 on premiums the deceased paid; retirement pay 1억 paid to the heirs; a 1억 lease
  //    deposit owed (not a financial debt); funeral 800만, 봉안시설 600만.
  //  §8, §10  총상속재산 = 12억 + 2억 + 1억 = 15억.
  //  §14①2, 영 §9②  800만 + min(600만, 500만) = 1,300만. 과세가액 = 15억 − 1억 − 1,300만 = 13.87억.
  //  §21   기초 2억 + 자녀 2 × 5천만 = 3억 < 5억 → 5억.
  //  §22, 영 §19①  순금융재산 = 예금 3억 + 보험금 2억 = 5억 (> 1억) → 20 % = 1억 (≤ 2억);
  //        retirement pay is not a 금융회사 asset.
  //  §24   limit 13.87억 ≥ 6억. 과세표준 = 1,387,000,000 − 600,000,000 = 787,000,000.
  //  §26   × 30 % = 236,100,000 − 6,000만 = 176,100,000. §69 3 % = 5,283,000 → 170,817,000.
  test('insurance on the deceased’s premiums, retirement pay and deposits (§8, §10, §22)', () => {
    const f = inheritanceFigures(
      heirs({
        estate: 12 * 억,
        insurance: 2 * 억,
        retirementPay: 1 * 억,
        financialAssets: 3 * 억,
        debts: 1 * 억,
        funeralCosts: 800 * 만,
        enshrinementCosts: 600 * 만,
        children: 2,
      }),
    );
    expect(f.funeral).toBe(13_000_000);
    expect(f.taxableValue).toBe(1_387_000_000);
    expect(f.personal).toBe(500_000_000);
    expect(f.financial).toBe(100_000_000);
    expect(f.deductions).toBe(600_000_000);
    expect(f.base).toBe(787_000_000);
    expect(f.computedTax).toBe(176_100_000);
    expect(f.settlement.payable).toBe(170_817_000);
  });

  // 5. Spouse (takes 4억) and one adult child; estate 15억, no financial assets; funeral 300만
  //    (→ deemed 500만, §14①2). 1.5억 of what was withdrawn cannot be accounted for.
  //  (a) exactly 2억 withdrawn in the last year (§15①1 "2억원 이상": met).
  //      영 §11④ presumed = 1.5억 − min(2억 × 20 % = 4천만, 2억) = 1.1억. 총상속재산 16.1억.
  //      과세가액 = 16.1억 − 500만 = 1,605,000,000. 일괄 5억 (2억 + 5천만 < 5억); 배우자:
  //      takes 4억 → §19④ minimum 5억 (limit (16.1억) × 3/5 = 9.66억 not reached).
  //      과세표준 605,000,000 × 30 % − 6,000만 = 121,500,000; 3 % = 3,645,000 → 117,855,000.
  //  (b) 1 won short in the year (199,999,999) and 499,999,999 in two years: below both
  //      thresholds → nothing presumed. 과세가액 14.95억; 과세표준 4.95억 × 20 % − 1,000만
  //      = 8,900만; 3 % = 267만 → 86,330,000.
  //  (c) 1억 in the year, exactly 5억 in two years: the two-year test is met; presumed
  //      = 1.5억 − min(5억 × 20 % = 1억, 2억) = 5천만. 과세가액 15.45억; 과세표준 5.45억
  //      × 30 % − 6,000만 = 103,500,000; 3 % = 3,105,000 → 100,395,000.
  test('추정상속재산 at and below the 2억 / 5억 thresholds (§15①1, 시행령 §11④)', () => {
    const family = {
      estate: 15 * 억,
      funeralCosts: 300 * 만,
      hasSpouse: true,
      spouseInherits: 4 * 억,
      children: 1,
    };
    const at = inheritanceFigures(
      heirs({ ...family, withdrawnYear: 2 * 억, withdrawnTwoYears: 2 * 억, unexplained: 1.5 * 억 }),
    );
    expect(at.presumed).toBe(110_000_000);
    expect(at.funeral).toBe(5_000_000);
    expect(at.taxableValue).toBe(1_605_000_000);
    expect(at.spouse?.share).toBe(966_000_000);
    expect(at.spouse?.amount).toBe(500_000_000);
    expect(at.financial).toBe(0);
    expect(at.base).toBe(605_000_000);
    expect(at.computedTax).toBe(121_500_000);
    expect(at.settlement.payable).toBe(117_855_000);

    const below = inheritanceFigures(
      heirs({
        ...family,
        withdrawnYear: 199_999_999,
        withdrawnTwoYears: 499_999_999,
        unexplained: 1.5 * 억,
      }),
    );
    expect(below.presumed).toBe(0);
    expect(below.taxableValue).toBe(1_495_000_000);
    expect(below.base).toBe(495_000_000);
    expect(below.computedTax).toBe(89_000_000);
    expect(below.settlement.payable).toBe(86_330_000);

    const twoYears = inheritanceFigures(
      heirs({ ...family, withdrawnYear: 1 * 억, withdrawnTwoYears: 5 * 억, unexplained: 1.5 * 억 }),
    );
    expect(twoYears.presumed).toBe(50_000_000);
    expect(twoYears.taxableValue).toBe(1_545_000_000);
    expect(twoYears.base).toBe(545_000_000);
    expect(twoYears.settlement.payable).toBe(100_395_000);
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

  // 7. No spouse; two adult children, each given 5억 within 10 years (each took 5천만, paid gift
  //    tax: 과세표준 4.5억 × 20 % − 1,000만 = 8,000만 산출세액 each, 1.6억 together). Estate left 4억,
  //    of it net deposits 2억; funeral 1,000만.
  //  §13①1 과세가액 = 4억 − 1,000만 + 10억 = 13.9억 (> 5억, so §24 단서 applies).
  //  §21   일괄 5억; §22  2억 × 20 % = 4천만 → deductions 5.4억.
  //  §24   limit = 13.9억 − (10억 − 공제 1억) = 4.9억 < 5.4억 → 4.9억 applied.
  //  과세표준 = 9억; §26  9억 × 30 % − 6,000만 = 2.1억.
  //  §28②  cap = 2.1억 × 9억 / 9억 = 2.1억 (per heir 2.1억 × 4.5/9 = 1.05억 ≥ 8,000만 each),
  //        so 1.6억 credited. §69① 3 % of 5,000만 = 150만 → payable 48,500,000.
  test('prior gifts make the §24 limit bind, credited under §28', () => {
    const f = inheritanceFigures(
      heirs({
        estate: 4 * 억,
        financialAssets: 2 * 억,
        funeralCosts: 1000 * 만,
        children: 2,
        heirGifts: 10 * 억,
        heirGiftDeductions: 1 * 억,
        heirGiftTax: 1.6 * 억,
      }),
    );
    expect(f.taxableValue).toBe(1_390_000_000);
    expect(f.financial).toBe(40_000_000);
    expect(f.deductions).toBe(540_000_000);
    expect(f.limit).toBe(490_000_000);
    expect(f.applied).toBe(490_000_000);
    expect(f.base).toBe(900_000_000);
    expect(f.computedTax).toBe(210_000_000);
    expect(f.giftBase).toBe(900_000_000);
    expect(f.creditCap).toBe(210_000_000);
    expect(f.settlement.credited).toBe(160_000_000);
    expect(f.settlement.filingCredit).toBe(1_500_000);
    expect(f.settlement.payable).toBe(48_500_000);
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
