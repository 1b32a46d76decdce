import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useEffect } from 'react';
import {
  DEFAULT_REVIEW_BOARD_SEARCH,
  reviewBoardSearchSchema,
} from '../../contract/reviewBoardSearch';
import { headFor, PAGE_META } from '../content/pages';
import { applyDeferredFonts } from '../deferredFonts';
import { ReviewsPage } from '../features/reviews/ReviewsPage';

export const Route = createFileRoute('/review')({
  // Bad values fall back to defaults; defaults stay out of the URL so /review is canonical.
  validateSearch: reviewBoardSearchSchema,
  search: { middlewares: [stripSearchParams(DEFAULT_REVIEW_BOARD_SEARCH)] },
  head: () => headFor(PAGE_META['/review']),
  component: ReviewRoute,
});

function ReviewRoute() {
  // Reviews are visitors' text: characters beyond the site's own font subset may appear.
  useEffect(applyDeferredFonts, []);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ReviewsPage
      search={search}
      navigate={(next, replace) => navigate({ search: next, replace })}
    />
  );
}
