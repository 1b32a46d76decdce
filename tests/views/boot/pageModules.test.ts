import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageModules } from '../../../src/pageModules';

// The page's JavaScript starts only after the first contentful paint, and on a page whose
// largest paint is an image, after that image (or 300 ms at most): no script competes with LCP.
// Then no step is a long task: one download started per task, one module evaluated per task.

const MODULES = ['/assets/index-a.js', '/assets/framework-b.js', '/assets/route-c.js'];

let paintObservers: (() => void)[];
let painted: boolean;
let images: EventTarget[];

const FCP_ENTRIES = {
  getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
};

/** Reports first-contentful-paint to observers, and to late ones when asked for buffered entries. */
class FakePerformanceObserver {
  private connected = false;
  constructor(private readonly callback: (entries: typeof FCP_ENTRIES) => void) {}
  observe({ buffered }: { buffered?: boolean }) {
    this.connected = true;
    const report = () => {
      if (this.connected) this.callback(FCP_ENTRIES);
    };
    paintObservers.push(report);
    if (buffered && painted) report();
  }
  disconnect() {
    this.connected = false;
  }
}

class FakeImage extends EventTarget {
  src = '';
  constructor() {
    super();
    images.push(this);
  }
}

function pageWith(afterImage?: string, evaluateAhead: string[] = []) {
  const meta = document.createElement('meta');
  meta.name = 'page-modules';
  meta.content = MODULES.join(' ');
  meta.dataset.evaluateAhead = evaluateAhead.join(' ');
  if (afterImage) meta.dataset.afterImage = afterImage;
  document.head.append(meta);
}

/** Continuations waiting for their next task (src/nextTask.ts yields through `scheduler.yield`). */
let yielded: (() => void)[];

/** Lets one waiting continuation run, with the promises it settles. */
async function runOneTask() {
  yielded.shift()?.();
  await vi.advanceTimersByTimeAsync(0);
}

/** Runs every task due now, and every task those queue in turn. */
async function runDueTasks() {
  await vi.advanceTimersByTimeAsync(0);
  while (yielded.length > 0) await runOneTask();
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

function firstContentfulPaint() {
  painted = true;
  for (const report of paintObservers) report();
}

beforeEach(() => {
  vi.useFakeTimers();
  paintObservers = [];
  painted = false;
  images = [];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('Image', FakeImage);
  yielded = [];
  vi.stubGlobal('scheduler', {
    yield: () => new Promise<void>((resolve) => yielded.push(resolve)),
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('loading the page modules', () => {
  it('waits for the first contentful paint, then preloads every module and imports the entry', async () => {
    pageWith();
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    vi.advanceTimersByTime(900);
    expect(preloads()).toEqual([]);
    expect(importModule).not.toHaveBeenCalled();

    firstContentfulPaint();
    await runDueTasks();
    expect(preloads()).toEqual(MODULES);
    expect(importModule).toHaveBeenCalledExactlyOnceWith(MODULES[0]);
  });

  it('starts after one second when no paint is ever reported (a faked clock hides them)', async () => {
    pageWith();
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    await vi.advanceTimersByTimeAsync(999);
    expect(preloads()).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    await runDueTasks();
    expect(importModule).toHaveBeenCalledExactlyOnceWith(MODULES[0]);
    firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(1_000);
    await runDueTasks();
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('on a page whose LCP is an image, lets that image arrive first', async () => {
    pageWith('/images/uploads/case-photo.webp');
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    expect(images.map((image) => (image as FakeImage).src)).toEqual([
      '/images/uploads/case-photo.webp',
    ]);
    firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(100);
    expect(preloads()).toEqual([]);

    // The paint happened while the image loaded: the observer gets it from the buffer.
    images[0]?.dispatchEvent(new Event('load'));
    await runDueTasks();
    expect(importModule).toHaveBeenCalledExactlyOnceWith(MODULES[0]);
  });

  it('does not let a slow image hold the scripts back for more than 300 ms', async () => {
    pageWith('/images/uploads/case-photo.webp');
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    await vi.advanceTimersByTimeAsync(299);
    expect(paintObservers).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    firstContentfulPaint();
    await runDueTasks();
    expect(importModule).toHaveBeenCalledOnce();
    expect(preloads()).toEqual(MODULES);

    images[0]?.dispatchEvent(new Event('load'));
    firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(1_000);
    await runDueTasks();
    expect(importModule).toHaveBeenCalledOnce();
    expect(preloads()).toEqual(MODULES);
  });

  it('starts one download per task, so no task holds them all', async () => {
    pageWith();
    loadPageModules(vi.fn(() => Promise.resolve()));
    firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(0);
    const started = [preloads().length];
    while (preloads().length < MODULES.length) {
      await runOneTask();
      started.push(preloads().length);
    }
    expect(started).toEqual([1, 2, 3]);
  });

  it('evaluates the listed modules one per task, each after what it imports, then the entry', async () => {
    const ahead = ['/assets/framework-b.js', '/assets/route-c.js'];
    pageWith(undefined, ahead);
    const evaluated: string[] = [];
    const perTask: number[] = [];
    loadPageModules(async (url) => {
      evaluated.push(url);
    });
    firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(0);
    while (yielded.length > 0) {
      const before = evaluated.length;
      await runOneTask();
      perTask.push(evaluated.length - before);
    }
    expect(evaluated).toEqual([...ahead, MODULES[0]]);
    expect(Math.max(...perTask)).toBe(1);
  });

  it('still imports the entry when a module listed ahead fails to load', async () => {
    pageWith(undefined, ['/assets/framework-b.js']);
    const importModule = vi.fn((url: string) =>
      url === '/assets/framework-b.js' ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    loadPageModules(importModule);
    firstContentfulPaint();
    await runDueTasks();
    expect(importModule).toHaveBeenLastCalledWith(MODULES[0]);
  });
});
