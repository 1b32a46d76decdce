/**
 * At most `size` pieces of work at once; the others wait, first come first served, and a turn
 * comes back whether the work succeeds or fails. (PGlite's `statementQueue` refuses past its
 * length instead: there one thread does all the work, here a waiting transaction costs nothing.)
 */
export function semaphore(size: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (free > 0) free -= 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await work();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else free += 1;
      }
    },
  };
}
