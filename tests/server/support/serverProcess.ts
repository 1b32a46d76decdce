import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../../scripts/freePort';
import { pgliteTemplate } from '../helpers';
import { freshGet } from './hostileClients';

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
 * signal reaches it: under `ulimit -n`, the shell that sets the limit execs node), listening on
 * `port`, ready once /api/health answers 200 (or anything, with `ready: 'listening'`). The health
 * checks open a connection each and close it, so none is left open to count against the server's
 * connection caps.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { port?: number; ready?: 'health-ok' | 'listening'; descriptors?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const node = [process.execPath, '--import', 'tsx', 'server/index.ts'];
  const [command, args] =
    options.descriptors === undefined
      ? [node[0] ?? '', node.slice(1)]
      : ['sh', ['-c', `ulimit -n ${options.descriptors}; exec "${node.join('" "')}"`]];
  const child = spawn(command, args, {
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
    const { status } = await freshGet(`${base}/api/health`);
    // 0: not listening yet
    if (options.ready === 'listening' ? status !== 0 : status === 200) return running;
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

/**
 * startServerProcess() on a PGlite database of its own in a new temporary directory (`dir`, also
 * its DATA_DIR and, below it, its empty DIST_DIR), which stop() removes.
 */
export async function startServerOnFreshPGlite(
  env: Record<string, string>,
  options: { descriptors?: number } = {},
): Promise<ServerProcess & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'server-process-'));
  try {
    cpSync(await pgliteTemplate(), join(dir, 'pglite'), { recursive: true });
    const server = await startServerProcess(
      { DATA_DIR: dir, DATABASE_URL: '', DIST_DIR: join(dir, 'dist'), ...env },
      options,
    );
    return {
      ...server,
      dir,
      async stop(signal, ms) {
        const code = await server.stop(signal, ms);
        rmSync(dir, { recursive: true, force: true });
        return code;
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
