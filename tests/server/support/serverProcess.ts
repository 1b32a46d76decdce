import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from '../../../scripts/freePort';

const root = resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  base: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far (its log). */
  output(): string;
  /** Resident set size in bytes, from /proc. */
  rss(): number;
  /** Waits for the process to exit; SIGKILL after `ms`. */
  stop(signal?: NodeJS.Signals, ms?: number): Promise<number | null>;
}

/**
 * The real server in its own process (`node --import tsx server/index.ts`, one process so a
 * signal reaches it), listening on `port`, ready once /api/health answers (any status) .
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; ready?: 'health-ok' | 'listening' } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DIST_DIR: join(root, 'no-dist-for-server-tests'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const base = `http://127.0.0.1:${port}`;
  const running: ServerProcess = {
    child,
    base,
    port,
    output: () => output,
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    async stop(signal = 'SIGTERM', ms = 10_000) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill(signal);
        const timer = setTimeout(() => child.kill('SIGKILL'), ms);
        const code = await exited;
        clearTimeout(timer);
        return code;
      }
      return child.exitCode;
    },
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${output}`);
    try {
      const response = await fetch(`${base}/api/health`);
      if (options.ready === 'listening' || response.ok) return running;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}
