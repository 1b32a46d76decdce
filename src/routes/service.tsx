import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { ServicePage } from '../features/service/ServicePage';

export const Route = createFileRoute('/service')({
  head: () => headFor(PAGE_META['/service']),
  component: ServicePage,
});
