import {
  type GiftInput,
  giftFigures,
  type InheritanceInput,
  inheritanceFigures,
} from './taxArithmetic';
import { type EstimateLine, giftLines, inheritanceLines } from './taxBreakdown';
import type { Bracket } from './taxLaw';

// What the calculator shows for an input: the figures (contract/taxArithmetic.ts) and their
// breakdown in Korean (contract/taxBreakdown.ts), together.

export interface Estimate {
  lines: EstimateLine[];
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
    taxableValue: f.taxableValue,
    base,
    bracket,
    computedTax,
    payable: f.settlement.payable,
  };
}
