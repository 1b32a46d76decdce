// The table `npm run bench` prints: a row a route, its figures in kB, s and ms, and what is over budget.

import type { RouteResult } from './routeBudget';

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function table(routes: RouteResult[]): string {
  const header = [
    'route',
    'JS kB',
    'CSS kB',
    'perf',
    'a11y',
    'bp',
    'seo',
    'LCP s',
    'CLS',
    'TBT ms',
    'visit kB',
    '3G s',
    'budget',
  ];
  const rows = routes.map((route) => [
    route.path,
    kb(route.js),
    kb(route.css),
    String(route.performance),
    String(route.accessibility),
    String(route.bestPractices),
    String(route.seo),
    (route.lcp / 1000).toFixed(2),
    route.cls.toFixed(3),
    String(Math.round(route.tbt)),
    kb(route.firstVisitTotal),
    (route.slow3gHydrated / 1000).toFixed(1),
    route.overBudget.length ? `✗ ${route.overBudget.join(', ')}` : '✓',
  ]);
  const widths = header.map((_, i) =>
    Math.max(...[header, ...rows].map((row) => row[i]?.length ?? 0)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, i) =>
        i === 0 || i === row.length - 1
          ? cell.padEnd(widths[i] ?? 0)
          : cell.padStart(widths[i] ?? 0),
      )
      .join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}
