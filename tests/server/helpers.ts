import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../server/app';
import type { Database } from '../../server/db/database';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { openPGlite, PGLITE_EXTENSIONS } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';

export type DatabaseKind = 'pglite' | 'postgres';

/** The real PostgreSQL for tests, when one is configured (CI sets it). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

/** Why PostgreSQL suites are skipped, or undefined when they run. */
export const POSTGRES_SKIP_REASON = TEST_DATABASE_URL
  ? undefined
  : 'skipped: TEST_DATABASE_URL is not set (CI sets it to a real PostgreSQL)';

/**
 * In CI both databases are tested, always (.ci/run sets TEST_DATABASE_URL): there a missing one
 * fails each PostgreSQL suite by name instead of skipping it, so a CI run can never pass having
 * tested PGlite alone. A machine without PostgreSQL still runs `npm test`, the suites shown as
 * skipped.
 */
export const POSTGRES_MISSING_IN_CI =
  'TEST_DATABASE_URL is not set, and CI (CI is set) must run the PostgreSQL half of the server ' +
  'tests: set it to a PostgreSQL the tests may make schemas in (.ci/run uses ' +
  'postgres://root@127.0.0.1:5432/test)';

/** The PostgreSQL suite that cannot run here: skipped, with why; in CI a failure that says why. */
function withoutPostgres(title: string, suite: () => void) {
  if (process.env.CI) {
    describe(title, () => {
      it('runs on PostgreSQL', () => {
        throw new Error(POSTGRES_MISSING_IN_CI);
      });
    });
  } else describe.skip(`${title} (${POSTGRES_SKIP_REASON})`, suite);
}

/** Both databases, always: PostgreSQL suites are reported as skipped, not left out, without one. */
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

/**
 * One suite per database (`%s` in the name becomes the kind). Without TEST_DATABASE_URL the
 * PostgreSQL suite is still defined and shows in the report as skipped, its name saying why (in
 * CI, failed), so a run that silently tested only PGlite cannot pass for one that tested both.
 */
export function describeEachDatabase(name: string, suite: (kind: DatabaseKind) => void) {
  for (const kind of DATABASE_KINDS) {
    const title = name.replace('%s', kind);
    if (kind === 'postgres' && POSTGRES_SKIP_REASON) withoutPostgres(title, () => suite(kind));
    else describe(title, () => suite(kind));
  }
}

/** A suite that needs PostgreSQL alone (several instances, stopping the server, a new database). */
export function describePostgres(name: string, suite: () => void) {
  if (POSTGRES_SKIP_REASON) withoutPostgres(name, suite);
  else describe(name, suite);
}

export interface TestDatabase {
  db: Database;
  /** The schema (PostgreSQL) or directory (PGlite) holding the data, to open it again. */
  location: string;
  close(): Promise<void>;
}

/**
 * initdb costs PGlite seconds (tens of seconds on a busy machine); copying an initialised,
 * migrated data directory costs one. The template is keyed by PGlite's version and the migrations, built once per
 * machine and published with an atomic rename, so parallel test workers never see half of it.
 */
const root = resolve(import.meta.dirname, '../..');
let templatePromise: Promise<string> | undefined;
export function pgliteTemplate(): Promise<string> {
  templatePromise ??= (async () => {
    const pgliteVersion = JSON.parse(
      readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ).version;
    const key = createHash('sha256')
      .update(pgliteVersion)
      .update(
        loadMigrations()
          .map((m) => m.version + m.sql)
          .join('\n'),
      )
      .digest('hex')
      .slice(0, 16);
    const template = join(tmpdir(), `pglite-template-${key}`);
    if (existsSync(template)) return template;
    const building = mkdtempSync(join(tmpdir(), 'pglite-template-building-'));
    const pg = await PGlite.create({ dataDir: building, extensions: PGLITE_EXTENSIONS });
    await migrate({
      transaction: (fn) =>
        pg.transaction((tx) =>
          fn({
            query: async (text, params) =>
              (await tx.query(text, params as unknown[])).rows as never,
            exec: async (text) => void (await tx.exec(text)),
          }),
        ),
    });
    await pg.close();
    try {
      renameSync(building, template);
    } catch {
      rmSync(building, { recursive: true, force: true }); // another worker published first
    }
    return template;
  })();
  return templatePromise;
}

/** A fresh, empty database: PGlite in a new temp dir, or a new schema dropped on close. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'pglite-test-'));
    cpSync(await pgliteTemplate(), join(dir, 'pglite'), { recursive: true });
    const db = await openPGlite(dir);
    return {
      db,
      location: dir,
      async close() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(TEST_DATABASE_URL, { schema });
  return {
    db,
    location: schema,
    async close() {
      await db.close();
      await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
}

/** A fresh database with the schema migrated, for suites that test repositories without an app. */
export async function openMigratedDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await openTestDatabase(kind);
  await migrate(database.db);
  return database;
}

/** Opens a second pool on an existing test schema (several instances, one database). */
export function openPostgresSchema(schema: string): Database {
  if (!TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  return openPostgres(TEST_DATABASE_URL, { schema });
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  location: string;
  close(): Promise<void>;
}

/**
 * Cheap scrypt for tests that create many reviews; the production parameters have their own
 * test (tests/server/passwords/hashing.test.ts). Stored hashes carry their parameters either way.
 */
export const TEST_SCRYPT = { N: 1024, r: 8, p: 1 };

/** The key test apps seal authenticator keys with (STAFF_TOTP_KEY; 32 bytes). */
export const TEST_TOTP_KEY = Buffer.alloc(32, 7).toString('base64');

/**
 * The clock test apps read authenticator codes against: the real one (or `frozenAt`, for a suite
 * that needs codes at exact steps) plus `offset`, which the staff helpers move a step on before
 * each sign-in, so every sign-in has a code of its own.
 */
export const testClock = {
  offset: 0,
  frozenAt: undefined as number | undefined,
  now: () => (testClock.frozenAt ?? Date.now()) + testClock.offset,
};

/**
 * buildApp() on a fresh database, ready for `app.inject()` or `app.listen({ port: 0 })`.
 * Writes are not rate-limited, nor requests in progress per address bounded, unless a test sets
 * config.writeLimitPerMinute or config.requestsInFlightPerAddress; no site is served
 * unless distDir is given.
 */
export async function createTestApp(
  kind: DatabaseKind = 'pglite',
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  try {
    const app = await buildApp({
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: join(tmpdir(), 'no-dist-here'),
      clock: testClock.now,
      ...options,
      config: {
        staffTotpKey: TEST_TOTP_KEY,
        writeLimitPerMinute: 100_000,
        requestsInFlightPerAddress: 100_000,
        ...options.config,
      },
      database: database.db,
    });
    return {
      app,
      db: database.db,
      location: database.location,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The body of refused input: every field's message in order, the first of them as the detail
 * (as server/http.ts answers it).
 */
export function fieldErrors(...errors: [field: string, message: string][]) {
  return {
    detail: errors[0]?.[1],
    errors: errors.map(([field, message]) => ({ field, message })),
  };
}

/**
 * A test app serving `page` as the built /apply-counsel (the page the form sent without
 * JavaScript is answered with), from a dist folder of its own that close() removes.
 */
export async function createTestAppWithFormPage(
  kind: DatabaseKind,
  page: string,
): Promise<TestApp> {
  const dist = mkdtempSync(join(tmpdir(), 'form-page-'));
  mkdirSync(join(dist, 'apply-counsel'), { recursive: true });
  writeFileSync(join(dist, 'apply-counsel', 'index.html'), page);
  const t = await createTestApp(kind, { distDir: dist });
  return {
    ...t,
    async close() {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/**
 * What a suite shares (its app or database), opened before its first test and closed after its
 * last. The object is returned at once and filled in by beforeAll, so tests read it — the suite's
 * body, which runs before any hook, must not.
 */
export function openForSuite<T extends { close(): Promise<void> }>(open: () => Promise<T>): T {
  const shared = {} as T;
  let opened = false;
  beforeAll(async () => {
    Object.assign(shared, await open());
    opened = true;
  });
  afterAll(async () => {
    if (opened) await shared.close();
  });
  return shared;
}
