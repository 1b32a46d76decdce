import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { CalculatorPage } from '../features/calculator/CalculatorPage';

export const Route = createFileRoute('/calculator')({
  head: () => headFor(PAGE_META['/calculator']),
  component: CalculatorPage,
});
