import type { FastifyInstance } from 'fastify';
import { REQUEST_SHAPE } from '../../contract/limits';
import { API_MESSAGES } from '../../contract/messages';
import { VISIT_API } from '../../contract/visitBeacon';
import {
  beaconSchema,
  STAFF_VISITS_API,
  VISIT_LIMITS,
  visitsAnswerSchema,
  visitsQuerySchema,
} from '../../contract/visits';
import { HttpError, parseInput, responseSchema, tooDeep } from '../http';
import { clientKey } from '../passwords/passwordGuard';
import { local, staffInput } from './staffRequest';

/**
 * The pages' beacon (src/visits.ts). `navigator.sendBeacon` with a string sends it as
 * text/plain, which only this route reads (as JSON, with the API's checks); its own budget per
 * client keeps a reader's beacons from using up the budget their consultation needs.
 */
export async function visitRoutes(app: FastifyInstance) {
  app.addHook('onClose', () => app.visitCounter.close());
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      const value: unknown = JSON.parse(utf8.decode(body as Buffer));
      if (tooDeep(value, REQUEST_SHAPE.jsonDepthMax)) {
        return done(new HttpError(400, API_MESSAGES.nestedTooDeep), undefined);
      }
      done(null, value);
    } catch {
      done(new HttpError(400, API_MESSAGES.malformedBody), undefined);
    }
  });
  app.post(
    VISIT_API,
    {
      bodyLimit: VISIT_LIMITS.bodyBytesMax,
      config: {
        rateLimit: {
          max: VISIT_LIMITS.beaconsPerMinute,
          keyGenerator: (request) => `visit:${clientKey(request.ip ?? 'gone')}`,
        },
      },
    },
    async (request, reply) => {
      const beacon = parseInput(beaconSchema, request.body);
      await app.visitCounter.beacon(request, beacon);
      // The same answer whether counted or not: nothing tells a page whether it was.
      return reply.code(204).send();
    },
  );
}

/** The console's 통계: daily totals for a range of days, any signed-in staff member. */
export async function staffVisitRoutes(app: FastifyInstance) {
  app.get(
    local(STAFF_VISITS_API),
    { schema: { response: { 200: responseSchema(visitsAnswerSchema) } } },
    async (request) => {
      const { from, to } = staffInput(visitsQuerySchema, request.query);
      // This instance's counts of the last seconds, so what staff just did shows at once.
      await app.visitCounter
        .flush()
        .catch((error) => request.log.warn({ err: error }, 'visit counts not written'));
      return app.visits.report(from, to);
    },
  );
}
