import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageModules } from '../../../src/pageModules';

// The page's JavaScript starts only after the first contentful paint, and on a page whose
// largest paint is an image, after that image (or 300 ms at most): no script competes with LCP.

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

function pageWith(afterImage?: string) {
  const meta = document.createElement('meta');
  meta.name = 'page-modules';
  meta.content = MODULES.join(' ');
  if (afterImage) meta.dataset.afterImage = afterImage;
  document.head.append(meta);
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
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('loading the page modules', () => {
  it('waits for the first contentful paint, then preloads every module and imports the entry', () => {
    pageWith();
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    vi.advanceTimersByTime(900);
    expect(preloads()).toEqual([]);
    expect(importModule).not.toHaveBeenCalled();

    firstContentfulPaint();
    vi.advanceTimersByTime(0);
    expect(preloads()).toEqual(MODULES);
    expect(importModule).toHaveBeenCalledExactlyOnceWith(MODULES[0]);
  });

  it('starts after one second when no paint is ever reported (a faked clock hides them)', () => {
    pageWith();
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    vi.advanceTimersByTime(999);
    expect(importModule).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2);
    expect(importModule).toHaveBeenCalledExactlyOnceWith(MODULES[0]);
    firstContentfulPaint();
    vi.advanceTimersByTime(1_000);
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('on a page whose LCP is an image, lets that image arrive first', () => {
    pageWith('/images/banners/faq.svg');
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    expect(images.map((image) => (image as FakeImage).src)).toEqual(['/images/banners/faq.svg']);
    firstContentfulPaint();
    vi.advanceTimersByTime(100);
    expect(importModule).not.toHaveBeenCalled();

    // The paint happened while the image loaded: the observer gets it from the buffer.
    images[0]?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(0);
    expect(importModule).toHaveBeenCalledExactlyOnceWith(MODULES[0]);
  });

  it('does not let a slow image hold the scripts back for more than 300 ms', () => {
    pageWith('/images/banners/faq.svg');
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    vi.advanceTimersByTime(299);
    expect(paintObservers).toHaveLength(0);
    vi.advanceTimersByTime(1);
    firstContentfulPaint();
    vi.advanceTimersByTime(0);
    expect(importModule).toHaveBeenCalledOnce();
    expect(preloads()).toEqual(MODULES);

    images[0]?.dispatchEvent(new Event('load'));
    firstContentfulPaint();
    vi.advanceTimersByTime(1_000);
    expect(importModule).toHaveBeenCalledOnce();
    expect(preloads()).toEqual(MODULES);
  });
});
