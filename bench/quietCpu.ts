// Waits for the machine to go quiet before an audit (decision 174). After each audit Chromium tears
// down the page's renderer and frees its heap, and Lighthouse finishes its report; on two cores that
// work ran into the next page's load, where Lantern counts the page's tasks at four times their wall
// time, waiting for the CPU included.

import { readFile } from 'node:fs/promises';

/** The aggregate line of /proc/stat, in clock ticks. */
export interface CpuTimes {
  busy: number;
  total: number;
}

/** `cpu  user nice system idle iowait irq softirq steal …` → busy and total ticks. */
export function parseProcStat(stat: string): CpuTimes {
  const line = stat.split('\n').find((entry) => entry.startsWith('cpu '));
  if (!line) throw new Error('/proc/stat has no aggregate cpu line');
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: total - idle, total };
}

/** The share of all cores' time that was busy between two readings (0 when no tick passed). */
export function busyShare(before: CpuTimes, after: CpuTimes): number {
  const total = after.total - before.total;
  return total > 0 ? (after.busy - before.busy) / total : 0;
}

export interface QuietOptions {
  /** Busy share of the machine's cores a window may reach and still count as quiet. */
  threshold?: number;
  windowMs?: number;
  /** Consecutive quiet windows needed. */
  windows?: number;
  /** Gives up after this long: a machine that never goes quiet is measured anyway, and said so. */
  timeoutMs?: number;
  read?: () => Promise<CpuTimes>;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const readProcStat = async () => parseProcStat(await readFile('/proc/stat', 'utf8'));

/** Resolves true once the CPU has been quiet for `windows` windows in a row, false on timeout. */
export async function waitForQuietCpu({
  threshold = 0.1,
  windowMs = 200,
  windows = 2,
  timeoutMs = 10_000,
  read = readProcStat,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now = Date.now,
}: QuietOptions = {}): Promise<boolean> {
  const deadline = now() + timeoutMs;
  let quiet = 0;
  let previous = await read();
  while (now() < deadline) {
    await sleep(windowMs);
    const current = await read();
    quiet = busyShare(previous, current) <= threshold ? quiet + 1 : 0;
    if (quiet >= windows) return true;
    previous = current;
  }
  return false;
}
