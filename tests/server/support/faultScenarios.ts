// Fault scenarios measured against a real server process. The fault tests assert on what they
// return; `npm run bench:faults` prints the same figures. Real time is measured here.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONSULTATION_API } from '../../../contract/consultations';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { JOB_LIMITS } from '../../../contract/limits';
import { REVIEW_API } from '../../../contract/reviews';
import { rawExchange } from './rawHttp';
import type { ServerProcess } from './serverProcess';
import type { ProxyMode, TcpProxy } from './tcpProxy';

/** Planted in every personal field of every request; must never appear in a log line. */
export const MARKER = 'PIIMARK7Q';

/**
 * Server settings that lift the upload quotas, for scenarios that measure memory and latency
 * under many large uploads from one address (the quotas have their own tests and bench part).
 */
export const UNBOUNDED_UPLOADS = {
  UPLOAD_MB_PER_HOUR_PER_ADDRESS: '100000',
  UPLOAD_MB_PER_HOUR: '100000',
  UPLOAD_CONCURRENT_PER_ADDRESS: '100',
  UPLOAD_CONCURRENT: '100',
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface SlowClients {
  headers: { text: string; ms: number };
  body: { text: string; ms: number };
  /** A chunked body, with no Content-Length, trickled into a PUT. */
  chunked: { text: string; ms: number };
  /** A body still trickling after the server refused the request (another site's Origin). */
  afterRefusal: { text: string; ms: number };
  /** Latencies of list requests made by others meanwhile. */
  othersMs: number[];
}

/**
 * A header that trickles one byte a second and two bodies one byte every 2 s (a POST with a
 * Content-Length, a PUT sent chunked), while others read.
 */
export async function slowClients(server: ServerProcess): Promise<SlowClients> {
  const byteEvery = (ms: number, text: string) =>
    [...text].flatMap((char) => [char, { pauseMs: ms }]);
  const headers = rawExchange(
    server.port,
    ['GET /api/health HTTP/1.1\r\n', ...byteEvery(1_000, `X-Slow: ${'a'.repeat(40)}`)],
    40_000,
  );
  const body = rawExchange(
    server.port,
    [
      `POST ${CONSULTATION_API} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n`,
      ...byteEvery(2_000, `{"name":"${MARKER}"`),
    ],
    40_000,
  );
  const chunked = rawExchange(
    server.port,
    [
      `PUT ${REVIEW_API.one(1)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n`,
      ...byteEvery(2_000, `{"title":"${MARKER}"`),
    ],
    40_000,
  );
  const afterRefusal = rawExchange(
    server.port,
    [
      `PUT ${REVIEW_API.one(1)} HTTP/1.1\r\nHost: x\r\nOrigin: https://elsewhere.example\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n40\r\n`,
      ...byteEvery(2_000, `{"title":"${MARKER}"`),
    ],
    40_000,
  );
  const othersMs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = Date.now();
    await (await fetch(server.base + REVIEW_API.list)).arrayBuffer();
    othersMs.push(Date.now() - started);
    await sleep(1_000);
  }
  return {
    headers: await headers,
    body: await body,
    chunked: await chunked,
    afterRefusal: await afterRefusal,
    othersMs,
  };
}

export interface UploadLoad {
  /** Bytes of one application (résumé + portfolio at their limits). */
  size: number;
  /** RSS growth at the peak of one upload, over the RSS before it. */
  peakBytes: number;
  /** RSS growth across five more uploads after the measured one. */
  retainedBytes: number;
  quietP99Ms: number;
  busyP99Ms: number;
}

/** p99 of list latencies while `until` runs (at least 20 samples). */
async function listP99(server: ServerProcess, until: Promise<unknown>): Promise<number> {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => {
    done = true;
  });
  while (!done || latencies.length < 20) {
    const started = performance.now();
    await (await fetch(server.base + REVIEW_API.list)).arrayBuffer();
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  return latencies[Math.floor(latencies.length * 0.99)] ?? 0;
}

/**
 * A résumé (PDF) and a portfolio (ZIP) 1 KB under their size limits, written into `dir` as
 * cv.pdf and work.zip for curl to send; `size` is both together.
 */
export function writeLargestFiles(dir: string): { size: number } {
  const resume = Buffer.alloc(JOB_LIMITS.resumeMaxBytes - 1024, 0x41);
  Buffer.from('%PDF-1.7\n').copy(resume);
  writeFileSync(join(dir, 'cv.pdf'), resume);
  const portfolio = Buffer.alloc(JOB_LIMITS.portfolioMaxBytes - 1024, 0x42);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(portfolio);
  writeFileSync(join(dir, 'work.zip'), portfolio);
  return { size: resume.length + portfolio.length };
}

/**
 * 30 MB applications (résumé and portfolio at their limits) sent by curl processes, as from other
 * machines, so the measuring process stays free to time list requests and sample the RSS.
 */
export async function uploadLoad(server: ServerProcess): Promise<UploadLoad> {
  const files = mkdtempSync(join(tmpdir(), 'uploads-'));
  try {
    const { size } = writeLargestFiles(files);
    const fields = {
      name: `지원자 ${MARKER}`,
      email: 'big@example.com',
      phone: '010-1234-5678',
      position: 'tax-accountant',
      introduction: '큰 파일',
      privacyAgreement: 'true',
    };
    const upload = () =>
      new Promise<void>((resolve, reject) => {
        const args = [
          ...['-s', '-o', '/dev/null', '-w', '%{http_code}'],
          ...Object.entries(fields).flatMap(([key, value]) => ['-F', `${key}=${value}`]),
          ...['-F', `resume=@${join(files, 'cv.pdf')};filename=cv-${MARKER}.pdf`],
          ...['-F', `portfolio=@${join(files, 'work.zip')}`],
          server.base + JOB_APPLICATION_API,
        ];
        execFile('curl', args, (error, stdout) => {
          if (error) reject(error);
          else if (stdout !== '201') reject(new Error(`upload answered ${stdout}`));
          else resolve();
        });
      });

    await upload(); // the first one initialises multipart and the store
    const before = server.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, server.rss());
    }, 20);
    try {
      await upload();
    } finally {
      clearInterval(sampler);
    }
    const afterOne = server.rss();
    for (let i = 0; i < 5; i++) await upload();
    const retainedBytes = server.rss() - afterOne;

    const quietP99Ms = await listP99(server, sleep(1_000));
    const four = Promise.all(Array.from({ length: 4 }, upload));
    const busyP99Ms = await listP99(server, four);
    await four;
    return {
      size,
      peakBytes: peak - before,
      retainedBytes,
      quietP99Ms,
      busyP99Ms,
    };
  } finally {
    rmSync(files, { recursive: true, force: true });
  }
}

export interface OutageSample {
  started: number;
  ms: number;
  /** 0: no answer at all (the client gave up after 15 s). */
  status: number;
  detail?: string;
}

export interface Outage {
  samples: OutageSample[];
  outageAt: number;
  restoredAt: number;
  /** A consultation sent during the outage. */
  write: { status: number; ms: number };
  /** From the database's return to the first 200 (Infinity: none). */
  recoveryMs: number;
}

/**
 * 20 clients read the review list and health without pause; after 1 s the database is `mode`
 * for 4 s, then back for 6 s.
 */
export async function outageUnderTraffic(
  server: ServerProcess,
  proxy: TcpProxy,
  mode: ProxyMode,
): Promise<Outage> {
  const samples: OutageSample[] = [];
  let running = true;
  const clients = Array.from({ length: 20 }, async (_, i) => {
    while (running) {
      const started = Date.now();
      const url = i % 5 === 0 ? `${server.base}/api/health` : server.base + REVIEW_API.list;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        const body = (await response.json()) as { detail?: string };
        samples.push({
          started,
          ms: Date.now() - started,
          status: response.status,
          detail: body.detail,
        });
      } catch {
        samples.push({ started, ms: Date.now() - started, status: 0 });
      }
    }
  });
  await sleep(1_000);
  const outageAt = Date.now();
  await proxy.set(mode);
  const writeStarted = Date.now();
  const written = await fetch(server.base + CONSULTATION_API, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      consultation_type: 'gift',
      name: `장애 ${MARKER}`,
      phone: '02-123-4567',
      content: '',
    }),
  });
  const write = { status: written.status, ms: Date.now() - writeStarted };
  await sleep(4_000 - (Date.now() - outageAt));
  const restoredAt = Date.now();
  await proxy.set('forward');
  await sleep(6_000);
  running = false;
  await Promise.all(clients);
  const firstOk = samples
    .filter((s) => s.started >= restoredAt && s.status === 200)
    .sort((a, b) => a.started + a.ms - (b.started + b.ms))[0];
  const recoveryMs = firstOk ? firstOk.started + firstOk.ms - restoredAt : Number.POSITIVE_INFINITY;
  return { samples, outageAt, restoredAt, write, recoveryMs };
}
