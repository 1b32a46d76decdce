import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { StrictMode } from 'react';
import { createAppRouter } from '../../../src/router';
import { server } from '../msw';
import { createFakeReviewApi, type StoredReview, seedReviews } from './fakeReviewApi';

/**
 * The real app router at `url` (StrictMode on, like `npm run dev`), with the fake review API
 * answering behind msw. Waits until the page heading is on screen.
 */
export async function renderBoard(
  url = '/review',
  reviews: StoredReview[] = seedReviews(25),
  overrides: HttpHandler[] = [],
) {
  const api = createFakeReviewApi(reviews);
  // The first matching handler answers, so the overrides (failures) go before the fake API.
  server.use(...overrides, ...api.handlers);
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ history });
  const user = userEvent.setup();
  const view = render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  await screen.findByRole('heading', { level: 1, name: '고객후기' });
  return { ...view, api, router, history, user };
}

export const rowsOf = () => screen.getAllByRole('row').slice(1);
