import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { prefersReducedMotion } from './components/useReducedMotion';
import { routeTree } from './routeTree.gen';

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  const router = createRouter({
    routeTree,
    ...(options.history ? { history: options.history } : {}),
    defaultPreload: 'intent',
    scrollRestoration: false,
  });
  // Spec §2: every navigation scrolls smoothly to the top (instantly for reduced motion).
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (typeof window === 'undefined' || !fromLocation) return;
    const moved =
      fromLocation.pathname !== toLocation.pathname ||
      fromLocation.searchStr !== toLocation.searchStr;
    if (moved) {
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' });
    }
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
