import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createAppRouter } from '../../../src/router';
import type { SiteContent } from '../../../src/siteContent';
import { deferredMachinesStarted } from '../deferredMachines';
import { storeOf, TEST_CONTENT, withContent } from '../renderWithRouter';

/**
 * The whole app (layout and real routes) at `path`, in StrictMode like `npm run dev`, with the
 * repository's content or `content` as another publish would give it.
 */
export async function renderApp(path: string, content: SiteContent = TEST_CONTENT) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const store = storeOf(content);
  const router = createAppRouter({ history, content: store });
  await router.load();
  const view = render(
    <StrictMode>{withContent(<RouterProvider router={router} />, store)}</StrictMode>,
  );
  await deferredMachinesStarted();
  return { ...view, router, history };
}
