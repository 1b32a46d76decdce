import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { TICKER } from '../../contract/limits';
import { type TickerEvent, tickerMachine } from '../../machines/tickerMachine';
import type { Expected } from './modelSpec';
import { describeModel } from './modelTest';

const MAX_OFFSET = 2;
const STEP = 'xstate.after.stepInterval.ticker.scrolling';
const END_PAUSE = 'xstate.after.endPause.ticker.pausedAtEnd';

const EVENTS: TickerEvent[] = [
  { type: 'MEASURED', maxOffset: MAX_OFFSET },
  { type: 'MEASURED', maxOffset: 1.7 },
  { type: 'HOVER_STARTED' },
  { type: 'HOVER_ENDED' },
  { type: 'FOCUS_ENTERED' },
  { type: 'FOCUS_LEFT' },
  { type: 'PAUSE_PRESSED' },
  { type: 'PLAY_PRESSED' },
  { type: 'MOTION_PREFERENCE_CHANGED', reduced: true },
  { type: 'MOTION_PREFERENCE_CHANGED', reduced: false },
  { type: 'SCROLLED', offset: 1.4 },
  { type: 'SCROLLED', offset: 9 },
];

const clamp = (value: number, max: number) => Math.min(Math.max(0, value), max);

describeModel('tickerMachine', {
  machine: tickerMachine,
  start: {
    value: 'scrolling',
    context: {
      offset: 0,
      maxOffset: 0,
      holds: { hovering: false, touching: false, focusWithin: false, byVisitor: false },
    },
  },
  transitions: [
    'ticker (any state) —MEASURED→ (stays)',
    'ticker (any state) —HOVER_STARTED→ (stays)',
    'ticker (any state) —HOVER_ENDED→ (stays)',
    'ticker (any state) —FOCUS_ENTERED→ (stays)',
    'ticker (any state) —FOCUS_LEFT→ (stays)',
    'ticker (any state) —PAUSE_PRESSED→ (stays)',
    'ticker (any state) —PLAY_PRESSED→ (stays)',
    'ticker (any state) —MOTION_PREFERENCE_CHANGED→ (stays)',
    'scrolling —xstate.after.stepInterval.ticker.scrolling [isAtBottom]→ pausedAtEnd',
    'scrolling —xstate.after.stepInterval.ticker.scrolling→ scrolling',
    'scrolling —(always) [isStoppedByVisitor]→ stopped',
    'scrolling —(always) [isHeld]→ paused',
    'pausedAtEnd —xstate.after.endPause.ticker.pausedAtEnd→ scrolling',
    'pausedAtEnd —(always) [isStoppedByVisitor]→ stopped',
    'pausedAtEnd —(always) [isHeld]→ paused',
    'pausedAtEnd —(always) [isAboveBottom]→ scrolling',
    'paused —SCROLLED→ (stays)',
    'paused —(always) [isStoppedByVisitor]→ stopped',
    'paused —(always) [isReleased]→ scrolling',
    'stopped —SCROLLED→ (stays)',
    'stopped —(always) [isPlayAllowed]→ scrolling',
  ],
  delays: { stepInterval: TICKER.stepIntervalMs, endPause: TICKER.endPauseMs },
  input: { reducedMotion: false },
  events: EVENTS,
  // Where the table is (top, between, bottom) decides whether the next step moves or rests.
  situation: ({ context: { offset, maxOffset } }) =>
    offset === 0 ? 'top' : offset >= maxOffset ? 'bottom' : 'between',
  expectStep: ({ before, event }): Expected => {
    const e = event as TickerEvent | { type: string };
    const was = before.context;
    // Every hold is followed in every state (docs/product.md#pages: hover or focus pauses; pause/play buttons;
    // the system's reduced-motion wish stops it).
    const holds = { ...was.holds };
    if (e.type === 'HOVER_STARTED' || e.type === 'HOVER_ENDED') {
      holds.hovering = e.type === 'HOVER_STARTED';
    }
    if (e.type === 'FOCUS_ENTERED' || e.type === 'FOCUS_LEFT') {
      holds.focusWithin = e.type === 'FOCUS_ENTERED';
    }
    if (e.type === 'PAUSE_PRESSED') holds.byVisitor = true;
    if (e.type === 'PLAY_PRESSED')
      Object.assign(holds, { hovering: false, focusWithin: false, byVisitor: false });
    if (e.type === 'MOTION_PREFERENCE_CHANGED')
      holds.byVisitor = (e as { reduced: boolean }).reduced;

    let { offset, maxOffset } = was;
    if (e.type === 'MEASURED') {
      maxOffset = Math.floor((e as { maxOffset: number }).maxOffset);
      offset = clamp(offset, maxOffset);
    }
    const still = before.matches('paused') || before.matches('stopped');
    // By hand only while it holds still: the ticker's own scrolling would fight the visitor.
    if (e.type === 'SCROLLED' && still)
      offset = clamp(Math.round((e as { offset: number }).offset), maxOffset);
    const moved = e.type === STEP && was.offset < was.maxOffset;
    if (moved) offset += 1;
    if (e.type === END_PAUSE) offset = 0;

    const resting =
      (e.type === STEP && !moved) ||
      (before.matches('pausedAtEnd') && e.type !== END_PAUSE && offset >= maxOffset);
    const expected = holds.byVisitor
      ? 'stopped'
      : holds.hovering || holds.focusWithin
        ? 'paused'
        : resting
          ? 'pausedAtEnd'
          : 'scrolling';
    return {
      value: expected,
      context: { holds, offset, maxOffset },
      // Each step and the jump to the top are written to the table, and nothing else.
      emitted: moved || e.type === END_PAUSE ? [['showOffset', undefined]] : [],
    };
  },
});

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
