import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPageModules } from '../../../src/pageModules';

// The page's JavaScript starts only after the first contentful paint, and on a page whose
// largest paint is an image, after that image (or 300 ms at most): no script competes with LCP.

const MODULES = ['/assets/index-a.js', '/assets/framework-b.js', '/assets/route-c.js'];

let paintObservers: (() => void)[];
let images: EventTarget[];

class FakePerformanceObserver {
  private connected = false;
  constructor(private readonly callback: () => void) {}
  observe() {
    this.connected = true;
    paintObservers.push(() => {
      if (this.connected) this.callback();
    });
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
  for (const report of paintObservers) report();
}

beforeEach(() => {
  vi.useFakeTimers();
  paintObservers = [];
  images = [];
  vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  vi.stubGlobal('Image', FakeImage);
  vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
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
    vi.advanceTimersByTime(1_000);
    expect(preloads()).toEqual([]);
    expect(importModule).not.toHaveBeenCalled();

    firstContentfulPaint();
    vi.advanceTimersByTime(0);
    expect(preloads()).toEqual(MODULES);
    expect(importModule).toHaveBeenCalledExactlyOnceWith(MODULES[0]);
  });

  it('starts at once after a paint that already happened', () => {
    pageWith();
    vi.mocked(performance.getEntriesByName).mockReturnValue([{} as PerformanceEntry]);
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    vi.advanceTimersByTime(0);
    expect(importModule).toHaveBeenCalledExactlyOnceWith(MODULES[0]);
  });

  it('on a page whose LCP is an image, lets that image arrive first', () => {
    pageWith('/images/banners/faq.svg');
    const importModule = vi.fn(() => Promise.resolve());
    loadPageModules(importModule);
    expect(images.map((image) => (image as FakeImage).src)).toEqual(['/images/banners/faq.svg']);
    firstContentfulPaint();
    vi.advanceTimersByTime(100);
    expect(importModule).not.toHaveBeenCalled();

    images[0]?.dispatchEvent(new Event('load'));
    firstContentfulPaint();
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

    images[0]?.dispatchEvent(new Event('load'));
    firstContentfulPaint();
    vi.advanceTimersByTime(1_000);
    expect(importModule).toHaveBeenCalledOnce();
    expect(preloads()).toEqual(MODULES);
  });
});
