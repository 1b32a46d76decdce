import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { API_MESSAGES } from '../contract/messages';
import { type Config, readConfig } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import { HttpError, redactUrl } from './http';
import { batchedStdout } from './logStream';
import { createMailer, type Mailer } from './mailer';
import { SCRYPT_PARAMS, type ScryptParams } from './passwords';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { repositoriesPlugin } from './plugins/repositories';
import { securityPlugin } from './plugins/security';
import { sitePlugin } from './plugins/site';
import { consultationRoutes } from './routes/consultations';
import { healthRoutes } from './routes/health';
import { jobApplicationRoutes } from './routes/jobApplications';
import { reviewRoutes } from './routes/reviews';

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
  logger?: false | { level?: string; stream?: NodeJS.WritableStream };
  /** scrypt cost for new review passwords (tests lower it; stored hashes carry their own). */
  passwordHashing?: ScryptParams;
  /** Replaces the SMTP mailer built from config.smtpUrl (null: no notification). */
  mailer?: Mailer | null;
}

function loggerOptions(logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  return {
    level: logger.level ?? 'info',
    stream: logger.stream ?? batchedStdout(),
    // Passwords travel in bodies (never logged) and in DELETE's ?password= (redacted by the
    // serializer below and in the request line). Headers are not logged.
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.ip,
      }),
    },
  };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...readConfig(), ...options.config };
  const serverOptions: FastifyServerOptions = {
    logger: loggerOptions(options.logger),
    // One line per request (below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count means "trust that many proxies in front of us".
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Requests arriving while shutting down get our own 503 {detail} (hook below), not Fastify's.
    return503OnClosing: false,
    frameworkErrors: (_error, _request, reply) => {
      (reply as FastifyReply).code(400).send({ detail: API_MESSAGES.malformedBody });
    },
  };
  const app: FastifyInstance = Fastify(serverOptions);

  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new HttpError(503, API_MESSAGES.unavailable);
  });

  if (options.logger) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'request',
      );
    });
  }

  // An empty body with a JSON content type (e.g. POST …/views from some clients) means "no body".
  // The API speaks JSON (and multipart for uploads); anything else is 415, not a string body.
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
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
  const given = options.database;
  await app.register(databasePlugin, {
    open: given ? async () => given : () => openDatabase(config),
    owned: !given,
  });
  await app.register(repositoriesPlugin);
  await app.register(securityPlugin, {
    mapTileUrl: config.mapTileUrl,
    writeLimitPerMinute: config.writeLimitPerMinute,
  });

  await app.register(healthRoutes);
  await app.register(reviewRoutes, { scrypt: options.passwordHashing ?? SCRYPT_PARAMS });
  await app.register(consultationRoutes, { mailer });
  await app.register(jobApplicationRoutes);
  await app.register(sitePlugin, { distDir: options.distDir ?? config.distDir });
  return app;
}
