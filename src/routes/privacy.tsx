import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { PrivacyPage } from '../features/privacy/PrivacyPage';

export const Route = createFileRoute('/privacy')({
  head: () => headFor(PAGE_META['/privacy']),
  component: PrivacyPage,
});
