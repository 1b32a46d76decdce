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
 * On the articles of a page whose body is one long block (the privacy policy's): each may be
 * skipped like a section of its own (decision 176).
 */
export const SKIPPABLE_ATTRIBUTE = 'data-skippable';
/**
 * What a phone may skip laying out until it is scrolled near (src/styles/global.css.ts, decisions
 * 99 and 176): every section of a page after its first, the articles marked SKIPPABLE_ATTRIBUTE,
 * and the footer. Measuring a box inside one would lay the whole subtree out there and then.
 */
export const SKIPPED_UNTIL_NEAR = `main > section ~ section, [${SKIPPABLE_ATTRIBUTE}], footer`;
/**
 * On such a section once it is laid out in full for good, never skipped (decision 176): one the
 * first screen reaches when the page opens, and every one before a jump within the page.
 * Chromium answers the first box asked for inside a section it has not yet decided to draw with
 * an empty one (top 0, bottom 0), so a block on the first screen counted as off it, was hidden and
 * faded in; and a jump measured with the skipped sections' guessed heights landed a screen away.
 */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';
/** A section counts as on screen once its top reaches `REVEAL.viewportFraction` of the viewport. */
export const REVEAL_ROOT_MARGIN = `0px 0px -${Math.round((1 - REVEAL.viewportFraction) * 100)}% 0px`;

/**
 * Whether `element` is on the first screen by the components' line: its top at or above `line`,
 * its bottom below the top of the screen. Inside a section the phone may skip, only one laid out
 * (`layOut`) is measured, so that nothing far below is laid out to find out.
 */
function onScreen(element: Element, line: number): boolean {
  const skippable = element.parentElement?.closest(SKIPPED_UNTIL_NEAR);
  if (skippable && !skippable.hasAttribute(LAID_OUT_ATTRIBUTE)) return false;
  const box = element.getBoundingClientRect();
  return box.top <= line && box.bottom > 0;
}

/**
 * Lays out in full, from now on, the skippable sections whose top is at or above `line` (all of
 * them by default). All are measured before any is marked, so the page is laid out once with the
 * skipped ones as placeholders; the marked ones are laid out when a box inside them is asked for.
 */
function layOut(doc: Document, line = Number.POSITIVE_INFINITY): void {
  const reaching = [...doc.querySelectorAll(SKIPPED_UNTIL_NEAR)].filter(
    (section) => line === Number.POSITIVE_INFINITY || section.getBoundingClientRect().top <= line,
  );
  for (const section of reaching) section.setAttribute(LAID_OUT_ATTRIBUTE, '');
}

/**
 * A jump to a place in the page (the privacy policy's contents, the skip link, a page opened on
 * `#…`) lands where the browser measures the target, and a skipped section above it measures its
 * guessed height instead of its own: the page is laid out in full first, on the press itself,
 * before the browser's own jump. Runs inline, so a press before the page is live lands too.
 */
export function layOutBeforeJumps(doc: Document = document, opensOn = location.hash): void {
  if (opensOn) whenParsed(doc, () => layOut(doc));
  doc.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="#"]')) layOut(doc);
    },
    { capture: true },
  );
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
      // Every box is read before any reveal mark is written, so the frame's own layout has
      // nothing left to do.
      const line = innerHeight * REVEAL.viewportFraction;
      layOut(doc, line);
      const shown = revealing.filter((element) => onScreen(element, line));
      for (const element of shown) element.setAttribute(REVEALED_ATTRIBUTE, REVEALED_ON_LOAD);
      root.setAttribute(REVEALS_READY_ATTRIBUTE, '');
      // A page already live (its modules ran before this frame) is the components' to watch.
      if (root.hasAttribute('data-hydrated')) return;
      for (const element of revealing) if (!shown.includes(element)) observer.observe(element);
    });
  };
  whenParsed(doc, start);
}

/** Runs `run` once the parser has read the whole page: at once if it has already. */
function whenParsed(doc: Document, run: () => void): void {
  if (doc.readyState === 'loading') {
    doc.addEventListener('readystatechange', run, { once: true });
  } else run();
}
