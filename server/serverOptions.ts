import type { Server } from 'node:http';
import {
  type FastifyHttpOptions,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { API_MESSAGES } from '../contract/messages';
import type { Config } from './config';
import { clientErrorHandler } from './connection/rawAnswers';
import {
  CONNECTIONS_CHECKING_INTERVAL_MS,
  HEADERS_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from './connection/slowClients';
import { type LoggerOption, loggerOptions } from './logging/logging';
import { lazyRequestLogger } from './logging/requestLogger';
import { JSON_BODY_LIMIT } from './plugins/jsonBody';
import { isApiUrl } from './plugins/security';
import { STAFF_CONSOLE_PATH } from './plugins/site';
import type { AnswerHeaders } from './requests/answerHeaders';
import { trustedProxies } from './requests/proxyTrust';

/** A browser's request for a document: GET or HEAD, with text/html among what it accepts. */
function wantsPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && accept.includes('text/html');
}

/** Where a path that cannot be read is sent: the console for its own paths, else home. */
function pageInstead(url: string): string {
  const path = url.split('?')[0] ?? url;
  const console = path === STAFF_CONSOLE_PATH || path.startsWith(`${STAFF_CONSOLE_PATH}/`);
  return console ? STAFF_CONSOLE_PATH : '/';
}

/** Fastify's and Node's options: the logger, proxy trust, body and time bounds, and the answers given before a request reaches a hook. */
export function serverOptions(
  config: Config,
  logger: LoggerOption | undefined,
  headers: AnswerHeaders,
): FastifyServerOptions & FastifyHttpOptions<Server> {
  return {
    logger: loggerOptions(logger),
    // One line per request (requestLogPlugin) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // A cold PGlite start (its WebAssembly, the extensions, every migration) on a slow or busy
    // machine takes longer than Fastify's 10 s default for one plugin; a start that fails there
    // serves nothing, so the bound only catches a hang.
    pluginTimeout: 120_000,
    // Slow clients are bounded (server/connection/slowClients.ts); Node checks the deadlines every second.
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: {
      // Node would answer a Host-less HTTP/1.1 request itself, with an empty body and none of our
      // headers; requestChecksPlugin refuses it in the contract's shape instead.
      requireHostHeader: false,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    clientErrorHandler,
    // Requests arriving while shutting down get our own 503 {detail} (requestChecksPlugin).
    return503OnClosing: false,
    // A URL that is not valid percent-encoding never reaches onRequest, hence the headers here.
    // A browser asking for a page gets what any other path the site lacks gets (decision 304).
    frameworkErrors: (error, request, reply) => {
      const api = isApiUrl(request.url);
      const answer = (reply as FastifyReply).headers(api ? headers.api : headers.page);
      if (!api && error.code === 'FST_ERR_BAD_URL' && wantsPage(request)) {
        return answer.redirect(pageInstead(request.url), 302);
      }
      return answer.code(400).send({ detail: API_MESSAGES.malformedBody });
    },
  };
}
