import type { FastifyInstance } from 'fastify';
import type { SiteContent } from '../../../contract/siteContent';
import { contentRepository } from '../../../server/db/content';
import type { Database } from '../../../server/db/database';

/**
 * `content` published as a new version, as an owner's publish stores it, and this instance
 * serving it: for suites about what the published content allows (the positions open to apply
 * to), not about publishing itself (tests/server/content/publishing.test.ts).
 */
export async function publishContent(
  t: { app: FastifyInstance; db: Database },
  content: SiteContent,
): Promise<void> {
  await t.db.transaction(async (tx) => {
    const repository = contentRepository(tx);
    await repository.lock();
    await repository.publish(content, 'test');
  });
  await t.app.publisher.refresh();
}
