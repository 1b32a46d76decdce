import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { HomePage } from '../features/home/HomePage';
import { loadContent } from '../siteContent';

export const Route = createFileRoute('/')({
  loader: (match) => loadContent(match, ['home', 'cases']),
  head: () => headFor(PAGE_META['/']),
  component: HomePage,
});
