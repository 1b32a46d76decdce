import { type ChildProcess, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freePort } from '../../../scripts/freePort';
import { pgliteTemplate } from '../helpers';

const root = resolve(import.meta.dirname, '../../..');

const exited = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done(child.exitCode);
    child.once('exit', (code) => done(code));
  });
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The processes `pid` started, from /proc. */
const children = (pid: number) =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  );

const descendants = (pid: number): number[] =>
  children(pid).flatMap((child) => [child, ...descendants(child)]);

describe('npm start under a supervisor', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'npm-start-'));
    // A built site newer than every source, so npm start serves instead of building.
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>x</title>');
    const future = new Date(Date.now() + 24 * 3600_000);
    utimesSync(join(dir, 'dist', 'index.html'), future, future);
    cpSync(await pgliteTemplate(), join(dir, 'data', 'pglite'), { recursive: true });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function npmStart() {
    const port = await freePort();
    const npm = spawn('npm', ['start'], {
      cwd: root,
      env: {
        ...process.env,
        DIST_DIR: join(dir, 'dist'),
        DATA_DIR: join(dir, 'data'),
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    const health = `http://127.0.0.1:${port}/api/health`;
    for (let i = 0; i < 600; i++) {
      const status = await fetch(health).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return { npm, health };
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    npm.kill('SIGKILL');
    throw new Error('npm start did not come up');
  }

  /** Within the documented shutdown time (10 s), plus start-up slack of a busy machine. */
  async function stopsWithin(pids: number[], health: string, ms = 12_000) {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline && pids.some(alive)) await new Promise((r) => setTimeout(r, 100));
    const left = pids.filter(alive);
    for (const pid of left) process.kill(pid, 'SIGKILL'); // no orphan outlives a failed run
    expect(left).toEqual([]);
    expect(
      await fetch(health).then(
        (r) => r.status,
        () => 'refused',
      ),
    ).toBe('refused');
  }

  test('SIGTERM to the process npm start started stops the server and frees the data directory', async () => {
    const { npm, health } = await npmStart();
    const [started] = children(npm.pid ?? 0);
    expect(started).toBeDefined();
    const tree = [started as number, ...descendants(started as number)];
    process.kill(started as number, 'SIGTERM');
    await stopsWithin(tree, health);
    await exited(npm);
    // The next start finds the data directory free.
    const again = await npmStart();
    again.npm.kill('SIGTERM');
    await exited(again.npm);
  }, 120_000);

  test('SIGTERM to npm itself stops the server too', async () => {
    const { npm, health } = await npmStart();
    const tree = [npm.pid ?? 0, ...descendants(npm.pid ?? 0)];
    npm.kill('SIGTERM');
    await stopsWithin(tree, health);
  }, 60_000);
});

describe('npm run db:copy', () => {
  test('refuses a DATA_DIR that holds no database: a clear message, exit 2, nothing created', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'db-copy-missing-'));
    try {
      for (const dataDir of [join(parent, 'typo'), parent]) {
        const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dbCopy.ts'], {
          cwd: root,
          env: {
            ...process.env,
            DATA_DIR: dataDir,
            DATABASE_URL: 'postgres://root@127.0.0.1:5432/unused',
          },
        });
        let out = '';
        child.stdout?.on('data', (chunk) => (out += chunk));
        child.stderr?.on('data', (chunk) => (out += chunk));
        expect(await exited(child)).toBe(2);
        expect(out).toContain('holds no database');
        expect(out).toContain('데이터베이스가 없습니다');
      }
      expect(existsSync(join(parent, 'typo'))).toBe(false);
      expect(readdirSync(parent)).toEqual([]);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  }, 60_000);
});
