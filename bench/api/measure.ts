// How bench:api loads its targets (autocannon, in this process) and turns the loads into rows:
// one target alone, or several alternating in rounds. The targets themselves: targets.ts.
import { loadavg } from 'node:os';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import autocannon from 'autocannon';
import { balancedLoadOrder, warmUpOrder } from './loadOrder';
import { startNodeTarget, startPeer, type Target } from './targets';

export const CONNECTIONS = 50;
/** The flood PGlite is measured under, before and after its bounded queue (decision 135). */
export const FLOOD_CONNECTIONS = 200;
/** Seconds of each load; the PostgreSQL comparison runs ROUNDS of them per target, alternating. */
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/**
 * Six (decision 177), not three (decision 162: the list's share of the minimal endpoint's req/s
 * ranged 0.83-1.00 over four runs of unchanged server code) nor five: with three targets, six is
 * the least that loads each one three times after each of the other two (loadOrder.ts).
 */
export const ROUNDS = 6;
export const LIST_PATH = '/api/inheritance-reviews?page=3&items_per_page=10&sort_order=newest';

export interface Row {
  name: string;
  connections: number;
  /** Answered 200 per second. */
  rps: number;
  /** Latencies of the 200s (a refusal is fast, and would flatter them). */
  p50: number;
  p99: number;
  /** 503s from PGlite's queue bound, with Retry-After (only expected in the flood row). */
  refused: number;
  /** Anything else: other statuses, socket errors, timeouts. */
  errors: number;
  cpuUsPerRequest: number;
  /** 1-minute load average when the row was measured: the machine is shared. */
  load: number;
  /** Each round's p99 in load order, where the row is a median of several (measureAlternating). */
  roundP99s?: number[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/**
 * Whether the flood's 503s carry Retry-After (autocannon shows no headers): a few rounds of 20
 * requests beside it, until some are refused. undefined: none were.
 */
async function refusalsCarryRetryAfter(url: string): Promise<boolean | undefined> {
  for (let round = 0; round < 10; round++) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(url).catch(() => undefined)),
    );
    const refusals = answers.filter((answer) => answer?.status === 503);
    if (refusals.length > 0) {
      return refusals.every((answer) =>
        /^[1-9][0-9]*$/.test(answer?.headers.get('retry-after') ?? ''),
      );
    }
  }
  return undefined;
}

/**
 * A full collection in this process, the load generator: what autocannon kept of one load (a
 * response object and a latency for each of some 70,000 answers) is collected before the next
 * load starts, not in the middle of it, where its pause was counted in the next target's
 * latencies (decision 177). The flag is set at run time so that `tsx bench/api/run.ts` needs none.
 */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let floodRetryAfter: boolean | undefined;
/** Whether the flood's 503s carried Retry-After; undefined: none were seen. */
export const floodRefusalsCarryRetryAfter = () => floodRetryAfter;

/** One load of `seconds` on a running target: the 200s' latencies, the rest counted. */
interface Load {
  ok: number[];
  refused: number;
  errors: number;
  requests: number;
  seconds: number;
  cpu: number;
}

async function load(
  server: Target,
  path: string,
  connections: number,
  seconds: number,
): Promise<Load> {
  const url = `http://127.0.0.1:${server.port}${path}`;
  collectGarbage();
  const cpuBefore = await server.cpu();
  const ok: number[] = [];
  let refused = 0;
  let otherStatus = 0;
  const flooding = connections > CONNECTIONS;
  const run = autocannon({ url, connections, duration: seconds, timeout: 30 }).on(
    'response',
    (_client, status, _bytes, ms) => {
      if (status === 200) ok.push(ms);
      else if (status === 503 && flooding) refused += 1;
      else otherStatus += 1;
    },
  );
  const probe = flooding
    ? new Promise((wait) => setTimeout(wait, (seconds * 1000) / 2)).then(() =>
        refusalsCarryRetryAfter(url),
      )
    : undefined;
  const result = await run;
  if (probe) floodRetryAfter = await probe;
  ok.sort((a, b) => a - b);
  return {
    ok,
    refused,
    errors: result.errors + result.timeouts + otherStatus,
    requests: result.requests.total,
    seconds: result.duration,
    cpu: (await server.cpu()) - cpuBefore,
  };
}

/** The middle value; of an even count (ROUNDS is six), the mean of the middle two. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  if (Number.isInteger(middle)) return ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return sorted[Math.floor(middle)] ?? 0;
}

/** A row from one or more loads: medians of the rounds' figures, CPU over all of them. */
function rowOf(name: string, connections: number, loads: Load[]): Row {
  const sum = (pick: (one: Load) => number) => loads.reduce((total, one) => total + pick(one), 0);
  const p99s = loads.map((one) => percentile(one.ok, 99));
  return {
    name,
    connections,
    rps: median(loads.map((one) => one.ok.length / one.seconds)),
    p50: median(loads.map((one) => percentile(one.ok, 50))),
    p99: median(p99s),
    refused: sum((one) => one.refused),
    errors: sum((one) => one.errors),
    cpuUsPerRequest:
      sum((one) => one.cpu) /
      Math.max(
        1,
        sum((one) => one.requests),
      ),
    load: loadavg()[0] ?? 0,
    ...(loads.length > 1 ? { roundP99s: p99s } : {}),
  };
}

const startTarget = (target: string, env: NodeJS.ProcessEnv) =>
  target === 'fastapi-postgres' ? startPeer(env, LIST_PATH) : startNodeTarget(target, env);

/** One target alone: warm-up (JIT, pools), then one load of DURATION_S. */
export async function measure(
  name: string,
  target: string,
  path: string,
  env: NodeJS.ProcessEnv,
  connections = CONNECTIONS,
): Promise<Row> {
  const server = await startTarget(target, env);
  try {
    await load(server, path, connections, 2);
    return rowOf(name, connections, [await load(server, path, connections, DURATION_S)]);
  } finally {
    await server.stop();
  }
}

/**
 * Targets compared by ratio, all started and warmed up, then loaded in turn for ROUNDS rounds of
 * DURATION_S each, in an order where each target follows each of the others equally often
 * (loadOrder.ts); each row takes the medians. One long run per target, one after another, let
 * whatever else the machine was doing fall on one of them and skewed the ratio.
 */
export async function measureAlternating(
  targets: { name: string; target: string }[],
  env: NodeJS.ProcessEnv,
): Promise<Row[]> {
  const servers: Target[] = [];
  try {
    for (const { target } of targets) servers.push(await startTarget(target, env));
    const order = balancedLoadOrder(servers.length, ROUNDS);
    for (const index of warmUpOrder(order)) {
      const server = servers[index];
      if (server) await load(server, LIST_PATH, CONNECTIONS, 3);
    }
    const loads: Load[][] = targets.map(() => []);
    for (const index of order) {
      const server = servers[index];
      if (server) loads[index]?.push(await load(server, LIST_PATH, CONNECTIONS, DURATION_S));
    }
    return targets.map(({ name }, index) => rowOf(name, CONNECTIONS, loads[index] ?? []));
  } finally {
    for (const server of servers) await server.stop();
  }
}
