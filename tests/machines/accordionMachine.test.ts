import { describe, expect, it } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { type AccordionEvent, accordionMachine } from '../../machines/accordionMachine';
import { expectEveryStateReached } from './modelTest';

type Snapshot = SnapshotFrom<typeof accordionMachine>;

const ITEMS = ['deadlines', 'deductions', 'audit'] as const;
const EVENTS: AccordionEvent[] = ITEMS.map((id) => ({ type: 'TOGGLE', id }));

const model = createTestModel(accordionMachine, { events: EVENTS });

/** What must hold in each state, checked on the model and on a real running actor. */
const invariants = {
  closed: (snapshot: Snapshot) => {
    expect(snapshot.context.openId).toBeNull();
  },
  open: (snapshot: Snapshot) => {
    expect(ITEMS).toContain(snapshot.context.openId);
  },
};

function runPath(path: ReturnType<typeof model.getShortestPaths>[number]) {
  const actor = createActor(accordionMachine).start();
  // The real actor follows the model step by step; both must agree after every event.
  const forward = ({ event }: { event: { type: string } }) => {
    actor.send(event as AccordionEvent);
  };
  return path.test({
    events: { TOGGLE: forward },
    states: {
      closed: (state) => {
        invariants.closed(state);
        invariants.closed(actor.getSnapshot());
        expect(actor.getSnapshot().value).toBe('closed');
      },
      open: (state) => {
        invariants.open(state);
        invariants.open(actor.getSnapshot());
        expect(actor.getSnapshot().context.openId).toBe(state.context.openId);
      },
    },
  });
}

describe('accordionMachine (model-based)', () => {
  const shortest = model.getShortestPaths();
  const simple = model.getSimplePaths();

  describe('shortest paths', () => {
    for (const path of shortest) it(path.description, () => runPath(path));
  });

  describe('simple paths', () => {
    for (const path of simple) it(path.description, () => runPath(path));
  });

  it('the paths reach every state node of the machine', () => {
    expectEveryStateReached(accordionMachine, [...shortest, ...simple]);
  });

  it('every item can be the open one', () => {
    const openIds = new Set(shortest.map((path) => path.state.context.openId));
    expect(openIds).toEqual(new Set([null, ...ITEMS]));
  });
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
