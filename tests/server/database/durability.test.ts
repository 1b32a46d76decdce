import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { REVIEW_API } from '../../../contract/reviews';
import { LOCK_FILE, openPGlite } from '../../../server/db/pglite';
import { pgliteTemplate } from '../helpers';
import { startServerProcess } from '../support/serverProcess';

const root = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The real server in its own process, on this test's data directory. */
const startServer = () => startServerProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });

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
    phone: '010-1234-5678',
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
      part('phone', '010-1234-5678') +
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

test('a data directory held by a killed, not yet reaped process (a zombie) opens at once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'zombie-'));
  // `exec sleep` replaces the shell, so nobody reaps the holder when it dies: it stays a zombie.
  const holderScript = `import('${join(root, 'server/db/pglite.ts')}').then((m) => m.openPGlite(process.argv[1])).then(() => setInterval(() => {}, 1000))`;
  const shell = spawn(
    'sh',
    ['-c', `"${process.execPath}" --import tsx -e "$0" "$1" & exec sleep 60`, holderScript, dir],
    { cwd: root, stdio: 'ignore' },
  );
  try {
    const pidFile = join(dir, LOCK_FILE);
    const deadline = Date.now() + 30_000;
    while (!existsSync(pidFile) && Date.now() < deadline)
      await new Promise((d) => setTimeout(d, 50));
    const holder = Number(readFileSync(pidFile, 'utf8'));
    await expect(openPGlite(dir)).rejects.toThrow(`already in use by process ${holder}`);
    process.kill(holder, 'SIGKILL');
    const state = () => readFileSync(`/proc/${holder}/stat`, 'utf8').split(') ')[1]?.[0];
    while (state() !== 'Z' && Date.now() < deadline) await new Promise((d) => setTimeout(d, 20));
    expect(state()).toBe('Z');
    const reopened = await openPGlite(dir);
    await reopened.close();
  } finally {
    shell.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});

test('two openers of one data directory at the same moment: exactly one wins', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'race-'));
  try {
    const results = await Promise.allSettled([openPGlite(dir), openPGlite(dir)]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) if (result.status === 'fulfilled') await result.value.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
