import { createFileRoute, redirect } from '@tanstack/react-router';
import { isSuccessCaseId } from '../../contract/site';
import { headFor } from '../content/pages';
import { successCaseMeta } from '../content/successCases';
import { SuccessCaseDetailPage } from '../features/success-case/SuccessCaseDetailPage';

export const Route = createFileRoute('/success-case/$caseId')({
  params: {
    parse: ({ caseId }) => {
      const id = Number(caseId);
      // DESIGN §7.6: an unknown case is not an error page, the visitor lands on the list.
      if (!/^\d+$/.test(caseId) || !isSuccessCaseId(id)) {
        throw redirect({ to: '/success-case', replace: true });
      }
      return { caseId: id };
    },
    stringify: ({ caseId }) => ({ caseId: String(caseId) }),
  },
  head: ({ params }) => headFor(successCaseMeta(params.caseId)),
  component: DetailRoute,
});

function DetailRoute() {
  const { caseId } = Route.useParams();
  return <SuccessCaseDetailPage caseId={caseId} />;
}
