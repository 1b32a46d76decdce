// Instances follow a publish elsewhere by LISTEN/NOTIFY (decision 149) also after they lost the
// database for a while: a breaker that replaced the pool (server/db/postgres.ts) subscribes again
// on the new one, and a listening connection lost without it is re-established by postgres.js
// within the probe's interval of the database answering again (its backoff capped).
// Real processes' time is measured here (the database, a proxy, two instances), so no fake timers.

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, expect, test } from 'vitest';
import { firm } from '../../../contract/firm';
import { repositoryContent } from '../../../contract/siteContent';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { openPostgres } from '../../../server/db/postgres';
import {
  createTestApp,
  describePostgres,
  TEST_DATABASE_URL,
  TEST_SCRYPT,
  type TestApp,
} from '../helpers';
import { publishContent } from '../support/content';
import { fakeBuild } from '../support/fakeBuild';
import { captureLog } from '../support/logCapture';
import { type ProxyMode, startTcpProxy, type TcpProxy } from '../support/tcpProxy';

/** Longer than any test here: only a notification (or a new subscription) brings a publish. */
const NO_RECHECK_MS = 3_600_000;

interface Instances {
  first: TestApp;
  /** The second instance, its database reached through `proxy`. */
  second: FastifyInstance;
  proxy: TcpProxy;
  /** What the second instance has logged (warnings and worse). */
  log(): string;
  /** Listening connections the second instance holds, as PostgreSQL counts them. */
  listening(): Promise<number>;
  /** Ends the second instance's listening connections from the server's side; how many. */
  terminateListening(): Promise<number>;
  close(): Promise<void>;
}

async function twoInstances(build: { dir: string }): Promise<Instances> {
  const url = TEST_DATABASE_URL as string;
  const first = await createTestApp('postgres', { distDir: build.dir });
  const target = new URL(url);
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  // Named, so that its connections are told from every other user of the shared database.
  const name = `follow_${randomBytes(4).toString('hex')}`;
  const viaProxy = new URL(url);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  viaProxy.searchParams.set('application_name', name);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const log = captureLog();
  let db: Database | undefined;
  let second: FastifyInstance | undefined;
  const close = async () => {
    await second?.close();
    await db?.close();
    await proxy.close();
    await admin.end();
    await first.close();
  };
  try {
    db = openPostgres(viaProxy.toString(), { schema: first.location });
    second = await buildApp({
      database: db,
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: build.dir,
      config: { writeLimitPerMinute: 100_000 },
      publishRecheckMs: NO_RECHECK_MS,
      logger: { level: 'warn', stream: log.stream },
    });
  } catch (error) {
    await close();
    throw error;
  }
  return {
    first,
    second,
    proxy,
    log: log.text,
    async listening() {
      const [row] = await admin<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE application_name = ${name} AND query ILIKE 'listen%'`;
      return row?.n ?? 0;
    },
    async terminateListening() {
      const [row] = await admin<{ n: number }[]>`
        SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE application_name = ${name} AND query ILIKE 'listen%'`;
      return row?.n ?? 0;
    },
    close,
  };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Calls `probe` every 25 ms until it returns true or `ms` have passed; whether it did. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<boolean> {
  const start = Date.now();
  while (Date.now() - start < ms) {
    if (await probe()) return true;
    await sleep(25);
  }
  return probe();
}

const health = async (app: FastifyInstance) =>
  (await app.inject({ url: '/api/health' })).statusCode;

const withPhone = (mainPhone: string) => ({ ...repositoryContent, firm: { ...firm, mainPhone } });

/** Publishes a new phone number on the first instance; ms until the second serves it. */
async function publishAndFollow(t: Instances, phone: string): Promise<number | null> {
  await publishContent(t.first, withPhone(phone));
  const start = Date.now();
  const served = await within(2_000, async () =>
    (await t.second.inject({ url: '/' })).body.includes(`class="phone">${phone}<`),
  );
  return served ? Date.now() - start : null;
}

describePostgres('an instance that lost its database follows publishes again', () => {
  const build = fakeBuild();
  afterAll(() => build.dispose());

  test.each(['stopped', 'blackholed'] as ProxyMode[])(
    'database %s until its breaker opens, twice: a publish elsewhere is served within 2 s, on one listening connection',
    async (mode) => {
      const t = await twoInstances(build);
      try {
        expect(await t.listening()).toBe(1);
        for (const outage of [1, 2]) {
          await t.proxy.set(mode);
          // A failed call alone is not enough (the probe after it may find the database back):
          // the breaker is open once a call is refused by it, as the health check's warning says.
          const logged = t.log().length;
          const opened = await within(
            10_000,
            async () =>
              (await health(t.second)) === 503 && t.log().slice(logged).includes('breaker open'),
          );
          expect(opened, `outage ${outage}: the breaker opened`).toBe(true);
          await t.proxy.set('forward');
          expect(await within(10_000, async () => (await health(t.second)) === 200)).toBe(true);
          const phone = `02-555-000${outage}`;
          const ms = await publishAndFollow(t, phone);
          expect(ms, `outage ${outage}: served by the second instance within 2 s`).not.toBeNull();
          console.info(`database ${mode}, outage ${outage}: followed ${ms} ms after the publish`);
          // The stuck pool's listening connection is gone, the new one alone listens.
          expect(await within(3_000, async () => (await t.listening()) === 1)).toBe(true);
        }
        expect(t.second.publisher.current().version).toBe(3);
      } finally {
        await t.close();
      }
    },
    60_000,
  );

  // No request reaches the second instance while its listening connection is gone, so nothing
  // opens its breaker: postgres.js alone connects and listens again.
  test.each([
    [
      'its backend is terminated',
      async (t: Instances) => {
        expect(await t.terminateListening()).toBe(1);
      },
    ],
    [
      'the database is stopped for 11 s',
      async (t: Instances) => {
        // Long enough for postgres.js's own backoff (x3 a try, up to 20 s) to pass 10 s.
        await t.proxy.set('stopped');
        await sleep(11_000);
        await t.proxy.set('forward');
      },
    ],
  ] as const)(
    'a listening connection lost while the breaker stays closed (%s) is listened again: a publish elsewhere is served within 2 s',
    async (_, lose) => {
      const t = await twoInstances(build);
      try {
        expect(await t.listening()).toBe(1);
        await lose(t);
        const ms = await publishAndFollow(t, '02-555-0009');
        expect(ms, 'served by the second instance within 2 s').not.toBeNull();
        console.info(`listening connection lost: followed ${ms} ms after the publish`);
        expect(await within(3_000, async () => (await t.listening()) === 1)).toBe(true);
      } finally {
        await t.close();
      }
    },
    30_000,
  );
});
