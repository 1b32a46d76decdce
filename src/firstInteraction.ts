/**
 * What counts as the visitor's first interaction: a press (mouse, pen or finger) or a key. These
 * are the discrete inputs after which a page may move for half a second without it counting as
 * a layout shift (Cumulative Layout Shift's `hadRecentInput`); scrolling is not one of them.
 */
export const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/** Set on <html> at the visitor's first interaction. */
export const INTERACTED = 'data-interacted';

/** Set on <html> while the first interaction is listened for. */
const LISTENING = 'data-awaiting-interaction';

const OPTIONS = { capture: true, passive: true } as const;

/**
 * Marks <html> with INTERACTED at the first of INTERACTIONS. It runs inline in the page's <head>
 * (scripts/prerender/inlineScript.ts), so a press long before the app's code arrives on a slow
 * phone still counts; src/boot.ts calls it again for pages that lack it, and the second call does
 * nothing. The listeners are passive and removed at once: they never delay the interaction.
 */
export function noteFirstInteraction(
  root: HTMLElement = document.documentElement,
  target: EventTarget = window,
): void {
  if (root.hasAttribute(INTERACTED) || root.hasAttribute(LISTENING)) return;
  root.setAttribute(LISTENING, '');
  const interacted = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, interacted, OPTIONS);
    root.removeAttribute(LISTENING);
    root.setAttribute(INTERACTED, '');
  };
  for (const type of INTERACTIONS) target.addEventListener(type, interacted, OPTIONS);
}
