import { act } from '@testing-library/react';

/**
 * The header and the home carousel start their machines after mount from a dynamic import
 * (src/components/useDeferredActor.ts), as the browser does after hydration. This waits until
 * those imports have settled and the machines run, so a test then acts on the live page.
 */
export async function deferredMachinesStarted(): Promise<void> {
  await act(async () => {
    await Promise.all([
      import('xstate'),
      import('../../machines/headerMachine'),
      import('../../machines/carouselMachine'),
    ]);
    // setImmediate is never faked by the view tests: it runs after every promise callback the
    // hook chained on those imports.
    await new Promise((resolve) => setImmediate(resolve));
  });
}
