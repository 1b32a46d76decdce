// A prerendered page with its content-dependent parts taken out (decision 149): the build writes
// one shell per page beside the pages, and a publish fills the shells with the new content's
// render. The build fills them too, with the content it was built with, so the two can never
// produce different pages for the same content.

/** The parts of a page that depend on the published content. */
export interface ContentParts {
  /**
   * The head tags that name the page (title, description, social tags): a case page's title is
   * the case's (decision 153).
   */
  head: string;
  /** The markup inside #root. */
  appHtml: string;
  /** The JSON data block the client hydrates with. */
  contentScript: string;
  /** The page's JSON-LD blocks (the firm on /). */
  structuredData: readonly string[];
}

const HEAD = '<!--content:head-->';
/** Inside the page-modules meta's attribute: the image the scripts wait for is the content's. */
const AFTER_IMAGE = '<!--content:after-image-->';
const APP = '<!--content:app-->';
const CONTENT = '<!--content:data-->';
const STRUCTURED = /<!--content:structured-(\d+)-->/g;

/**
 * The page's high-priority image (its LCP), when it has one, as its `src` attribute holds it
 * (escaped already). React hoists its preload into the head itself; the page-modules meta names
 * it too, so the scripts wait for it (src/pageModules.ts). A case's picture is content. An image
 * inlined into the page (server/content/inlineImages.ts) is no download to wait for.
 */
export function priorityImageSrc(appHtml: string): string | undefined {
  const img = /<img\b[^>]*\bfetchpriority="high"[^>]*>/i.exec(appHtml)?.[0];
  const src = img && /\bsrc="([^"]+)"/.exec(img)?.[1];
  return src?.startsWith('data:') ? undefined : src;
}

/** Takes the parts out of a finished page; throws if one of them is not in it exactly once. */
export function toShell(html: string, parts: ContentParts): string {
  const once = (page: string, part: string, marker: string) => {
    const at = page.indexOf(part);
    if (at < 0 || page.indexOf(part, at + part.length) >= 0) {
      throw new Error(`a content part is not in the page exactly once: ${part.slice(0, 60)}…`);
    }
    return page.slice(0, at) + marker + page.slice(at + part.length);
  };
  let shell = once(html, parts.head, HEAD);
  shell = once(shell, parts.appHtml, APP);
  shell = once(shell, parts.contentScript, CONTENT);
  parts.structuredData.forEach((block, index) => {
    shell = once(shell, block, `<!--content:structured-${index}-->`);
  });
  // Marked on every page, also one whose build has none: a published case picture may be a
  // photograph too large to inline, which the scripts then wait for.
  const image = priorityImageSrc(parts.appHtml) ?? '';
  return once(shell, `data-after-image="${image}"`, `data-after-image="${AFTER_IMAGE}"`);
}

/** The page again, with these parts in its shell. */
export function fillShell(shell: string, parts: ContentParts): string {
  return shell
    .replace(HEAD, () => parts.head)
    .replace(APP, () => parts.appHtml)
    .replace(CONTENT, () => parts.contentScript)
    .replace(STRUCTURED, (_, index: string) => parts.structuredData[Number(index)] ?? '')
    .replace(AFTER_IMAGE, () => priorityImageSrc(parts.appHtml) ?? '');
}

/** What the build leaves for publishing: dist/.vite/shells.json. */
export interface PageShells {
  siteUrl: string;
  /** The content the build rendered (the repository's own). */
  content: unknown;
  pages: Record<string, string>;
}
export const SHELLS_FILE = 'shells.json';
