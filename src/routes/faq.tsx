import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { FaqPage } from '../features/faq/FaqPage';

export const Route = createFileRoute('/faq')({
  head: () => headFor(PAGE_META['/faq']),
  component: FaqPage,
});
