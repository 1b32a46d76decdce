import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { SuccessCasesPage } from '../features/success-case/SuccessCasesPage';
import { loadContent } from '../siteContent';

export const Route = createFileRoute('/success-case/')({
  loader: (match) => loadContent(match, ['cases']),
  head: () => headFor(PAGE_META['/success-case']),
  component: SuccessCasesPage,
});
