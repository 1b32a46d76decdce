interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and handle input in between. Start-up is
 * cut into such steps because one long task blocks a phone's main thread for its whole length
 * (what Lighthouse's Total Blocking Time measures); short ones do not.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
