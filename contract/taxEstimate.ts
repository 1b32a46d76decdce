import { type GiftInput, giftFigures } from './giftArithmetic';
import { giftLines } from './giftBreakdown';
import { inheritanceFigures } from './inheritanceArithmetic';
import { inheritanceLines, sharesInWords } from './inheritanceBreakdown';
import type { InheritanceInput } from './inheritanceInput';
import type { EstimateLine } from './taxBreakdown';
import type { Bracket } from './taxLaw';

// What the calculator shows for an input: the figures (contract/taxArithmetic.ts) and their
// breakdown in Korean (contract/taxBreakdown.ts), together.

export interface Estimate {
  lines: EstimateLine[];
  /** The heirs' 법정상속분 in words (inheritance only; empty for a gift). */
  shares: string[];
  /** 과세가액: what the deductions are taken from (the picture of the estimate starts here). */
  taxableValue: number;
  base: number;
  bracket: Bracket;
  computedTax: number;
  payable: number;
}

export function estimateInheritanceTax(input: InheritanceInput): Estimate {
  const f = inheritanceFigures(input);
  const { base, bracket, computedTax } = f;
  return {
    lines: inheritanceLines(input, f),
    shares: sharesInWords(f.shares),
    taxableValue: f.taxableValue,
    base,
    bracket,
    computedTax,
    payable: f.settlement.payable,
  };
}

export function estimateGiftTax(input: GiftInput): Estimate {
  const f = giftFigures(input);
  const { base, bracket, computedTax } = f;
  return {
    lines: giftLines(input, f),
    shares: [],
    taxableValue: f.taxableValue,
    base,
    bracket,
    computedTax,
    payable: f.settlement.payable,
  };
}
