import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { JobPage } from '../features/job/JobPage';

export const Route = createFileRoute('/job')({
  head: () => headFor(PAGE_META['/job']),
  component: JobPage,
});
