// npm run bench:api — the review list under load (autocannon, 50 connections, 10 s, loopback,
// 1,000 seeded reviews, page 3 at 10 per page, newest first), beside a minimal endpoint doing the
// same queries on a bare Fastify, the same list in FastAPI + asyncpg (peer_fastapi.py) and a bare
// constant route; and PGlite at 200 connections, where its queue bound answers 503 (decision 135).
// PostgreSQL rows need BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL. Exits
// non-zero when a figure is outside API_BUDGET (bench/budget.ts). Targets: targets.ts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPGlite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { hashPassword } from '../../server/passwords';
import { API_BUDGET } from '../budget';
import { PEER_PYTHON, peerAvailable, startNodeTarget, startPeer } from './targets';

const CONNECTIONS = 50;
/** The flood PGlite is measured under (issue 25: 200 connections had p99 3.4–6.3 s). */
const FLOOD_CONNECTIONS = 200;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const REVIEWS = 1000;
const LIST_PATH = '/api/inheritance-reviews?page=3&items_per_page=10&sort_order=newest';
const pgUrl =
  process.env.BENCH_DATABASE_URL?.trim() ||
  process.env.TEST_DATABASE_URL?.trim() ||
  process.env.DATABASE_URL?.trim();

async function seed(db: Database) {
  await migrate(db);
  const hash = await hashPassword('bench-password');
  const types = ['inheritance', 'gift', 'transfer', 'consulting'];
  for (let start = 0; start < REVIEWS; start += 100) {
    const values: string[] = [];
    const params: unknown[] = [];
    for (let i = start; i < start + 100; i++) {
      const n = params.length;
      values.push(
        `($${n + 1}, $${n + 2}, $${n + 3}, $${n + 4}, $${n + 5}, now() - make_interval(mins => $${n + 6}))`,
      );
      params.push(
        `작성자${i}`,
        hash,
        `후기 제목 ${i}`,
        `후기 내용 ${i}`,
        types[i % 4],
        REVIEWS - i,
      );
    }
    await db.query(
      `INSERT INTO reviews (username, password_hash, title, content, consultation_type, created_at) VALUES ${values.join(', ')}`,
      params,
    );
  }
}

interface Row {
  name: string;
  connections: number;
  /** Answered 200 per second. */
  rps: number;
  /** Latencies of the 200s (a refusal is fast, and would flatter them). */
  p50: number;
  p99: number;
  /** 503s from PGlite's queue bound, with Retry-After (only expected in the flood row). */
  refused: number;
  /** Anything else: other statuses, socket errors, timeouts. */
  errors: number;
  cpuUsPerRequest: number;
  /** 1-minute load average when the row was measured: the machine is shared. */
  load: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Whether the flood's 503s carry Retry-After (autocannon shows no headers): a few rounds of 20
 * requests beside it, until some are refused. undefined: none were.
 */
async function refusalsCarryRetryAfter(url: string): Promise<boolean | undefined> {
  for (let round = 0; round < 10; round++) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(url).catch(() => undefined)),
    );
    const refusals = answers.filter((answer) => answer?.status === 503);
    if (refusals.length > 0) {
      return refusals.every((answer) =>
        /^[1-9][0-9]*$/.test(answer?.headers.get('retry-after') ?? ''),
      );
    }
  }
  return undefined;
}

let floodRetryAfter: boolean | undefined;

async function measure(
  name: string,
  target: string,
  path: string,
  env: NodeJS.ProcessEnv,
  connections = CONNECTIONS,
): Promise<Row> {
  const server =
    target === 'fastapi-postgres'
      ? await startPeer(env, LIST_PATH)
      : await startNodeTarget(target, env);
  const url = `http://127.0.0.1:${server.port}${path}`;
  try {
    await autocannon({ url, connections, duration: 2 }); // warm-up (JIT, pools)
    const cpuBefore = await server.cpu();
    const ok: number[] = [];
    let refused = 0;
    let otherStatus = 0;
    const flooding = connections > CONNECTIONS;
    const run = autocannon({ url, connections, duration: DURATION_S, timeout: 30 }).on(
      'response',
      (_client, status, _bytes, ms) => {
        if (status === 200) ok.push(ms);
        else if (status === 503 && flooding) refused += 1;
        else otherStatus += 1;
      },
    );
    const probe = flooding
      ? new Promise((wait) => setTimeout(wait, (DURATION_S * 1000) / 2)).then(() =>
          refusalsCarryRetryAfter(url),
        )
      : undefined;
    const result = await run;
    if (probe) floodRetryAfter = await probe;
    const cpuAfter = await server.cpu();
    ok.sort((a, b) => a - b);
    return {
      name,
      connections,
      rps: ok.length / result.duration,
      p50: percentile(ok, 50),
      p99: percentile(ok, 99),
      refused,
      errors: result.errors + result.timeouts + otherStatus,
      cpuUsPerRequest: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
      load: loadavg()[0] ?? 0,
    };
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];
const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
const schema = `bench_${randomBytes(4).toString('hex')}`;
const admin = pgUrl ? postgres(pgUrl, { max: 1, onnotice: () => {} }) : undefined;
try {
  const pglite = await openPGlite(pgliteDir);
  await seed(pglite);
  await pglite.close();
  if (admin && pgUrl) {
    await admin.unsafe(`CREATE SCHEMA ${schema}`);
    const pg = openPostgres(pgUrl, { schema });
    await seed(pg);
    await pg.close();
  }
  const env = { BENCH_PG_URL: pgUrl ?? '', BENCH_PG_SCHEMA: schema, BENCH_PGLITE_DIR: pgliteDir };
  rows.push(await measure('list, project, PGlite', 'project-pglite', LIST_PATH, env));
  rows.push(
    await measure(
      'list, project, PGlite, flood',
      'project-pglite',
      LIST_PATH,
      env,
      FLOOD_CONNECTIONS,
    ),
  );
  if (pgUrl) {
    rows.push(await measure('list, project, PostgreSQL', 'project-postgres', LIST_PATH, env));
    rows.push(await measure('list, minimal, PostgreSQL', 'minimal-postgres', LIST_PATH, env));
    if (peerAvailable())
      rows.push(
        await measure('list, FastAPI peer, PostgreSQL', 'fastapi-postgres', LIST_PATH, env),
      );
    else
      console.log(
        `FastAPI peer skipped: ${PEER_PYTHON} lacks fastapi/asyncpg/uvicorn/uvloop/httptools (apt-get install -y python3-fastapi python3-asyncpg uvicorn python3-uvloop python3-httptools)`,
      );
  }
  rows.push(await measure('bare constant route', 'bare', '/', env));
} finally {
  if (admin) {
    await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
  rmSync(pgliteDir, { recursive: true, force: true });
}

const pad = (text: string, width: number) => text.padEnd(width);
console.log(
  `API load: autocannon ${CONNECTIONS} connections (PGlite flood ${FLOOD_CONNECTIONS}) × ${DURATION_S} s, loopback, ${REVIEWS} reviews, GET ${LIST_PATH}\n`,
);
console.log(
  `${pad('endpoint', 31)}${pad('conns', 7)}${pad('200/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('503', 7)}${pad('errors', 8)}${pad('CPU µs/req', 12)}load`,
);
for (const row of rows) {
  console.log(
    `${pad(row.name, 31)}${pad(String(row.connections), 7)}${pad(row.rps.toFixed(0), 9)}${pad(row.p50.toFixed(0), 8)}${pad(row.p99.toFixed(0), 8)}${pad(String(row.refused), 7)}${pad(String(row.errors), 8)}${pad(row.cpuUsPerRequest.toFixed(0), 12)}${row.load.toFixed(2)}`,
  );
}
const find = (name: string) => rows.find((row) => row.name === name);
const project = find('list, project, PostgreSQL');
const minimal = find('list, minimal, PostgreSQL');
const bare = find('bare constant route');
const peer = find('list, FastAPI peer, PostgreSQL');
const pgliteRow = find('list, project, PGlite');
const flood = find('list, project, PGlite, flood');
/** Each figure against its budget; any outside fails the run. */
const checks: { figure: string; value: string; budget: string; ok: boolean }[] = [];
console.log('');
if (project && minimal) {
  const rps = project.rps / minimal.rps;
  const p99 = project.p99 / minimal.p99;
  checks.push(
    {
      figure: 'list/minimal req/s (PostgreSQL)',
      value: rps.toFixed(2),
      budget: `≥ ${API_BUDGET.listToMinimalRps}`,
      ok: rps >= API_BUDGET.listToMinimalRps,
    },
    {
      figure: 'list/minimal p99 (PostgreSQL)',
      value: `${p99.toFixed(2)}×`,
      budget: `≤ ${API_BUDGET.listToMinimalP99}×`,
      ok: p99 <= API_BUDGET.listToMinimalP99,
    },
  );
  console.log(
    `server CPU per request, list/minimal (PostgreSQL): ${(project.cpuUsPerRequest / minimal.cpuUsPerRequest).toFixed(2)}× (less distorted by other load than req/s)`,
  );
}
if (project && peer) {
  const rps = project.rps / peer.rps;
  checks.push({
    figure: 'list/FastAPI peer req/s (PostgreSQL)',
    value: rps.toFixed(2),
    budget: `≥ ${API_BUDGET.listToPeerRps}`,
    ok: peer.rps > 0 && rps >= API_BUDGET.listToPeerRps,
  });
} else if (pgUrl) {
  checks.push({
    figure: 'list/FastAPI peer req/s (PostgreSQL)',
    value: 'not measured',
    budget: `≥ ${API_BUDGET.listToPeerRps}`,
    ok: false,
  });
}
if (flood) {
  checks.push(
    {
      figure: `PGlite flood: p99 of the 200s`,
      value: `${flood.p99.toFixed(0)} ms`,
      budget: `≤ ${API_BUDGET.pgliteFloodP99Ms} ms`,
      ok: flood.p99 <= API_BUDGET.pgliteFloodP99Ms,
    },
    {
      figure: 'PGlite flood: its 503s carry Retry-After',
      value: floodRetryAfter === undefined ? 'no 503 seen' : floodRetryAfter ? 'yes' : 'missing',
      budget: 'yes',
      ok: floodRetryAfter !== false,
    },
  );
}
for (const row of rows) {
  checks.push({
    figure: `${row.name}: errors`,
    value: String(row.errors),
    budget: '0',
    ok: row.errors === 0,
  });
}
if (project && bare) console.log(`list/bare (PostgreSQL): ${(project.rps / bare.rps).toFixed(3)}`);
if (pgliteRow && bare) console.log(`list/bare (PGlite): ${(pgliteRow.rps / bare.rps).toFixed(3)}`);
if (!pgUrl)
  console.log(
    'no PostgreSQL configured (BENCH_DATABASE_URL / TEST_DATABASE_URL): PostgreSQL rows skipped',
  );
console.log("\nerrors: anything but 200 (and, in the flood, the queue bound's 503)\n");
for (const check of checks) {
  console.log(
    `${pad(check.figure, 46)}${pad(check.value, 14)}${pad(check.budget, 11)}${check.ok ? 'ok' : 'OVER BUDGET'}`,
  );
}
const over = checks.filter((check) => !check.ok).length;
if (over) {
  console.log(`\n${over} API figure(s) over budget`);
  process.exitCode = 1;
}
