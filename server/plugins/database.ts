import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { sharedPlugin } from './plugin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * Decorates `db` and brings the schema up to date. A database passed in by the caller stays
 * the caller's to close; one opened here is closed with the app.
 */
export const databasePlugin = sharedPlugin<{ open: () => Promise<Database>; owned: boolean }>(
  'db',
  async (app, { open, owned }) => {
    const db = await open();
    try {
      await migrate(db);
    } catch (error) {
      if (owned) await db.close();
      throw error;
    }
    app.decorate('db', db);
    if (owned) app.addHook('onClose', () => db.close());
  },
);
