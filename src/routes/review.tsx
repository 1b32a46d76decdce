import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { ReviewsPage } from '../features/reviews/ReviewsPage';

export const Route = createFileRoute('/review')({
  head: () => headFor(PAGE_META['/review']),
  component: ReviewsPage,
});
