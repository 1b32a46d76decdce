// bench:scale's public review board (run.ts runs it): seeding, the pages, their loads.
import { loadavg } from 'node:os';
import type { Database } from '../../server/db/database';
import { REVIEW_PAGE_SQL } from '../../server/db/reviews';
import type { Target } from '../api/targets';
import { loadPage, median } from './load';

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/** Rows per committed INSERT … SELECT: each is one statement for the triggers of migration 013. */
const BATCH = 10_000;
const PAGE_SIZES = [10, 20];
export const ROUNDS = 3;

/** Adds reviews until there are `upTo`, one in ten hidden; returns how many are visible. */
export async function seedReviews(db: Database, from: number, upTo: number): Promise<number> {
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

export interface PageFigure {
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
export async function statementMs(db: Database, visible: number): Promise<Map<string, number>> {
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

/**
 * Each order and size's three pages loaded in turn for ROUNDS rounds, the order rotated each
 * round so that none always follows the same one; each figure is the median of its rounds. On a
 * machine shared with other work, one load each would let a spike fall on one page only.
 */
export async function measureBoard(
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
