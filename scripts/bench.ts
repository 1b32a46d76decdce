// `npm run bench`: builds the site into a temporary folder, serves it with the real server and
// prints, per route, the gzip JS/CSS it loads initially and its Lighthouse mobile figures, then the
// API figures of `npm run bench:api` and the fault figures of `npm run bench:faults` when those
// scripts exist; a static page measured like the routes shows what the machine itself costs. The
// same figures go to bench/results/latest.json. BENCH_ROUTES=/,/faq limits the routes;
// each figure is the median of three interleaved rounds (BENCH_RUNS=1 for a quick look).

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser as PlaywrightBrowser } from '@playwright/test';
import { BUDGET } from '../bench/budget';
import { CHROMIUM_FLAGS, QUIET_FEATURES } from '../bench/chromiumFlags';
import { firstVisit } from '../bench/firstVisit';
import { koreanFont } from '../bench/koreanFont';
import { type LighthouseFigures, openBrowser } from '../bench/lighthouse';
import {
  contentInHtml,
  loadsHeavyModules,
  overBudget,
  type RouteResult,
} from '../bench/routeBudget';
import { kb, table } from '../bench/routeTable';
import {
  buildEnv,
  freeOrigin,
  median,
  root,
  run,
  type SiteServer,
  serveSite,
} from '../bench/siteServer';
import { initialSizes } from '../bench/sizes';
import { SITE_PATHS } from '../contract/site';

/**
 * A page with nothing of the site's: measured beside the routes, it shows what the machine itself
 * costs. Lighthouse's simulation counts part of the browser's own start-up work (creating the
 * page's script context, the first layout with a system font) as blocking time after the first
 * paint, and how long that work takes varies from run to run on a busy machine.
 */
const FLOOR_PAGE = 'bench-floor.html';
const FLOOR_HTML = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>기준 페이지</title><meta name="description" content="벤치마크 기준 페이지"></head>
<body><h1>상속증여 전담센터</h1><p>상속은 한 번뿐이지만, 그 결과는 가족의 삶에 오래 남습니다.</p></body></html>
`;
const resultsDir = path.join(root, 'bench', 'results');

async function main() {
  // Fails before the build when the benchmark's Chromium would draw Korean as boxes.
  koreanFont();
  const only = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
  const paths = only ? SITE_PATHS.filter((route) => only.includes(route)) : SITE_PATHS;
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  const { origin, port } = await freeOrigin();
  const work = await mkdtemp(path.join(tmpdir(), 'bench-'));
  const distDir = path.join(work, 'dist');
  const env = buildEnv(distDir, origin);

  console.log(`building into ${distDir} …`);
  run('npm', ['run', 'build'], env);
  await writeFile(path.join(distDir, FLOOR_PAGE), FLOOR_HTML);

  let server: SiteServer | undefined;
  const browser = await openBrowser();
  let phone: PlaywrightBrowser | undefined;
  try {
    server = await serveSite(env, port, path.join(work, 'data'));
    await mkdir(resultsDir, { recursive: true });
    const routes: RouteResult[] = [];
    const loads: Record<string, { scripts: string[] }> = JSON.parse(
      await readFile(path.join(distDir, '.vite', 'pages.json'), 'utf8'),
    );
    // Round after round over every route (and the floor page), not one route's runs back to back:
    // a busy spell of the machine then touches one run of many routes, and the median drops it,
    // instead of touching every run of one route.
    const audits = new Map<string, LighthouseFigures[]>();
    const floorPath = `/${FLOOR_PAGE}`;
    for (let round = 0; round < runs; round++) {
      for (const route of [...paths, floorPath]) {
        const report =
          round === 0 && route !== floorPath
            ? path.join(resultsDir, `${route.slice(1).replace(/\//g, '_') || 'home'}.html`)
            : undefined;
        const audit = await browser.audit(origin + route, report);
        audits.set(route, [...(audits.get(route) ?? []), audit]);
      }
    }
    const floorSamples = audits.get(floorPath) ?? [];
    const floor = {
      tbt: median(floorSamples.map((sample) => sample.tbt)),
      tbtRuns: floorSamples.map((sample) => Math.round(sample.tbt)),
      lcp: median(floorSamples.map((sample) => sample.lcp)),
    };
    // Started once the audits are done: an idle browser beside them still wakes on its timers.
    phone = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_FLAGS,
    });
    for (const route of paths) {
      const html = await (await fetch(origin + route)).text();
      const sizes = await initialSizes(distDir, html, loads[route]?.scripts);
      const samples = audits.get(route) ?? [];
      const pick = (key: keyof Omit<LighthouseFigures, 'failing'>) =>
        median(samples.map((sample) => sample[key]));
      const visit = await firstVisit(phone, origin + route);
      const slow = await firstVisit(phone, origin + route, { slow3g: true });
      const result = {
        path: route,
        ...sizes,
        firstVisit: visit.byType,
        firstVisitTotal: visit.total,
        slow3gHydrated: slow.hydratedMs,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcp: pick('lcp'),
        cls: pick('cls'),
        tbt: pick('tbt'),
        tbtRuns: samples.map((sample) => Math.round(sample.tbt)),
        failing: [...new Set(samples.flatMap((sample) => sample.failing))],
        contentInHtml: contentInHtml(html),
        heavyInitial: await loadsHeavyModules(distDir, loads[route]?.scripts ?? []),
      };
      routes.push({ ...result, overBudget: overBudget(result, floor.tbt) });
      console.log(
        `  ${route}: perf ${result.performance}, LCP ${Math.round(result.lcp)} ms, TBT runs ${result.tbtRuns.join('/')} ms, first visit ${kb(visit.total)} kB (${Object.entries(
          visit.byType,
        )
          .map(([type, bytes]) => `${type} ${kb(bytes)}`)
          .join(', ')}), hydrated on Slow 3G after ${(slow.hydratedMs / 1000).toFixed(1)} s`,
      );
    }

    console.log(
      `\nLighthouse ${runs > 1 ? `median of ${runs} runs, ` : ''}mobile, simulated throttling (${browser.version}, Korean system font ${browser.koreanFont}; browser UI pages beside the audits: ${browser.browserUi.join(', ') || 'none'}; browser threads above normal priority: ${browser.raisedThreads}; ${browser.audits.total - browser.audits.notQuiet} of ${browser.audits.total} audits began on a quiet CPU)\n`,
    );
    console.log(table(routes));
    console.log(
      `\nThis machine's floor, ${FLOOR_PAGE} (two lines of text, no script, no stylesheet): TBT ${Math.round(floor.tbt)} ms (runs ${floor.tbtRuns.join('/')}), LCP ${(floor.lcp / 1000).toFixed(2)} s`,
    );
    for (const route of routes) {
      if (route.failing.length) console.log(`  ${route.path}: ${route.failing.join('; ')}`);
    }

    const scripts =
      JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')).scripts ?? {};
    let api: string | null = null;
    let apiOverBudget = false;
    if (scripts['bench:api']) {
      console.log('\nnpm run bench:api\n');
      // It exits 1 when a figure is over its budget: still printed and recorded, counted below.
      try {
        api = run('npm', ['run', '--silent', 'bench:api'], process.env);
      } catch (error) {
        const output = (error as { output?: string }).output;
        if (output === undefined) throw error;
        api = output;
        apiOverBudget = true;
      }
      console.log(api);
    }

    let faults: {
      figures: { figure: string; value: string; budget: string; ok: boolean }[];
    } | null = null;
    if (scripts['bench:faults']) {
      console.log('\nnpm run bench:faults\n');
      // Like bench:api, it exits 1 when a figure is over budget; its figures still count below.
      let output: string;
      try {
        output = run('npm', ['run', '--silent', 'bench:faults', '--', '--json'], process.env);
      } catch (error) {
        const over = (error as { output?: string }).output;
        if (over === undefined) throw error;
        output = over;
      }
      faults = JSON.parse(output);
      for (const row of faults?.figures ?? []) {
        console.log(
          `${row.figure.padEnd(48)} ${row.value.padStart(9)}  ${row.budget.padEnd(12)} ${row.ok ? 'ok' : 'OVER BUDGET'}`,
        );
      }
    }

    const latest = {
      date: new Date().toISOString(),
      commit: run('git', ['rev-parse', 'HEAD'], process.env).trim(),
      browser: browser.version,
      lighthouse: JSON.parse(
        await readFile(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
      ).version,
      settings: `mobile preset, simulated throttling, Korean system font ${browser.koreanFont}, Chromium features off: ${QUIET_FEATURES.join(', ')}`,
      browserUi: browser.browserUi,
      raisedThreads: browser.raisedThreads,
      audits: browser.audits,
      runs,
      budget: BUDGET,
      floor,
      routes,
      api,
      faults,
    };
    await writeFile(path.join(resultsDir, 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);
    const failed =
      routes.filter((route) => route.overBudget.length).length +
      (faults?.figures.filter((row) => !row.ok).length ?? 0) +
      (apiOverBudget ? 1 : 0);
    console.log(failed ? `\n${failed} figure(s) over budget` : '\nevery figure within budget');
    if (failed) process.exitCode = 1;
  } finally {
    await phone?.close();
    await browser.close();
    await server?.stop();
    await rm(work, { recursive: true, force: true });
  }
}

await main();
