import { createHash } from 'node:crypto';
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { SiteContent } from '../../contract/siteContent';
import { compressedCopies } from './compressedCopies';
import { imageInliner } from './inlineImages';
import { type ContentParts, fillShell, type PageShells, SHELLS_FILE } from './pageShell';

// Renders the site's pages for a published version (decision 149): the build's SSR bundle
// (<DIST_DIR>/.ssr) renders each path with the content, and the page's shell
// (<DIST_DIR>/.vite/shells.json) takes the result, exactly as the build filled it.

/** One page as it is served: the HTML, its validator and its compressed copies. */
export interface ServedPage {
  html: Buffer;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

/** What the build's SSR bundle offers publishing (src/entry-server.tsx). */
interface SsrEntry {
  render(
    path: string,
    content: SiteContent,
  ): Promise<{
    appHtml: string;
    headHtml: string;
    title: string;
    description: string;
    /** The page's data block: the parts of `content` its routes read (decision 156). */
    contentScript: string;
  }>;
  pageHead(
    page: { headHtml: string; title: string; description: string },
    path: string,
    siteUrl: string,
  ): string;
  structuredDataFor(path: string, siteUrl: string, content: SiteContent): string[];
}

export interface SiteRenderer {
  /** The content the build rendered its files with. */
  buildContent: unknown;
  /** Every page of the site with `content`; nothing is served until all are done. */
  renderAll(content: SiteContent): Promise<Map<string, ServedPage>>;
  /** One page with `content` (a draft's preview); undefined for a path the site has no page for. */
  renderOne(content: SiteContent, path: string): Promise<string | undefined>;
}

/**
 * A page as served, its copies compressed off the event loop: made on it, the copies of every
 * page of a publish held each visitor's request for about a second (decision 155).
 */
export async function servedPage(html: string): Promise<ServedPage> {
  const bytes = Buffer.from(html);
  const { br, gzip } = await compressedCopies(bytes, 9);
  return {
    html: bytes,
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    br,
    gzip,
  };
}

/**
 * The renderer of a build, or null when the build has none (built before publishing existed, or
 * no build at all): the site is then served as built, and a publish is refused.
 */
export async function loadSiteRenderer(distDir: string): Promise<SiteRenderer | null> {
  let shells: PageShells;
  const entry = join(distDir, '.ssr', 'entry-server.js');
  try {
    shells = JSON.parse(await readFile(join(distDir, '.vite', SHELLS_FILE), 'utf8')) as PageShells;
    await access(entry);
  } catch {
    return null;
  }
  // The bundle (React, the router, every page) is loaded on the first render, not at every start:
  // most starts serve the build's own files.
  let loaded: Promise<SsrEntry> | null = null;
  const inlineImages = imageInliner(distDir);
  const bundle = () => {
    loaded ??= import(pathToFileURL(entry).href) as Promise<SsrEntry>;
    return loaded;
  };
  async function pageWith(content: SiteContent, path: string, shell: string): Promise<string> {
    const ssr = await bundle();
    const page = await ssr.render(path, content);
    const parts: ContentParts = {
      head: ssr.pageHead(page, path, shells.siteUrl),
      appHtml: page.appHtml,
      contentScript: page.contentScript,
      structuredData: ssr.structuredDataFor(path, shells.siteUrl, content),
    };
    return fillShell(shell, await inlineImages(parts));
  }
  return {
    buildContent: shells.content,
    async renderAll(content) {
      const pages = new Map<string, ServedPage>();
      for (const [path, shell] of Object.entries(shells.pages)) {
        // React renders on the event loop: one page at a time, with visitors served in between.
        await nextTurn();
        pages.set(path, await servedPage(await pageWith(content, path, shell)));
      }
      return pages;
    },
    async renderOne(content, path) {
      const shell = shells.pages[path];
      return shell === undefined ? undefined : pageWith(content, path, shell);
    },
  };
}
