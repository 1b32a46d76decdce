import { REVEAL } from '../contract/limits';

/** On every `Reveal` (src/components/Reveal.tsx), in the prerendered HTML too. */
export const REVEAL_ATTRIBUTE = 'data-reveal';
/** On each of the centre page's intro messages, shown by a scroll handler (useScrollReveal.ts). */
export const SCROLL_REVEAL_ATTRIBUTE = 'data-scroll-reveal';
/** Set once a `Reveal` has come on screen: its content is shown from then on (Reveal.css.ts). */
export const REVEALED_ATTRIBUTE = 'data-revealed';
/** A section counts as on screen once its top reaches `REVEAL.viewportFraction` of the viewport. */
export const REVEAL_ROOT_MARGIN = `0px 0px -${Math.round((1 - REVEAL.viewportFraction) * 100)}% 0px`;

/**
 * Sections shown as the visitor scrolls to them before the page is live. A `Reveal` is hidden
 * until it comes on screen whenever scripts run (Reveal.css.ts), and it is React that shows it:
 * on a slow phone, a visitor who scrolled on while the code was still arriving (seven seconds on
 * Slow 3G) looked at a white page until hydration. This runs inline in the page's <head> (the
 * one inline script, scripts/prerender/inlineScript.ts): once the parser has read the whole page
 * (readyState `interactive`, before the module scripts run), it watches every `Reveal` and every
 * intro message of the centre page with the components' rule, until the page is live and the
 * components take over.
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
    const hidden = doc.querySelectorAll(`[${REVEAL_ATTRIBUTE}], [${SCROLL_REVEAL_ATTRIBUTE}]`);
    for (const element of hidden) observer.observe(element);
  };
  if (doc.readyState === 'loading') {
    doc.addEventListener('readystatechange', start, { once: true });
  } else start();
}
