import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';
import { DatabaseBusyError } from '../db/database';

/**
 * `db`: the database answers (`busy`: it does, but its queue is full, server/db/pglite.ts).
 * `storage`: uploads can be written — free space above the floor and, after a write failed for
 * want of space, a probe write that succeeds. Either failing answers 503, so a monitor watching
 * the status code sees a full disk too.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    let retryAfter: number | undefined;
    const [db, storage] = await Promise.all([
      app.db.query('SELECT 1').then(
        () => 'ok' as const,
        (error: unknown) => {
          if (error instanceof DatabaseBusyError) {
            retryAfter = error.retryAfterSeconds;
            return 'busy' as const;
          }
          request.log.warn({ err: error }, 'health check: database unreachable');
          return 'error' as const;
        },
      ),
      app.storage.check().then((state) => {
        if (!state.ok) request.log.error({ storage: state }, 'health check: storage failing');
        return state.ok ? ('ok' as const) : ('error' as const);
      }),
    ]);
    if (db === 'ok' && storage === 'ok') return { status: 'ok', db, storage };
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    const detail = db === 'busy' && storage === 'ok' ? API_MESSAGES.busy : API_MESSAGES.unavailable;
    return reply.code(503).send({ detail, status: 'error', db, storage });
  });
}
