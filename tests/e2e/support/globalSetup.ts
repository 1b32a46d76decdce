import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DIST_DIR, ROOT, startServer } from './server';

/**
 * One production build and one real server for the whole run. `E2E_SKIP_BUILD=1` reuses an
 * existing build in E2E_DIST_DIR while iterating on tests alone.
 */
async function removeOwnBuild() {
  if (process.env.E2E_DIST_OWNED === '1') await rm(E2E_DIST_DIR, { recursive: true, force: true });
}

export default async function globalSetup() {
  try {
    return await buildAndServe();
  } catch (error) {
    await removeOwnBuild();
    throw error;
  }
}

async function buildAndServe() {
  const reuse =
    process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(E2E_DIST_DIR, 'index.html'));
  if (!reuse) {
    const started = Date.now();
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      env: { ...process.env, DIST_DIR: E2E_DIST_DIR },
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
    if (build.status !== 0) {
      throw new Error(`npm run build failed:\n${build.stdout}\n${build.stderr}`);
    }
    console.log(`e2e build ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }

  const server = await startServer({ port: Number(process.env.E2E_PORT) });
  console.log(`e2e server on ${server.url}`);
  return async () => {
    await server.dispose();
    await removeOwnBuild();
  };
}
