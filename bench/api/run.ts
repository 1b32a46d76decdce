// npm run bench:api — the review list under load (autocannon, 50 connections, loopback,
// 1,000 seeded reviews, page 3 at 10 per page, newest first), beside a minimal endpoint doing the
// same queries on a bare Fastify, the same list in FastAPI + asyncpg (peer_fastapi.py) and a bare
// constant route; and PGlite at 200 connections, where its queue bound answers 503 (decision 135).
// PostgreSQL rows need BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL; without one
// their ratios are unmeasured and count as over budget. Exits non-zero when a figure is outside
// API_BUDGET (bench/budget.ts). Loads and rows: measure.ts; targets: targets.ts.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPGlite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { hashPassword } from '../../server/passwords/passwords';
import { API_BUDGET } from '../budget';
import {
  CONNECTIONS,
  DURATION_S,
  FLOOD_CONNECTIONS,
  floodRefusalsCarryRetryAfter,
  LIST_PATH,
  measure,
  measureAlternating,
  ROUNDS,
  type Row,
} from './measure';
import { PEER_PYTHON, peerAvailable } from './targets';

const REVIEWS = 1000;
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
    const compared = [
      { name: 'list, project, PostgreSQL', target: 'project-postgres' },
      { name: 'list, minimal, PostgreSQL', target: 'minimal-postgres' },
    ];
    if (peerAvailable())
      compared.push({ name: 'list, FastAPI peer, PostgreSQL', target: 'fastapi-postgres' });
    else
      console.log(
        `FastAPI peer skipped: ${PEER_PYTHON} lacks fastapi/asyncpg/uvicorn/uvloop/httptools (apt-get install -y python3-fastapi python3-asyncpg uvicorn python3-uvloop python3-httptools)`,
      );
    rows.push(...(await measureAlternating(compared, env)));
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
  `API load: autocannon ${CONNECTIONS} connections (PGlite flood ${FLOOD_CONNECTIONS}), loopback, ${REVIEWS} reviews, GET ${LIST_PATH}; PGlite and bare rows one load of ${DURATION_S} s, PostgreSQL rows medians of ${ROUNDS} rounds of ${DURATION_S} s, each target after each other one equally often\n`,
);
console.log(
  `${pad('endpoint', 31)}${pad('conns', 7)}${pad('200/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('503', 7)}${pad('errors', 8)}${pad('CPU µs/req', 12)}load`,
);
for (const row of rows) {
  console.log(
    `${pad(row.name, 31)}${pad(String(row.connections), 7)}${pad(row.rps.toFixed(0), 9)}${pad(row.p50.toFixed(0), 8)}${pad(row.p99.toFixed(0), 8)}${pad(String(row.refused), 7)}${pad(String(row.errors), 8)}${pad(row.cpuUsPerRequest.toFixed(0), 12)}${row.load.toFixed(2)}`,
  );
}
for (const row of rows) {
  if (row.roundP99s) {
    console.log(
      `p99 by round, ${row.name}: ${row.roundP99s.map((ms) => ms.toFixed(1)).join(' / ')} ms`,
    );
  }
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
/** A ratio that could not be taken is not within its budget (decision 138: the peer's rule). */
const notMeasured = (figure: string, budget: string) =>
  checks.push({ figure, value: 'not measured', budget, ok: false });
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
} else {
  notMeasured('list/minimal req/s (PostgreSQL)', `≥ ${API_BUDGET.listToMinimalRps}`);
  notMeasured('list/minimal p99 (PostgreSQL)', `≤ ${API_BUDGET.listToMinimalP99}×`);
}
if (project && peer) {
  const rps = project.rps / peer.rps;
  checks.push({
    figure: 'list/FastAPI peer req/s (PostgreSQL)',
    value: rps.toFixed(2),
    budget: `≥ ${API_BUDGET.listToPeerRps}`,
    ok: peer.rps > 0 && rps >= API_BUDGET.listToPeerRps,
  });
} else {
  notMeasured('list/FastAPI peer req/s (PostgreSQL)', `≥ ${API_BUDGET.listToPeerRps}`);
}
if (flood) {
  const retryAfter = floodRefusalsCarryRetryAfter();
  checks.push(
    {
      figure: `PGlite flood: p99 of the 200s`,
      value: `${flood.p99.toFixed(0)} ms`,
      budget: `≤ ${API_BUDGET.pgliteFloodP99Ms} ms`,
      ok: flood.p99 <= API_BUDGET.pgliteFloodP99Ms,
    },
    {
      figure: 'PGlite flood: its 503s carry Retry-After',
      value: retryAfter === undefined ? 'no 503 seen' : retryAfter ? 'yes' : 'missing',
      budget: 'yes',
      ok: retryAfter !== false,
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
    'no PostgreSQL configured (BENCH_DATABASE_URL / TEST_DATABASE_URL): PostgreSQL rows skipped, their ratios over budget',
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
