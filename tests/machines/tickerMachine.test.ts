import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { serializeSnapshot, TestModel } from 'xstate/graph';
import { TICKER } from '../../contract/limits';
import { type TickerEvent, tickerMachine } from '../../machines/tickerMachine';
import { expectActorAgrees, expectEveryStateReached } from './modelTest';

type Snapshot = SnapshotFrom<typeof tickerMachine>;

const MAX_OFFSET = 2;
const STEP = 'xstate.after.stepInterval.ticker.scrolling';
const END_PAUSE = 'xstate.after.endPause.ticker.pausedAtEnd';

const EVENTS: (TickerEvent | { type: typeof STEP | typeof END_PAUSE })[] = [
  { type: STEP },
  { type: END_PAUSE },
  { type: 'MEASURED', maxOffset: MAX_OFFSET },
  { type: 'HOVER_STARTED' },
  { type: 'HOVER_ENDED' },
  { type: 'FOCUS_ENTERED' },
  { type: 'FOCUS_LEFT' },
  { type: 'PAUSE_PRESSED' },
  { type: 'PLAY_PRESSED' },
  { type: 'MOTION_PREFERENCE_CHANGED', reduced: true },
  { type: 'MOTION_PREFERENCE_CHANGED', reduced: false },
  { type: 'SCROLLED', offset: 1 },
];

const held = (s: Snapshot) => s.context.hovering || s.context.focusWithin;

/** What must hold in each state, checked on the model and on the real running actor. */
const invariants: Record<string, (s: Snapshot) => void> = {
  scrolling: (s) => {
    expect(s.context.stoppedByVisitor).toBe(false);
    expect(held(s)).toBe(false);
  },
  pausedAtEnd: (s) => {
    expect(s.context.stoppedByVisitor).toBe(false);
    expect(held(s)).toBe(false);
    expect(s.context.offset).toBe(s.context.maxOffset);
  },
  paused: (s) => {
    expect(s.context.stoppedByVisitor).toBe(false);
    expect(held(s)).toBe(true);
  },
  stopped: (s) => {
    expect(s.context.stoppedByVisitor).toBe(true);
  },
};

// createTestModel refuses machines with delayed transitions, so the model is built directly: the
// timers are ordinary events of the traversal, and the simulated clock fires them in the actor.
function modelFor(reducedMotion: boolean) {
  return new TestModel(tickerMachine, {
    events: EVENTS as TickerEvent[],
    input: { reducedMotion },
    serializeState: (snapshot) => serializeSnapshot(snapshot),
    stateMatcher: (_, key) => key === '*',
  });
}

type Model = ReturnType<typeof modelFor>;
type Path = ReturnType<Model['getShortestPaths']>[number];

/** A running ticker on a simulated clock, with every offset it wrote to the table. */
function startTicker(reducedMotion: boolean) {
  const clock = new SimulatedClock();
  const shown: number[] = [];
  const actor = createActor(
    tickerMachine.provide({
      actions: { showOffset: ({ context }) => void shown.push(context.offset) },
    }),
    { clock, input: { reducedMotion } },
  ).start();
  return { clock, shown, actor };
}

function runPath(path: Path, reducedMotion: boolean) {
  const { clock, shown, actor } = startTicker(reducedMotion);
  const forward = ({ event }: { event: TickerEvent }) => actor.send(event);
  const check = (expected: Snapshot) => {
    expectActorAgrees(actor.getSnapshot(), expected, invariants);
  };
  const events = {
    MEASURED: forward,
    HOVER_STARTED: forward,
    HOVER_ENDED: forward,
    FOCUS_ENTERED: forward,
    FOCUS_LEFT: forward,
    PAUSE_PRESSED: forward,
    PLAY_PRESSED: forward,
    MOTION_PREFERENCE_CHANGED: forward,
    SCROLLED: forward,
    // Timers: the simulated clock advances by exactly the named delay.
    [STEP]: () => {
      clock.increment(TICKER.stepIntervalMs);
      // Every step is written to the table (outside React) as it happens.
      if (actor.getSnapshot().matches('scrolling')) {
        expect(shown.at(-1)).toBe(actor.getSnapshot().context.offset);
      }
    },
    [END_PAUSE]: () => {
      clock.increment(TICKER.endPauseMs);
      expect(shown.at(-1)).toBe(0);
    },
  } as unknown as Parameters<Path['test']>[0]['events'];
  return path.test({ events, states: { '*': check } });
}

describe('tickerMachine (model-based)', () => {
  const moving = modelFor(false).getShortestPaths();
  const still = modelFor(true).getShortestPaths();

  describe('starting in motion', () => {
    for (const path of moving) it(path.description, () => runPath(path, false));
  });
  describe('starting under reduced motion', () => {
    for (const path of still) it(path.description, () => runPath(path, true));
  });

  it('the paths reach every state node of the machine', () => {
    expectEveryStateReached(tickerMachine, [...moving, ...still]);
  });
});

describe('tickerMachine timing', () => {
  function start(reducedMotion = false) {
    const { clock, shown, actor } = startTicker(reducedMotion);
    // The simulated clock fires only the timers due when it is moved, so move it step by step.
    const wait = (ms: number) => {
      for (let left = ms; left > 0; left -= TICKER.stepIntervalMs) {
        clock.increment(Math.min(left, TICKER.stepIntervalMs));
      }
    };
    return { clock, shown, actor, wait };
  }

  it('moves 1 px every 30 ms, rests 1 s at the bottom, then jumps to the top', () => {
    const { clock, shown, actor, wait } = start();
    actor.send({ type: 'MEASURED', maxOffset: 3 });
    clock.increment(TICKER.stepIntervalMs - 1);
    expect(shown).toEqual([]);
    clock.increment(1);
    expect(shown).toEqual([1]);
    wait(2 * TICKER.stepIntervalMs);
    expect(shown).toEqual([1, 2, 3]);
    clock.increment(TICKER.stepIntervalMs);
    expect(actor.getSnapshot().value).toBe('pausedAtEnd');
    clock.increment(TICKER.endPauseMs - 1);
    expect(shown.at(-1)).toBe(3);
    clock.increment(1);
    expect(shown.at(-1)).toBe(0);
    expect(actor.getSnapshot().value).toBe('scrolling');
  });

  it('holds still while pointed at or focused, and resumes only when both are gone', () => {
    const { clock, shown, actor, wait } = start();
    actor.send({ type: 'MEASURED', maxOffset: 100 });
    actor.send({ type: 'HOVER_STARTED' });
    actor.send({ type: 'FOCUS_ENTERED' });
    wait(10 * TICKER.stepIntervalMs);
    expect(shown).toEqual([]);
    actor.send({ type: 'HOVER_ENDED' });
    wait(10 * TICKER.stepIntervalMs);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'SCROLLED', offset: 40 });
    actor.send({ type: 'FOCUS_LEFT' });
    clock.increment(TICKER.stepIntervalMs);
    // It carries on from where the visitor scrolled it by hand.
    expect(shown).toEqual([41]);
  });

  it('never moves under reduced motion until play is pressed', () => {
    const { clock, shown, actor, wait } = start(true);
    actor.send({ type: 'MEASURED', maxOffset: 100 });
    wait(100 * TICKER.stepIntervalMs);
    expect(shown).toEqual([]);
    expect(actor.getSnapshot().value).toBe('stopped');
    actor.send({ type: 'PLAY_PRESSED' });
    clock.increment(TICKER.stepIntervalMs);
    expect(shown).toEqual([1]);
  });
});
