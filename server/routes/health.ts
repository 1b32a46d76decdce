import type { FastifyInstance } from 'fastify';
import { API_MESSAGES } from '../../contract/messages';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/health', async (request, reply) => {
    try {
      await app.db.query('SELECT 1');
      return { status: 'ok', db: 'ok' };
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unreachable');
      return reply
        .code(503)
        .send({ detail: API_MESSAGES.unavailable, status: 'error', db: 'error' });
    }
  });
}
