// What a first visit to a prerendered page downloads before it is interactive: the entry script,
// every module it preloads and every stylesheet that applies at load. Shared by `npm run bench`
// and anyone else who needs the same figure.

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface InitialAssets {
  js: string[];
  css: string[];
  /** Stylesheets that load without blocking (media="print", switched on after hydration). */
  deferredCss: string[];
}

export interface InitialSizes {
  /** Gzip bytes. */
  js: number;
  css: number;
  deferredCss: number;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/** The same-origin JS and CSS a page's HTML loads before any script runs. */
export function initialAssets(html: string): InitialAssets {
  const head = html.slice(0, html.indexOf('</head>'));
  const assets: InitialAssets = { js: [], css: [], deferredCss: [] };
  for (const [tag] of head.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    if (tag.startsWith('<script')) {
      const src = attribute(tag, 'src');
      if (src && attribute(tag, 'type') === 'module') assets.js.push(src);
      continue;
    }
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href?.startsWith('/')) continue;
    if (rel === 'modulepreload') assets.js.push(href);
    if (rel === 'stylesheet') {
      // A disabled link either marks a stylesheet inlined in the page (it applies at load) or
      // holds the deferred fonts (enabled later); neither is fetched at load.
      const media = attribute(tag, 'media');
      const deferred = (media && media !== 'all') || tag.includes('data-deferred-fonts');
      (deferred ? assets.deferredCss : assets.css).push(href);
    }
  }
  return assets;
}

const gzipCache = new Map<string, number>();

export async function gzipSize(file: string): Promise<number> {
  const cached = gzipCache.get(file);
  if (cached !== undefined) return cached;
  const size = gzipSync(await readFile(file), { level: 9 }).length;
  gzipCache.set(file, size);
  return size;
}

/**
 * Gzip sizes of a built page's initial JS and CSS, read from the files in `distDir`. `scripts` adds
 * the chunks the page's entry imports at run time (listed by scripts/prerender.ts in
 * `.vite/pages.json`).
 */
export async function initialSizes(
  distDir: string,
  html: string,
  scripts: string[] = [],
): Promise<InitialSizes> {
  const assets = initialAssets(html);
  assets.js.push(...scripts);
  const total = async (urls: string[]) => {
    let sum = 0;
    for (const url of new Set(urls)) sum += await gzipSize(path.join(distDir, url));
    return sum;
  };
  return {
    js: await total(assets.js),
    css: await total(assets.css),
    deferredCss: await total(assets.deferredCss),
  };
}
