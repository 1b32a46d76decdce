import { useRouterState } from '@tanstack/react-router';

/**
 * The path of the page on screen. A navigation that waits for the rest of the content (decision
 * 156) moves the router's location at once while the page before stays shown until the next is
 * ready: the header's look and the main's offset belong to the page shown, not to the one coming.
 */
export function useShownPath(): string {
  return useRouterState({
    select: (state) => state.matches.at(-1)?.pathname ?? state.location.pathname,
  });
}
