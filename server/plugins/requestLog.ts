import { redactUrl } from '../http';
import { sharedPlugin } from './plugin';

/** One line per answered request, its URL redacted (decision 56), instead of Fastify's two. */
export const requestLogPlugin = sharedPlugin('requestLog', async (app) => {
  app.addHook('onResponse', (request, reply, done) => {
    app.log.info(
      {
        reqId: request.id,
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
});
