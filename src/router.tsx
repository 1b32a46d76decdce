import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { RouteError } from './components/layout/RouteError';
import { prefersReducedMotion } from './components/useReducedMotion';
import { routeTree } from './routeTree.gen';
import type { ContentStore } from './siteContent';

/**
 * What every route may read besides its params: the published content, whose parts a route's
 * loader asks for (src/siteContent.tsx) and which a route's head may read (a case page's title
 * names the case, decision 153). Components take it from React context instead.
 */
export interface RouterContext {
  content: ContentStore;
}

export function createAppRouter(options: { history?: RouterHistory; content: ContentStore }) {
  const router = createRouter({
    routeTree,
    context: { content: options.content },
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    defaultErrorComponent: RouteError,
    scrollRestoration: false,
  });
  // The first render adopts the page the browser already shows, scrolled where the visitor left
  // it: on a slow phone they read on and press things before the page is live, and a reload or
  // Back puts them where they were. Left as it is, the router's reset took them back to the top
  // when the page went live (and the carousel they had scrolled to stopped as it left the screen).
  router._scroll.n = false;
  // Spec §2: every navigation scrolls smoothly to the top (instantly for reduced motion). The
  // router itself resets the scroll after each render with `scrollRestorationBehavior`; a scroll
  // of our own would be overridden by that instant one in the same frame. The option is read at
  // every reset, so it follows a preference changed while the page is open.
  router.subscribe('onBeforeNavigate', () => {
    router.options.scrollRestorationBehavior = prefersReducedMotion() ? 'instant' : 'smooth';
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

declare module '@tanstack/history' {
  interface HistoryState {
    /** What /calculator hands to the consultation form; read through readCounselDraft. */
    counselDraft?: unknown;
    /** Set by the root route's not-found redirect: the home page says the address was unknown. */
    unknownPath?: boolean;
  }
}
