export interface Throttled<Args extends unknown[]> {
  (...args: Args): void;
  cancel(): void;
}

/**
 * Runs `fn` at once, then at most once per `waitMs`; calls inside the window collapse into one
 * trailing call with the latest arguments, so the final position after a scroll is never missed.
 */
export function throttle<Args extends unknown[]>(
  fn: (...args: Args) => void,
  waitMs: number,
): Throttled<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;

  const endWindow = () => {
    if (pending) {
      const args = pending;
      pending = undefined;
      fn(...args);
      timer = setTimeout(endWindow, waitMs);
    } else {
      timer = undefined;
    }
  };

  const throttled = (...args: Args) => {
    if (timer === undefined) {
      fn(...args);
      timer = setTimeout(endWindow, waitMs);
    } else {
      pending = args;
    }
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
