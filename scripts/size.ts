// `npm run size`: the gzip size of every built JS and CSS asset, then what each prerendered page
// loads initially (bench/sizes.ts: its entry script, the modules it preloads and imports at
// start, and its render-blocking CSS). Exits non-zero when a page is over its budget (BUDGET's
// homeJs, routeJs and css, gzip). Reads dist/ or DIST_DIR, and builds first when it is missing.

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUDGET } from '../bench/budget';
import { gzipSize, type InitialSizes, initialSizes } from '../bench/sizes';
import { SITE_PATHS } from '../contract/site';

export interface RouteSizes extends InitialSizes {
  path: string;
}

export interface AssetSize {
  file: string;
  bytes: number;
  gzip: number;
}

function htmlFileFor(distDir: string, route: string): string {
  return path.join(distDir, route === '/' ? '' : route.slice(1), 'index.html');
}

/**
 * Initial gzip JS/CSS of every prerendered route in `distDir` (routes without a built page are
 * skipped). Reused by the benchmark, which measures the same thing per route.
 */
export async function routeInitialSizes(
  distDir: string,
  routes: readonly string[] = SITE_PATHS,
): Promise<RouteSizes[]> {
  const pagesFile = path.join(distDir, '.vite', 'pages.json');
  const loads: Record<string, { scripts?: string[] }> = existsSync(pagesFile)
    ? JSON.parse(await readFile(pagesFile, 'utf8'))
    : {};
  const result: RouteSizes[] = [];
  for (const route of routes) {
    const file = htmlFileFor(distDir, route);
    if (!existsSync(file)) continue;
    const html = await readFile(file, 'utf8');
    result.push({ path: route, ...(await initialSizes(distDir, html, loads[route]?.scripts)) });
  }
  return result;
}

/** Every JS and CSS file under `distDir`, with its raw and gzip size, largest first. */
export async function assetSizes(distDir: string): Promise<AssetSize[]> {
  const entries = await readdir(distDir, { recursive: true });
  const files = entries.filter((entry) => /\.(m?js|css)$/.test(entry) && !entry.startsWith('.'));
  const sizes: AssetSize[] = [];
  for (const file of files) {
    const full = path.join(distDir, file);
    sizes.push({ file, bytes: (await stat(full)).size, gzip: await gzipSize(full) });
  }
  return sizes.sort((a, b) => b.gzip - a.gzip);
}

/**
 * Budget breaches of every page's initial JS and CSS (the home page's own JS budget, every other
 * page's), as sentences; empty when all are within budget.
 */
export function sizeBudgetBreaches(routes: readonly RouteSizes[]): string[] {
  if (!routes.some((route) => route.path === '/'))
    return ['the home page (index.html) was not built'];
  return routes.flatMap((route) => {
    const jsBudget = route.path === '/' ? BUDGET.homeJs : BUDGET.routeJs;
    const breaches: string[] = [];
    if (route.js > jsBudget) {
      breaches.push(`${route.path} initial JS ${kb(route.js)} is over ${kb(jsBudget)} gzip`);
    }
    if (route.css > BUDGET.css) {
      breaches.push(`${route.path} initial CSS ${kb(route.css)} is over ${kb(BUDGET.css)} gzip`);
    }
    return breaches;
  });
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '..');
  const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
  if (!existsSync(path.join(distDir, 'index.html'))) {
    console.log(`${distDir} has no build yet: running npm run build`);
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: process.env });
  }

  const assets = await assetSizes(distDir);
  console.log(`Built JS and CSS in ${path.relative(root, distDir) || '.'} (gzip level 9)\n`);
  console.log(`${'gzip'.padStart(10)} ${'raw'.padStart(10)}  file`);
  for (const asset of assets) {
    console.log(`${kb(asset.gzip).padStart(10)} ${kb(asset.bytes).padStart(10)}  ${asset.file}`);
  }
  const sum = (kind: RegExp) =>
    assets.filter((asset) => kind.test(asset.file)).reduce((total, a) => total + a.gzip, 0);
  console.log(`\nAll JS ${kb(sum(/js$/))}, all CSS ${kb(sum(/css$/))} gzip\n`);

  const routes = await routeInitialSizes(distDir);
  console.log('Loaded initially per page (gzip)\n');
  console.log(`${'JS'.padStart(10)} ${'CSS'.padStart(10)} ${'later CSS'.padStart(10)}  page`);
  for (const route of routes) {
    console.log(
      `${kb(route.js).padStart(10)} ${kb(route.css).padStart(10)} ${kb(route.deferredCss).padStart(10)}  ${route.path}`,
    );
  }

  const breaches = sizeBudgetBreaches(routes);
  if (breaches.length > 0) {
    for (const breach of breaches) console.error(`Over budget: ${breach}`);
    process.exitCode = 1;
    return;
  }
  console.log(
    `\nEvery page within budget (JS ≤ ${kb(BUDGET.homeJs)} home, ≤ ${kb(BUDGET.routeJs)} others; CSS ≤ ${kb(BUDGET.css)} gzip).`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
