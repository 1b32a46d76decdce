import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { FaqPage } from '../features/faq/FaqPage';
import { loadContent } from '../siteContent';

export const Route = createFileRoute('/faq')({
  loader: (match) => loadContent(match, ['faq']),
  head: () => headFor(PAGE_META['/faq']),
  component: FaqPage,
});
