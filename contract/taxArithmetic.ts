import { type Bracket, type LawFigure, TAX_LAW } from './taxLaw';

// What both taxes of the /calculator share (decisions 92–96, 100): the brackets, the floor, the
// generation-skip surcharge and the end of the sum (credits, 신고세액공제). Pure functions of
// whole-won amounts; each tax's own figures are contract/inheritanceArithmetic.ts and
// contract/giftArithmetic.ts, their Korean lines contract/taxBreakdown.ts.

/** amount × rate, rounded down to the won; rates go through basis points so 0.3 stays exact. */
export function applyRate(amount: number, rate: number): number {
  return Math.floor((amount * Math.round(rate * 10_000)) / 10_000);
}

export function bracketOf(base: number): Bracket {
  const brackets = TAX_LAW.brackets.value;
  return (
    brackets.find((bracket) => bracket.upTo !== null && base <= bracket.upTo) ??
    (brackets.at(-1) as Bracket)
  );
}

/** 산출세액 of a 과세표준 (§26): base × the bracket's rate − its progressive deduction. */
export function taxOnBase(base: number): number {
  if (base <= 0) return 0;
  const bracket = bracketOf(base);
  return applyRate(base, bracket.rate) - bracket.progressiveDeduction;
}

/** The tax of a base, or nothing below the 과세최저한 (§25②, §55②). */
export function taxAboveFloor(base: number, floor: LawFigure): number {
  return base < floor.value ? 0 : taxOnBase(base);
}

/**
 * The generation-skip surcharge (§27, §57①): the rate of the tax's part that the skipped share
 * bears, tax × part / whole × rate, rounded down once. BigInt because tax × part passes 2^53.
 */
export function skipSurcharge(tax: number, part: number, whole: number, rate: number): number {
  if (part <= 0 || whole <= 0) return 0;
  const bp = BigInt(Math.round(rate * 10_000));
  const share = BigInt(Math.min(part, whole));
  return Number((BigInt(tax) * share * bp) / (BigInt(whole) * 10_000n));
}
export interface Settlement {
  credited: number;
  filingCredit: number;
  payable: number;
}

/**
 * The cap on the credit for tax paid on gifts added back (§28②, §58②): the tax times the share
 * the gifts' 과세표준 has of the whole 과세표준, rounded down. BigInt because tax × part passes 2^53.
 */
export function creditLimit(tax: number, giftBase: number, base: number): number {
  if (base <= 0 || giftBase <= 0) return 0;
  return Number((BigInt(tax) * BigInt(Math.min(giftBase, base))) / BigInt(base));
}

/**
 * The end of both taxes: the tax already paid on the gifts added back is credited (at most its
 * cap), 신고세액공제 takes its rate of the rest (§69), and what is left is paid.
 */
export function settle(tax: number, paidBefore: number, cap: number): Settlement {
  const credited = Math.min(paidBefore, cap, tax);
  const filingCredit = applyRate(tax - credited, TAX_LAW.filingCreditRate.value);
  return { credited, filingCredit, payable: tax - credited - filingCredit };
}
