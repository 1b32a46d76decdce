// `npm run build`, last step: turns every path of the site into its own static HTML file, in the
// layout the server's static plugin serves (<DIST_DIR>/index.html for /, <DIST_DIR>/<path>/index.html
// otherwise), then the site font's subset, sitemap.xml and robots.txt, the CSP hash of the inline
// script, the page shells a publish fills (server/content/pageShell.ts), and compressed copies. The SSR
// bundle is kept in <DIST_DIR>/.ssr for publishing. Run after the client build and the SSR build of
// src/entry-server.tsx (see vite.config.ts). Each concern is its own module in scripts/prerender/.

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repositoryContent } from '../contract/siteContent';
import { imageInliner } from '../server/content/inlineImages';
import {
  type ContentParts,
  fillShell,
  type PageShells,
  SHELLS_FILE,
  toShell,
} from '../server/content/pageShell';
import { DEFAULT_SITE_URL } from '../src/content/seo';
import type { SiteContent } from '../src/siteContent';
import { precompress } from './prerender/compress';
import { siteFontSheets } from './prerender/fonts';
import { buildInlineScript, writeCspHashes } from './prerender/inlineScript';
import type { Manifest } from './prerender/moduleOrder';
import { pageAssets } from './prerender/pageAssets';
import { inlineStylesheets, pageFile, pageHtml } from './prerender/pageHtml';
import { writeSitemap } from './prerender/sitemap';

type EntryServer = typeof import('../src/entry-server');

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.resolve(process.env.DIST_DIR ?? 'dist');
const viteDir = path.join(distDir, '.vite');
const ssrDir = path.join(distDir, '.ssr');
const siteUrl = (process.env.SITE_URL ?? DEFAULT_SITE_URL).replace(/\/+$/, '');

async function main() {
  const inlineScript = await buildInlineScript(root);
  const ssr: EntryServer = await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href);
  const manifest: Manifest = JSON.parse(
    await readFile(path.join(viteDir, 'manifest.json'), 'utf8'),
  );
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  if (!template.includes('<!--app-html-->')) {
    throw new Error('index.html has no <!--app-html--> placeholder inside #root.');
  }

  // The content as the repository holds it (contract/firm.ts, contract/faq.ts).
  const content: SiteContent = repositoryContent;
  const inlineImages = imageInliner(distDir);
  const pages: { path: string; html: string; parts: ContentParts }[] = [];
  const loads: Record<string, { scripts: string[] }> = {};
  for (const pagePath of ssr.SITE_PATHS) {
    const page = await ssr.render(pagePath, content);
    if (page.pathname !== pagePath) {
      throw new Error(`${pagePath} redirected to ${page.pathname} while prerendering.`);
    }
    const assets = pageAssets(manifest, page.routeIds);
    loads[pagePath] = { scripts: assets.scripts };
    const parts: ContentParts = await inlineImages({
      head: ssr.pageHead(page, pagePath, siteUrl),
      appHtml: page.appHtml,
      contentScript: page.contentScript,
      structuredData: ssr.structuredDataFor(pagePath, siteUrl, content),
    });
    const html = pageHtml(template, {
      page: { ...page, appHtml: parts.appHtml },
      assets,
      head: parts.head,
      structuredData: parts.structuredData,
      inlineScript: inlineScript.code,
      contentScript: page.contentScript,
    });
    pages.push({ path: pagePath, html, parts });
  }

  const fontSwaps = await siteFontSheets({
    root,
    distDir,
    template,
    pagesHtml: pages.map((page) => page.html),
  });
  const shells: Record<string, string> = {};
  for (const [index, page] of pages.entries()) {
    let html = page.html;
    for (const { tag, replacementFor } of fontSwaps) {
      html = html.replace(tag, () => replacementFor(index));
    }
    html = await inlineStylesheets(html, distDir);
    // The page without its content, for publishing; written filled, as a publish would fill it.
    const shell = toShell(html, page.parts);
    shells[page.path] = shell;
    html = fillShell(shell, page.parts);
    const file = pageFile(distDir, page.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, html);
  }

  await writeSitemap(distDir, ssr.SITE_PATHS, siteUrl);
  // For `npm run bench`: the scripts each page loads, which its HTML alone does not show.
  await writeFile(path.join(viteDir, 'pages.json'), `${JSON.stringify(loads, null, 2)}\n`);
  await writeCspHashes(viteDir, inlineScript);
  // The SSR bundle stays (under a dot directory, never served): a publish renders with it.
  const pageShells: PageShells = { siteUrl, content, pages: shells };
  await writeFile(path.join(viteDir, SHELLS_FILE), JSON.stringify(pageShells));
  await precompress(distDir);

  console.log(
    `prerendered ${pages.length} pages into ${path.relative(process.cwd(), distDir) || '.'}`,
  );
}

await main();
