import type { UploadLimits } from '../config';
import { type StorageGuard, storageGuard } from '../storage';
import { sharedPlugin } from './plugin';

declare module 'fastify' {
  interface FastifyInstance {
    storage: StorageGuard;
  }
}

/** Upload quotas and the disk's state, over the directory where the database spools uploads. */
export const storagePlugin = sharedPlugin<{ limits: UploadLimits }>(
  'storage',
  async (app, { limits }) => {
    app.decorate(
      'storage',
      storageGuard(limits, () => app.db.files.spoolDir),
    );
  },
  ['db'],
);
