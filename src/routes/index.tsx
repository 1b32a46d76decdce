import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  head: () => headFor(PAGE_META['/']),
  component: HomePage,
});
