import { type RefObject, useEffect } from 'react';
import { REVEAL } from '../../../contract/limits';
import { REVEALED_ATTRIBUTE, SCROLL_REVEAL_ATTRIBUTE } from '../../earlyReveal';
import { throttle } from './throttle';

/**
 * Spec §2: the centre page reveals its intro from a scroll handler throttled at 50 ms. Every
 * `[data-scroll-reveal]` element inside the container gets `data-revealed` once its top passes
 * 80 % of the viewport height; written to the DOM directly, so scrolling never re-renders React.
 */
export function useScrollReveal(containerRef: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;

    const reveal = throttle(() => {
      const line = window.innerHeight * REVEAL.viewportFraction;
      const waiting = container.querySelectorAll<HTMLElement>(
        `[${SCROLL_REVEAL_ATTRIBUTE}]:not([${REVEALED_ATTRIBUTE}])`,
      );
      for (const element of waiting) {
        if (element.getBoundingClientRect().top <= line)
          element.setAttribute(REVEALED_ATTRIBUTE, '');
      }
      if (waiting.length === 0) stop();
    }, REVEAL.centerInfoScrollThrottleMs);

    function stop() {
      window.removeEventListener('scroll', reveal);
      window.removeEventListener('resize', reveal);
      reveal.cancel();
    }

    window.addEventListener('scroll', reveal, { passive: true });
    window.addEventListener('resize', reveal, { passive: true });
    // Messages already on screen when the page opens appear without waiting for a scroll.
    reveal();
    return stop;
  }, [containerRef]);
}
