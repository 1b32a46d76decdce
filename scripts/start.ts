// `npm start`: build the site when dist/ is missing or older than its sources, then serve it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.DIST_DIR?.trim() || 'dist');
const SOURCES = [
  'src',
  'contract',
  'machines',
  'index.html',
  'public',
  'vite.config.ts',
  'staff',
  'vite.staff.config.ts',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = newestMtime(join(distDir, 'index.html'));
const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(join(root, source))));
if (builtAt === 0 || builtAt < sourcesAt) {
  console.log(builtAt === 0 ? 'dist/ is missing: building…' : 'sources changed: rebuilding…');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../server/index');
