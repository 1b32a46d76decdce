import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { accountingServiceData, faqPageData, jsonLdScript, socialTags } from './content/seo';
import { createAppRouter } from './router';
import {
  renderingContentStore,
  type SiteContent,
  SiteContentProvider,
  siteContentScript,
} from './siteContent';

// Build-time only: scripts/prerender.ts imports the SSR bundle of this file to turn every path of
// the site into static HTML that src/main.tsx then hydrates in place.

export { SITE_PATHS } from '../contract/site';

export interface RenderedPage {
  /** The markup that goes inside #root; the client hydrates exactly this tree. */
  appHtml: string;
  /** Hoisted head tags (title, meta, link) that React emitted ahead of the app markup. */
  headHtml: string;
  title: string;
  description: string;
  /** Ids of the matched routes, root first: the prerenderer links their chunks and CSS. */
  routeIds: string[];
  /** The path the router settled on (differs from the one asked for after a redirect). */
  pathname: string;
  /** The page's data block: the parts of the content its routes read (decision 156). */
  contentScript: string;
}

// React 19 emits hoistable elements (<title>, <meta>, <link>) ahead of the app's own markup when
// it renders without an <html> shell. They belong in <head>, where the client adopts them on
// hydration instead of looking for them inside #root.
const HOISTED = /^<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?/;

function splitHoisted(html: string): { head: string; body: string } {
  let body = html;
  let head = '';
  for (let match = HOISTED.exec(body); match; match = HOISTED.exec(body)) {
    head += match[0];
    body = body.slice(match[0].length);
  }
  return { head, body };
}

/**
 * Renders one path of the site with the real router, after its code-split chunks are loaded, with
 * `content` as published; the page carries the parts of it that it read, for the client.
 */
export async function render(path: string, content: SiteContent): Promise<RenderedPage> {
  const store = renderingContentStore(content);
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    content: store,
  });
  await router.load();
  const html = renderToString(
    <StrictMode>
      <SiteContentProvider store={store}>
        <RouterProvider router={router} />
      </SiteContentProvider>
    </StrictMode>,
  );
  // A component that throws inside a Suspense boundary does not fail renderToString: React writes
  // the boundary as "render it in the browser" (<!--$!-->), with the error in a template. A page
  // is never prerendered without its content: that fails the build, or the publish.
  const failed = /<!--\$!-->(?:<template[^>]*?data-msg="([^"]*)")?/.exec(html);
  if (failed) {
    throw new Error(`${path} did not render on the server: ${failed[1] ?? 'no message'}`);
  }
  const { head, body } = splitHoisted(html);
  const meta = router.state.matches.flatMap((match) => match.meta ?? []).reverse();
  return {
    appHtml: body,
    headHtml: head,
    title: meta.find((entry) => entry?.title)?.title ?? '',
    description: meta.find((entry) => entry?.name === 'description')?.content ?? '',
    routeIds: router.state.matches.map((match) => match.routeId),
    pathname: router.state.location.pathname,
    contentScript: siteContentScript(store.page()),
  };
}

/**
 * The page's head tags that depend on the content: React's hoisted title, description and links,
 * then the Open Graph and Twitter tags. One block, so a publish replaces it whole (a case page's
 * title names the case; decision 153).
 */
export function pageHead(
  page: Pick<RenderedPage, 'headHtml' | 'title' | 'description'>,
  path: string,
  siteUrl: string,
): string {
  return [
    page.headHtml,
    socialTags({ path, title: page.title, description: page.description, siteUrl }),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** The JSON-LD blocks of a page (docs/architecture.md#walk-page): the firm on /, the questions on /faq. */
export function structuredDataFor(path: string, siteUrl: string, content: SiteContent): string[] {
  if (path === '/') return [jsonLdScript(accountingServiceData(siteUrl, content.firm))];
  if (path === '/faq') {
    const items = content.faq.map((item) => ({
      question: item.question,
      answer: item.answer.join('\n'),
    }));
    return [jsonLdScript(faqPageData(items))];
  }
  return [];
}
