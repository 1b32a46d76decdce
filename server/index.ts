import type { FastifyInstance } from 'fastify';
import { placeholderFacts, READY_TO_PUBLISH_WARNING } from '../contract/readyToPublish';
import { buildApp } from './app';
import { readConfig } from './config';
import { DatabaseUnavailableError } from './db/database';
import { ownerWarning } from './operations/staffAccounts';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const START_ATTEMPTS = 30;
const START_RETRY_MS = 2_000;

const config = readConfig();

/**
 * Once per production start: the firm facts that are still examples (contract/readyToPublish.ts),
 * and an account list nobody can manage from the console (no owner).
 */
async function warnIfNotReadyToPublish(app: FastifyInstance) {
  if (process.env.NODE_ENV !== 'production') return;
  const facts = placeholderFacts(app.publisher.current().content.firm);
  if (facts.length > 0) app.log.warn({ facts }, READY_TO_PUBLISH_WARNING);
  const noOwner = await ownerWarning(app.db);
  if (noOwner) app.log.warn(noOwner);
}

/** A PostgreSQL still starting up (compose, orchestrators) is waited for instead of crashing. */
async function start() {
  for (let attempt = 1; ; attempt++) {
    try {
      return await buildApp({ config, logger: { level: config.logLevel } });
    } catch (error) {
      if (!(error instanceof DatabaseUnavailableError) || attempt >= START_ATTEMPTS) throw error;
      console.error(
        `database unreachable, retrying in ${START_RETRY_MS / 1000} s (${attempt}/${START_ATTEMPTS})`,
      );
      await new Promise((resolve) => setTimeout(resolve, START_RETRY_MS));
    }
  }
}

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await start();
  await app.listen({ port: config.port, host: config.host });
  await warnIfNotReadyToPublish(app);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing requests in flight');
  // A stuck request must not keep the process (and PGlite's lock) forever.
  const timer = setTimeout(() => {
    app.log.error('shutdown timed out');
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  try {
    await app.close(); // stops accepting, waits for in-flight requests, closes the database
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
