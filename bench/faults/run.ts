// npm run bench:faults — the server under faults, against the budgets of docs/architecture.md#budgets: a database
// stopped and black-holed under 20 readers (PostgreSQL: BENCH_DATABASE_URL, else
// TEST_DATABASE_URL, else DATABASE_URL), 30 MB uploads (memory, list latency) and trickling
// clients (PGlite), a 62 KB post of 17,000 form fields and 600 trickling uploads under ulimit -n
// 1024 (bench/faults/hostile.ts). Prints a table; `--json` prints the figures as JSON instead.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { REVIEW_API } from '../../contract/reviews';
import { pgliteTemplate } from '../../tests/server/helpers';
import {
  outageUnderTraffic,
  slowClients,
  UNBOUNDED_UPLOADS,
  uploadLoad,
} from '../../tests/server/support/faultScenarios';
import { startServerProcess } from '../../tests/server/support/serverProcess';
import { type ProxyMode, startTcpProxy } from '../../tests/server/support/tcpProxy';
import { descriptorFlood, manyFieldPost } from './hostile';
import { storageFigures } from './storage';

const pgUrl =
  process.env.BENCH_DATABASE_URL?.trim() ||
  process.env.TEST_DATABASE_URL?.trim() ||
  process.env.DATABASE_URL?.trim();
const asJson = process.argv.includes('--json');

interface Row {
  figure: string;
  value: string;
  budget: string;
  ok: boolean;
}
const rows: Row[] = [];
const add = (figure: string, value: number, unit: string, budget: number) =>
  rows.push({
    figure,
    value: `${Math.round(value)} ${unit}`,
    budget: `≤ ${Math.round(budget)} ${unit}`,
    ok: value <= budget,
  });
const mb = (bytes: number) => bytes / 2 ** 20;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-faults-'));
cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
const pglite = await startServerProcess({
  DATA_DIR: dataDir,
  WRITE_LIMIT_PER_MINUTE: '100000',
  ...UNBOUNDED_UPLOADS,
});
try {
  const load = await uploadLoad(pglite);
  add('one 30 MB application: RSS growth at peak', mb(load.peakBytes), 'MB', mb(2 * load.size));
  add('RSS kept after five more uploads', mb(load.retainedBytes), 'MB', mb(load.size));
  add('list p99 during four uploads, over quiet', load.busyP99Ms - load.quietP99Ms, 'ms', 200);
  const slow = await slowClients(pglite);
  add('trickling headers closed after', slow.headers.ms, 'ms', 13_000);
  add('trickling body closed after', slow.body.ms, 'ms', 25_000);
  add('list latency meanwhile (max)', Math.max(...slow.othersMs), 'ms', 500);
} finally {
  await pglite.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
// Hostile clients (decisions 115–119): servers of their own, one of them under ulimit -n 1024.
for (const f of [...(await manyFieldPost()), ...(await descriptorFlood())]) {
  add(f.figure, f.value, f.unit, f.budget);
}

// The upload flood against the quotas and the 100,000-row CSV (bench/faults/storage.ts).
await storageFigures(add, pgUrl);

if (pgUrl) {
  const schema = `bench_faults_${randomBytes(4).toString('hex')}`;
  const admin = postgres(pgUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  try {
    for (const mode of ['stopped', 'blackholed'] as ProxyMode[]) {
      const target = new URL(pgUrl);
      const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
      const viaProxy = new URL(pgUrl);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(proxy.port);
      viaProxy.searchParams.set('search_path', schema);
      const server = await startServerProcess({ DATABASE_URL: viaProxy.toString() });
      try {
        await fetch(server.base + REVIEW_API.list);
        const outage = await outageUnderTraffic(server, proxy, mode);
        const during = outage.samples.filter(
          (s) => s.started > outage.outageAt && s.started + s.ms < outage.restoredAt,
        );
        add(
          `database ${mode}: slowest answer`,
          Math.max(...outage.samples.map((s) => s.ms)),
          'ms',
          2_000,
        );
        add(
          `database ${mode}: answers other than 503 while away`,
          during.filter((s) => s.status !== 503).length,
          '',
          0,
        );
        add(`database ${mode}: back to 200 after its return`, outage.recoveryMs, 'ms', 5_000);
      } finally {
        await server.stop();
        await proxy.close();
      }
    }
  } finally {
    await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

if (asJson) {
  console.log(JSON.stringify({ date: new Date().toISOString(), figures: rows }, null, 2));
} else {
  const width = Math.max(...rows.map((row) => row.figure.length));
  for (const row of rows) {
    console.log(
      `${row.figure.padEnd(width)}  ${row.value.padStart(9)}  ${row.budget.padEnd(12)} ${row.ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
  if (!pgUrl) console.log('(no PostgreSQL configured: outage figures skipped)');
}
if (rows.some((row) => !row.ok)) process.exitCode = 1;
