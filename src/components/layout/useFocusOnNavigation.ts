import { useEffect, useRef } from 'react';

/**
 * After a navigation inside the site, focus moves to the new page's heading (docs/decisions.md
 * 197): a screen reader reads the page's title once, and the next Tab starts at the top of the
 * new page instead of in the menu that was left behind (or on the body, when the link that had
 * focus is gone). The first page the browser loaded keeps the focus where the browser put it;
 * a change of search only (the review board's page or order) is not a new page.
 */
export function useFocusOnNavigation(path: string): void {
  const previous = useRef(path);
  useEffect(() => {
    if (previous.current === path) return;
    previous.current = path;
    const main = document.getElementById('main');
    if (!main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    // Focusable by script only: Tab does not stop on it, and a click on it does not show a ring.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    // The router scrolls to the top itself, smoothly unless motion is reduced (src/router.tsx).
    target.focus({ preventScroll: true });
  }, [path]);
}
