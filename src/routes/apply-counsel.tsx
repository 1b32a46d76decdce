import { createFileRoute } from '@tanstack/react-router';
import { headFor, PAGE_META } from '../content/pages';
import { ApplyCounselPage } from '../features/counsel/ApplyCounselPage';

export const Route = createFileRoute('/apply-counsel')({
  head: () => headFor(PAGE_META['/apply-counsel']),
  component: ApplyCounselPage,
});
