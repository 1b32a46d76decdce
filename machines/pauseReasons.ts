// What keeps a moving part of a page still: the home carousel and the consultation-status table
// both stop while the pointer is over them, a finger touches them, keyboard focus is inside them,
// or the visitor pressed pause (or asked the system for reduced motion, WCAG 2.2.2). Both machines
// keep these holds in context and follow every hold event in every state; their states decide
// what a change of hold does to the motion.

export interface Holds {
  hovering: boolean;
  touching: boolean;
  focusWithin: boolean;
  /** The visitor pressed pause, or asked the system for reduced motion. */
  byVisitor: boolean;
}

export type HoldEvent =
  | { type: 'HOVER_STARTED' }
  | { type: 'HOVER_ENDED' }
  | { type: 'TOUCH_STARTED' }
  | { type: 'TOUCH_ENDED' }
  | { type: 'FOCUS_ENTERED' }
  | { type: 'FOCUS_LEFT' }
  | { type: 'PAUSE_PRESSED' }
  | { type: 'PLAY_PRESSED' };

export const HOLD_EVENT_TYPES = [
  'HOVER_STARTED',
  'HOVER_ENDED',
  'TOUCH_STARTED',
  'TOUCH_ENDED',
  'FOCUS_ENTERED',
  'FOCUS_LEFT',
  'PAUSE_PRESSED',
  'PLAY_PRESSED',
] as const satisfies readonly HoldEvent['type'][];

export const noHolds = (byVisitor = false): Holds => ({
  hovering: false,
  touching: false,
  focusWithin: false,
  byVisitor,
});

/** What each hold event sets; pressing play is left out, as it clears every hold (withHold). */
const HOLD_CHANGES: Record<Exclude<HoldEvent['type'], 'PLAY_PRESSED'>, Partial<Holds>> = {
  HOVER_STARTED: { hovering: true },
  HOVER_ENDED: { hovering: false },
  TOUCH_STARTED: { touching: true },
  TOUCH_ENDED: { touching: false },
  FOCUS_ENTERED: { focusWithin: true },
  FOCUS_LEFT: { focusWithin: false },
  PAUSE_PRESSED: { byVisitor: true },
};

/** The holds once `event` applies. */
export function withHold(holds: Holds, event: HoldEvent): Holds {
  // Pressing play is an explicit wish to see it move: it overrides the hover and focus holds
  // that pressing the button itself created (as in the WAI-ARIA carousel pattern).
  if (event.type === 'PLAY_PRESSED') return noHolds();
  return { ...holds, ...HOLD_CHANGES[event.type] };
}

/**
 * The transitions by which a machine remembers each of `types` in its context (its `followHold`
 * action), whatever state it is in.
 */
export const followingHolds = <const T extends HoldEvent['type']>(types: readonly T[]) =>
  Object.fromEntries(types.map((type) => [type, { actions: 'followHold' }])) as Record<
    T,
    { actions: 'followHold' }
  >;

export const isHeld = (holds: Holds): boolean =>
  holds.hovering || holds.touching || holds.focusWithin || holds.byVisitor;

/** Held by the pointer, a finger or focus, leaving aside the visitor's own pause. */
export const isHeldByPresence = (holds: Holds): boolean =>
  holds.hovering || holds.touching || holds.focusWithin;
