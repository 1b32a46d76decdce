import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVEAL } from '../../../contract/limits';
import { throttle } from '../../../src/features/center-info/throttle';

const WAIT = REVEAL.centerInfoScrollThrottleMs;

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once', () => {
    const fn = vi.fn();
    throttle(fn, WAIT)(1);
    expect(fn).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('collapses calls inside the window into one trailing call with the latest arguments', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, WAIT);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WAIT - 1);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith(3);
  });

  it('runs at most once per 50 ms during a continuous scroll', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, WAIT);
    // One event every 10 ms for one second.
    for (let elapsed = 0; elapsed < 1000; elapsed += 10) {
      throttled(elapsed);
      vi.advanceTimersByTime(10);
    }
    vi.advanceTimersByTime(WAIT);
    expect(fn.mock.calls.length).toBeLessThanOrEqual(1000 / WAIT + 1);
    expect(fn.mock.calls.length).toBeGreaterThanOrEqual(1000 / WAIT);
    expect(fn).toHaveBeenLastCalledWith(990);
  });

  it('runs again at once after a quiet window', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, WAIT);
    throttled('a');
    vi.advanceTimersByTime(WAIT * 3);
    throttled('b');
    expect(fn).toHaveBeenCalledTimes(2);
    expect(fn).toHaveBeenLastCalledWith('b');
  });

  it('drops the pending trailing call when cancelled', () => {
    const fn = vi.fn();
    const throttled = throttle(fn, WAIT);
    throttled(1);
    throttled(2);
    throttled.cancel();
    vi.advanceTimersByTime(WAIT * 2);
    expect(fn).toHaveBeenCalledExactlyOnceWith(1);
  });
});
