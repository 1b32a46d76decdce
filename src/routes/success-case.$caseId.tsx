import { createFileRoute, redirect } from '@tanstack/react-router';
import { storyNeed } from '../../contract/pageContent';
import { isSuccessCaseId } from '../../contract/site';
import { headFor, PAGE_META } from '../content/pages';
import { findSuccessCase, successCaseMeta } from '../content/successCases';
import { SuccessCaseDetailPage } from '../features/success-case/SuccessCaseDetailPage';
import { loadContent } from '../siteContent';

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
  // The case as published (the page's data block, through the router's context): its title is
  // the page's <title>, so a published title reaches the head too (decision 153).
  loader: async (match) => {
    await loadContent(match, ['cases', storyNeed(match.params.caseId)]);
    return successCaseMeta(
      findSuccessCase(match.context.content.page().cases, match.params.caseId),
    );
  },
  head: ({ loaderData }) => headFor(loaderData ?? PAGE_META['/success-case']),
  component: DetailRoute,
});

function DetailRoute() {
  const { caseId } = Route.useParams();
  return <SuccessCaseDetailPage caseId={caseId} />;
}
