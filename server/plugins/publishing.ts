import { createPublisher, type Publisher } from '../content/publishing';
import { loadSiteRenderer } from '../content/siteRenderer';
import { sharedPlugin } from './plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The published content and its pages (server/content/publishing.ts). */
    publisher: Publisher;
  }
}

/**
 * The published content: seeded on a fresh database from the build's, rendered with the build's
 * SSR bundle when it differs from what the build's files show, and followed across instances.
 */
export const publishingPlugin = sharedPlugin<{ distDir: string; recheckMs?: number }>(
  'publishing',
  async (app, { distDir, recheckMs }) => {
    const publisher = await createPublisher({
      db: app.db,
      renderer: await loadSiteRenderer(distDir),
      onError: (error) => app.log.error({ err: error }, 'reading the published content failed'),
      recheckMs,
    });
    await publisher.follow();
    app.decorate('publisher', publisher);
    app.addHook('onClose', () => publisher.stop());
  },
);
