import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { CAROUSEL } from '../../contract/limits';
import { type CarouselEvent, carouselMachine } from '../../machines/carouselMachine';
import type { Expected } from './modelSpec';
import { describeModel } from './modelTest';

type Snapshot = SnapshotFrom<typeof carouselMachine>;

const COUNT = 6;

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
  { type: 'DOT_PRESSED', index: COUNT - 1 },
  { type: 'CARD_FOCUSED', index: 2 },
  { type: 'CARD_REACHED', index: 7 },
];

type Holds = Snapshot['context']['holds'];
const held = (h: Holds) => h.hovering || h.touching || h.focusWithin || h.byVisitor;

/** Decision 32, written out on its own: which holds each event leaves behind. */
function holdsAfter(h: Holds, event: CarouselEvent): Holds {
  switch (event.type) {
    case 'HOVER_STARTED':
    case 'HOVER_ENDED':
      return { ...h, hovering: event.type === 'HOVER_STARTED' };
    case 'TOUCH_STARTED':
    case 'TOUCH_ENDED':
      return { ...h, touching: event.type === 'TOUCH_STARTED' };
    case 'FOCUS_ENTERED':
    case 'FOCUS_LEFT':
      return { ...h, focusWithin: event.type === 'FOCUS_ENTERED' };
    case 'PAUSE_PRESSED':
    case 'MOTION_REDUCED':
      return { ...h, byVisitor: true };
    case 'PLAY_PRESSED':
      return { hovering: false, touching: false, focusWithin: false, byVisitor: false };
    default:
      return h;
  }
}

const JUMPS = ['PREVIOUS_PRESSED', 'NEXT_PRESSED', 'DOT_PRESSED', 'CARD_FOCUSED'];
const wrap = (index: number) => ((index % COUNT) + COUNT) % COUNT;

describeModel('carouselMachine', {
  machine: carouselMachine,
  start: {
    value: 'auto',
    context: {
      count: COUNT,
      index: 0,
      jumpId: 0,
      jumpDirection: 'direct',
      holds: { hovering: false, touching: false, focusWithin: false, byVisitor: false },
    },
  },
  transitions: [
    'carousel (any state) —HOVER_STARTED→ (stays)',
    'carousel (any state) —HOVER_ENDED→ (stays)',
    'carousel (any state) —TOUCH_STARTED→ (stays)',
    'carousel (any state) —TOUCH_ENDED→ (stays)',
    'carousel (any state) —FOCUS_ENTERED→ (stays)',
    'carousel (any state) —FOCUS_LEFT→ (stays)',
    'carousel (any state) —PAUSE_PRESSED→ (stays)',
    'carousel (any state) —MOTION_REDUCED→ (stays)',
    'carousel (any state) —PLAY_PRESSED→ (stays)',
    'carousel (any state) —PREVIOUS_PRESSED→ jumping',
    'carousel (any state) —NEXT_PRESSED→ jumping',
    'carousel (any state) —DOT_PRESSED→ jumping',
    'carousel (any state) —CARD_FOCUSED→ jumping',
    'auto —CARD_REACHED→ (stays)',
    'auto —HOVER_STARTED→ paused',
    'auto —TOUCH_STARTED→ paused',
    'auto —FOCUS_ENTERED→ paused',
    'auto —PAUSE_PRESSED→ paused',
    'auto —MOTION_REDUCED→ paused',
    'paused —CARD_REACHED→ (stays)',
    'paused —HOVER_ENDED [staysHeld]→ (stays)',
    'paused —HOVER_ENDED→ auto',
    'paused —FOCUS_LEFT [staysHeld]→ (stays)',
    'paused —FOCUS_LEFT→ auto',
    'paused —TOUCH_ENDED [staysHeld]→ (stays)',
    'paused —TOUCH_ENDED→ resumingAfterTouch',
    'paused —PLAY_PRESSED→ auto',
    'resumingAfterTouch —CARD_REACHED→ (stays)',
    'resumingAfterTouch —HOVER_STARTED→ paused',
    'resumingAfterTouch —TOUCH_STARTED→ paused',
    'resumingAfterTouch —FOCUS_ENTERED→ paused',
    'resumingAfterTouch —PAUSE_PRESSED→ paused',
    'resumingAfterTouch —MOTION_REDUCED→ paused',
    'resumingAfterTouch —PLAY_PRESSED→ auto',
    'resumingAfterTouch —xstate.after.resumeAfterTouch.carousel.resumingAfterTouch→ auto',
    'jumping —xstate.after.jumpDuration.carousel.jumping→ postJump',
    'postJump —xstate.after.postJumpPause.carousel.postJump [isHeld]→ paused',
    'postJump —xstate.after.postJumpPause.carousel.postJump→ auto',
  ],
  delays: {
    jumpDuration: CAROUSEL.jumpDurationMs,
    postJumpPause: CAROUSEL.postJumpPauseMs,
    resumeAfterTouch: CAROUSEL.resumeAfterTouchMs,
  },
  input: { count: COUNT },
  events: EVENTS,
  // How many jumps happened does not change what the carousel may do next, so model states are
  // told apart by mode and holds (this keeps the graph finite). Each event is sent under each mix
  // of holds (a release under another hold must still be remembered) and from the first, the last
  // and a card between (where previous and next wrap).
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.holds]),
  situation: ({ context: { index, holds } }) =>
    JSON.stringify([index === 0 ? 'first' : index === COUNT - 1 ? 'last' : 'between', holds]),
  expectStep: ({ before, event }): Expected => {
    const e = event as CarouselEvent;
    const mode = before.value;
    const holds = holdsAfter(before.context.holds, e);
    const { index, jumpId } = before.context;
    if (JUMPS.includes(e.type)) {
      // Every jump moves to its card with the eased motion, even to the card already shown.
      const [target, jumpDirection] =
        e.type === 'NEXT_PRESSED'
          ? [wrap(index + 1), 'forward']
          : e.type === 'PREVIOUS_PRESSED'
            ? [wrap(index - 1), 'backward']
            : [(e as { index: number }).index, 'direct'];
      return {
        value: 'jumping',
        context: { holds, index: target, jumpDirection, jumpId: jumpId + 1 },
      };
    }
    // The motion loop reports cards only while the strip moves by itself or is held.
    const moving = mode !== 'jumping' && mode !== 'postJump';
    const context = {
      holds,
      index: e.type === 'CARD_REACHED' && moving ? wrap(e.index) : index,
    };
    const value = (() => {
      if (e.type.startsWith('xstate.after.jumpDuration')) return 'postJump';
      // A jump ending under the pointer, a finger or with focus inside stays still.
      if (e.type.startsWith('xstate.after.postJumpPause')) return held(holds) ? 'paused' : 'auto';
      if (e.type.startsWith('xstate.after.resumeAfterTouch')) return 'auto';
      // Holds change nothing until the jump is over.
      if (!moving) return mode;
      if (held(holds)) return 'paused';
      // A lifted finger resumes after a grace period; anything else resumes at once.
      if (mode === 'paused') return e.type === 'TOUCH_ENDED' ? 'resumingAfterTouch' : 'auto';
      if (mode === 'resumingAfterTouch') {
        return e.type === 'PLAY_PRESSED' ? 'auto' : 'resumingAfterTouch';
      }
      return 'auto';
    })();
    return { value, context };
  },
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
    actor.send({ type: 'CARD_REACHED', index: -1 });
    expect(actor.getSnapshot().context.index).toBe(5);
  });
});
