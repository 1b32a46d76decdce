import type { CalculatorMode, CalculatorValues } from './calculatorFields';
import { type CalculatorErrors, estimateFor, parseCalculator } from './calculatorInput';
import { counselDraftFor, estimateAnnouncement, lawNotes } from './calculatorSummary';
import type { CounselDraft } from './counselDraft';
import type { Estimate } from './taxEstimate';

// Everything /calculator runs when an estimate is asked for, in one module: the page loads it
// after its first paint (decision 314), so the parsing, the arithmetic and the breakdown's words
// are not in the JS a visitor downloads before the page is usable.

/** What the page shows of one estimate. */
export interface CalculatorResult {
  estimate: Estimate;
  /** The sentence the live region says once. */
  announcement: string;
  /** The consultation request the estimate can be carried into. */
  draft: CounselDraft;
  /** What the estimate says of the law it applies (its first day, the windows of the date). */
  law: string[];
}

export type CalculatorOutcome =
  | { ok: true; result: CalculatorResult }
  | { ok: false; errors: CalculatorErrors };

/** The estimate of what was typed, or the message of every field to fix. */
export function calculate(mode: CalculatorMode, values: CalculatorValues): CalculatorOutcome {
  const parsed = parseCalculator(mode, values);
  if (!parsed.ok) return { ok: false, errors: parsed.errors };
  const estimate = estimateFor(parsed.input);
  return {
    ok: true,
    result: {
      estimate,
      announcement: estimateAnnouncement(parsed.input, estimate),
      draft: counselDraftFor(parsed.input, estimate),
      law: lawNotes(parsed.input),
    },
  };
}

export type Calculate = typeof calculate;
