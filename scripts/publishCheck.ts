// `npm run build`, last step: warns (without failing the build) about firm facts that still hold
// example values, so nobody publishes 02-0000-0000 by accident.

import { firm } from '../contract/firm';
import { readyToPublishWarning } from '../contract/readyToPublish';

const warning = readyToPublishWarning(firm);
console.warn(
  warning ? `\n⚠ ${warning}\n` : 'ready to publish: no example values in contract/firm.ts',
);
