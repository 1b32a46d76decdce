// One page's HTML: the SSR output put into Vite's index.html, with what it loads after the first
// paint, its social tags and structured data.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { priorityImageSrc } from '../../server/content/pageShell';
import type { PageAssets } from './pageAssets';

type EntryServer = typeof import('../../src/entry-server');
export type RenderedPage = Awaited<ReturnType<EntryServer['render']>>;

export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What src/pageModules.ts loads, entry first; the modules it evaluates one at a time before the
 * entry; and the image it lets finish first.
 */
export function pageModulesMeta(
  scripts: string[],
  evaluateAhead: string[],
  appHtml: string,
): string {
  // Taken from an attribute of the page's HTML, so it is escaped already; empty when there is none
  // (server/content/pageShell.ts marks it on every page for a publish to fill).
  const image = priorityImageSrc(appHtml) ?? '';
  return `<meta name="page-modules" content="${escapeAttribute(scripts.join(' '))}" data-evaluate-ahead="${escapeAttribute(evaluateAhead.join(' '))}" data-after-image="${image}">`;
}

/** Vite's entry script and module preloads: the inline script loads them (src/pageModules.ts). */
export function withoutScriptFiles(template: string): string {
  return template
    .replace(/\s*<script type="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

export interface PageParts {
  page: RenderedPage;
  assets: PageAssets;
  /** The content's head tags: title, description, links, Open Graph and Twitter (pageHead). */
  head: string;
  /** JSON-LD `<script>` elements. */
  structuredData: readonly string[];
  /** The one inline script (scripts/prerender/inlineScript.ts), already escaped for `<script>`. */
  inlineScript: string;
  /** The firm's content as a JSON data block the client hydrates with (src/siteContent.tsx). */
  contentScript: string;
}

/** index.html (`template`) with the page rendered into it. */
export function pageHtml(template: string, parts: PageParts): string {
  const { page, assets } = parts;
  const head = [
    parts.head,
    // What the page's inline script fetches once the first paint is done, entry first
    // (src/pageModules.ts); the template's own entry script and preloads are taken out.
    pageModulesMeta(assets.scripts, assets.evaluateAhead, page.appHtml),
    // Input is held from the first paint, before any script file arrives (src/earlyInput.ts).
    `<script>${parts.inlineScript}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
  // After index.html's own stylesheets, so the cascade keeps the order of the client's loads.
  const tail = [
    ...assets.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...parts.structuredData,
    parts.contentScript,
  ].join('\n    ');
  return withoutScriptFiles(template)
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('</head>', () => `  ${tail}\n  </head>`)
    .replace('<!--app-html-->', () => page.appHtml);
}

/**
 * The page's render-blocking stylesheets, inlined: the first paint needs no stylesheet request
 * (LCP on a slow phone). Each keeps a disabled `<link>` with its URL — not fetched, but Vite's
 * preload helper sees it and does not load the same file again when the route's code arrives.
 */
export async function inlineStylesheets(html: string, distDir: string): Promise<string> {
  const blocking = [
    ...html.matchAll(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g),
  ];
  let page = html;
  for (const [tag, file = ''] of blocking) {
    const css = (await readFile(path.join(distDir, file), 'utf8')).replace(
      /<\/style/gi,
      '<\\/style',
    );
    page = page.replace(
      tag,
      () =>
        `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`,
    );
  }
  return page;
}

/** Where the server's static plugin looks for a path: `<dist>/index.html` or `<dist>/<path>/index.html`. */
export function pageFile(distDir: string, pagePath: string): string {
  return pagePath === '/'
    ? path.join(distDir, 'index.html')
    : path.join(distDir, pagePath.replace(/^\//, ''), 'index.html');
}
