import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_APPLIED, FONTS_REQUESTED } from '../../../src/deferredFonts';
import { INTERACTED } from '../../../src/firstInteraction';

// src/boot.ts, the page's entry, on a page without the inline script (the dev server's): it
// notes the first press itself, and Pretendard waits for both hydration and that press.

vi.mock('../../../src/main', () => ({}));

const root = document.documentElement;
const ATTRIBUTES = [
  'data-hydrated',
  'data-holding-input',
  'data-awaiting-interaction',
  INTERACTED,
  FONTS_REQUESTED,
  FONTS_APPLIED,
];
const fetched: string[] = [];
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () => document.head.querySelectorAll('link[rel="preload"]').length;

beforeEach(async () => {
  for (const attribute of ATTRIBUTES) root.removeAttribute(attribute);
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/fonts-a.css" disabled data-fonts="/assets/pretendard-site-1.woff2">';
  fetched.length = 0;
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(new URL(url, location.href).pathname);
    return new Response('');
  });
  vi.resetModules();
  await import('../../../src/boot');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the entry script', () => {
  it('notes the first press itself, and applies nothing before React has adopted the page', async () => {
    window.dispatchEvent(new Event('keydown'));
    expect(root.hasAttribute(INTERACTED)).toBe(true);
    await turn();
    expect(root.hasAttribute(FONTS_REQUESTED)).toBe(false);
    expect(fetched).toEqual([]);
    expect(preloads()).toBe(0);

    root.setAttribute('data-hydrated', '');
    // One turn for hydration's observer, one for the fetch-ahead timer it sets.
    await turn();
    await turn();
    expect(root.hasAttribute(FONTS_REQUESTED)).toBe(true);
    expect(preloads()).toBe(2);
    // The swap fetches its files itself: the fetch ahead stood back, nothing is fetched twice.
    expect(fetched).toEqual([]);
  });

  it('after hydration, fetches the files ahead and waits for the press to apply them', async () => {
    root.setAttribute('data-hydrated', '');
    await turn();
    await turn();
    expect(fetched).toEqual(['/assets/fonts-a.css', '/assets/pretendard-site-1.woff2']);
    expect(root.hasAttribute(FONTS_REQUESTED)).toBe(false);

    window.dispatchEvent(new Event('pointerdown'));
    await turn();
    expect(root.hasAttribute(FONTS_REQUESTED)).toBe(true);
  });
});
