import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

// One MediaQueryList for the page (the carousel asks on every animation frame of a jump); a new
// one only when window.matchMedia itself is replaced, as tests do.
let cached: { matchMedia: Window['matchMedia']; list: MediaQueryList } | undefined;

export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || !window.matchMedia) return false;
  if (cached?.matchMedia !== window.matchMedia) {
    cached = { matchMedia: window.matchMedia, list: window.matchMedia(QUERY) };
  }
  return cached.list.matches;
}

/** True when the visitor asked the system for less motion (WCAG 2.3.3). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
