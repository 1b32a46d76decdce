import type { InheritanceInput } from './inheritanceInput';
import { applyRate } from './taxArithmetic';
import { TAX_LAW } from './taxLaw';

// The parts of an inheritance estimate that are one rule each: what §8, §10 and §15 add to the
// estate, and the deductions of §14, §19 (its limit's gifts), §22, §23의2 and §24.

const I = TAX_LAW.inheritance;
const G = TAX_LAW.gift;

/**
 * 추정상속재산 (§15①, 시행령 §11④): nothing unless the one-year amount reaches its threshold or the
 * two-year amount reaches its own; then what cannot be accounted for, less the lesser of the rate
 * of the amount withdrawn and the cap.
 */
export function presumedInheritance(
  input: Pick<InheritanceInput, 'withdrawnYear' | 'withdrawnTwoYears' | 'unexplained'>,
): number {
  const twoYears = Math.max(input.withdrawnYear, input.withdrawnTwoYears);
  const withdrawn =
    input.withdrawnYear >= I.presumedYearAmount.value
      ? input.withdrawnYear
      : twoYears >= I.presumedTwoYearAmount.value
        ? twoYears
        : 0;
  if (!withdrawn) return 0;
  const allowance = Math.min(
    applyRate(withdrawn, I.presumedAllowanceRate.value),
    I.presumedAllowanceMax.value,
  );
  return Math.max(0, Math.min(input.unexplained, withdrawn) - allowance);
}

/** The estate with what §8, §10 and §15 add to it: the value the taxes start from. */
export function grossEstate(
  input: Pick<
    InheritanceInput,
    'estate' | 'insurance' | 'retirementPay' | 'withdrawnYear' | 'withdrawnTwoYears' | 'unexplained'
  >,
): number {
  return input.estate + input.insurance + input.retirementPay + presumedInheritance(input);
}

/**
 * The funeral costs §14 allows (시행령 §9②): at least the deemed amount, at most the ceiling, and
 * 봉안시설·자연장지 costs on top, up to their own ceiling.
 */
export function funeralDeduction(spent: number, enshrinement = 0): number {
  return (
    Math.min(Math.max(spent, I.funeralDeemed.value), I.funeralMax.value) +
    Math.min(Math.max(0, enshrinement), I.enshrinementMax.value)
  );
}

/** The 과세표준 of the spouse's own gifts added back: what they were above 배우자 증여재산공제. */
export function spouseGiftBase(spouseGifts: number): number {
  return Math.max(0, spouseGifts - G.spouse.value);
}

/** 금융재산공제 (§22) of net financial assets. */
export function financialDeduction(net: number): number {
  if (net <= I.financialAll.value) return Math.max(0, net);
  if (net <= I.financialFlatUpTo.value) return I.financialAll.value;
  return Math.min(applyRate(net, I.financialRate.value), I.financialMax.value);
}

/** The years until a minor comes of age (§20①2), each a 미성년자공제 unit. */
export function yearsUntilAdult(age: number): number {
  return Math.max(0, I.adultAge.value - age);
}

/** 동거주택 상속공제 (§23의2) of a home and the debt secured on it. */
export function cohabitedHomeDeduction(home: number, securedDebt: number): number {
  return Math.min(
    applyRate(Math.max(0, home - securedDebt), I.cohabitedHomeRate.value),
    I.cohabitedHomeMax.value,
  );
}

/**
 * 공제적용 한도 (§24): the 과세가액 less legacies to someone who is not a 선순위 heir, and — only
 * when the 과세가액 is above 5억 — less the gifts added back net of the gift deductions they used.
 */
export function deductionLimit(
  taxableValue: number,
  input: Pick<InheritanceInput, 'skippedShare' | 'heirGifts' | 'heirGiftDeductions'>,
): number {
  const gifts =
    taxableValue > I.limitGiftsAbove.value
      ? Math.max(0, input.heirGifts - input.heirGiftDeductions)
      : 0;
  return Math.max(0, taxableValue - input.skippedShare - gifts);
}
