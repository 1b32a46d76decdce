import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { wholeContent } from '../../contract/pageContent';
import { repositoryContent } from '../../contract/siteContent';
import { createAppRouter } from '../../src/router';
import {
  type ContentStore,
  pageContentStore,
  type SiteContent,
  SiteContentProvider,
} from '../../src/siteContent';

/** The content the pages are rendered with in view tests: the repository's own facts. */
export const TEST_CONTENT: SiteContent = repositoryContent;

/** The whole of `content` at hand, as a page holds it once it has fetched its version. */
export const storeOf = (content: SiteContent = TEST_CONTENT): ContentStore =>
  pageContentStore(wholeContent(content));

/** `ui` with the site's content (another publish's, if given), or with a given store. */
export const withContent = (ui: ReactNode, content: SiteContent | ContentStore = TEST_CONTENT) => (
  <SiteContentProvider store={'page' in content ? content : storeOf(content)}>
    {ui}
  </SiteContentProvider>
);

/**
 * A bare router, already loaded, that shows `ui` at '/' (links to a case resolve, nothing else of
 * the app loads). Separate from rendering for tests that must switch to fake timers in between.
 */
export async function loadedRouterFor(ui: ReactNode) {
  const rootRoute = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => withContent(ui) }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: '/success-case/$caseId',
      component: () => <h1>detail</h1>,
    }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  await router.load();
  return router;
}

/** Renders a component inside a bare router (links resolve, nothing else of the app loads). */
export async function renderWithRouter(ui: ReactNode) {
  const router = await loadedRouterFor(ui);
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}

/** Renders the whole app (layout, real routes) at a path, with the repository's or other content. */
export async function renderApp(path: string, content: SiteContent | ContentStore = TEST_CONTENT) {
  const store = 'page' in content ? content : storeOf(content);
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    content: store,
  });
  await router.load();
  const result = render(withContent(<RouterProvider router={router} />, store));
  return { ...result, router };
}

/** Waits for the page's h1 with this name and expects it shown: the page a test arrived on. */
export async function expectPageTitle(name: string) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
}
