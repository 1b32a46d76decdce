import { coHeirsOf, type HeirShare, legalShares, spouseShareFraction } from './heirs';
import {
  cohabitedHomeDeduction,
  deductionLimit,
  financialDeduction,
  funeralDeduction,
  grossEstate,
  presumedInheritance,
  spouseGiftBase,
  yearsUntilAdult,
} from './inheritanceDeductions';
import { type InheritanceInput, lifeExpectancyYears } from './inheritanceInput';
import {
  bracketOf,
  creditLimit,
  type Settlement,
  settle,
  skipSurcharge,
  taxAboveFloor,
} from './taxArithmetic';
import { type Bracket, TAX_LAW } from './taxLaw';

// Every figure of an inheritance estimate (상속세, decisions 92–96, 100, 203–212, 246–249), from
// contract/taxLaw.ts; the Korean lines are contract/taxBreakdown.ts. What it simplifies is listed
// in CALCULATOR_NOTICE (src/content/calculator.ts).

const I = TAX_LAW.inheritance;

/**
 * 배우자 상속공제 (§19): what the spouse actually inherits, never below the minimum, and above it at
 * most the lesser of the ceiling and the spouse's statutory share (1.5 against each co-heir's 1)
 * of the estate plus the heirs' 10-year gifts minus legacies to non-heirs and debts, less the
 * 과세표준 of the spouse's own gifts added back (§19①1). Returns the deduction and that limit.
 */
function spouseDeduction(input: InheritanceInput): {
  amount: number;
  share: number;
  giftBase: number;
} {
  const { numerator, denominator } = spouseShareFraction(coHeirsOf(input));
  // 시행령 §17①: what a legatee who is not an heir receives is not the heirs' to share.
  const shareBase = Math.max(
    0,
    grossEstate(input) + input.heirGifts - input.skippedShare - input.debts,
  );
  const giftBase = spouseGiftBase(input.spouseGifts);
  const share = Math.max(0, Math.floor((shareBase * numerator) / denominator) - giftBase);
  const amount = Math.max(
    I.spouseMin.value,
    Math.min(input.spouseInherits, share, I.spouseMax.value),
  );
  return { amount, share, giftBase };
}

/** Every figure of an inheritance estimate, in the order the breakdown shows them. */
export interface InheritanceFigures {
  /** 추정상속재산 (§15). */
  presumed: number;
  funeral: number;
  taxableValue: number;
  minorYears: number;
  disabledYears: number;
  /** 기초공제 + 인적공제, compared with 일괄공제. */
  basicAndPersonal: number;
  /** With a spouse and no child, the spouse inherits alone: §21① then allows no 일괄공제. */
  spouseAlone: boolean;
  useLumpSum: boolean;
  personal: number;
  /** The spouse shares with these heirs (children and represented lines, else the ascendants). */
  coHeirs: number;
  /** Every heir's 법정상속분 after renunciations (민법 §1009, §1043), as shown to the family. */
  shares: HeirShare[];
  spouse: { amount: number; share: number; giftBase: number } | null;
  financial: number;
  home: number;
  deductions: number;
  limit: number;
  applied: number;
  base: number;
  bracket: Bracket;
  computedTax: number;
  /** The §27 surcharge is 40 %: a minor receives more than 20억. */
  minorAbove: boolean;
  skipRate: number;
  surcharge: number;
  /** The 과세표준 of the gifts added back (their value less the deductions they used), §28②. */
  giftBase: number;
  creditCap: number;
  settlement: Settlement;
}

export function inheritanceFigures(input: InheritanceInput): InheritanceFigures {
  const funeral = funeralDeduction(input.funeralCosts, input.enshrinementCosts);
  // Debts beyond the estate do not reduce the gifts added back (they are the heirs' own).
  const presumed = presumedInheritance(input);
  const gross = grossEstate(input);
  const netEstate = Math.max(0, gross - input.debts - funeral);
  const taxableValue = netEstate + input.heirGifts;

  const minorYears = input.minorAges.reduce((sum, age) => sum + yearsUntilAdult(age), 0);
  const disabledYears = input.disabled.reduce((sum, p) => sum + lifeExpectancyYears(p), 0);
  const basicAndPersonal =
    I.basic.value +
    input.children * I.perChild.value +
    minorYears * I.perMinorYear.value +
    input.elderly * I.perElderly.value +
    disabledYears * I.perDisabledYear.value;
  const coHeirs = coHeirsOf(input);
  const spouseAlone = input.hasSpouse && coHeirs === 0;
  const useLumpSum = !spouseAlone && I.lumpSum.value > basicAndPersonal;
  const personal = useLumpSum ? I.lumpSum.value : basicAndPersonal;
  const spouse = input.hasSpouse ? spouseDeduction(input) : null;
  // 시행령 §19①: insurance is a financial asset; retirement pay and the presumed amount are not.
  const financial = financialDeduction(input.financialAssets + input.insurance);
  const home = cohabitedHomeDeduction(input.cohabitedHome, input.cohabitedHomeDebt);
  const deductions = personal + (spouse?.amount ?? 0) + financial + home;
  const limit = deductionLimit(taxableValue, input);
  const applied = Math.min(deductions, limit);

  const base = taxableValue - applied;
  const computedTax = taxAboveFloor(base, I.taxFloor);
  const minorAbove = input.skippedMinor && input.skippedShare > I.generationSkipMinorAbove.value;
  const skipRate = minorAbove ? I.generationSkipMinorRate.value : I.generationSkipRate.value;
  // §27's whole: the estate with the gifts added back, before debts.
  const skipWhole = gross + input.heirGifts;
  const surcharge = skipSurcharge(computedTax, input.skippedShare, skipWhole, skipRate);
  const giftBase = Math.max(0, input.heirGifts - input.heirGiftDeductions);
  const creditCap = creditLimit(computedTax + surcharge, giftBase, base);
  return {
    presumed,
    funeral,
    taxableValue,
    minorYears,
    disabledYears,
    basicAndPersonal,
    spouseAlone,
    useLumpSum,
    personal,
    coHeirs,
    shares: legalShares(input),
    spouse,
    financial,
    home,
    deductions,
    limit,
    applied,
    base,
    bracket: bracketOf(base),
    computedTax,
    minorAbove,
    skipRate,
    surcharge,
    giftBase,
    creditCap,
    settlement: settle(computedTax + surcharge, input.heirGiftTax, creditCap),
  };
}
