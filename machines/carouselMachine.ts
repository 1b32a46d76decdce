import { assertEvent, assign, setup } from 'xstate';
import { CAROUSEL } from '../contract/limits';
import {
  followingHolds,
  HOLD_EVENT_TYPES,
  type HoldEvent,
  type Holds,
  isHeld,
  noHolds,
  withHold,
} from './pauseReasons';

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
  holds: Holds;
}

export type CarouselEvent =
  | HoldEvent
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

/** While the carousel moves, or is about to, it follows the cards, and any new hold pauses it. */
const movingUntilHeld = {
  CARD_REACHED: { actions: 'rememberCard' },
  HOVER_STARTED: { target: 'paused', actions: 'followHold' },
  TOUCH_STARTED: { target: 'paused', actions: 'followHold' },
  FOCUS_ENTERED: { target: 'paused', actions: 'followHold' },
  PAUSE_PRESSED: { target: 'paused', actions: 'followHold' },
  MOTION_REDUCED: { target: 'paused', actions: 'holdByVisitor' },
} as const;

export const carouselMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
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
    isHeld: ({ context }) => isHeld(context.holds),
    // A release is checked against the other holds: is it still held once this one lets go?
    staysHeld: ({ context, event }) => {
      assertEvent(event, ['HOVER_ENDED', 'TOUCH_ENDED', 'FOCUS_LEFT']);
      return isHeld(withHold(context.holds, event));
    },
  },
  actions: {
    followHold: assign({
      holds: ({ context, event }) => {
        assertEvent(event, [...HOLD_EVENT_TYPES]);
        return withHold(context.holds, event);
      },
    }),
    holdByVisitor: assign({ holds: ({ context }) => ({ ...context.holds, byVisitor: true }) }),
    rememberCard: assign({
      index: ({ context, event }) =>
        // Stryker disable next-line ConditionalExpression: the action runs on CARD_REACHED only
        event.type === 'CARD_REACHED' ? wrap(event.index, context.count) : context.index,
    }),
    startJump: assign(({ context, event }) => {
      const jump =
        event.type === 'NEXT_PRESSED'
          ? { index: context.index + 1, jumpDirection: 'forward' as const }
          : event.type === 'PREVIOUS_PRESSED'
            ? { index: context.index - 1, jumpDirection: 'backward' as const }
            : // Stryker disable next-line ConditionalExpression: next and previous are handled above; only the four jump events start a jump
              event.type === 'DOT_PRESSED' || event.type === 'CARD_FOCUSED'
              ? { index: event.index, jumpDirection: 'direct' as const }
              : // Stryker disable next-line ObjectLiteral: unreachable, only the four jump events start a jump
                { index: context.index, jumpDirection: context.jumpDirection };
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
    holds: noHolds(),
  }),
  // Holds are remembered in every mode, so a jump that ends under the pointer or with focus
  // inside stays paused; the states below decide when a change of hold moves the carousel.
  on: {
    ...followingHolds(HOLD_EVENT_TYPES),
    MOTION_REDUCED: { actions: 'holdByVisitor' },
    // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
    PREVIOUS_PRESSED: { target: '.jumping', reenter: true, actions: 'startJump' },
    // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
    NEXT_PRESSED: { target: '.jumping', reenter: true, actions: 'startJump' },
    // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
    DOT_PRESSED: { target: '.jumping', reenter: true, actions: 'startJump' },
    // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
    CARD_FOCUSED: { target: '.jumping', reenter: true, actions: 'startJump' },
  },
  states: {
    auto: {
      on: movingUntilHeld,
    },
    paused: {
      on: {
        CARD_REACHED: { actions: 'rememberCard' },
        HOVER_ENDED: [
          { guard: 'staysHeld', actions: 'followHold' },
          { target: 'auto', actions: 'followHold' },
        ],
        FOCUS_LEFT: [
          { guard: 'staysHeld', actions: 'followHold' },
          { target: 'auto', actions: 'followHold' },
        ],
        TOUCH_ENDED: [
          { guard: 'staysHeld', actions: 'followHold' },
          { target: 'resumingAfterTouch', actions: 'followHold' },
        ],
        PLAY_PRESSED: { target: 'auto', actions: 'followHold' },
      },
    },
    /** The finger has lifted: motion resumes after a short grace period. */
    resumingAfterTouch: {
      after: { resumeAfterTouch: 'auto' },
      on: {
        ...movingUntilHeld,
        PLAY_PRESSED: { target: 'auto', actions: 'followHold' },
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
