import type { Server, ServerResponse } from 'node:http';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { REQUEST_SHAPE } from '../contract/limits';
import { API_MESSAGES } from '../contract/messages';
import { type Config, readConfig } from './config';
import {
  CONNECTIONS_CHECKING_INTERVAL_MS,
  type ConnectionCaps,
  capWarning,
  clientErrorHandler,
  connectionCaps,
  connectionGuard,
  descriptorLimit,
  HEADERS_TIMEOUT_MS,
  handleExpectations,
  REQUEST_TIMEOUT_MS,
  refuseTunnels,
  slowBodyGuard,
} from './connection';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { HttpError, redactUrl, tooDeep } from './http';
import { type LoggerOption, loggerOptions } from './logging';
import { createMailer, type Mailer } from './mailer';
import { SCRYPT_PARAMS, type ScryptParams } from './passwords';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { MULTIPART_BODY_MAX } from './plugins/multipart';
import { publishingPlugin } from './plugins/publishing';
import { repositoriesPlugin } from './plugins/repositories';
import {
  apiHeaders,
  inlineScriptHashes,
  isApiUrl,
  securityHeaders,
  securityPlugin,
} from './plugins/security';
import { sitePlugin } from './plugins/site';
import { staffNetworksPlugin } from './plugins/staffNetworks';
import { STAFF_PREFIX } from './plugins/staffSession';
import { storagePlugin } from './plugins/storage';
import { lazyRequestLogger } from './requestLogger';
import { consultationRoutes } from './routes/consultations';
import { contentImageRoutes } from './routes/contentImages';
import { healthRoutes } from './routes/health';
import { jobApplicationRoutes } from './routes/jobApplications';
import { nativeFormRoutes } from './routes/nativeForms';
import { reviewRoutes } from './routes/reviews';
import { staffRoutes } from './routes/staff';
import { visitRoutes } from './routes/visits';
import { serverSecretBox } from './secondFactor';
import { type VisitCounter, visitCounter } from './visits';

/** JSON bodies of this API are a few kilobytes at most (500-character review, 2,000-character consultation). */
export const JSON_BODY_LIMIT = 64 * 1024;

export interface BuildAppOptions {
  /** Overrides of the environment's configuration. */
  config?: Partial<Config>;
  /** An open database the caller owns (tests, benchmarks); otherwise one is opened from config. */
  database?: Database;
  /** The built site; defaults to config.distDir (DIST_DIR, 'dist'). */
  distDir?: string;
  /** false (default) or JSON logs: to `stream`, or batched to stdout. */
  logger?: LoggerOption;
  /** scrypt cost for new review passwords (tests lower it; stored hashes carry their own). */
  passwordHashing?: ScryptParams;
  /** Replaces the SMTP mailer built from config.smtpUrl (null: no notification). */
  mailer?: Mailer | null;
  /** Connection caps; by default from the process's descriptor limit (server/connection.ts). */
  connectionCaps?: ConnectionCaps;
  /**
   * How often the published content is read again should a notification be lost (default 30 s);
   * tests lengthen it so that only the notification can bring a publish.
   */
  publishRecheckMs?: number;
  /** The clock authenticator codes are read against (ms since the epoch); tests move it. */
  clock?: () => number;
  /** The clock the visit counts' days are read from (tests move it past midnight). */
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts page beacons and stored conversions into daily totals (server/visits.ts). */
    visitCounter: VisitCounter;
  }
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...readConfig(), ...options.config };
  const distDir = options.distDir ?? config.distDir;
  const headers = await securityHeaders(config.mapTileUrl, inlineScriptHashes(distDir));
  const apiAnswerHeaders = apiHeaders(headers);
  const serverOptions: FastifyServerOptions & FastifyHttpOptions<Server> = {
    logger: loggerOptions(options.logger),
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    // A hop count means "trust that many proxies in front of us".
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // A cold PGlite start (its WebAssembly, the extensions, every migration) on a slow or busy
    // machine takes longer than Fastify's 10 s default for one plugin; a start that fails there
    // serves nothing, so the bound only catches a hang.
    pluginTimeout: 120_000,
    // Slow clients are bounded (server/connection.ts); Node checks the deadlines every second.
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: {
      // Node would answer a Host-less HTTP/1.1 request itself, with an empty body and none of our
      // headers; the hook below refuses it in the contract's shape instead.
      requireHostHeader: false,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
    },
    clientErrorHandler,
    // Requests arriving while shutting down get our own 503 {detail} (hook below), not Fastify's.
    return503OnClosing: false,
    // A URL that is not valid percent-encoding never reaches onRequest, hence the headers here.
    frameworkErrors: (_error, request, reply) => {
      (reply as FastifyReply)
        .code(400)
        .headers(isApiUrl(request.url) ? apiAnswerHeaders : headers)
        .send({ detail: API_MESSAGES.malformedBody });
    },
  };
  const app: FastifyInstance = Fastify(serverOptions);
  app.decorate('securityHeaders', headers);
  const uploadRefused = capWarning(app);
  app.decorate('warnUploadRefused', (details: Record<string, unknown>) =>
    uploadRefused(details, 'upload refused'),
  );
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Behind a proxy without TRUST_PROXY every visitor has the proxy's address: one write budget
  // and one password limit for the whole site. Said once, where operators look.
  let proxyWarned = Boolean(config.trustProxy);
  const inFlight = new Map<string, number>();
  const inFlightWarning = capWarning(app);
  // One listener for every response, reading the address the response carries, rather than a
  // closure made for each request.
  const counted = Symbol('address counted in flight');
  function leaveInFlight(this: ServerResponse & { [counted]?: string }) {
    const address = this[counted] ?? '';
    const left = (inFlight.get(address) ?? 1) - 1;
    if (left > 0) inFlight.set(address, left);
    else inFlight.delete(address);
  }
  const watchSlowBody = slowBodyGuard(app);
  // Every request's checks in one synchronous hook: each hook Fastify runs (and each async one,
  // a promise) is paid by every request, the review list included (issue 25).
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const api = isApiUrl(raw.url);
    reply.headers(api ? apiAnswerHeaders : headers);
    if (raw.httpVersion === '1.1' && !raw.headers.host) {
      reply.header('connection', 'close');
      return done(new HttpError(400, API_MESSAGES.malformedBody));
    }
    if (!proxyWarned && raw.headers['x-forwarded-for'] !== undefined) {
      proxyWarned = true;
      request.log.warn(
        'requests carry X-Forwarded-For but TRUST_PROXY is not set: every client behind the proxy shares one address for rate and password limits (docs/operations.md)',
      );
    }
    // Arriving while shutting down: our own 503 {detail}, and the connection goes.
    if (closing) {
      reply.header('connection', 'close');
      return done(new HttpError(503, API_MESSAGES.unavailable));
    }
    // One address's share of the work that reaches the database (decision 139): sixty keep-alive
    // connections looping over the review list filled PGlite's queue, and every other visitor,
    // health checks included, got its 503. Static files are served from memory and not counted.
    if (api || (raw.method !== 'GET' && raw.method !== 'HEAD')) {
      const address = request.ip;
      const mine = inFlight.get(address) ?? 0;
      if (mine >= config.requestsInFlightPerAddress) {
        inFlightWarning(
          { address, inFlight: mine },
          'request refused: too many requests in progress from one address',
        );
        reply.header('retry-after', '1');
        return done(new HttpError(429, API_MESSAGES.tooManyInFlight));
      }
      inFlight.set(address, mine + 1);
      const response: ServerResponse & { [counted]?: string } = reply.raw;
      response[counted] = address;
      // A response closes once, finished or not (a client gone mid-request included).
      response.on('close', leaveInFlight);
    }
    watchSlowBody(request, reply);
    done();
  });
  const caps = options.connectionCaps ?? connectionCaps(descriptorLimit());
  connectionGuard(app, caps, { perAddress: !config.trustProxy });
  app.addHook('onListen', (done) => {
    app.log.info(
      { descriptors: caps.descriptors, connections: caps.total, perAddress: caps.perAddress },
      'descriptor limit (ulimit -n) and the connection caps that keep a fifth of it free',
    );
    done();
  });
  if (options.logger) {
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
  }

  // An empty body with a JSON content type (e.g. POST …/views from some clients) means "no body".
  // The API speaks JSON (and multipart for uploads); anything else is 415, not a string body.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  // Bytes that are not UTF-8 are refused (400) rather than silently turned into U+FFFD and stored.
  const utf8 = new TextDecoder('utf-8', { fatal: true });
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      const text = utf8.decode(body as Buffer);
      if (text.trim() === '') return done(null, undefined);
      const value: unknown = JSON.parse(text);
      if (tooDeep(value, REQUEST_SHAPE.jsonDepthMax)) {
        return done(new HttpError(400, API_MESSAGES.nestedTooDeep), undefined);
      }
      done(null, value);
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
        undefined,
      );
    }
  });

  const mailer =
    options.mailer !== undefined
      ? options.mailer
      : config.smtpUrl
        ? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, to: config.mailTo })
        : null;
  if (mailer && options.mailer === undefined) app.addHook('onClose', async () => mailer.close());

  await app.register(errorsPlugin);
  await app.register(staffNetworksPlugin, { networks: config.staffAllowedNetworks });
  const given = options.database;
  await app.register(databasePlugin, {
    open: given ? async () => given : () => openDatabase(config),
    owned: !given,
  });
  await app.register(storagePlugin, { limits: config.uploads });
  await app.register(repositoriesPlugin);
  await app.register(publishingPlugin, { distDir, recheckMs: options.publishRecheckMs });
  await app.register(securityPlugin, {
    writeLimitPerMinute: config.writeLimitPerMinute,
    siteOrigin: config.siteOrigin,
  });

  app.decorate(
    'visitCounter',
    visitCounter(app.visits, {
      siteHost: config.siteOrigin ? new URL(config.siteOrigin).hostname : undefined,
      now: options.now,
      log: app.log,
    }),
  );
  await app.register(healthRoutes);
  await app.register(reviewRoutes, { scrypt: options.passwordHashing ?? SCRYPT_PARAMS });
  await app.register(consultationRoutes, { mailer });
  await app.register(staffRoutes, {
    prefix: STAFF_PREFIX,
    scrypt: options.passwordHashing ?? SCRYPT_PARAMS,
    secrets: serverSecretBox(config, (message) => app.log.warn(message)),
    clock: options.clock ?? Date.now,
  });
  await app.register(jobApplicationRoutes);
  await app.register(contentImageRoutes);
  await app.register(nativeFormRoutes, { mailer, distDir });
  await app.register(visitRoutes);
  await app.register(sitePlugin, { distDir });
  handleExpectations(app, { multipart: MULTIPART_BODY_MAX, other: JSON_BODY_LIMIT });
  refuseTunnels(app);
  return app;
}
