import type { Server } from 'node:http';
import {
  type FastifyHttpOptions,
  type FastifyReply,
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
import type { AnswerHeaders } from './requests/answerHeaders';
import { trustedProxies } from './requests/proxyTrust';

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
    frameworkErrors: (_error, request, reply) => {
      (reply as FastifyReply)
        .code(400)
        .headers(isApiUrl(request.url) ? headers.api : headers.page)
        .send({ detail: API_MESSAGES.malformedBody });
    },
  };
}
