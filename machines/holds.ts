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

/** The holds once `event` applies. */
export function withHold(holds: Holds, event: HoldEvent): Holds {
  switch (event.type) {
    case 'HOVER_STARTED':
      return { ...holds, hovering: true };
    case 'HOVER_ENDED':
      return { ...holds, hovering: false };
    case 'TOUCH_STARTED':
      return { ...holds, touching: true };
    case 'TOUCH_ENDED':
      return { ...holds, touching: false };
    case 'FOCUS_ENTERED':
      return { ...holds, focusWithin: true };
    case 'FOCUS_LEFT':
      return { ...holds, focusWithin: false };
    case 'PAUSE_PRESSED':
      return { ...holds, byVisitor: true };
    // Pressing play is an explicit wish to see it move: it overrides the hover and focus holds
    // that pressing the button itself created (as in the WAI-ARIA carousel pattern).
    case 'PLAY_PRESSED':
      return noHolds();
  }
}

export const isHeld = (holds: Holds): boolean =>
  holds.hovering || holds.touching || holds.focusWithin || holds.byVisitor;

/** Held by the pointer, a finger or focus, leaving aside the visitor's own pause. */
export const isHeldByPresence = (holds: Holds): boolean =>
  holds.hovering || holds.touching || holds.focusWithin;
