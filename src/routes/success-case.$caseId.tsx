import { createFileRoute, redirect } from '@tanstack/react-router';
import { isSuccessCaseId } from '../../contract/site';
import { headFor, PAGE_META } from '../content/pages';
import { successCaseMeta } from '../content/successCases';
import { SuccessCaseDetailPage } from '../features/success-case/SuccessCaseDetailPage';

export const Route = createFileRoute('/success-case/$caseId')({
  params: {
    parse: ({ caseId }) => {
      const id = Number(caseId);
      // docs/product.md#success-cases: an unknown case is not an error page, the visitor lands on the list.
      if (!/^\d+$/.test(caseId) || !isSuccessCaseId(id)) {
        throw redirect({ to: '/success-case', replace: true });
      }
      return { caseId: id };
    },
    stringify: ({ caseId }) => ({ caseId: String(caseId) }),
  },
  // The cases' texts travel in the shell, which the home page and the case pages share; importing
  // them on demand cost a page of a case a 2 s round trip on Slow 3G for a 0.5 KB facade.
  loader: ({ params }) => successCaseMeta(params.caseId),
  head: ({ loaderData }) => headFor(loaderData ?? PAGE_META['/success-case']),
  component: DetailRoute,
});

function DetailRoute() {
  const { caseId } = Route.useParams();
  return <SuccessCaseDetailPage caseId={caseId} />;
}
