// npm run bench:scale — the public review list and the staff's lists as the data grows: 1,000,
// 100,000 and 1,000,000 rows each on PostgreSQL (a throwaway database, created and dropped here),
// 1,000 and 100,000 on PGlite. The staff lists' part is staff.ts and staffLoads.ts. Rows are added in committed batches of INSERT … SELECT through the table's own triggers,
// one in ten hidden (scattered through the ids); then, for each order and page size 10 and 20,
// page 1, the middle page and the last page are loaded with autocannon (10 connections) against
// the real server in its own process, in 3 alternating rounds (medians), beside the statement's own
// database time. Fails when a page's req/s is below SCALE_BUDGET's share of
// page 1's (bench/budget.ts), or when the requests' CSV export leaves no access record naming
// every row it sent (staffLoads.ts). Writes bench/results/scale.json.
//   BENCH_DATABASE_URL (else TEST_DATABASE_URL, else DATABASE_URL): the PostgreSQL to create the
//   throwaway database on; without one only PGlite runs. BENCH_SCALE_MAX caps the sizes and
//   BENCH_SCALE_MIN leaves the smaller sizes unmeasured (a 1M-only pass),
//   BENCH_DURATION the seconds of each board load (default 5), BENCH_STAFF_DURATION of each staff
//   page's (default 2), BENCH_SCALE_LISTS 'board' or 'staff' to measure only one.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPGlite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { startNodeTarget, type Target } from '../api/targets';
import { SCALE_BUDGET } from '../budget';
import {
  DURATION_S,
  measureBoard,
  type PageFigure,
  ROUNDS,
  seedReviews,
  statementMs,
} from './board';
import { CONNECTIONS } from './load';
import { benchSessions, seedStaffLists } from './staff';
import { exportMemory, measureStaff, type StaffFigure, staffStatements } from './staffLoads';

const MAX = Number(process.env.BENCH_SCALE_MAX ?? Number.POSITIVE_INFINITY);
const MIN = Number(process.env.BENCH_SCALE_MIN ?? 0);
const POSTGRES_SIZES = [1_000, 100_000, 1_000_000].filter((n) => n >= MIN && n <= MAX);
const PGLITE_SIZES = [1_000, 100_000].filter((n) => n >= MIN && n <= MAX);
/** BENCH_SCALE_LISTS: 'board', 'staff' or both (default). */
const LISTS = process.env.BENCH_SCALE_LISTS ?? 'board,staff';
const BOARD = LISTS.includes('board');
const STAFF = LISTS.includes('staff');
const STAFF_DURATION_S = Number(process.env.BENCH_STAFF_DURATION ?? 2);
const pgUrl =
  process.env.BENCH_DATABASE_URL?.trim() ||
  process.env.TEST_DATABASE_URL?.trim() ||
  process.env.DATABASE_URL?.trim();

const figures: PageFigure[] = [];
const staffFigures: StaffFigure[] = [];
const exports: ({ database: string; rows: number } & Awaited<ReturnType<typeof exportMemory>>)[] =
  [];
const seedSeconds: { database: string; reviews: number; seconds: number }[] = [];

async function timedSeed(database: string, db: Database, from: number, upTo: number) {
  const started = performance.now();
  const visible = await seedReviews(db, from, upTo);
  if (STAFF) await seedStaffLists(db, from, upTo);
  const seconds = (performance.now() - started) / 1000;
  seedSeconds.push({ database, reviews: upTo, seconds });
  console.log(
    `${database}: ${upTo} reviews (${visible} visible)${STAFF ? ', requests, applications and access records' : ''} seeded in ${seconds.toFixed(1)} s`,
  );
  // What autovacuum does after a bulk load, done now rather than in the middle of a load.
  await db.exec('VACUUM ANALYZE');
  return visible;
}

/** What is measured of one database at one size, the server started on it by `start`. */
async function measureSize(
  database: PageFigure['database'],
  db: Database,
  rows: number,
  visible: number,
  start: () => Promise<Target>,
) {
  const dbMs = BOARD ? await statementMs(db, visible) : new Map<string, number>();
  const planned = STAFF ? await staffStatements(db) : [];
  const headers = STAFF ? await benchSessions(db) : [];
  if (database === 'PGlite') await db.close();
  const server = await start();
  try {
    if (BOARD) figures.push(...(await measureBoard(database, server, rows, visible, dbMs)));
    if (STAFF) {
      staffFigures.push(
        ...(await measureStaff(database, rows, server, headers, planned, STAFF_DURATION_S)),
      );
      // An export that breaks off is a finding, not the end of the run: its figures are kept.
      const exported = await exportMemory(server, headers[0] ?? {}).catch((error: unknown) => {
        console.log(`${database} ${rows}: the requests' CSV broke off: ${String(error)}`);
        return null;
      });
      if (exported) {
        exports.push({ database, rows, ...exported });
        console.log(
          `${database} ${rows}: the requests' CSV, ${(exported.bytes / 2 ** 20).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s; server RSS ${exported.rssBeforeMb.toFixed(0)} MB before, ${exported.rssPeakMb.toFixed(0)} MB at most; ${
            exported.recorded
              ? `its access record written ${exported.recordSeconds?.toFixed(2)} s after, naming ${exported.recordedIds} rows`
              : 'its access record NOT written'
          }`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}

// PGlite: one process may hold the data directory, so the seeding closes it before the server
// opens it, and opens it again to add the next batch.
const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-scale-pglite-'));
try {
  let have = 0;
  for (const reviews of PGLITE_SIZES) {
    const db = await openPGlite(pgliteDir);
    await migrate(db);
    const visible = await timedSeed('PGlite', db, have, reviews);
    have = reviews;
    await measureSize('PGlite', db, reviews, visible, () =>
      startNodeTarget('project-pglite', { BENCH_PGLITE_DIR: pgliteDir }),
    );
  }
} finally {
  rmSync(pgliteDir, { recursive: true, force: true });
}

if (pgUrl) {
  // A database of its own, not a schema in a shared one: a million rows are dropped with it.
  const name = `bench_scale_${randomBytes(4).toString('hex')}`;
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  try {
    const db = openPostgres(url.toString(), { statementDeadlineMs: null });
    await migrate(db);
    let have = 0;
    for (const reviews of POSTGRES_SIZES) {
      const visible = await timedSeed('PostgreSQL', db, have, reviews);
      have = reviews;
      await measureSize('PostgreSQL', db, reviews, visible, () =>
        startNodeTarget('project-postgres', {
          BENCH_PG_URL: url.toString(),
          BENCH_PG_SCHEMA: 'public',
        }),
      );
    }
    await db.close();
  } finally {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
} else {
  console.log('PostgreSQL not measured: set BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL');
}

const outside = figures.filter(
  (figure) =>
    figure.errors > 0 || (figure.which !== 'first' && figure.ratio < SCALE_BUDGET.pageToFirstRps),
);
// An export whose access record is missing, or names other than the rows it had, is outside too.
const exportsOutside = exports.filter((e) => !e.recorded || e.recordedIds !== e.rows);
const staffOutside = staffFigures.filter(
  (figure) =>
    figure.errors > 0 ||
    (figure.which !== 'first' && figure.ratio < SCALE_BUDGET.pageToFirstRps) ||
    (figure.database === 'PostgreSQL' && figure.p99 > SCALE_BUDGET.staffP99Ms),
);
mkdirSync(join(import.meta.dirname, '..', 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, '..', 'results', 'scale.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      staffDurationSeconds: STAFF_DURATION_S,
      rounds: ROUNDS,
      budget: SCALE_BUDGET,
      seedSeconds,
      figures,
      staffFigures,
      exports,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `\n${figures.length} board pages and ${staffFigures.length} staff pages measured; budget: every page ≥ ${SCALE_BUDGET.pageToFirstRps} of page 1's req/s, no errors; staff pages on PostgreSQL p99 ≤ ${SCALE_BUDGET.staffP99Ms} ms`,
);
for (const figure of outside) {
  console.log(
    `OUTSIDE: ${figure.database} ${figure.reviews} ${figure.sort} ${figure.size} page ${figure.page}: ${figure.ratio.toFixed(2)}, errors ${figure.errors}`,
  );
}
for (const figure of staffOutside) {
  console.log(
    `OUTSIDE: ${figure.database} ${figure.rows} ${figure.list} ${figure.filter} page ${figure.page}: ${figure.ratio.toFixed(2)} of page 1, p99 ${figure.p99.toFixed(1)} ms, errors ${figure.errors}`,
  );
}
for (const e of exportsOutside) {
  console.log(
    `OUTSIDE: ${e.database} ${e.rows} the requests' CSV: access record ${e.recorded ? `names ${e.recordedIds} rows` : 'not written'}`,
  );
}
if (!pgUrl || outside.length > 0 || staffOutside.length > 0 || exportsOutside.length > 0) {
  process.exitCode = 1;
}
