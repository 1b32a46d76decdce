import { assign, setup } from 'xstate';
import { CAROUSEL } from '../contract/limits';

// The home page's success-case carousel. The machine owns the mode (moving, held, jumping), the
// card the dots show as current and every timer; the pixel position is advanced outside React by
// the view's requestAnimationFrame loop, which reads the mode and reports the card it passes.

export type JumpDirection = 'forward' | 'backward' | 'direct';

export interface CarouselContext {
  count: number;
  /** The card the active dot marks: reported by the motion loop, or the target of a jump. */
  index: number;
  /** Increases with every jump so the motion loop notices a new jump even to the same card. */
  jumpId: number;
  jumpDirection: JumpDirection;
  hovering: boolean;
  touching: boolean;
  focusWithin: boolean;
  /** The visitor pressed pause, or asked the system for reduced motion (WCAG 2.2.2). */
  pausedByVisitor: boolean;
}

export type CarouselEvent =
  | { type: 'HOVER_STARTED' }
  | { type: 'HOVER_ENDED' }
  | { type: 'TOUCH_STARTED' }
  | { type: 'TOUCH_ENDED' }
  | { type: 'FOCUS_ENTERED' }
  | { type: 'FOCUS_LEFT' }
  | { type: 'PAUSE_PRESSED' }
  | { type: 'PLAY_PRESSED' }
  | { type: 'MOTION_REDUCED' }
  | { type: 'PREVIOUS_PRESSED' }
  | { type: 'NEXT_PRESSED' }
  | { type: 'DOT_PRESSED'; index: number }
  /** Keyboard focus reached a card: it is brought into view like a dot press. */
  | { type: 'CARD_FOCUSED'; index: number }
  | { type: 'CARD_REACHED'; index: number };

export interface CarouselInput {
  count: number;
}

function wrap(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  delays: {
    jumpDuration: CAROUSEL.jumpDurationMs,
    postJumpPause: CAROUSEL.postJumpPauseMs,
    resumeAfterTouch: CAROUSEL.resumeAfterTouchMs,
  },
  guards: {
    isHeld: ({ context }) =>
      context.hovering || context.touching || context.focusWithin || context.pausedByVisitor,
    // Each release is checked against the other holds before the release is applied.
    isHeldBeyondHover: ({ context }) =>
      context.touching || context.focusWithin || context.pausedByVisitor,
    isHeldBeyondTouch: ({ context }) =>
      context.hovering || context.focusWithin || context.pausedByVisitor,
    isHeldBeyondFocus: ({ context }) =>
      context.hovering || context.touching || context.pausedByVisitor,
  },
  actions: {
    holdByHover: assign({ hovering: true }),
    releaseHover: assign({ hovering: false }),
    holdByTouch: assign({ touching: true }),
    releaseTouch: assign({ touching: false }),
    holdByFocus: assign({ focusWithin: true }),
    releaseFocus: assign({ focusWithin: false }),
    holdByVisitor: assign({ pausedByVisitor: true }),
    // Pressing play is an explicit wish to see it move: it overrides the hover and focus holds
    // that pressing the button itself created (as in the WAI-ARIA carousel pattern).
    releaseAllHolds: assign({
      pausedByVisitor: false,
      hovering: false,
      focusWithin: false,
      touching: false,
    }),
    rememberCard: assign({
      index: ({ context, event }) =>
        event.type === 'CARD_REACHED' ? wrap(event.index, context.count) : context.index,
    }),
    startJump: assign(({ context, event }) => {
      const jump =
        event.type === 'NEXT_PRESSED'
          ? { index: context.index + 1, jumpDirection: 'forward' as const }
          : event.type === 'PREVIOUS_PRESSED'
            ? { index: context.index - 1, jumpDirection: 'backward' as const }
            : event.type === 'DOT_PRESSED' || event.type === 'CARD_FOCUSED'
              ? { index: event.index, jumpDirection: 'direct' as const }
              : { index: context.index, jumpDirection: context.jumpDirection };
      return {
        index: wrap(jump.index, context.count),
        jumpDirection: jump.jumpDirection,
        jumpId: context.jumpId + 1,
      };
    }),
  },
}).createMachine({
  id: 'carousel',
  initial: 'auto',
  context: ({ input }) => ({
    count: Math.max(1, input.count),
    index: 0,
    jumpId: 0,
    jumpDirection: 'direct',
    hovering: false,
    touching: false,
    focusWithin: false,
    pausedByVisitor: false,
  }),
  // Holds are remembered in every mode, so a jump that ends under the pointer or with focus
  // inside stays paused; the states below decide when a change of hold moves the carousel.
  on: {
    HOVER_STARTED: { actions: 'holdByHover' },
    HOVER_ENDED: { actions: 'releaseHover' },
    TOUCH_STARTED: { actions: 'holdByTouch' },
    TOUCH_ENDED: { actions: 'releaseTouch' },
    FOCUS_ENTERED: { actions: 'holdByFocus' },
    FOCUS_LEFT: { actions: 'releaseFocus' },
    PAUSE_PRESSED: { actions: 'holdByVisitor' },
    MOTION_REDUCED: { actions: 'holdByVisitor' },
    PLAY_PRESSED: { actions: 'releaseAllHolds' },
    PREVIOUS_PRESSED: { target: '.jumping', reenter: true, actions: 'startJump' },
    NEXT_PRESSED: { target: '.jumping', reenter: true, actions: 'startJump' },
    DOT_PRESSED: { target: '.jumping', reenter: true, actions: 'startJump' },
    CARD_FOCUSED: { target: '.jumping', reenter: true, actions: 'startJump' },
  },
  states: {
    auto: {
      on: {
        CARD_REACHED: { actions: 'rememberCard' },
        HOVER_STARTED: { target: 'paused', actions: 'holdByHover' },
        TOUCH_STARTED: { target: 'paused', actions: 'holdByTouch' },
        FOCUS_ENTERED: { target: 'paused', actions: 'holdByFocus' },
        PAUSE_PRESSED: { target: 'paused', actions: 'holdByVisitor' },
        MOTION_REDUCED: { target: 'paused', actions: 'holdByVisitor' },
      },
    },
    paused: {
      on: {
        CARD_REACHED: { actions: 'rememberCard' },
        HOVER_ENDED: [
          { guard: 'isHeldBeyondHover', actions: 'releaseHover' },
          { target: 'auto', actions: 'releaseHover' },
        ],
        FOCUS_LEFT: [
          { guard: 'isHeldBeyondFocus', actions: 'releaseFocus' },
          { target: 'auto', actions: 'releaseFocus' },
        ],
        TOUCH_ENDED: [
          { guard: 'isHeldBeyondTouch', actions: 'releaseTouch' },
          { target: 'resumingAfterTouch', actions: 'releaseTouch' },
        ],
        PLAY_PRESSED: { target: 'auto', actions: 'releaseAllHolds' },
      },
    },
    /** The finger has lifted: motion resumes after a short grace period. */
    resumingAfterTouch: {
      after: { resumeAfterTouch: 'auto' },
      on: {
        CARD_REACHED: { actions: 'rememberCard' },
        HOVER_STARTED: { target: 'paused', actions: 'holdByHover' },
        TOUCH_STARTED: { target: 'paused', actions: 'holdByTouch' },
        FOCUS_ENTERED: { target: 'paused', actions: 'holdByFocus' },
        PAUSE_PRESSED: { target: 'paused', actions: 'holdByVisitor' },
        MOTION_REDUCED: { target: 'paused', actions: 'holdByVisitor' },
        PLAY_PRESSED: { target: 'auto', actions: 'releaseAllHolds' },
      },
    },
    /** The eased move to the chosen card. */
    jumping: {
      after: { jumpDuration: 'postJump' },
    },
    /** The chosen card stays still for a moment before the carousel moves on. */
    postJump: {
      after: {
        postJumpPause: [{ guard: 'isHeld', target: 'paused' }, { target: 'auto' }],
      },
    },
  },
});
