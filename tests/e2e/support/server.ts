import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../scripts/freePort';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
/**
 * The run's own build (chosen in playwright.config.ts), so a developer's `dist/` is never
 * overwritten or served by mistake.
 */
export const E2E_DIST_DIR = path.resolve(ROOT, process.env.E2E_DIST_DIR ?? '.e2e-dist');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** SIGTERM and wait for the graceful shutdown, so the PGlite directory is closed cleanly. */
  stop(): Promise<void>;
  /** stop() and delete the data directory. */
  dispose(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} was not healthy within 60 s:\n${output()}`);
}

/**
 * The real production server (`server/index.ts` through tsx, as `npm start` runs it) on a free
 * port, serving the e2e build, with a fresh PGlite directory.
 */
export async function startServer(
  options: {
    port?: number;
    env?: Record<string, string>;
    /** Fills the fresh data directory before the server holds it (PGlite is single-process). */
    prepare?: (dataDir: string) => Promise<void>;
  } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'e2e-pglite-'));
  await options.prepare?.(dataDir);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DIST_DIR: E2E_DIST_DIR,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      // The whole suite is one client address; the per-client write limit and the upload quotas
      // are tested on the server (tests/server/forms/storage.test.ts).
      WRITE_LIMIT_PER_MINUTE: '100000',
      UPLOAD_MB_PER_HOUR_PER_ADDRESS: '100000',
      UPLOAD_CONCURRENT_PER_ADDRESS: '100',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    await stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url,
    dataDir,
    stop,
    dispose: async () => {
      await stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
