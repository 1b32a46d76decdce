/**
 * What counts as a press: a pointer released (a click, a tap, a pen) or a key. These are the
 * discrete inputs after which a page may move for half a second without it counting as a layout
 * shift (Cumulative Layout Shift's `hadRecentInput`). A finger that starts a scroll also sends
 * `pointerdown`, but then `pointercancel`, never `pointerup`: scrolling is not a press.
 */
export const PRESSES = ['pointerup', 'keydown'] as const;

const OPTIONS = { capture: true, passive: true } as const;

/**
 * Resolves at the visitor's next press on `target`. The listeners are passive and removed at
 * once: they never delay the press itself.
 */
export function nextClickOrKey(target: EventTarget = window): Promise<void> {
  return new Promise((resolve) => {
    const pressed = () => {
      for (const type of PRESSES) target.removeEventListener(type, pressed, OPTIONS);
      resolve();
    };
    for (const type of PRESSES) target.addEventListener(type, pressed, OPTIONS);
  });
}
