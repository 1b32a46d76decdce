// npm run bench:api — the review list under load (autocannon, 50 connections, 10 s, loopback,
// 1,000 seeded reviews, page 3 at 10 per page, newest first), next to a minimal endpoint doing the
// same queries on a bare Fastify and a bare constant route. Needs a PostgreSQL for the PostgreSQL
// rows: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPGlite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { hashPassword } from '../../server/passwords';

const CONNECTIONS = 50;
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
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  cpuUsPerRequest: number;
}

function cpuOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const cpu = (message as { cpu?: NodeJS.CpuUsage }).cpu;
      if (!cpu) return;
      child.off('message', onMessage);
      resolve(cpu.user + cpu.system);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

async function measure(
  name: string,
  target: string,
  path: string,
  env: NodeJS.ProcessEnv,
): Promise<Row> {
  const child = fork(join(import.meta.dirname, 'serve.ts'), [target], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${target} exited with ${code}`)));
  });
  const url = `http://127.0.0.1:${port}${path}`;
  try {
    await autocannon({ url, connections: CONNECTIONS, duration: 2 }); // warm-up (JIT, pools)
    const cpuBefore = await cpuOf(child);
    const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
    const cpuAfter = await cpuOf(child);
    return {
      name,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      cpuUsPerRequest: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
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
  if (pgUrl) {
    rows.push(await measure('list, project, PostgreSQL', 'project-postgres', LIST_PATH, env));
    rows.push(await measure('list, minimal, PostgreSQL', 'minimal-postgres', LIST_PATH, env));
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
  `API load: autocannon ${CONNECTIONS} connections × ${DURATION_S} s, loopback, ${REVIEWS} reviews, GET ${LIST_PATH}\n`,
);
console.log(
  `${pad('endpoint', 28)}${pad('req/s', 10)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}server CPU µs/req`,
);
for (const row of rows) {
  console.log(
    `${pad(row.name, 28)}${pad(row.rps.toFixed(0), 10)}${pad(String(row.p50), 8)}${pad(String(row.p99), 8)}${pad(String(row.errors), 8)}${row.cpuUsPerRequest.toFixed(0)}`,
  );
}
const find = (name: string) => rows.find((row) => row.name === name);
const project = find('list, project, PostgreSQL');
const minimal = find('list, minimal, PostgreSQL');
const bare = find('bare constant route');
const pgliteRow = find('list, project, PGlite');
console.log('');
if (project && minimal) {
  console.log(
    `list/minimal (PostgreSQL): ${(project.rps / minimal.rps).toFixed(2)} req/s (target ≥ 0.80), p99 ${(project.p99 / minimal.p99).toFixed(2)}× (target ≤ 1.25)`,
  );
  console.log(
    `server CPU per request, list/minimal (PostgreSQL): ${(project.cpuUsPerRequest / minimal.cpuUsPerRequest).toFixed(2)}× (less distorted by other load than req/s)`,
  );
}
if (project && bare) console.log(`list/bare (PostgreSQL): ${(project.rps / bare.rps).toFixed(3)}`);
if (pgliteRow && bare) console.log(`list/bare (PGlite): ${(pgliteRow.rps / bare.rps).toFixed(3)}`);
if (!pgUrl)
  console.log(
    'no PostgreSQL configured (BENCH_DATABASE_URL / TEST_DATABASE_URL): PostgreSQL rows skipped',
  );
const failed = rows.some((row) => row.errors > 0);
if (failed) process.exitCode = 1;
