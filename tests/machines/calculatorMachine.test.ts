import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { calculate } from '../../contract/calculatorEngine';
import { EMPTY_CALCULATOR } from '../../contract/calculatorFields';
import { CALCULATOR_MESSAGES as M } from '../../contract/calculatorMessages';
import { type CalculatorEvent, calculatorMachine } from '../../machines/calculatorMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';

const EVENTS: CalculatorEvent[] = [
  { type: 'MODE_CHOSEN', mode: 'gift' },
  { type: 'MODE_CHOSEN', mode: 'inheritance' },
  { type: 'FIELD_CHANGED', field: 'estate', value: '20억' },
  { type: 'FIELD_CHANGED', field: 'estate', value: '-5' },
  { type: 'FIELD_CHANGED', field: 'debts', value: '많음' },
  { type: 'FIELD_CHANGED', field: 'debts', value: '' },
  { type: 'FIELD_CHANGED', field: 'minorAges', value: '25' },
  { type: 'FIELD_CHANGED', field: 'minorAges', value: '' },
  { type: 'FIELD_CHANGED', field: 'giftAmount', value: '1억' },
  { type: 'FIELD_CHANGED', field: 'earlierGifts', value: '많음' },
  { type: 'FIELD_CHANGED', field: 'earlierGifts', value: '' },
  { type: 'CALCULATE', calculate },
  { type: 'COUNSEL_REQUESTED' },
];

/** The payable tax of each valid input the events can make, worked out by hand. */
const PAYABLE: Record<string, number> = {
  // 20억, 배우자 (상속분 0 → 최소 5억), 성년 자녀 2: 19억 9,500만 − 일괄 5억 − 배우자 5억
  // = 9억 9,500만 → 2억 9,850만 − 6,000만 = 2억 3,850만; 3 % 715만 5,000 → 2억 3,134만 5,000.
  'inheritance:20억': 231_345_000,
  // 성년 자녀 1억: 5,000만 × 10 % = 500만; 15만 → 485만.
  'gift:1억': 4_850_000,
};

type Snapshot = ReturnType<(typeof calculatorMachine)['getInitialSnapshot']>;
type Values = Snapshot['context']['values'];

/** An amount's message for the values the events type, from the spec's wording. */
function amountMessage(text: string, required: boolean): string | undefined {
  if (text === '') return required ? M.amountRequired : undefined;
  if (text.startsWith('-')) return M.amountNegative;
  return /^\d+억$/.test(text) ? undefined : M.amountNotNumber;
}

/** The messages of one mode's fields for the values the events can make. */
function messagesFor(mode: string, values: Values): Record<string, string> {
  const messages: Record<string, string | undefined> =
    mode === 'gift'
      ? {
          giftAmount: amountMessage(values.giftAmount, true),
          earlierGifts: amountMessage(values.earlierGifts, false),
        }
      : {
          estate: amountMessage(values.estate, true),
          debts: amountMessage(values.debts, false),
          // Minors are under 19.
          minorAges: values.minorAges === '' ? undefined : M.minorAgesInvalid,
        };
  return Object.fromEntries(
    Object.entries(messages).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The whole observable result of one event, written from the calculator's rules (docs/product.md#calculator). */
function expectedAfter(before: Snapshot, e: CalculatorEvent): Expected {
  const c = before.context;
  switch (e.type) {
    case 'MODE_CHOSEN':
      if (e.mode === c.mode) return unchanged(before);
      // What was typed in either mode stays; messages and the estimate of the other mode go.
      return { value: 'editing', context: { mode: e.mode, errors: {}, result: null } };
    case 'FIELD_CHANGED': {
      // Typing into a field clears that field's message and leaves the others; the page stays
      // `invalid` while any message is left, and a changed input drops the shown estimate.
      const { [e.field]: _fixed, ...errors } = c.errors;
      const left = Object.keys(errors).length > 0;
      return {
        value: before.matches('invalid') && left ? 'invalid' : 'editing',
        context: {
          values: { ...c.values, [e.field]: e.value },
          errors,
          ...(before.matches('computed') ? { result: null } : {}),
        },
      };
    }
    case 'CALCULATE': {
      // The estimate on screen is the one for these values: asking again changes nothing.
      if (before.matches('computed')) return unchanged(before);
      const errors = messagesFor(c.mode, c.values);
      if (Object.keys(errors).length > 0) {
        return {
          value: 'invalid',
          context: { errors },
          emitted: [['focusFirstInvalidField', undefined]],
        };
      }
      const typed = c.mode === 'gift' ? c.values.giftAmount : c.values.estate;
      return {
        value: 'computed',
        context: {
          errors: {},
          result: {
            estimate: expect.objectContaining({ payable: PAYABLE[`${c.mode}:${typed}`] }),
            announcement: expect.stringContaining('예상'),
            draft: expect.objectContaining({ consultation_type: c.mode }),
            // No date typed: the law's first day and the note that today was taken.
            law: [expect.stringContaining('2024-01-01'), expect.stringContaining('오늘 기준')],
          },
        },
        emitted: [['revealEstimate', undefined]],
      };
    }
    case 'COUNSEL_REQUESTED':
      if (!before.matches('computed')) return unchanged(before);
      return { value: 'computed', emitted: [['openCounselForm', c.result?.draft]] };
  }
}

describeModel('calculatorMachine', {
  machine: calculatorMachine,
  start: {
    value: 'editing',
    context: { mode: 'inheritance', values: EMPTY_CALCULATOR, errors: {}, result: null },
  },
  transitions: [
    'calculator (any state) —MODE_CHOSEN [isOtherMode]→ editing',
    'calculator (any state) —MODE_CHOSEN [every guard false]→ ignored',
    'calculator (any state) —CALCULATE [hasInvalidFields]→ invalid',
    'calculator (any state) —CALCULATE→ computed',
    'editing —FIELD_CHANGED→ (stays)',
    'invalid —FIELD_CHANGED [fixesLastMessage]→ editing',
    'invalid —FIELD_CHANGED→ (stays)',
    'computed —CALCULATE→ (stays)',
    'computed —FIELD_CHANGED→ editing',
    'computed —COUNSEL_REQUESTED→ (stays)',
  ],
  events: EVENTS,
  serializeState: (s) => JSON.stringify([s.value, s.context.mode, s.context.values]),
  // Which fields show a message when the next field is typed or the estimate asked for.
  situation: (s) => JSON.stringify(Object.keys(s.context.errors).sort()),
  expectStep: ({ before, event }) => expectedAfter(before, event as CalculatorEvent),
});

describe('calculatorMachine behaviour', () => {
  it('keeps what was typed through an error and computes once it is fixed', () => {
    const actor = createActor(calculatorMachine).start();
    actor.send({ type: 'FIELD_CHANGED', field: 'estate', value: '1조 1' });
    actor.send({ type: 'CALCULATE', calculate });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.values.estate).toBe('1조 1');
    expect(actor.getSnapshot().context.errors.estate).toBe(M.amountTooLarge);
    actor.send({ type: 'FIELD_CHANGED', field: 'estate', value: '1조' });
    actor.send({ type: 'CALCULATE', calculate });
    expect(actor.getSnapshot().value).toBe('computed');
  });
});
