import { createFileRoute, useLocation } from '@tanstack/react-router';
import { readCounselDraft } from '../../contract/counselDraft';
import { headFor, PAGE_META } from '../content/pages';
import { ApplyCounselPage } from '../features/counsel/ApplyCounselPage';

export const Route = createFileRoute('/apply-counsel')({
  head: () => headFor(PAGE_META['/apply-counsel']),
  component: ApplyCounselRoute,
});

/** A draft from /calculator arrives in history state, never in the URL (docs/decisions.md 94). */
function ApplyCounselRoute() {
  const draft = useLocation({
    select: (location) => readCounselDraft(location.state.counselDraft),
  });
  return <ApplyCounselPage draft={draft} />;
}
