import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type AccordionEvent, accordionMachine } from '../../machines/accordionMachine';
import type { Expected } from './modelSpec';
import { describeModel } from './modelTest';

const ITEMS = ['deadlines', 'deductions', 'audit'] as const;
const EVENTS: AccordionEvent[] = ITEMS.map((id) => ({ type: 'TOGGLE', id }));

describeModel('accordionMachine', {
  machine: accordionMachine,
  start: { value: 'closed', context: { openId: null } },
  transitions: [
    'closed —TOGGLE→ open',
    'open —TOGGLE [isTheOpenItem]→ closed',
    'open —TOGGLE→ (stays)',
  ],
  events: EVENTS,
  // Spec §4: a button opens its panel and closes any other; pressed again, it closes its own.
  expectStep: ({ before, event }): Expected => {
    const id = (event as AccordionEvent).id;
    return before.context.openId === id
      ? { value: 'closed', context: { openId: null } }
      : { value: 'open', context: { openId: id } };
  },
});

describe('accordionMachine behaviour', () => {
  it('keeps one item open at a time: opening another closes the first', () => {
    const actor = createActor(accordionMachine).start();
    actor.send({ type: 'TOGGLE', id: 'deadlines' });
    actor.send({ type: 'TOGGLE', id: 'audit' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.openId).toBe('audit');
  });

  it('closes the open item when its button is pressed again', () => {
    const actor = createActor(accordionMachine).start();
    actor.send({ type: 'TOGGLE', id: 2 });
    actor.send({ type: 'TOGGLE', id: 2 });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.openId).toBeNull();
  });

  it('treats 2 and "2" as different items (ids are compared exactly)', () => {
    const actor = createActor(accordionMachine).start();
    actor.send({ type: 'TOGGLE', id: 2 });
    actor.send({ type: 'TOGGLE', id: '2' });
    expect(actor.getSnapshot().context.openId).toBe('2');
  });
});
