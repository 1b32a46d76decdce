// bench:faults parts of the storage and export work (decisions 120–124): the upload flood against the quotas
// (default settings) and the 100,000-row staff CSV streamed while the public list is read.
// Each part starts its own server process on its own data and returns its figures.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import postgres from 'postgres';
import { JOB_APPLICATION_API } from '../../contract/jobs';
import { JOB_LIMITS } from '../../contract/limits';
import { REVIEW_API } from '../../contract/reviews';
import { STAFF_API } from '../../contract/staff';
import type { StaffSignInStep } from '../../contract/staffAccess';
import type { StaffSession } from '../../contract/staffAnswers';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { openPGlite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { staffRepository } from '../../server/db/staff';
import { hashPassword } from '../../server/passwords/passwords';
import { codeAt, timeStep } from '../../server/secondFactor';
import { pgliteTemplate } from '../../tests/server/helpers';
import { writeLargestFiles } from '../../tests/server/support/faultScenarios';
import { type ServerProcess, startServerProcess } from '../../tests/server/support/serverProcess';

const STAFF = { name: '벤치직원', password: 'bench-password-1234' };
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function freshDataDir(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-storage-'));
  return pgliteTemplate().then((template) => {
    cpSync(template, join(dir, 'pglite'), { recursive: true });
    return dir;
  });
}

function bytesUnder(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const stats = statSync(join(dir, name));
    if (stats.isFile()) total += stats.size;
  }
  return total;
}

export interface UploadFlood {
  attempted: number;
  statuses: Record<string, number>;
  /** The first upload refused for the quota, counting from 1 (0: none was). */
  firstRefusedAt: number;
  storedBytes: number;
  quotaBytes: number;
  ms: number;
}

/**
 * 30 MB applications from one address with the default quotas: `sequential` one after another,
 * then `parallel` at once, as curl processes (another machine, as far as the server can tell).
 */
export async function uploadFlood(sequential = 5, parallel = 6): Promise<UploadFlood> {
  const dataDir = await freshDataDir();
  const files = mkdtempSync(join(tmpdir(), 'bench-flood-'));
  const server = await startServerProcess({ DATA_DIR: dataDir, WRITE_LIMIT_PER_MINUTE: '100000' });
  try {
    writeLargestFiles(files);
    const upload = () =>
      new Promise<string>((resolve) => {
        const fields = {
          name: '대량지원',
          email: 'flood@example.com',
          phone: '010-0000-0000',
          position: 'tax-accountant',
          introduction: '대량 업로드',
          privacyAgreement: 'true',
        };
        execFile(
          'curl',
          [
            ...['-s', '-o', '/dev/null', '-w', '%{http_code}'],
            ...Object.entries(fields).flatMap(([key, value]) => ['-F', `${key}=${value}`]),
            ...['-F', `resume=@${join(files, 'cv.pdf')}`],
            ...['-F', `portfolio=@${join(files, 'work.zip')}`],
            server.base + JOB_APPLICATION_API,
          ],
          (_error, stdout) => resolve(stdout || 'no answer'),
        );
      });
    const started = performance.now();
    const answers: string[] = [];
    for (let i = 0; i < sequential; i++) answers.push(await upload());
    answers.push(...(await Promise.all(Array.from({ length: parallel }, upload))));
    const statuses: Record<string, number> = {};
    for (const status of answers) statuses[status] = (statuses[status] ?? 0) + 1;
    return {
      attempted: answers.length,
      statuses,
      firstRefusedAt: answers.findIndex((status) => status !== '201') + 1,
      storedBytes: bytesUnder(join(dataDir, 'uploads')),
      quotaBytes: 3 * (JOB_LIMITS.resumeMaxBytes + JOB_LIMITS.portfolioMaxBytes),
      ms: performance.now() - started,
    };
  } finally {
    await server.stop();
    rmSync(files, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface CsvExportLoad {
  database: 'pglite' | 'postgres';
  rows: number;
  lines: number;
  csvBytes: number;
  ms: number;
  rssBeforeBytes: number;
  rssPeakGrowthBytes: number;
  quietListP99Ms: number;
  busyListP99Ms: number;
}

async function seed(db: Database, rows: number) {
  await db.query(
    `INSERT INTO consultations (consultation_type, name, phone, content)
     SELECT 'inheritance', '신청인' || g, '010-0000-' || lpad((g % 10000)::text, 4, '0'),
            repeat('상담 내용 ', 60) || g
     FROM generate_series(1, $1::int) AS g`,
    [rows],
  );
  await staffRepository(db).add(STAFF.name, await hashPassword(STAFF.password));
}

async function p99(server: ServerProcess, until: () => boolean, minimum = 20): Promise<number> {
  const latencies: number[] = [];
  while (!until() || latencies.length < minimum) {
    const started = performance.now();
    await (await fetch(server.base + REVIEW_API.list)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return latencies[Math.floor(latencies.length * 0.99)] ?? 0;
}

/** Downloads the consultations CSV of `rows` generated requests while timing the public list. */
async function exportUnderLoad(
  server: ServerProcess,
  database: CsvExportLoad['database'],
  rows: number,
): Promise<CsvExportLoad> {
  const signIn = await fetch(server.base + STAFF_API.session, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(STAFF),
  });
  if (signIn.status !== 200) throw new Error(`staff sign-in answered ${signIn.status}`);
  // The seeded account has no authenticator yet: it enrols with the key the answer shows.
  const step = (await signIn.json()) as StaffSignInStep;
  if (step.next !== 'enrol') throw new Error('staff sign-in did not offer an enrolment');
  const code = codeAt(decodeBase32IgnorePadding(step.secret), timeStep(Date.now()));
  const signedIn = await fetch(server.base + STAFF_API.sessionCode, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ challenge: step.challenge, code }),
  });
  if (signedIn.status !== 200) throw new Error(`staff code answered ${signedIn.status}`);
  (await signedIn.json()) as StaffSession;
  const cookie = String(signedIn.headers.get('set-cookie')).split(';')[0] ?? '';

  let quietEnd = false;
  setTimeout(() => {
    quietEnd = true;
  }, 1_000);
  const quietListP99Ms = await p99(server, () => quietEnd);

  const rssBeforeBytes = server.rss();
  let peak = rssBeforeBytes;
  const sampler = setInterval(() => {
    peak = Math.max(peak, server.rss());
  }, 20);
  let done = false;
  const started = performance.now();
  const download = (async () => {
    const response = await fetch(server.base + STAFF_API.consultationsCsv, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`CSV answered ${response.status}`);
    let lines = 0;
    let csvBytes = 0;
    for await (const chunk of response.body ?? []) {
      const bytes = chunk as Uint8Array;
      csvBytes += bytes.length;
      for (let i = 0; i < bytes.length; i++) if (bytes[i] === 0x0a) lines++;
    }
    return { lines, csvBytes, ms: performance.now() - started };
  })().finally(() => {
    done = true;
  });
  const busyListP99Ms = await p99(server, () => done);
  const result = await download;
  clearInterval(sampler);
  return {
    database,
    rows,
    ...result,
    rssBeforeBytes,
    rssPeakGrowthBytes: peak - rssBeforeBytes,
    quietListP99Ms,
    busyListP99Ms,
  };
}

export async function csvExportLoad(rows = 100_000): Promise<CsvExportLoad> {
  const dataDir = await freshDataDir();
  try {
    const db = await openPGlite(dataDir);
    await seed(db, rows);
    await db.close();
    const server = await startServerProcess({ DATA_DIR: dataDir });
    try {
      await sleep(500);
      return await exportUnderLoad(server, 'pglite', rows);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function csvExportLoadPostgres(url: string, rows = 100_000): Promise<CsvExportLoad> {
  const schema = `bench_csv_${randomBytes(4).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA ${schema}`);
  try {
    const db = openPostgres(url, { schema, statementDeadlineMs: null });
    await migrate(db);
    await seed(db, rows);
    await db.close();
    const withSchema = new URL(url);
    withSchema.searchParams.set('search_path', schema);
    const server = await startServerProcess({ DATABASE_URL: withSchema.toString() });
    try {
      return await exportUnderLoad(server, 'postgres', rows);
    } finally {
      await server.stop();
    }
  } finally {
    await admin.unsafe(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

type AddFigure = (figure: string, value: number, unit: string, budget: number) => void;
const mb = (bytes: number) => bytes / 2 ** 20;

/** Both parts, added to run.ts's table: the flood on PGlite, the CSV on each database. */
export async function storageFigures(add: AddFigure, pgUrl: string | undefined) {
  const flood = await uploadFlood();
  console.error(`upload flood: ${JSON.stringify(flood)}`);
  add(
    'upload flood: MB stored from one address',
    mb(flood.storedBytes),
    'MB',
    mb(flood.quotaBytes),
  );
  add(
    'upload flood: answers other than 201/507/429',
    flood.attempted -
      (flood.statuses['201'] ?? 0) -
      (flood.statuses['507'] ?? 0) -
      (flood.statuses['429'] ?? 0),
    '',
    0,
  );
  add('upload flood: first refused upload (1-based)', flood.firstRefusedAt, '', 4);

  const loads = [await csvExportLoad()];
  if (pgUrl) loads.push(await csvExportLoadPostgres(pgUrl));
  for (const load of loads) {
    console.error(`CSV export: ${JSON.stringify(load)}`);
    const what = `${load.rows / 1000}k-row CSV on ${load.database}`;
    add(`${what}: lines missing`, load.rows + 1 - load.lines, '', 0);
    add(`${what}: RSS growth at peak`, mb(load.rssPeakGrowthBytes), 'MB', 64);
    add(`${what}: time`, load.ms, 'ms', 60_000);
    add(
      `${what}: list p99 during, over quiet`,
      load.busyListP99Ms - load.quietListP99Ms,
      'ms',
      200,
    );
  }
}
