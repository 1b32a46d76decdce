import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentParts } from './pageShell';

// A page's small images go into its HTML as data: URLs (decision 158): the
// phone's logo and the seeded case drawings are 0.3-1.4 KB each, smaller than the headers of
// their own response, and each was a request the first paint waited behind — a round trip of two
// seconds on Slow 3G, and in Lighthouse's simulation a request on the way to the largest paint.
// The build and a publish both render pages through this (scripts/prerender.ts,
// server/content/siteRenderer.ts), so a published page inlines exactly what the build's would.

/** Vite's own `build.assetsInlineLimit`: what it inlines into code, the pages inline too. */
export const INLINE_IMAGE_LIMIT = 4096;

const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** `src` and single-URL `srcSet` of <img> and <source>, as React writes them. */
const IMAGE_TAG = /<(?:img|source)\b[^>]*>/g;
const IMAGE_URL = /\b(src|srcSet)="(\/[^"/][^"]*)"/g;
const IMAGE_PRELOAD = /<link rel="preload" as="image" href="(\/[^"/][^"]*)"[^>]*\/?>/g;

/**
 * An SVG as a URL-encoded data: URL (smaller than base64 once the page is compressed). Spaces stay
 * encoded: a `srcset` candidate ends at the first one.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(
    /%(?:2F|3A|3D|3B|2C|40)/g,
    (escaped) => decodeURIComponent(escaped),
  )}`;
}

export type ImageInliner = (parts: ContentParts) => Promise<ContentParts>;

/**
 * Puts every image of `distDir` the page names by path, of at most INLINE_IMAGE_LIMIT bytes, into
 * the page, and drops the head's preload of it (React hoists one for a high-priority image).
 * Anything else — a larger file, a picture kept in the database, a path with a query — is left.
 */
export function imageInliner(distDir: string): ImageInliner {
  const root = path.resolve(distDir);
  const dataUrls = new Map<string, Promise<string | null>>();

  const dataUrlOf = (src: string) => {
    let known = dataUrls.get(src);
    if (!known) {
      known = readDataUrl(root, src);
      dataUrls.set(src, known);
    }
    return known;
  };

  return async (parts) => {
    const sources = new Set<string>();
    for (const [tag] of parts.appHtml.matchAll(IMAGE_TAG)) {
      for (const [, , src = ''] of tag.matchAll(IMAGE_URL)) sources.add(src);
    }
    const inlined = new Map<string, string>();
    for (const src of sources) {
      const url = await dataUrlOf(src);
      if (url) inlined.set(src, url);
    }
    if (inlined.size === 0) return parts;
    const appHtml = parts.appHtml.replace(IMAGE_TAG, (tag) =>
      tag.replace(IMAGE_URL, (attribute, name: string, src: string) => {
        const url = inlined.get(src);
        return url ? `${name}="${url}"` : attribute;
      }),
    );
    const head = parts.head.replace(IMAGE_PRELOAD, (link, href: string) =>
      inlined.has(href) ? '' : link,
    );
    return { ...parts, head, appHtml };
  };
}

async function readDataUrl(root: string, src: string): Promise<string | null> {
  if (/[?#&\\]/.test(src)) return null;
  const type = IMAGE_TYPES[path.extname(src).toLowerCase()];
  if (!type) return null;
  let file: string;
  try {
    file = path.resolve(root, `.${decodeURIComponent(src)}`);
  } catch {
    return null;
  }
  if (!file.startsWith(root + path.sep)) return null;
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch {
    return null;
  }
  if (bytes.length > INLINE_IMAGE_LIMIT) return null;
  return type === 'image/svg+xml'
    ? svgDataUrl(bytes.toString('utf8'))
    : `data:${type};base64,${bytes.toString('base64')}`;
}
