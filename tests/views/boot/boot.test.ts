import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FONTS_APPLIED, FONTS_FETCHED, FONTS_REQUESTED } from '../../../src/deferredFonts';

// src/boot.ts, the page's entry: Pretendard's files are fetched once React has adopted the page,
// and the swap waits for the visitor's first press after they are here.

vi.mock('../../../src/main', () => ({}));

const root = document.documentElement;
const ATTRIBUTES = [
  'data-hydrated',
  'data-holding-input',
  FONTS_FETCHED,
  FONTS_REQUESTED,
  FONTS_APPLIED,
];
const fetched: string[] = [];
let arrive = () => {};
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));
const preloads = () => document.head.querySelectorAll('link[rel="preload"]').length;
const press = (type = 'keydown') => window.dispatchEvent(new Event(type));

beforeEach(async () => {
  for (const attribute of ATTRIBUTES) root.removeAttribute(attribute);
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/fonts-a.css" disabled data-fonts="/assets/pretendard-site-1.woff2">';
  fetched.length = 0;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(new URL(url, location.href).pathname);
    await arrived;
    return new Response('');
  });
  vi.resetModules();
  await import('../../../src/boot');
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('the entry script and the font', () => {
  // One test: each import of the entry keeps its observers on the document.
  it('fetches nothing before hydration; then fetches ahead, and swaps only at a press after the files are here', async () => {
    press();
    press('pointerup');
    await turn();
    expect(fetched).toEqual([]);
    expect(root.hasAttribute(FONTS_REQUESTED)).toBe(false);

    root.setAttribute('data-hydrated', '');
    // One turn for hydration's observer, one for the timer it sets.
    await turn();
    await turn();
    expect(fetched).toEqual(['/assets/fonts-a.css', '/assets/pretendard-site-1.woff2']);
    // A press while they are on their way is let pass: the swap would come long after it.
    press();
    await turn();
    expect(root.hasAttribute(FONTS_REQUESTED)).toBe(false);

    arrive();
    await turn();
    expect(root.hasAttribute(FONTS_FETCHED)).toBe(true);
    expect(root.hasAttribute(FONTS_REQUESTED)).toBe(false);
    // A finger starting a scroll is not a press.
    press('pointerdown');
    await turn();
    expect(root.hasAttribute(FONTS_REQUESTED)).toBe(false);

    press('pointerup');
    await turn();
    expect(root.hasAttribute(FONTS_REQUESTED)).toBe(true);
    expect(preloads()).toBe(2);
  });
});
