// How bench:api starts what it measures, each in its own process so the load generator and the
// server do not share a thread: the project and the minimal endpoints (serve.ts, forked, CPU over
// IPC) and the FastAPI peer (peer_fastapi.py under Debian's python3, CPU from /proc).
import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { POOL_SIZE } from '../../server/db/postgres';
import { REVIEW_COUNT_SQL, REVIEW_PAGE_SQL } from '../../server/db/reviews';

function rssOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      const rss = (message as { rss?: number }).rss;
      if (rss === undefined) return;
      child.off('message', onMessage);
      resolve(rss);
    };
    child.on('message', onMessage);
    child.send('rss');
  });
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

/** A benchmark target running in its own process: where it listens, its CPU time, how to stop it. */
export interface Target {
  port: number;
  /** Microseconds of CPU the target's process has used so far. */
  cpu: () => Promise<number>;
  /** Bytes resident in the target's process now (project and minimal targets only). */
  rss: () => Promise<number>;
  stop: () => Promise<void>;
}

export async function startNodeTarget(target: string, env: NodeJS.ProcessEnv): Promise<Target> {
  const child = fork(join(import.meta.dirname, 'serve.ts'), [target], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${target} exited with ${code}`)));
  });
  return { port, cpu: () => cpuOf(child), rss: () => rssOf(child), stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  child.kill(signal);
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Debian's python3, where apt-get installs python3-fastapi (pyenv's python3 may be first on PATH). */
export const PEER_PYTHON = '/usr/bin/python3';
export const peerAvailable = () =>
  spawnSync(PEER_PYTHON, ['-c', 'import fastapi, asyncpg, uvicorn, uvloop, httptools']).status ===
  0;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** CPU of a process that is not ours to ask over IPC: /proc/<pid>/stat, in clock ticks of 10 ms. */
function procCpu(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10_000;
}

/** Resident bytes of a process that is not ours to ask: /proc/<pid>/statm, in pages of 4 KB. */
function procRss(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * 4096;
}

export async function startPeer(env: NodeJS.ProcessEnv, readyPath: string): Promise<Target> {
  const port = await freePort();
  const child = spawn(PEER_PYTHON, [join(import.meta.dirname, 'peer_fastapi.py'), String(port)], {
    env: {
      ...process.env,
      ...env,
      BENCH_PAGE_SQL: REVIEW_PAGE_SQL.newest,
      BENCH_POOL_SIZE: String(POOL_SIZE),
      BENCH_COUNT_SQL: REVIEW_COUNT_SQL,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`FastAPI peer exited with ${code}`))),
  );
  for (let attempt = 0; ; attempt++) {
    const ready = await Promise.race([
      fetch(`http://127.0.0.1:${port}${readyPath}`, { signal: AbortSignal.timeout(1000) }).then(
        (answer) => answer.ok,
        () => false,
      ),
      exited,
    ]);
    if (ready) break;
    if (attempt > 100) throw new Error('FastAPI peer did not answer within 10 s');
    await new Promise((wait) => setTimeout(wait, 100));
  }
  exited.catch(() => {}); // its exit on stop is expected
  // A bench stopped half-way must not leave a Python server behind (Node's forks end with their
  // IPC channel; this one has none).
  process.once('exit', () => child.kill('SIGKILL'));
  const pid = child.pid ?? 0;
  // SIGKILL: uvicorn's graceful stop waits for keep-alive connections autocannon leaves open, and
  // the peer holds nothing that needs a clean close.
  return {
    port,
    cpu: async () => procCpu(pid),
    rss: async () => procRss(pid),
    stop: () => stopChild(child, 'SIGKILL'),
  };
}
