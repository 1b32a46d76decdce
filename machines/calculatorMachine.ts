import { assertEvent, assign, setup } from 'xstate';
import type { Calculate, CalculatorResult } from '../contract/calculatorEngine';
import {
  type CalculatorField,
  type CalculatorMode,
  type CalculatorValues,
  EMPTY_CALCULATOR,
} from '../contract/calculatorFields';
import type { CalculatorErrors } from '../contract/calculatorInput';
import type { CounselDraft } from '../contract/counselDraft';

// The /calculator (docs/product.md#calculator): the visitor picks 상속세 or 증여세, types, asks for the estimate,
// sees it or the fields to fix, and may carry it into a consultation request. The arithmetic is
// contract/calculatorEngine.ts, which comes with the request for an estimate (CALCULATE carries
// it: the page loads it after its first paint, decision 314); this machine only decides when it
// runs and what the page shows.

export interface CalculatorContext {
  mode: CalculatorMode;
  values: CalculatorValues;
  errors: CalculatorErrors;
  /**
   * While `computed`: the breakdown, the sentence the live region says, the consultation draft,
   * and what the estimate says of the law it applies (its first day, the windows of the date).
   */
  result: CalculatorResult | null;
}

export type CalculatorEvent =
  | { type: 'MODE_CHOSEN'; mode: CalculatorMode }
  | { type: 'FIELD_CHANGED'; field: CalculatorField; value: string }
  | { type: 'CALCULATE'; calculate: Calculate }
  | { type: 'COUNSEL_REQUESTED' };

export const calculatorMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as CalculatorContext,
    events: {} as CalculatorEvent,
  },
  guards: {
    isOtherMode: ({ context, event }) => {
      assertEvent(event, 'MODE_CHOSEN');
      return event.mode !== context.mode;
    },
    hasInvalidFields: ({ context, event }) => {
      assertEvent(event, 'CALCULATE');
      return !event.calculate(context.mode, context.values).ok;
    },
    fixesLastMessage: ({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      return Object.keys(context.errors).every((field) => field === event.field);
    },
  },
  actions: {
    rememberMode: assign({
      mode: ({ event }) => {
        assertEvent(event, 'MODE_CHOSEN');
        return event.mode;
      },
      errors: {},
      result: null,
    }),
    rememberValue: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    // A changed input makes the shown estimate wrong: it goes until asked for again.
    forgetEstimate: assign({ result: null }),
    showFieldErrors: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'CALCULATE');
        const outcome = event.calculate(context.mode, context.values);
        return outcome.ok ? {} : outcome.errors;
      },
    }),
    showEstimate: assign({
      errors: {},
      result: ({ context, event }) => {
        assertEvent(event, 'CALCULATE');
        const outcome = event.calculate(context.mode, context.values);
        // Only reached when hasInvalidFields said no.
        // Stryker disable next-line ConditionalExpression: the hasInvalidFields guard lets only a form that parses reach this
        return outcome.ok ? outcome.result : null;
      },
    }),
    // The view moves focus to the first field with a message.
    focusFirstInvalidField: () => {},
    // The view scrolls the breakdown into sight (below the form on a phone).
    revealEstimate: () => {},
    // The view opens /apply-counsel with the draft, outside the URL (docs/decisions.md 94).
    openCounselForm: (_, _params: CounselDraft) => {},
  },
}).createMachine({
  id: 'calculator',
  initial: 'editing',
  context: { mode: 'inheritance', values: EMPTY_CALCULATOR, errors: {}, result: null },
  on: {
    MODE_CHOSEN: { guard: 'isOtherMode', target: '.editing', actions: 'rememberMode' },
    CALCULATE: [
      {
        guard: 'hasInvalidFields',
        target: '.invalid',
        actions: ['showFieldErrors', 'focusFirstInvalidField'],
      },
      { target: '.computed', actions: ['showEstimate', 'revealEstimate'] },
    ],
  },
  states: {
    editing: {
      on: { FIELD_CHANGED: { actions: 'rememberValue' } },
    },
    // Messages under the fields; the last one fixed takes the page back to editing.
    invalid: {
      on: {
        FIELD_CHANGED: [
          { guard: 'fixesLastMessage', target: 'editing', actions: 'rememberValue' },
          { actions: 'rememberValue' },
        ],
      },
    },
    computed: {
      on: {
        // The estimate on screen is the one for these values: asking again changes nothing.
        CALCULATE: {},
        FIELD_CHANGED: { target: 'editing', actions: ['rememberValue', 'forgetEstimate'] },
        COUNSEL_REQUESTED: {
          actions: {
            type: 'openCounselForm',
            params: ({ context }) => context.result?.draft as CounselDraft,
          },
        },
      },
    },
  },
});
