import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createAppRouter } from '../../../src/router';
import { deferredMachinesStarted } from '../deferredMachines';
import { TEST_CONTENT, withContent } from '../renderWithRouter';

/** The whole app (layout and real routes) at `path`, in StrictMode like `npm run dev`. */
export async function renderApp(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ history, content: TEST_CONTENT });
  await router.load();
  const view = render(<StrictMode>{withContent(<RouterProvider router={router} />)}</StrictMode>);
  await deferredMachinesStarted();
  return { ...view, router, history };
}
