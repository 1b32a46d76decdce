import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

// One MediaQueryList for the page, read and watched alike (the carousel asks on every animation
// frame of a jump); a new one only when window.matchMedia itself is replaced, as tests do.
let cached: { matchMedia: Window['matchMedia']; list: MediaQueryList } | undefined;

function reducedMotionQuery(): MediaQueryList | undefined {
  if (typeof window === 'undefined' || !window.matchMedia) return undefined;
  if (cached?.matchMedia !== window.matchMedia) {
    cached = { matchMedia: window.matchMedia, list: window.matchMedia(QUERY) };
  }
  return cached.list;
}

function subscribe(onChange: () => void) {
  const list = reducedMotionQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function prefersReducedMotion(): boolean {
  return reducedMotionQuery()?.matches ?? false;
}

/** True when the visitor asked the system for less motion (WCAG 2.3.3). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
