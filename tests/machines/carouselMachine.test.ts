import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { CAROUSEL } from '../../contract/limits';
import { type CarouselEvent, carouselMachine } from '../../machines/carouselMachine';
import { expectEveryStateReached } from './modelTest';

type Snapshot = SnapshotFrom<typeof carouselMachine>;

const COUNT = 6;

/** The machine's timers, as the delayed events the model walks and the clock time they need. */
const TIMERS = {
  'xstate.after.jumpDuration.carousel.jumping': CAROUSEL.jumpDurationMs,
  'xstate.after.postJumpPause.carousel.postJump': CAROUSEL.postJumpPauseMs,
  'xstate.after.resumeAfterTouch.carousel.resumingAfterTouch': CAROUSEL.resumeAfterTouchMs,
} as const;

const EVENTS: CarouselEvent[] = [
  { type: 'HOVER_STARTED' },
  { type: 'HOVER_ENDED' },
  { type: 'TOUCH_STARTED' },
  { type: 'TOUCH_ENDED' },
  { type: 'FOCUS_ENTERED' },
  { type: 'FOCUS_LEFT' },
  { type: 'PAUSE_PRESSED' },
  { type: 'PLAY_PRESSED' },
  { type: 'MOTION_REDUCED' },
  { type: 'PREVIOUS_PRESSED' },
  { type: 'NEXT_PRESSED' },
  { type: 'DOT_PRESSED', index: 3 },
  { type: 'CARD_FOCUSED', index: 2 },
  { type: 'CARD_REACHED', index: 1 },
];

const holds = ({ context }: Snapshot) => {
  const { hovering, touching, focusWithin, pausedByVisitor } = context;
  return { hovering, touching, focusWithin, pausedByVisitor };
};

const isHeld = ({ context }: Snapshot) =>
  context.hovering || context.touching || context.focusWithin || context.pausedByVisitor;

// createTestModel refuses machines with delayed transitions, so the model is built directly with
// TestModel: the timers are ordinary events of the traversal, and a simulated clock fires them in
// the real actor. Which card is current and how many jumps happened do not change what the
// carousel may do next, so states are told apart by mode and holds (this keeps the graph finite).
const model = new TestModel(carouselMachine, {
  events: [...EVENTS, ...Object.keys(TIMERS).map((type) => ({ type }))] as CarouselEvent[],
  input: { count: COUNT },
  stateMatcher: (snapshot, key) => snapshot.matches(key as Snapshot['value']),
  serializeState: (snapshot) => JSON.stringify([snapshot.value, holds(snapshot)]),
});

/** What must hold in each state, checked on the model and on a real actor driven by a clock. */
const invariants: Record<string, (snapshot: Snapshot) => void> = {
  auto: (snapshot) => expect(isHeld(snapshot)).toBe(false),
  paused: (snapshot) => expect(isHeld(snapshot)).toBe(true),
  resumingAfterTouch: (snapshot) => {
    expect(isHeld(snapshot)).toBe(false);
    expect(snapshot.context.touching).toBe(false);
  },
  jumping: (snapshot) => {
    expect(snapshot.context.jumpId).toBeGreaterThan(0);
    expect(snapshot.context.index).toBeGreaterThanOrEqual(0);
    expect(snapshot.context.index).toBeLessThan(COUNT);
  },
  postJump: (snapshot) => expect(snapshot.context.jumpId).toBeGreaterThan(0),
};

type Path = ReturnType<typeof model.getShortestPaths>[number];

function runPath(path: Path) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { input: { count: COUNT }, clock }).start();
  const forward = ({ event }: { event: { type: string } }) => {
    actor.send(event as CarouselEvent);
  };
  const events: Record<string, (step: { event: { type: string } }) => void> = {};
  for (const event of EVENTS) events[event.type] = forward;
  // A delayed transition happens in the real actor only when its time has passed.
  for (const [type, ms] of Object.entries(TIMERS)) {
    events[type] = () => {
      const before = actor.getSnapshot().value;
      clock.increment(ms - 1);
      expect(actor.getSnapshot().value).toEqual(before);
      clock.increment(1);
    };
  }
  const states: Record<string, (state: Snapshot) => void> = {};
  for (const [key, check] of Object.entries(invariants)) {
    states[key] = (state) => {
      check(state);
      check(actor.getSnapshot());
      expect(actor.getSnapshot().value).toEqual(state.value);
      // Paths are merged by mode and holds (see serializeState), so only those are compared.
      expect(holds(actor.getSnapshot())).toEqual(holds(state));
    };
  }
  return path.test({ events, states });
}

describe('carouselMachine (model-based)', () => {
  const shortest = model.getShortestPaths();

  for (const path of shortest) it(path.description, () => runPath(path));

  it('the paths reach every state node of the machine', () => {
    expectEveryStateReached(carouselMachine, shortest);
  });
});

describe('carouselMachine behaviour', () => {
  const start = () => {
    const clock = new SimulatedClock();
    const actor = createActor(carouselMachine, { input: { count: COUNT }, clock }).start();
    return { clock, actor };
  };

  it('previous from the first card wraps to the last, next from the last wraps to the first', () => {
    const { actor } = start();
    actor.send({ type: 'PREVIOUS_PRESSED' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 5, jumpDirection: 'backward' });
    actor.send({ type: 'NEXT_PRESSED' });
    expect(actor.getSnapshot().context).toMatchObject({ index: 0, jumpDirection: 'forward' });
  });

  it('a jump moves for 0.8 s, rests for 2 s, then moves on by itself', () => {
    const { actor, clock } = start();
    actor.send({ type: 'DOT_PRESSED', index: 4 });
    expect(actor.getSnapshot().value).toBe('jumping');
    clock.increment(CAROUSEL.jumpDurationMs);
    expect(actor.getSnapshot().value).toBe('postJump');
    clock.increment(CAROUSEL.postJumpPauseMs - 1);
    expect(actor.getSnapshot().value).toBe('postJump');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('auto');
    expect(actor.getSnapshot().context.index).toBe(4);
  });

  it('a jump made under the mouse stays paused until the mouse leaves', () => {
    const { actor, clock } = start();
    actor.send({ type: 'HOVER_STARTED' });
    actor.send({ type: 'NEXT_PRESSED' });
    clock.increment(CAROUSEL.jumpDurationMs);
    clock.increment(CAROUSEL.postJumpPauseMs);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'HOVER_ENDED' });
    expect(actor.getSnapshot().value).toBe('auto');
  });

  it('resumes 2 s after the finger lifts, not before, and a new touch cancels the countdown', () => {
    const { actor, clock } = start();
    actor.send({ type: 'TOUCH_STARTED' });
    actor.send({ type: 'TOUCH_ENDED' });
    clock.increment(CAROUSEL.resumeAfterTouchMs - 1);
    expect(actor.getSnapshot().value).toBe('resumingAfterTouch');
    actor.send({ type: 'TOUCH_STARTED' });
    clock.increment(CAROUSEL.resumeAfterTouchMs);
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'TOUCH_ENDED' });
    clock.increment(CAROUSEL.resumeAfterTouchMs);
    expect(actor.getSnapshot().value).toBe('auto');
  });

  it('stays paused after the pointer leaves when the visitor pressed pause', () => {
    const { actor } = start();
    actor.send({ type: 'HOVER_STARTED' });
    actor.send({ type: 'PAUSE_PRESSED' });
    actor.send({ type: 'HOVER_ENDED' });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'PLAY_PRESSED' });
    expect(actor.getSnapshot().value).toBe('auto');
  });

  it('play overrides the focus that pressing it brought into the carousel', () => {
    const { actor } = start();
    actor.send({ type: 'FOCUS_ENTERED' });
    actor.send({ type: 'PAUSE_PRESSED' });
    actor.send({ type: 'PLAY_PRESSED' });
    expect(actor.getSnapshot().value).toBe('auto');
  });

  it('reduced motion starts it paused until the visitor presses play', () => {
    const { actor, clock } = start();
    actor.send({ type: 'MOTION_REDUCED' });
    expect(actor.getSnapshot().value).toBe('paused');
    actor.send({ type: 'NEXT_PRESSED' });
    clock.increment(CAROUSEL.jumpDurationMs);
    clock.increment(CAROUSEL.postJumpPauseMs);
    expect(actor.getSnapshot().value).toBe('paused');
  });

  it('the current card follows the motion loop, wrapped into range', () => {
    const { actor } = start();
    actor.send({ type: 'CARD_REACHED', index: 7 });
    expect(actor.getSnapshot().context.index).toBe(1);
  });
});
