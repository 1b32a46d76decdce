// The load of one page, shared by bench:scale's review board (run.ts) and staff lists (staff.ts).
import autocannon from 'autocannon';
import type { Target } from '../api/targets';

export const CONNECTIONS = 10;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

export interface PageLoad {
  rps: number;
  p50: number;
  p99: number;
  /** Answers other than 200 (autocannon's own socket errors are not counted). */
  errors: number;
}

/**
 * `path` loaded by CONNECTIONS clients for `seconds`; latencies of the answers that were 200.
 * With `sessions`, each request carries the next of these header sets in turn.
 */
export async function loadPage(
  server: Target,
  path: string,
  seconds: number,
  sessions: Record<string, string>[] = [],
): Promise<PageLoad> {
  const ok: number[] = [];
  let errors = 0;
  let turn = 0;
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}${path}`,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          turn += 1;
          const headers = sessions[turn % Math.max(1, sessions.length)];
          return headers ? { ...request, headers: { ...request.headers, ...headers } } : request;
        },
      },
    ],
  }).on('response', (_client, status, _bytes, ms) => {
    if (status === 200) ok.push(ms);
    else errors += 1;
  });
  ok.sort((a, b) => a - b);
  return {
    rps: ok.length / result.duration,
    p50: percentile(ok, 50),
    p99: percentile(ok, 99),
    errors,
  };
}
