import { createFileRoute } from '@tanstack/react-router';
import { SuccessCaseDetailPage } from '../features/success-case/SuccessCaseDetailPage';

// Scaffold: params validation, head and redirect of unknown ids come with issue 6.
export const Route = createFileRoute('/success-case/$caseId')({
  component: SuccessCaseDetailPage,
});
