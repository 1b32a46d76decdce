import { type RefObject, useEffect } from 'react';

/**
 * Spec §2: on /apply-counsel a sideways wheel or trackpad swipe must not scroll the page (nor
 * trigger the browser's back/forward swipe), except over the map, which pans with it.
 * Only wheel events that are mostly horizontal are cancelled, so vertical scrolling with a
 * slightly diagonal trackpad stroke still works.
 */
export function useBlockHorizontalWheel(allowed: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const onWheel = (event: WheelEvent) => {
      if (Math.abs(event.deltaX) <= Math.abs(event.deltaY)) return;
      const target = event.target;
      if (target instanceof Node && allowed.current?.contains(target)) return;
      event.preventDefault();
    };
    // Non-passive: a passive listener may not cancel the scroll.
    window.addEventListener('wheel', onWheel, { passive: false });
    return () => window.removeEventListener('wheel', onWheel);
  }, [allowed]);
}
