import Fastify, { type FastifyInstance } from 'fastify';
import { type Config, readConfig } from './config';
import {
  type ConnectionCaps,
  capWarning,
  connectionCaps,
  descriptorLimit,
} from './connection/connectionCaps';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import type { LoggerOption } from './logging/logging';
import { createMailer, type Mailer } from './mailer';
import { SCRYPT_PARAMS, type ScryptParams } from './passwords/passwords';
import { connectionsPlugin } from './plugins/connections';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { JSON_BODY_LIMIT, jsonBodyPlugin } from './plugins/jsonBody';
import { MULTIPART_BODY_MAX } from './plugins/multipart';
import { publishingPlugin } from './plugins/publishing';
import { repositoriesPlugin } from './plugins/repositories';
import { requestChecksPlugin } from './plugins/requestChecks';
import { requestLogPlugin } from './plugins/requestLog';
import { securityPlugin } from './plugins/security';
import { sitePlugin } from './plugins/site';
import { staffNetworksPlugin } from './plugins/staffNetworks';
import { STAFF_PREFIX } from './plugins/staffSession';
import { storagePlugin } from './plugins/storage';
import { answerHeaders } from './requests/answerHeaders';
import { consultationRoutes } from './routes/consultations';
import { contentImageRoutes } from './routes/contentImages';
import { healthRoutes } from './routes/health';
import { jobApplicationRoutes } from './routes/jobApplications';
import { nativeFormRoutes } from './routes/nativeForms';
import { reviewRoutes } from './routes/reviews';
import { staffRoutes } from './routes/staff';
import { visitRoutes } from './routes/visits';
import { serverSecretBox } from './secondFactor';
import { serverOptions } from './serverOptions';
import { type VisitCounter, visitCounter } from './visits';

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
  /** Connection caps; by default from the process's descriptor limit (server/connection/connectionCaps.ts). */
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

/** The mailer the options give, else one for SMTP_URL (closed with the app), else none. */
function mailerFor(app: FastifyInstance, config: Config, given: Mailer | null | undefined) {
  if (given !== undefined) return given;
  if (!config.smtpUrl) return null;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    to: config.mailTo,
  });
  app.addHook('onClose', async () => mailer.close());
  return mailer;
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: Config = { ...readConfig(), ...options.config };
  const distDir = options.distDir ?? config.distDir;
  const headers = await answerHeaders(config.mapTileUrl, distDir);
  const app: FastifyInstance = Fastify(serverOptions(config, options.logger, headers));
  const proxyTrusted = Boolean(config.trustProxy);
  const uploadRefused = capWarning(app);
  app.decorate('warnUploadRefused', (details: Record<string, unknown>) =>
    uploadRefused(details, 'upload refused'),
  );
  const mailer = mailerFor(app, config, options.mailer);
  const scrypt = options.passwordHashing ?? SCRYPT_PARAMS;

  await app.register(requestChecksPlugin, {
    headers,
    proxyTrusted,
    requestsInFlightPerAddress: config.requestsInFlightPerAddress,
  });
  await app.register(connectionsPlugin, {
    caps: options.connectionCaps ?? connectionCaps(descriptorLimit()),
    perAddress: !proxyTrusted,
    bodyLimits: { multipart: MULTIPART_BODY_MAX, other: JSON_BODY_LIMIT },
  });
  if (options.logger) await app.register(requestLogPlugin);
  await app.register(jsonBodyPlugin);
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
  await app.register(reviewRoutes, { scrypt });
  await app.register(consultationRoutes, { mailer });
  await app.register(staffRoutes, {
    prefix: STAFF_PREFIX,
    scrypt,
    secrets: serverSecretBox(config, (message) => app.log.warn(message)),
    clock: options.clock ?? Date.now,
  });
  await app.register(jobApplicationRoutes);
  await app.register(contentImageRoutes);
  await app.register(nativeFormRoutes, { mailer, distDir });
  await app.register(visitRoutes);
  await app.register(sitePlugin, { distDir });
  return app;
}
