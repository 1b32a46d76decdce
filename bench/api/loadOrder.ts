// In what order bench:api loads the targets it compares (measure.ts, decision 177).

/**
 * The order of `rounds` loads of each of `targets` targets (a prime number of them: 2, 3, 5),
 * numbered from 0: one walk through every ordered pair of two different targets, repeated, so
 * that each target is loaded right after each of the others equally often and never right after
 * itself. A load leaves the machine in a state the next one meets — the load generator's garbage,
 * the database backends the last target kept busy — and measured on 2026-12-04 the minimal
 * endpoint's p99 was 7.3 ms after the FastAPI peer's load and 8.4 ms after the project's. With
 * rounds in one order and the next reversed, the project never followed the peer, the minimal
 * endpoint did in two rounds of five, and the p99 ratio measured 1.12–1.13 in three runs of seven
 * (0.98–1.06 in the other four) at the same CPU a request.
 *
 * For a prime count n, walking the targets by a step k (0, k, 2k, … mod n) uses every pair whose
 * difference is k, the wrap back to 0 included; the steps 1 … n-1 one after another use each
 * ordered pair once, ending on the target before 0.
 */
export function balancedLoadOrder(targets: number, rounds: number): number[] {
  if (!isPrime(targets)) {
    throw new Error(`balancedLoadOrder: ${targets} targets (a prime number is needed)`);
  }
  if (rounds % (targets - 1) !== 0) {
    throw new Error(`balancedLoadOrder: ${rounds} rounds is not a multiple of ${targets - 1}`);
  }
  const walk: number[] = [];
  for (let step = 1; step < targets; step++) {
    for (let index = 0; index < targets; index++) walk.push((index * step) % targets);
  }
  return Array.from({ length: rounds / (targets - 1) }, () => walk).flat();
}

/**
 * The order to warm the targets up in so that the first measured load follows the one the walk
 * ends on, as every later pass of the walk does.
 */
export function warmUpOrder(order: readonly number[]): number[] {
  const last = order.at(-1) ?? 0;
  const targets = new Set(order).size;
  return [...Array.from({ length: targets }, (_, index) => index).filter((i) => i !== last), last];
}

function isPrime(n: number): boolean {
  for (let divisor = 2; divisor * divisor <= n; divisor++) if (n % divisor === 0) return false;
  return n >= 2;
}
