import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { CALCULATOR_MESSAGES as M } from '../../contract/calculatorMessages';
import { type CalculatorEvent, calculatorMachine } from '../../machines/calculatorMachine';
import { describeModel, expectUnchanged } from './modelTest';

const EVENTS: CalculatorEvent[] = [
  { type: 'MODE_CHOSEN', mode: 'gift' },
  { type: 'MODE_CHOSEN', mode: 'inheritance' },
  { type: 'FIELD_CHANGED', field: 'estate', value: '20억' },
  { type: 'FIELD_CHANGED', field: 'estate', value: '-5' },
  { type: 'FIELD_CHANGED', field: 'giftAmount', value: '1억' },
  { type: 'CALCULATE' },
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

describeModel('calculatorMachine', {
  machine: calculatorMachine,
  events: EVENTS,
  expectStep: (step) => {
    const { before, event, after, emitted } = step;
    const e = event as CalculatorEvent;
    // What the page shows: a breakdown exactly while computed, messages only while invalid.
    expect(after.context.result !== null).toBe(after.matches('computed'));
    expect(Object.keys(after.context.errors).length > 0).toBe(after.matches('invalid'));
    const emittedTypes = emitted.map(({ type }) => type);
    switch (e.type) {
      case 'MODE_CHOSEN':
        if (e.mode === before.context.mode) {
          expectUnchanged(step);
          return;
        }
        expect(after.value).toBe('editing');
        expect(after.context.mode).toBe(e.mode);
        // What was typed in either mode stays.
        expect(after.context.values).toEqual(before.context.values);
        return;
      case 'FIELD_CHANGED':
        expect(after.context.values[e.field]).toBe(e.value);
        expect(after.context.errors[e.field]).toBeUndefined();
        if (before.matches('invalid')) {
          const left = Object.keys(before.context.errors).filter((field) => field !== e.field);
          expect(after.value).toBe(left.length ? 'invalid' : 'editing');
        } else expect(after.value).toBe('editing');
        return;
      case 'CALCULATE': {
        if (before.matches('computed')) {
          expectUnchanged(step);
          return;
        }
        const typed =
          before.context.mode === 'gift'
            ? before.context.values.giftAmount
            : before.context.values.estate;
        const payable = PAYABLE[`${before.context.mode}:${typed}`];
        if (payable === undefined) {
          expect(after.value).toBe('invalid');
          const field = before.context.mode === 'gift' ? 'giftAmount' : 'estate';
          expect(after.context.errors[field]).toBe(
            typed === '' ? M.amountRequired : M.amountNegative,
          );
          expect(emittedTypes).toEqual(['focusFirstInvalidField']);
        } else {
          expect(after.value).toBe('computed');
          expect(after.context.result?.estimate.payable).toBe(payable);
          expect(after.context.result?.announcement).toContain('예상');
          expect(emittedTypes).toEqual(['revealEstimate']);
        }
        return;
      }
      case 'COUNSEL_REQUESTED':
        if (!before.matches('computed')) {
          expectUnchanged(step);
          return;
        }
        expect(after.value).toBe('computed');
        expect(emitted).toEqual([
          { type: 'openCounselForm', params: before.context.result?.draft },
        ]);
        expect(before.context.result?.draft.consultation_type).toBe(before.context.mode);
        return;
    }
  },
});

describe('calculatorMachine behaviour', () => {
  it('keeps what was typed through an error and computes once it is fixed', () => {
    const actor = createActor(calculatorMachine).start();
    actor.send({ type: 'FIELD_CHANGED', field: 'estate', value: '1조 1' });
    actor.send({ type: 'CALCULATE' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.values.estate).toBe('1조 1');
    expect(actor.getSnapshot().context.errors.estate).toBe(M.amountTooLarge);
    actor.send({ type: 'FIELD_CHANGED', field: 'estate', value: '1조' });
    actor.send({ type: 'CALCULATE' });
    expect(actor.getSnapshot().value).toBe('computed');
  });
});
