import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { CONSULTATION_API } from '../../contract/consultations';
import { REVIEW_API } from '../../contract/reviews';
import { LOCK_FILE, openPGlite } from '../../server/db/pglite';
import { pgliteTemplate } from './helpers';

const root = resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

/** The real server in its own process (one process: `node --import tsx`, so SIGKILL hits it). */
async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DIST_DIR: join(dataDir, 'no-dist'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

const post = (base: string, path: string, body: unknown) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

test('every write acknowledged before a SIGKILL is there after restart; a second opener is refused meanwhile', async () => {
  // Start from an initialised data directory: initdb is slow and not what is tested here.
  cpSync(await pgliteTemplate(), join(dataDir, 'pglite'), { recursive: true });
  const first = await startServer();
  // While it runs, nobody else may open the same PGlite directory.
  await expect(openPGlite(dataDir)).rejects.toThrow(/already in use by process \d+/);

  const acknowledged: number[] = [];
  const writes = Array.from({ length: 20 }, (_, i) =>
    post(first.base, REVIEW_API.list, {
      username: '내구성',
      password: 'durable1',
      title: `기록 ${i}`,
      content: '유지되어야 함',
      consultation_type: 'inheritance',
    }).then(async (response) => {
      if (response.status === 201)
        acknowledged.push(((await response.json()) as { id: number }).id);
    }),
  );
  await Promise.all(writes);
  const consultation = await post(first.base, CONSULTATION_API, {
    consultation_type: 'gift',
    name: '마지막',
    phone: '010',
    content: '',
  });
  expect(consultation.status).toBe(201);
  first.child.kill('SIGKILL');
  await new Promise((done) => first.child.once('exit', done));
  expect(acknowledged).toHaveLength(20);

  // The lock left behind by the killed process is stale and taken over.
  const second = await startServer();
  try {
    for (const id of acknowledged) {
      const response = await fetch(second.base + REVIEW_API.one(id));
      expect(response.status, `review ${id}`).toBe(200);
    }
    const list = (await (await fetch(`${second.base}${REVIEW_API.list}`)).json()) as {
      total: number;
    };
    expect(list.total).toBe(20);

    // SIGTERM while an upload is half sent: the request in flight still completes and is stored.
    const boundary = 'graceful';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head =
      part('name', '종료중') +
      part('email', 'a@b.kr') +
      part('phone', '010') +
      part('position', 'tax-accountant') +
      part('introduction', '소개') +
      part('privacyAgreement', 'true') +
      `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n';
    const tail = `rest of the file\r\n--${boundary}--\r\n`;
    const upload = await new Promise<number>((resolveStatus, reject) => {
      const req = request(`${second.base}/api/job-applications`, {
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': Buffer.byteLength(head + tail),
        },
      });
      req.on('response', (response) => {
        response.resume();
        resolveStatus(response.statusCode ?? 0);
      });
      req.on('error', reject);
      req.write(head);
      setTimeout(() => {
        second.child.kill('SIGTERM');
        setTimeout(() => req.end(tail), 500);
      }, 300);
    });
    expect(upload).toBe(201);
    const code = await new Promise((done) => second.child.once('exit', done));
    expect(code).toBe(0);
  } finally {
    if (second.child.exitCode === null) {
      second.child.kill('SIGTERM');
      await new Promise((done) => second.child.once('exit', done));
    }
  }
  // A clean shutdown releases the lock and leaves everything stored.
  const reopened = await openPGlite(dataDir);
  const rows = await reopened.query<{ name: string }>('SELECT name FROM consultations');
  expect(rows).toEqual([{ name: '마지막' }]);
  const applications = await reopened.query<{ name: string }>('SELECT name FROM job_applications');
  expect(applications).toEqual([{ name: '종료중' }]);
  await reopened.close();
});

test('a lock file naming a live process refuses the opener with a clear message', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'locked-'));
  try {
    writeFileSync(join(dir, LOCK_FILE), String(process.ppid));
    await expect(openPGlite(dir)).rejects.toThrow(
      new RegExp(`already in use by process ${process.ppid}.*stop that server first`, 's'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
