import { UPLOAD_QUOTA } from '../../../contract/limits';
import type { UploadLimits } from '../../../server/config';

export const KB = 1024;

/** The site's upload limits with `overrides`: a test's quotas small enough to reach. */
export const limits = (overrides: Partial<UploadLimits>): UploadLimits => ({
  ...UPLOAD_QUOTA,
  ...overrides,
});
