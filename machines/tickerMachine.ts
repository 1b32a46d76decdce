import { assertEvent, assign, setup } from 'xstate';
import { TICKER } from '../contract/limits';
import {
  followingHolds,
  type HoldEvent,
  type Holds,
  isHeldByPresence,
  noHolds,
  withHold,
} from './pauseReasons';

// The consultation-status table of /apply-counsel (docs/product.md#pages, docs/product.md#limits): it scrolls itself 1 px every
// 30 ms, rests 1 s at the bottom, jumps back to the top, and holds still while the visitor points
// at it, has focus inside it, pressed pause, or asked the system for reduced motion.
// The machine owns the offset and every timer; the view's `showOffset` writes the offset to the
// DOM, so a step never re-renders React.

export interface TickerContext {
  /** How far the table is scrolled, in px. */
  offset: number;
  /** The largest offset the table can take (its scroll height minus its visible height). */
  maxOffset: number;
  /** A finger on the table scrolls it by hand, so `touching` never holds it. */
  holds: Holds;
}

export type TickerEvent =
  | { type: 'MEASURED'; maxOffset: number }
  | Exclude<HoldEvent, { type: 'TOUCH_STARTED' | 'TOUCH_ENDED' }>
  | { type: 'MOTION_PREFERENCE_CHANGED'; reduced: boolean }
  /** The visitor scrolled the table by hand while it held still. */
  | { type: 'SCROLLED'; offset: number };

export interface TickerInput {
  reducedMotion: boolean;
}

/** The holds the table follows: a finger scrolls it by hand instead (TickerContext.holds). */
const TICKER_HOLD_EVENT_TYPES = [
  'HOVER_STARTED',
  'HOVER_ENDED',
  'FOCUS_ENTERED',
  'FOCUS_LEFT',
  'PAUSE_PRESSED',
  'PLAY_PRESSED',
] as const satisfies readonly TickerEvent['type'][];

const clamp = (value: number, max: number) => Math.min(Math.max(0, value), Math.max(0, max));

export const tickerMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as TickerContext,
    events: {} as TickerEvent,
    input: {} as TickerInput,
  },
  delays: {
    stepInterval: TICKER.stepIntervalMs,
    endPause: TICKER.endPauseMs,
  },
  guards: {
    isStoppedByVisitor: ({ context }) => context.holds.byVisitor,
    isHeld: ({ context }) => isHeldByPresence(context.holds),
    isReleased: ({ context }) => !isHeldByPresence(context.holds),
    isPlayAllowed: ({ context }) => !context.holds.byVisitor,
    isAtBottom: ({ context }) => context.offset >= context.maxOffset,
    isAboveBottom: ({ context }) => context.offset < context.maxOffset,
  },
  actions: {
    measure: assign(({ context, event }) => {
      assertEvent(event, 'MEASURED');
      const maxOffset = Math.max(0, Math.floor(event.maxOffset));
      return { maxOffset, offset: clamp(context.offset, maxOffset) };
    }),
    followHold: assign({
      holds: ({ context, event }) => {
        assertEvent(event, [...TICKER_HOLD_EVENT_TYPES]);
        return withHold(context.holds, event);
      },
    }),
    followMotionPreference: assign({
      holds: ({ context, event }) => {
        assertEvent(event, 'MOTION_PREFERENCE_CHANGED');
        return { ...context.holds, byVisitor: event.reduced };
      },
    }),
    followHandScroll: assign({
      offset: ({ context, event }) => {
        assertEvent(event, 'SCROLLED');
        return clamp(Math.round(event.offset), context.maxOffset);
      },
    }),
    step: assign({
      offset: ({ context }) => clamp(context.offset + TICKER.stepPx, context.maxOffset),
    }),
    backToTop: assign({ offset: 0 }),
    // Provided by the view: writes `context.offset` to the table's scroll position.
    showOffset: () => {},
  },
}).createMachine({
  id: 'ticker',
  context: ({ input }) => ({
    offset: 0,
    maxOffset: 0,
    holds: noHolds(input.reducedMotion),
  }),
  initial: 'scrolling',
  // Every hold is remembered whatever the state; each state's eventless transitions then decide
  // whether the change moves or stops the table.
  on: {
    MEASURED: { actions: 'measure' },
    ...followingHolds(TICKER_HOLD_EVENT_TYPES),
    MOTION_PREFERENCE_CHANGED: { actions: 'followMotionPreference' },
  },
  states: {
    scrolling: {
      always: [
        { guard: 'isStoppedByVisitor', target: 'stopped' },
        { guard: 'isHeld', target: 'paused' },
      ],
      after: {
        stepInterval: [
          { guard: 'isAtBottom', target: 'pausedAtEnd' },
          { target: 'scrolling', reenter: true, actions: ['step', 'showOffset'] },
        ],
      },
    },
    pausedAtEnd: {
      always: [
        { guard: 'isStoppedByVisitor', target: 'stopped' },
        { guard: 'isHeld', target: 'paused' },
        // The table grew (rows re-measured): there is more to scroll before resting.
        { guard: 'isAboveBottom', target: 'scrolling' },
      ],
      after: {
        endPause: { target: 'scrolling', actions: ['backToTop', 'showOffset'] },
      },
    },
    paused: {
      always: [
        { guard: 'isStoppedByVisitor', target: 'stopped' },
        { guard: 'isReleased', target: 'scrolling' },
      ],
      on: { SCROLLED: { actions: 'followHandScroll' } },
    },
    stopped: {
      // Back to scrolling, which passes on to paused while a hover or focus still holds it.
      always: { guard: 'isPlayAllowed', target: 'scrolling' },
      on: { SCROLLED: { actions: 'followHandScroll' } },
    },
  },
});
