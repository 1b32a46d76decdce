import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { JobPage } from '../features/job/JobPage';
import { loadContent } from '../siteContent';

export const Route = createFileRoute('/job')({
  loader: (match) => loadContent(match, ['jobs']),
  head: () => headFor(PAGE_META['/job']),
  component: JobPage,
});
