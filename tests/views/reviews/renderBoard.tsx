import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { StrictMode } from 'react';
import { createAppRouter } from '../../../src/router';
import { server } from '../msw';
import { storeOf, withContent } from '../renderWithRouter';
import { type SeedReview, seedReviews, startReviewApi } from './reviewApi';

// Every answer comes from the real server in another process, a few round trips per step; on a
// busy two-core machine the default one second for findBy/waitFor is not enough.
configure({ asyncUtilTimeout: 5_000 });

/**
 * The real app router at `url` (StrictMode on, like `npm run dev`), with the real review API
 * (buildApp() on PGlite) answering behind msw. Waits until the page heading is on screen.
 */
export async function renderBoard(
  url = '/review',
  reviews: SeedReview[] = seedReviews(25),
  overrides: HttpHandler[] = [],
) {
  const api = await startReviewApi(reviews);
  // The first matching handler answers, so the overrides (failures) go before the real API.
  server.use(...overrides, ...api.handlers);
  const history = createMemoryHistory({ initialEntries: [url] });
  const store = storeOf();
  const router = createAppRouter({ history, content: store });
  const user = userEvent.setup();
  const view = render(
    <StrictMode>{withContent(<RouterProvider router={router} />, store)}</StrictMode>,
  );
  await screen.findByRole('heading', { level: 1, name: '고객후기' });
  return { ...view, api, router, history, user };
}

export const rowsOf = () => screen.getAllByRole('row').slice(1);
