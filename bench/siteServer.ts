// The built site served by the real server in its own process, for the page benches
// (scripts/bench.ts, bench/beacon/run.ts): the build, the server's start and health, its stop.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { freePort } from '../scripts/freePort';

export const root = path.resolve(import.meta.dirname, '..');

export function run(command: string, args: string[], env: NodeJS.ProcessEnv): string {
  try {
    return execFileSync(command, args, { cwd: root, env, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; status?: number | null };
    // Exit status 1 with output is a benchmark's "over budget": the caller may keep the output.
    if (failed.status === 1 && failed.stdout) {
      process.stderr.write(failed.stderr ?? '');
      throw Object.assign(new Error(`${command} ${args.join(' ')} exited 1`), {
        output: failed.stdout,
      });
    }
    process.stderr.write(`${failed.stdout ?? ''}${failed.stderr ?? ''}`);
    throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** The environment a build for a server on `origin` needs. */
export function buildEnv(distDir: string, origin: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DIST_DIR: distDir,
    SITE_URL: origin,
    // This machine has no internet: map tiles come from the bench server itself (any image will
    // do), so /apply-counsel is measured without failed tile requests in its console.
    VITE_MAP_TILE_URL: process.env.VITE_MAP_TILE_URL ?? `${origin}/favicon.svg?{z}/{x}/{y}`,
  };
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 60 s');
}

export interface SiteServer {
  origin: string;
  /** Stops the server, then removes its data directory. */
  stop(): Promise<void>;
}

/** An origin with a port nothing listens on yet, for the build to name before the server starts. */
export async function freeOrigin(): Promise<{ origin: string; port: number }> {
  const port = await freePort();
  return { origin: `http://127.0.0.1:${port}`, port };
}

/** The real server over `distDir` with an embedded database of its own in `dataDir`. */
export async function serveSite(
  env: NodeJS.ProcessEnv,
  port: number,
  dataDir: string,
): Promise<SiteServer> {
  const origin = `http://127.0.0.1:${port}`;
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const server = spawn(tsx, ['server/index.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    // Its data directory goes only after it has closed the database: removing it under a
    // PGlite still writing failed the run with ENOTEMPTY and hid the error before it.
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
