// npm run bench:beacon — what visit counting costs a page, judged against the same site without
// it rather than against another machine's figures. Builds the site twice (as shipped, and with
// src/visits.ts replaced by bench/beacon/noVisits.ts), serves each with the real server, checks
// that the one sends beacons and the other none, then audits each route with Lighthouse (mobile,
// simulated throttling) in interleaved rounds, the two builds in turn and their order swapped each
// round (ABBA), so a busy spell of the machine falls on both. Prints per route the initial gzip JS
// of each build and the TBT and LCP of every run; writes bench/results/beacon.json.
// A route's timing is "unchanged within noise" while the counting build's median is no higher
// than the slowest run without counting (verdict.ts); the bytes must differ by at most
// BEACON_BUDGET.scriptBytes. Exits 1 otherwise.
//   BENCH_ROUTES (default /,/calculator,/apply-counsel: the pages whose code counts visits),
//   BENCH_RUNS (default 5).

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { VISIT_API } from '../../contract/visitBeacon';
import { BEACON_BUDGET } from '../budget';
import { CHROMIUM_FLAGS } from '../chromiumFlags';
import { koreanFont } from '../koreanFont';
import { type LighthouseFigures, openBrowser } from '../lighthouse';
import { buildEnv, freeOrigin, median, root, run, type SiteServer, serveSite } from '../siteServer';
import { initialSizes } from '../sizes';
import { beaconsSent, withinNoise } from './verdict';

const BUILDS = ['counting', 'without'] as const;
type Build = (typeof BUILDS)[number];

/** The site's build script with its client build (the first step) given the config without visits. */
async function buildWithoutVisits(env: NodeJS.ProcessEnv) {
  const scripts = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).scripts;
  const script = String(scripts.build);
  const changed = script.replace(
    /^vite build &&/,
    'vite build --config bench/beacon/withoutVisits.vite.ts &&',
  );
  if (changed === script) throw new Error('the build script no longer starts with `vite build &&`');
  const bin = path.join(root, 'node_modules', '.bin');
  run('sh', ['-c', changed], { ...env, PATH: `${bin}:${env.PATH ?? ''}` });
}

async function main() {
  koreanFont();
  const routes = (process.env.BENCH_ROUTES ?? '/,/calculator,/apply-counsel').split(',');
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
  const work = await mkdtemp(path.join(tmpdir(), 'bench-beacon-'));
  const servers: Partial<Record<Build, SiteServer>> = {};
  const dist: Record<Build, string> = {
    counting: path.join(work, 'counting'),
    without: path.join(work, 'without'),
  };
  const browser = await openBrowser();
  try {
    for (const build of BUILDS) {
      const { origin, port } = await freeOrigin();
      const env = buildEnv(dist[build], origin);
      console.log(`building ${build} into ${dist[build]} …`);
      if (build === 'counting') run('npm', ['run', 'build'], env);
      else await buildWithoutVisits(env);
      servers[build] = await serveSite(env, port, path.join(work, `${build}-data`));
    }
    const origin = (build: Build) => servers[build]?.origin ?? '';

    // The comparison means something only if one build counts and the other does not.
    const phone = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    });
    const sent = {
      counting: await beaconsSent(phone, origin('counting'), VISIT_API),
      without: await beaconsSent(phone, origin('without'), VISIT_API),
    };
    await phone.close();
    console.log(
      `beacons sent on the home page: counting ${sent.counting}, without ${sent.without}`,
    );
    if (sent.counting === 0 || sent.without !== 0) {
      throw new Error(
        'the two builds do not differ in counting: the comparison would mean nothing',
      );
    }

    const audits = new Map<string, LighthouseFigures[]>();
    for (let round = 0; round < runs; round++) {
      for (const route of routes) {
        const order = round % 2 === 0 ? BUILDS : [...BUILDS].reverse();
        for (const build of order) {
          const key = `${build} ${route}`;
          audits.set(key, [...(audits.get(key) ?? []), await browser.audit(origin(build) + route)]);
        }
      }
    }

    const rows = [];
    for (const route of routes) {
      const figures = async (build: Build) => {
        const html = await (await fetch(origin(build) + route)).text();
        const pages = JSON.parse(
          await readFile(path.join(dist[build], '.vite', 'pages.json'), 'utf8'),
        ) as Record<string, { scripts: string[] }>;
        const samples = audits.get(`${build} ${route}`) ?? [];
        return {
          js: (await initialSizes(dist[build], html, pages[route]?.scripts)).js,
          tbt: samples.map((sample) => Math.round(sample.tbt)),
          lcp: samples.map((sample) => Math.round(sample.lcp)),
        };
      };
      const counting = await figures('counting');
      const without = await figures('without');
      const row = {
        route,
        counting,
        without,
        scriptBytes: counting.js - without.js,
        tbtWithinNoise: withinNoise(counting.tbt, without.tbt),
        lcpWithinNoise: withinNoise(counting.lcp, without.lcp),
      };
      rows.push(row);
      const line = (figure: string, a: number[], b: number[], within: boolean) =>
        `  ${figure} counting ${a.join('/')} (median ${median(a)}), without ${b.join('/')} (median ${median(b)}) ms: ${within ? 'within noise' : 'COUNTING SLOWER'}`;
      console.log(
        [
          `${route}: initial JS ${counting.js} B counting, ${without.js} B without (${row.scriptBytes} B for counting)`,
          line('TBT', counting.tbt, without.tbt, row.tbtWithinNoise),
          line('LCP', counting.lcp, without.lcp, row.lcpWithinNoise),
        ].join('\n'),
      );
    }
    const failed = rows.filter(
      (row) =>
        row.scriptBytes > BEACON_BUDGET.scriptBytes || !row.tbtWithinNoise || !row.lcpWithinNoise,
    );
    await writeFile(
      path.join(root, 'bench', 'results', 'beacon.json'),
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          commit: run('git', ['rev-parse', 'HEAD'], process.env).trim(),
          browser: browser.version,
          runs,
          budget: BEACON_BUDGET,
          beaconsSent: sent,
          routes: rows,
        },
        null,
        2,
      )}\n`,
    );
    console.log(
      failed.length
        ? `\n${failed.length} route(s) where counting costs more script than its budget or is slower than noise`
        : '\nevery route: counting within noise and its script within budget',
    );
    if (failed.length) process.exitCode = 1;
  } finally {
    await browser.close();
    for (const server of Object.values(servers)) await server?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
