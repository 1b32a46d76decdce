import {
  bracketOf,
  creditLimit,
  type Settlement,
  settle,
  skipSurcharge,
  taxAboveFloor,
} from './taxArithmetic';
import { type Bracket, type LawFigure, TAX_LAW } from './taxLaw';

// Every figure of a gift estimate (증여세, decisions 92–96, 100, 203–212), from
// contract/taxLaw.ts; the Korean lines are contract/taxBreakdown.ts.

const G = TAX_LAW.gift;

export const GIFT_RELATIONS = [
  'spouse',
  'adultDescendant',
  'minorDescendant',
  'ascendant',
  'otherRelative',
  'unrelated',
] as const;
export type GiftRelation = (typeof GIFT_RELATIONS)[number];

const RELATION_DEDUCTION: Record<GiftRelation, LawFigure | null> = {
  spouse: G.spouse,
  adultDescendant: G.toAdultDescendant,
  minorDescendant: G.toMinorDescendant,
  ascendant: G.toAscendant,
  otherRelative: G.otherRelative,
  unrelated: null,
};

/** From an ascendant to a descendant: the only gifts that can skip a generation or use §53의2. */
export function isFromAscendant(relation: string): boolean {
  return relation === 'adultDescendant' || relation === 'minorDescendant';
}

/**
 * The relations whose 증여재산공제 one class of donors shares (§53 2–4호: all 직계존속, all
 * 직계비속, all other relatives): there a second donor of the class can have used it.
 */
export function sharesClassDeduction(relation: string): boolean {
  return (
    relation === 'adultDescendant' ||
    relation === 'minorDescendant' ||
    relation === 'ascendant' ||
    relation === 'otherRelative'
  );
}

export interface GiftInput {
  amount: number;
  /** 부담부증여: of the amount, the debt the recipient takes over (§47①). */
  assumedDebt: number;
  relation: GiftRelation;
  /** A grandparent's gift to a grandchild whose parent is alive (§57). */
  skipsGeneration: boolean;
  /** Given within 2 years of the recipient's marriage or a child's birth (§53의2). */
  marriageOrBirth: boolean;
  /** Gifts from the same donor group within the last 10 years, at their value then. */
  earlierGifts: number;
  /** Of those, what skipped a generation: §57① surcharges the tax in proportion to it. */
  earlierSkippedGifts: number;
  /** The gift tax paid on them. */
  earlierGiftTax: number;
  /**
   * Gifts within 10 years from other donors of the same class (§53: e.g. a grandparent when a
   * parent gives now): not added (§47② adds one donor and that donor's spouse), but the class's
   * one 증여재산공제 is shared with them.
   */
  otherDonorGifts: number;
  /** The 증여재산공제 those gifts used; null when not known (then as much as they could). */
  otherDonorDeduction: number | null;
}

/** What of the class's 증여재산공제 the other donors' gifts used (시행령 §46: earliest first). */
export function deductionUsedElsewhere(
  input: Pick<GiftInput, 'otherDonorGifts' | 'otherDonorDeduction'>,
  allowance: number,
): number {
  const used = input.otherDonorDeduction ?? input.otherDonorGifts;
  return Math.min(Math.max(0, used), input.otherDonorGifts, allowance);
}

/** Every figure of a gift estimate, in the order the breakdown shows them. */
export interface GiftFigures {
  fromAscendant: boolean;
  /** The gift less the debt taken over (§47①). */
  netGift: number;
  taxableValue: number;
  /** The relation's 증여재산공제, or null where the law gives none (not a relative). */
  allowance: LawFigure | null;
  /** What of the allowance other donors of the class used before. */
  usedElsewhere: number;
  relationDeduction: number;
  marriage: number;
  base: number;
  bracket: Bracket;
  computedTax: number;
  /** What of the taxable value skipped a generation (this gift and earlier ones). */
  skipped: number;
  minorAbove: boolean;
  skipRate: number;
  surcharge: number;
  /** The 과세표준 of the earlier gifts added (their value less the deduction they used), §58②. */
  earlierBase: number;
  creditCap: number;
  settlement: Settlement;
}

export function giftFigures(input: GiftInput): GiftFigures {
  const fromAscendant = isFromAscendant(input.relation);
  const netGift = Math.max(0, input.amount - input.assumedDebt);
  const taxableValue = netGift + input.earlierGifts;
  const allowance = RELATION_DEDUCTION[input.relation];
  const usedElsewhere =
    allowance && sharesClassDeduction(input.relation)
      ? deductionUsedElsewhere(input, allowance.value)
      : 0;
  const relationDeduction = Math.min((allowance?.value ?? 0) - usedElsewhere, taxableValue);
  const marriage =
    fromAscendant && input.marriageOrBirth
      ? Math.min(G.marriageOrBirth.value, taxableValue - relationDeduction)
      : 0;
  const base = taxableValue - relationDeduction - marriage;
  const computedTax = taxAboveFloor(base, G.taxFloor);
  const skips = fromAscendant && input.skipsGeneration;
  const skipped = fromAscendant
    ? (skips ? netGift : 0) + Math.min(input.earlierSkippedGifts, input.earlierGifts)
    : 0;
  const minorAbove =
    skips && input.relation === 'minorDescendant' && netGift > G.generationSkipMinorAbove.value;
  const skipRate = minorAbove ? G.generationSkipMinorRate.value : G.generationSkipRate.value;
  const surcharge = skipSurcharge(computedTax, skipped, taxableValue, skipRate);
  // 시행령 §46: the deduction goes to the earliest gift first, so the earlier gifts used it first.
  const earlierBase = input.earlierGifts - Math.min(input.earlierGifts, relationDeduction);
  const creditCap = creditLimit(computedTax + surcharge, earlierBase, base);
  return {
    fromAscendant,
    netGift,
    taxableValue,
    allowance,
    usedElsewhere,
    relationDeduction,
    marriage,
    base,
    bracket: bracketOf(base),
    computedTax,
    skipped,
    minorAbove,
    skipRate,
    surcharge,
    earlierBase,
    creditCap,
    settlement: settle(computedTax + surcharge, input.earlierGiftTax, creditCap),
  };
}
