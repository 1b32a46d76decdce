import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_APPLIED, FONTS_FETCHED, FONTS_REQUESTED } from '../../../src/deferredFonts';
import { applyPageFonts, fetchPageFonts } from '../../../src/pageFonts';

// Pretendard swaps in once, when its stylesheet and every file the page lists have arrived
// (decision 158): the sheet is disabled in the HTML, so nothing but the HTML comes before the
// first paint, and enabling it early would lay the page out again as each file arrives.

const SHEET = '/assets/fonts-a.css';
const FILES = ['/assets/pretendard-site-1.woff2', '/assets/pretendard-site-2.woff2'];

function pageWithFontSheet() {
  document.head.innerHTML = `<link rel="stylesheet" href="${SHEET}" disabled data-fonts="${FILES.join(' ')}">`;
  document.documentElement.removeAttribute(FONTS_APPLIED);
  document.documentElement.removeAttribute(FONTS_REQUESTED);
}

const sheet = () => document.querySelector<HTMLLinkElement>('link[data-fonts]') as HTMLLinkElement;
const preloads = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
const preloadOf = (path: string) =>
  preloads().find((link) => new URL(link.href).pathname === path) as HTMLLinkElement;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(pageWithFontSheet);
afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute(FONTS_APPLIED);
  document.documentElement.removeAttribute(FONTS_REQUESTED);
});

describe('the page’s font', () => {
  it('fetches the sheet and every listed file at once, the files in CORS mode so the sheet reuses them', () => {
    void applyPageFonts();
    expect(preloads().map((link) => new URL(link.href).pathname)).toEqual([SHEET, ...FILES]);
    expect(preloadOf(SHEET).as).toBe('style');
    expect(preloadOf(SHEET).crossOrigin).toBeNull();
    for (const file of FILES) {
      expect(preloadOf(file).as).toBe('font');
      expect(preloadOf(file).type).toBe('font/woff2');
      expect(preloadOf(file).crossOrigin).toBe('');
    }
  });

  it('stays off until the last of them has arrived, then applies once and says so', async () => {
    const applied = applyPageFonts();
    preloadOf(SHEET).dispatchEvent(new Event('load'));
    preloadOf(FILES[0] as string).dispatchEvent(new Event('load'));
    await settle();
    expect(sheet().hasAttribute('disabled')).toBe(true);
    expect(document.documentElement.hasAttribute(FONTS_APPLIED)).toBe(false);
    // Said from the start, so a check that must not see a swap half-way knows one is coming.
    expect(document.documentElement.hasAttribute(FONTS_REQUESTED)).toBe(true);

    preloadOf(FILES[1] as string).dispatchEvent(new Event('load'));
    await applied;
    expect(sheet().hasAttribute('disabled')).toBe(false);
    expect(document.documentElement.hasAttribute(FONTS_APPLIED)).toBe(true);
  });

  it('a file that fails does not keep the others from applying', async () => {
    const applied = applyPageFonts();
    preloadOf(SHEET).dispatchEvent(new Event('load'));
    preloadOf(FILES[0] as string).dispatchEvent(new Event('error'));
    preloadOf(FILES[1] as string).dispatchEvent(new Event('load'));
    await applied;
    expect(sheet().hasAttribute('disabled')).toBe(false);
    expect(document.documentElement.hasAttribute(FONTS_APPLIED)).toBe(true);
  });
});

describe('fetching the page’s font ahead', () => {
  const fetched: { url: string; init?: RequestInit }[] = [];
  let arrive = () => {};
  beforeEach(() => {
    fetched.length = 0;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      fetched.push({ url: new URL(url, location.href).pathname, init });
      await arrived;
      return new Response(new Uint8Array(3));
    });
    document.documentElement.removeAttribute(FONTS_FETCHED);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.removeAttribute(FONTS_FETCHED);
  });

  it('brings the sheet and every file into the cache, in the modes their own loads use, and applies nothing', async () => {
    const done = fetchPageFonts();
    expect(fetched.map(({ url }) => url)).toEqual([SHEET, ...FILES]);
    expect(fetched.map(({ init }) => init?.mode)).toEqual(['no-cors', 'cors', 'cors']);
    expect(fetched.every(({ init }) => init?.credentials === 'same-origin')).toBe(true);
    await settle();
    expect(document.documentElement.hasAttribute(FONTS_FETCHED)).toBe(false);
    arrive();
    await done;
    expect(document.documentElement.hasAttribute(FONTS_FETCHED)).toBe(true);
    expect(sheet().hasAttribute('disabled')).toBe(true);
    expect(preloads()).toEqual([]);
    expect(document.documentElement.hasAttribute(FONTS_REQUESTED)).toBe(false);
  });

  it('a failed fetch is no error, and still ends the wait', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await fetchPageFonts();
    expect(document.documentElement.hasAttribute(FONTS_FETCHED)).toBe(true);
    expect(sheet().hasAttribute('disabled')).toBe(true);
  });
});
