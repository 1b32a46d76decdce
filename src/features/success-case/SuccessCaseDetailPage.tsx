import type { SuccessCaseId } from '../../../contract/site';

// Replaced by the full detail page in the next commit.
export function SuccessCaseDetailPage({ caseId }: { caseId: SuccessCaseId }) {
  return <h1>성공사례 {caseId}</h1>;
}
