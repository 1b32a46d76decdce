import type { Calculate } from '../../../contract/calculatorEngine';

// The calculator's arithmetic is a file of its own, fetched once the page is idle after its
// first paint, or at the first press of 계산 if that comes sooner (decision 314).

/**
 * `calculate` from `importEngine`, loaded once; a load that failed is tried again at the next
 * call (a phone back online computes at its next press).
 */
export function calculateLoader(
  importEngine: () => Promise<{ calculate: Calculate }>,
): () => Promise<Calculate> {
  let loading: Promise<Calculate> | null = null;
  return () => {
    if (!loading) {
      const load = importEngine().then((engine) => engine.calculate);
      loading = load;
      load.catch(() => {
        if (loading === load) loading = null;
      });
    }
    return loading;
  };
}

/** The engine's `calculate`, fetched the first time it is asked for. */
export const loadCalculate = calculateLoader(() => import('../../../contract/calculatorEngine'));

/**
 * The engine for one press of 계산: the machine asks it twice (its guard, then the action that
 * shows the outcome) and the estimate runs once. A press's own wrapper, so nothing outlives it.
 */
export function forOnePress(calculate: Calculate): Calculate {
  let last: { asked: Parameters<Calculate>; outcome: ReturnType<Calculate> } | null = null;
  return (mode, values) => {
    if (last?.asked[0] !== mode || last.asked[1] !== values) {
      last = { asked: [mode, values], outcome: calculate(mode, values) };
    }
    return last.outcome;
  };
}

/** Starts the load when the browser has nothing else to do, so that a press finds it there. */
export function loadCalculateWhenIdle(): () => void {
  const start = () => void loadCalculate().catch(() => {});
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(start, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(start, 1000);
  return () => clearTimeout(id);
}
