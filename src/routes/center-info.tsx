import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { CenterInfoPage } from '../features/center-info/CenterInfoPage';

export const Route = createFileRoute('/center-info')({
  head: () => headFor(PAGE_META['/center-info']),
  component: CenterInfoPage,
});
