import { describe, expect, it } from 'vitest';
import { busyShare, type CpuTimes, parseProcStat, waitForQuietCpu } from '../../bench/quietCpu';

describe('reading /proc/stat', () => {
  it('counts idle and iowait as idle, the rest of the first eight fields as busy', () => {
    const times = parseProcStat(
      'cpu  100 5 20 800 10 1 2 3 0 0\ncpu0 50 2 10 400 5 0 1 1 0 0\nintr 1 2\n',
    );
    expect(times).toEqual({ busy: 131, total: 941 });
  });

  it('refuses a file with no aggregate line', () => {
    expect(() => parseProcStat('cpu0 1 2 3 4\n')).toThrow(/no aggregate cpu line/);
  });

  it('gives the busy share between two readings', () => {
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 110, total: 1040 })).toBe(0.25);
    expect(busyShare({ busy: 100, total: 1000 }, { busy: 100, total: 1000 })).toBe(0);
  });
});

/** A clock and CPU that advance only as the wait sleeps: each window gets the next busy share. */
function machine(shares: number[]) {
  let clock = 0;
  let times: CpuTimes = { busy: 0, total: 0 };
  let window = 0;
  const sleeps: number[] = [];
  return {
    sleeps,
    options: {
      read: async () => times,
      sleep: async (ms: number) => {
        sleeps.push(ms);
        clock += ms;
        const share = shares[Math.min(window++, shares.length - 1)] ?? 0;
        times = { busy: times.busy + share * 100, total: times.total + 100 };
      },
      now: () => clock,
    },
  };
}

describe('waiting for a quiet CPU', () => {
  it('returns once two windows in a row were at most a tenth busy', async () => {
    const { options, sleeps } = machine([0.9, 0.05, 0.5, 0.1, 0.02, 0.9]);
    await expect(waitForQuietCpu(options)).resolves.toBe(true);
    expect(sleeps).toHaveLength(5);
    expect(sleeps.every((ms) => ms === 200)).toBe(true);
  });

  it('does not take a window a sixth busy for a quiet one', async () => {
    const { options, sleeps } = machine([0.15, 0.15, 0.11, 0.1, 0.1]);
    await expect(waitForQuietCpu(options)).resolves.toBe(true);
    expect(sleeps).toHaveLength(5);
  });

  it('gives up at the timeout on a machine that stays busy', async () => {
    const { options, sleeps } = machine([0.5]);
    await expect(waitForQuietCpu({ ...options, timeoutMs: 1_000 })).resolves.toBe(false);
    expect(sleeps).toHaveLength(5);
  });

  it('takes the threshold and the number of windows it is given', async () => {
    const { options, sleeps } = machine([0.3, 0.3, 0.3, 0.1]);
    await expect(waitForQuietCpu({ ...options, threshold: 0.3, windows: 3 })).resolves.toBe(true);
    expect(sleeps).toHaveLength(3);
  });
});
