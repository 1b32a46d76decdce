import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { SuccessCasesPage } from '../features/success-case/SuccessCasesPage';

export const Route = createFileRoute('/success-case/')({
  head: () => headFor(PAGE_META['/success-case']),
  component: SuccessCasesPage,
});
