import {
  CALCULATOR_MODES,
  type CalculatorField,
  type CalculatorMode,
  type CalculatorValues,
  EMPTY_CALCULATOR,
} from '../../../contract/calculatorFields';
import { readTextValues } from '../../components/sessionDraft';

// What Back, Forward and a reload bring back of /calculator (docs/decisions.md 195): the mode,
// the inputs that differ from the empty form, and whether an estimate was shown (it is computed
// again from the inputs, never stored).

export interface CalculatorDraft {
  mode: CalculatorMode;
  values: Partial<CalculatorValues>;
  calculated: boolean;
}

const FIELDS = Object.keys(EMPTY_CALCULATOR) as CalculatorField[];

/** The draft of this state of the calculator, or null when nothing differs from a fresh page. */
export function calculatorDraftOf(
  mode: CalculatorMode,
  values: CalculatorValues,
  calculated: boolean,
): CalculatorDraft | null {
  const changed = FIELDS.filter((field) => values[field] !== EMPTY_CALCULATOR[field]);
  if (changed.length === 0 && mode === CALCULATOR_MODES[0] && !calculated) return null;
  return {
    mode,
    values: Object.fromEntries(changed.map((field) => [field, values[field]])),
    calculated,
  };
}

/** A stored draft, checked: an unknown mode or field is dropped, not trusted. */
export function readCalculatorDraft(value: unknown): CalculatorDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const mode = CALCULATOR_MODES.find((known) => known === record.mode);
  if (!mode) return null;
  return {
    mode,
    values: readTextValues(record.values, FIELDS) ?? {},
    calculated: record.calculated === true,
  };
}

type CalculatorRestoreEvent =
  | { type: 'MODE_CHOSEN'; mode: CalculatorMode }
  | { type: 'FIELD_CHANGED'; field: CalculatorField; value: string };

/**
 * The events that put a fresh calculator's fields back into the draft's state, in order; the
 * estimate, when `calculated`, is asked for again once the arithmetic has loaded.
 */
export function restoreEvents(draft: CalculatorDraft): CalculatorRestoreEvent[] {
  return [
    { type: 'MODE_CHOSEN', mode: draft.mode },
    ...Object.entries(draft.values).map(([field, value]) => ({
      type: 'FIELD_CHANGED' as const,
      field: field as CalculatorField,
      value: value as string,
    })),
  ];
}
