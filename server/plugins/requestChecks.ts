import { API_MESSAGES } from '../../contract/messages';
import { slowBodyGuard } from '../connection/slowClients';
import { HttpError } from '../http';
import type { AnswerHeaders } from '../requests/answerHeaders';
import { inFlightPerAddress } from '../requests/inFlightPerAddress';
import { untrustedProxyWarning } from '../requests/proxyTrust';
import { sharedPlugin } from './plugin';
import { isApiUrl } from './security';

export interface RequestChecksOptions extends Record<string, unknown> {
  headers: AnswerHeaders;
  /** Whether TRUST_PROXY is set (else a forwarded request is worth a warning). */
  proxyTrusted: boolean;
  requestsInFlightPerAddress: number;
}

/**
 * What every request passes first, in one synchronous onRequest hook: each hook Fastify runs (and
 * each async one, a promise) is paid by every request, the review list included. In order: the
 * answer's headers, a Host-less HTTP/1.1 request refused, the proxy warning, the shutdown's 503,
 * the per-address count of requests in progress, the slow-body guard.
 */
export const requestChecksPlugin = sharedPlugin<RequestChecksOptions>(
  'requestChecks',
  async (app, { headers, proxyTrusted, requestsInFlightPerAddress }) => {
    app.decorate('securityHeaders', headers.page);
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    const warnOfProxy = untrustedProxyWarning(proxyTrusted);
    const enterInFlight = inFlightPerAddress(app, requestsInFlightPerAddress);
    const watchSlowBody = slowBodyGuard(app);
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.raw;
      const api = isApiUrl(raw.url);
      reply.headers(api ? headers.api : headers.page);
      if (raw.httpVersion === '1.1' && !raw.headers.host) {
        reply.header('connection', 'close');
        return done(new HttpError(400, API_MESSAGES.malformedBody));
      }
      warnOfProxy(request);
      if (closing) {
        reply.header('connection', 'close');
        return done(new HttpError(503, API_MESSAGES.unavailable));
      }
      // Static files are served from memory: only what may reach the database is counted.
      if (api || (raw.method !== 'GET' && raw.method !== 'HEAD')) {
        const refused = enterInFlight(request, reply);
        if (refused) return done(refused);
      }
      watchSlowBody(request, reply);
      done();
    });
  },
);
