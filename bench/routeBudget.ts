// A route's figures from `npm run bench` and the budget they are judged against: what the page
// loads, what its HTML carries before any script runs, and which figures are over `BUDGET`.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BUDGET } from './budget';
import type { LighthouseFigures } from './lighthouse';
import type { InitialSizes } from './sizes';

export interface RouteResult extends InitialSizes, LighthouseFigures {
  path: string;
  /** Bytes on the wire of a first visit at 375 px, by resource type (bench/firstVisit.ts). */
  firstVisit: Record<string, number>;
  firstVisitTotal: number;
  /** Milliseconds from navigation to hydrated on Slow 3G. */
  slow3gHydrated: number;
  /** Every run's TBT, of which `tbt` is the median: how much the machine varied. */
  tbtRuns: number[];
  /** The prerendered HTML carries an <h1> with text and body text inside <main>. */
  contentInHtml: boolean;
  /** Leaflet or the Stately inspector among the scripts the page loads at first (never allowed). */
  heavyInitial: boolean;
  overBudget: string[];
}

export function contentInHtml(html: string): boolean {
  const heading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
  const text = main
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Boolean(heading) && text.length > (heading?.length ?? 0) + 20;
}

export async function loadsHeavyModules(distDir: string, scripts: string[]): Promise<boolean> {
  for (const script of scripts) {
    const code = await readFile(path.join(distDir, script), 'utf8');
    if (/leaflet/i.test(path.basename(script)) || code.includes('createBrowserInspector'))
      return true;
  }
  return false;
}

export function overBudget(route: Omit<RouteResult, 'overBudget'>, floorTbt: number): string[] {
  const over: string[] = [];
  const jsBudget = route.path === '/' ? BUDGET.homeJs : BUDGET.routeJs;
  if (route.js > jsBudget) over.push('JS');
  if (route.css > BUDGET.css) over.push('CSS');
  if (route.performance < BUDGET.performance) over.push('perf');
  if (route.accessibility < BUDGET.accessibility) over.push('a11y');
  if (route.bestPractices < BUDGET.bestPractices) over.push('best practices');
  if (route.seo < BUDGET.seo) over.push('SEO');
  if (route.lcp > BUDGET.lcp) over.push('LCP');
  if (route.cls > BUDGET.cls) over.push('CLS');
  if (route.tbt > BUDGET.tbt || route.tbt > floorTbt + BUDGET.tbtOverFloor) over.push('TBT');
  if (route.firstVisitTotal > BUDGET.firstVisitBytes) over.push('first visit bytes');
  if (route.slow3gHydrated > BUDGET.slow3gHydratedMs) over.push('Slow 3G');
  if (!route.contentInHtml) over.push('content not in HTML');
  if (route.heavyInitial) over.push('Leaflet/inspector in initial JS');
  return over;
}
