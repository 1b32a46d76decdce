// An independent reviewer's cases for the /calculator arithmetic (contract/*Arithmetic.ts).
// Every expected figure below was worked by hand from 상속세 및 증여세법 (상증법), its 시행령 and
// 민법 상속편 as in force for deaths and gifts from 2024-01-01 — not from the code and not from
// tests/contract/taxCases.test.ts. Amounts are whole won; products of a rate are cut to the won.
// 억 = 100,000,000; 만 = 10,000.
import { describe, expect, test } from 'vitest';
import { inheritanceFigures } from '../../contract/inheritanceArithmetic';
import { inheritance } from './support/taxInputs';

const 억 = 100_000_000;
const 만 = 10_000;

const heirs = inheritance;

describe('reviewer cases of inheritance, worked by hand from the statute', () => {
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
});
