// npm run bench:scale — the public review list as the board grows: 1,000, 100,000 and 1,000,000
// reviews on PostgreSQL (a throwaway database, created and dropped here), 1,000 and 100,000 on
// PGlite. Rows are added in committed batches of INSERT … SELECT through the table's own triggers,
// one in ten hidden (scattered through the ids); then, for each order and page size 10 and 20,
// page 1, the middle page and the last page are loaded with autocannon (10 connections) against
// the real server in its own process, in 3 alternating rounds (medians), beside the statement's own
// database time. Fails when a page's req/s is below SCALE_BUDGET's share of
// page 1's (bench/budget.ts). Writes bench/results/scale.json.
//   BENCH_DATABASE_URL (else TEST_DATABASE_URL, else DATABASE_URL): the PostgreSQL to create the
//   throwaway database on; without one only PGlite runs. BENCH_SCALE_MAX caps the sizes,
//   BENCH_DURATION the seconds of each load (default 5).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPGlite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { REVIEW_PAGE_SQL } from '../../server/db/reviews';
import { startNodeTarget, type Target } from '../api/targets';
import { SCALE_BUDGET } from '../budget';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const MAX = Number(process.env.BENCH_SCALE_MAX ?? Number.POSITIVE_INFINITY);
const POSTGRES_SIZES = [1_000, 100_000, 1_000_000].filter((n) => n <= MAX);
const PGLITE_SIZES = [1_000, 100_000].filter((n) => n <= MAX);
/** Rows per committed INSERT … SELECT: each is one statement for the triggers of migration 013. */
const BATCH = 10_000;
const PAGE_SIZES = [10, 20];
const ROUNDS = 3;
const pgUrl =
  process.env.BENCH_DATABASE_URL?.trim() ||
  process.env.TEST_DATABASE_URL?.trim() ||
  process.env.DATABASE_URL?.trim();

/** Adds reviews until there are `upTo`, one in ten hidden; returns how many are visible. */
async function seedReviews(db: Database, from: number, upTo: number): Promise<number> {
  for (let start = from; start < upTo; start += BATCH) {
    const end = Math.min(upTo, start + BATCH);
    await db.query(
      `INSERT INTO reviews (username, password_hash, title, content, consultation_type, created_at, hidden_at)
       SELECT '작성자' || i, 'x', '후기 제목 ' || i, '후기 내용 ' || i,
              (ARRAY['inheritance', 'gift', 'transfer', 'consulting'])[1 + i % 4],
              now() - make_interval(mins => $2::int - i),
              CASE WHEN i % 10 = 3 THEN now() END
       FROM generate_series($1::int + 1, $3::int) AS i`,
      [start, upTo, end],
    );
  }
  const rows = await db.query<{ visible: number }>('SELECT visible FROM review_totals');
  return rows[0]?.visible ?? 0;
}

interface PageFigure {
  database: 'PostgreSQL' | 'PGlite';
  reviews: number;
  visible: number;
  sort: 'newest' | 'oldest';
  size: number;
  page: number;
  which: 'first' | 'middle' | 'last';
  rps: number;
  p50: number;
  p99: number;
  /** Least time of the page's statement alone, one connection (statementMs). */
  statementMs: number;
  /** Answers other than 200 (autocannon's own socket errors are not counted). */
  errors: number;
  ratio: number;
  load: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function loadPage(server: Target, path: string, seconds: number) {
  const ok: number[] = [];
  let errors = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
  }).on('response', (_client, status, _bytes, ms) => {
    if (status === 200) ok.push(ms);
    else errors += 1;
  });
  ok.sort((a, b) => a - b);
  return {
    rps: ok.length / result.duration,
    p50: percentile(ok, 50),
    p99: percentile(ok, 99),
    errors,
  };
}

/** The pages measured on a board of `visible` reviews: first, middle and last, per order and size. */
function pagesOf(visible: number) {
  const pages: {
    sort: 'newest' | 'oldest';
    size: number;
    which: PageFigure['which'];
    page: number;
  }[] = [];
  for (const sort of ['newest', 'oldest'] as const) {
    for (const size of PAGE_SIZES) {
      const last = Math.max(1, Math.ceil(visible / size));
      pages.push(
        { sort, size, which: 'first', page: 1 },
        { sort, size, which: 'middle', page: Math.ceil(last / 2) },
        { sort, size, which: 'last', page: last },
      );
    }
  }
  return pages;
}
const pathOf = (page: { sort: string; size: number; page: number }) =>
  `/api/inheritance-reviews?page=${page.page}&items_per_page=${page.size}&sort_order=${page.sort}`;

/**
 * The database's own time for each page's statement, one connection, nothing else running from
 * here: the least of 30, after 5 to warm up — what the statement costs when the shared machine
 * lets it run, which the other engineers' work disturbs far less than req/s.
 */
async function statementMs(db: Database, visible: number): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  for (const page of pagesOf(visible)) {
    const sql = REVIEW_PAGE_SQL[page.sort];
    const params = [page.size, (page.page - 1) * page.size];
    const runs: number[] = [];
    for (let i = 0; i < 35; i++) {
      const started = performance.now();
      await db.query(sql, params);
      if (i >= 5) runs.push(performance.now() - started);
    }
    runs.sort((a, b) => a - b);
    times.set(pathOf(page), runs[0] ?? 0);
  }
  return times;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * Each order and size's three pages loaded in turn for ROUNDS rounds, the order rotated each
 * round so that none always follows the same one; each figure is the median of its rounds. On a
 * machine shared with other work, one load each would let a spike fall on one page only.
 */
async function measureBoard(
  database: PageFigure['database'],
  server: Target,
  reviews: number,
  visible: number,
  dbMs: Map<string, number>,
): Promise<PageFigure[]> {
  const figures: PageFigure[] = [];
  const pages = pagesOf(visible);
  for (let group = 0; group < pages.length; group += 3) {
    const trio = pages.slice(group, group + 3);
    for (const page of trio) await loadPage(server, pathOf(page), 1);
    const loads: Awaited<ReturnType<typeof loadPage>>[][] = trio.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (let k = 0; k < trio.length; k++) {
        const index = (k + round) % trio.length;
        const page = trio[index];
        if (page) loads[index]?.push(await loadPage(server, pathOf(page), DURATION_S));
      }
    }
    const firstRps = median(loads[0]?.map((one) => one.rps) ?? []);
    trio.forEach((page, index) => {
      const mine = loads[index] ?? [];
      const rps = median(mine.map((one) => one.rps));
      const figure: PageFigure = {
        database,
        reviews,
        visible,
        ...page,
        rps,
        p50: median(mine.map((one) => one.p50)),
        p99: median(mine.map((one) => one.p99)),
        statementMs: dbMs.get(pathOf(page)) ?? 0,
        errors: mine.reduce((sum, one) => sum + one.errors, 0),
        ratio: firstRps > 0 ? rps / firstRps : 0,
        load: loadavg()[0] ?? 0,
      };
      figures.push(figure);
      console.log(
        `${database.padEnd(11)}${String(reviews).padStart(9)} ${page.sort.padEnd(7)}${String(page.size).padStart(3)} ${page.which.padEnd(7)}page ${String(page.page).padStart(6)}  ${rps.toFixed(0).padStart(6)} req/s  p50 ${figure.p50.toFixed(1).padStart(5)} ms  p99 ${figure.p99.toFixed(1).padStart(6)} ms  SQL ${figure.statementMs.toFixed(2).padStart(5)} ms  ${figure.ratio.toFixed(2)} of page 1  errors ${figure.errors}  load ${figure.load.toFixed(1)}`,
      );
    });
  }
  return figures;
}

const figures: PageFigure[] = [];
const seedSeconds: { database: string; reviews: number; seconds: number }[] = [];

async function timedSeed(database: string, db: Database, from: number, upTo: number) {
  const started = performance.now();
  const visible = await seedReviews(db, from, upTo);
  const seconds = (performance.now() - started) / 1000;
  seedSeconds.push({ database, reviews: upTo, seconds });
  console.log(
    `${database}: ${upTo} reviews (${visible} visible) seeded in ${seconds.toFixed(1)} s`,
  );
  return visible;
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
    await db.exec('VACUUM ANALYZE reviews, review_blocks');
    const dbMs = await statementMs(db, visible);
    await db.close();
    have = reviews;
    const server = await startNodeTarget('project-pglite', { BENCH_PGLITE_DIR: pgliteDir });
    try {
      figures.push(...(await measureBoard('PGlite', server, reviews, visible, dbMs)));
    } finally {
      await server.stop();
    }
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
      // What autovacuum does after a bulk load, done now rather than in the middle of a load.
      await db.exec('VACUUM ANALYZE reviews, review_blocks');
      const dbMs = await statementMs(db, visible);
      const server = await startNodeTarget('project-postgres', {
        BENCH_PG_URL: url.toString(),
        BENCH_PG_SCHEMA: 'public',
      });
      try {
        figures.push(...(await measureBoard('PostgreSQL', server, reviews, visible, dbMs)));
      } finally {
        await server.stop();
      }
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
mkdirSync(join(import.meta.dirname, '..', 'results'), { recursive: true });
writeFileSync(
  join(import.meta.dirname, '..', 'results', 'scale.json'),
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      connections: CONNECTIONS,
      durationSeconds: DURATION_S,
      rounds: ROUNDS,
      budget: SCALE_BUDGET,
      seedSeconds,
      figures,
    },
    null,
    2,
  )}\n`,
);
console.log(
  `\n${figures.length} pages measured; budget: every page ≥ ${SCALE_BUDGET.pageToFirstRps} of page 1's req/s, no errors`,
);
for (const figure of outside) {
  console.log(
    `OUTSIDE: ${figure.database} ${figure.reviews} ${figure.sort} ${figure.size} page ${figure.page}: ${figure.ratio.toFixed(2)}, errors ${figure.errors}`,
  );
}
if (!pgUrl || outside.length > 0) process.exitCode = 1;
