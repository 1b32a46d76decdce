import { REVEAL } from '../contract/limits';

/** On every `Reveal` (src/components/Reveal.tsx), in the prerendered HTML too. */
export const REVEAL_ATTRIBUTE = 'data-reveal';
/** On each of the centre page's intro messages, shown by a scroll handler (useScrollReveal.ts). */
export const SCROLL_REVEAL_ATTRIBUTE = 'data-scroll-reveal';
/** Set once a `Reveal` has come on screen: its content is shown from then on (Reveal.css.ts). */
export const REVEALED_ATTRIBUTE = 'data-revealed';
/** The value of REVEALED_ATTRIBUTE on what was on the first screen when the page opened. */
export const REVEALED_ON_LOAD = 'on-load';
/**
 * On <html> once the first screen is known: from then on, and only then, what is not revealed is
 * hidden until it comes on screen (decision 175).
 */
export const REVEALS_READY_ATTRIBUTE = 'data-reveals-ready';
/**
 * What a phone skips laying out until it is scrolled near (src/styles/global.css.ts, decision
 * 99): measuring a box inside it would lay the whole subtree out there and then.
 */
export const SKIPPED_UNTIL_NEAR = 'main > section ~ section, footer';
/** A section counts as on screen once its top reaches `REVEAL.viewportFraction` of the viewport. */
export const REVEAL_ROOT_MARGIN = `0px 0px -${Math.round((1 - REVEAL.viewportFraction) * 100)}% 0px`;

/**
 * Whether `element` is on the first screen by the components' line: its top at or above `line`,
 * its bottom below the top of the screen. A section the phone skips is measured first, so that
 * nothing inside one far below is laid out to find out.
 */
function onScreen(element: Element, line: number): boolean {
  const skipped = element.parentElement?.closest(SKIPPED_UNTIL_NEAR);
  if (skipped && skipped.getBoundingClientRect().top > line) return false;
  const box = element.getBoundingClientRect();
  return box.top <= line && box.bottom > 0;
}

/**
 * Sections shown as the visitor scrolls to them before the page is live, and nothing on the
 * first screen hidden at all. This runs inline in the page's <head> (the one inline script,
 * scripts/prerender/inlineScript.ts).
 *
 * A `Reveal`, and an intro message of the centre page, is hidden until it comes on screen when
 * scripts run (Reveal.css.ts) — but only once <html> carries REVEALS_READY_ATTRIBUTE. Once the
 * parser has read the whole page (readyState `interactive`, before the module scripts run), the
 * next frame, before its own style and layout, reads where each one is, marks those on the first
 * screen as shown (REVEALED_ON_LOAD) and only then sets the attribute: what the visitor sees
 * first is never hidden, in no frame, so it is painted with the rest of the screen. Hidden from
 * the start and shown from a script, it was painted a frame or more after the first paint, and
 * faded in, the better part of a second after (Lighthouse's largest paint, decision 175).
 *
 * The rest is watched with the components' rule until the page is live and the components take
 * over: on a slow phone, a visitor who scrolled on while the code was still arriving (seven
 * seconds on Slow 3G) otherwise looked at a white page until hydration (decision 164).
 */
export function revealEarly(doc: Document = document): void {
  if (typeof IntersectionObserver === 'undefined') return;
  const root = doc.documentElement;
  const start = () => {
    if (root.hasAttribute('data-hydrated')) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (root.hasAttribute('data-hydrated')) {
          observer.disconnect();
          return;
        }
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.setAttribute(REVEALED_ATTRIBUTE, '');
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: REVEAL_ROOT_MARGIN },
    );
    const revealing = [
      ...doc.querySelectorAll(`[${REVEAL_ATTRIBUTE}], [${SCROLL_REVEAL_ATTRIBUTE}]`),
    ];
    requestAnimationFrame(() => {
      // Every box is read before any mark is written, so the page is laid out once, in the
      // frame's own layout.
      const line = innerHeight * REVEAL.viewportFraction;
      const shown = revealing.filter((element) => onScreen(element, line));
      for (const element of shown) element.setAttribute(REVEALED_ATTRIBUTE, REVEALED_ON_LOAD);
      root.setAttribute(REVEALS_READY_ATTRIBUTE, '');
      // A page already live (its modules ran before this frame) is the components' to watch.
      if (root.hasAttribute('data-hydrated')) return;
      for (const element of revealing) if (!shown.includes(element)) observer.observe(element);
    });
  };
  if (doc.readyState === 'loading') {
    doc.addEventListener('readystatechange', start, { once: true });
  } else start();
}
