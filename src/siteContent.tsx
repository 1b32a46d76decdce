import { createContext, type ReactNode, use, useMemo } from 'react';
import type { FaqItem } from '../contract/faq';
import type { Firm } from '../contract/firm';
import type { HomeTexts } from '../contract/homeTexts';
import type { JobPosition } from '../contract/jobPositions';
import {
  type ContentNeed,
  carries,
  contentKey,
  type PageContent,
  pageContent,
  SITE_CONTENT_PATH,
  type SuccessCaseCard,
  storyNeed,
  wholeContent,
} from '../contract/pageContent';
import type { SiteContent } from '../contract/siteContent';
import type { SuccessCaseStory } from '../contract/successCaseFields';

export type { SiteContent };

// What the firm edits (decision 147) reaches the pages as data, not code: the prerenderer writes
// into each page, as a JSON block, the parts of it that the page's routes read (decision 156); the
// client reads them back before hydrating, and components take them from this context. So the
// bundles are the same whatever the facts say, and the first client render is the server's tree.
// Each route's loader names the parts it reads (loadContent): on the server that choice is what
// the page carries, and on the client a navigation to a route the page carries no parts for
// fetches the rest of the same version first.

/** The JSON block's id in every prerendered page. */
export const SITE_CONTENT_ID = 'site-content';

export interface ContentStore {
  /** The parts at hand. */
  page(): PageContent;
  /**
   * Makes `needs` readable for the route at `target`: at once when they are at hand, else once
   * the whole version is fetched. When the fetch fails and the visitor is still headed for
   * `target`, the browser loads it as a document (which carries its own parts of the newest
   * version); a preload, or a navigation the visitor has since left, just fails.
   */
  ensure(needs: readonly ContentNeed[], target?: string): void | Promise<void>;
}

/**
 * The server's store: it holds the whole version but shows only the parts the route loaders
 * asked for, so a component reading a part its route did not name fails the prerender rather
 * than a visitor's navigation. `page()` after rendering is what the page must carry.
 */
export function renderingContentStore(content: SiteContent): ContentStore {
  const key = contentKey(content);
  const needs = new Set<ContentNeed>();
  let page = pageContent(content, needs, key);
  return {
    page: () => page,
    ensure(more) {
      for (const need of more) needs.add(need);
      page = pageContent(content, needs, key);
    },
  };
}

async function fetchWholeVersion(key: string): Promise<PageContent> {
  const answer = await fetch(`${SITE_CONTENT_PATH}/${encodeURIComponent(key)}`);
  if (!answer.ok) throw new Error(`the content ${key} is not served (${answer.status})`);
  return wholeContent((await answer.json()) as SiteContent, key);
}

/** Path and query of an address, as the router writes them and the browser shows them. */
function pathAndQuery(href: string): string {
  const url = new URL(href, 'http://page.invalid');
  return url.pathname + url.search;
}

export interface PageStoreOptions {
  fetchWhole?: (key: string) => Promise<PageContent>;
  loadDocument?: (href: string) => void;
  /** Where the visitor is headed now: the router writes a navigation's address at its start. */
  currentHref?: () => string;
}

/** The browser's store: the page's parts, and the rest of the version once a route needs it. */
export function pageContentStore(
  initial: PageContent,
  {
    fetchWhole = fetchWholeVersion,
    loadDocument = (href) => window.location.assign(href),
    currentHref = () => window.location.href,
  }: PageStoreOptions = {},
): ContentStore {
  let page = initial;
  let fetching: Promise<void> | null = null;
  let leaving = false;
  return {
    page: () => page,
    ensure(needs, target) {
      if (needs.every((need) => carries(page, need))) return;
      fetching ??= fetchWhole(page.key).then(
        (whole) => {
          page = whole;
        },
        (error: unknown) => {
          fetching = null;
          throw error;
        },
      );
      return fetching.catch((error: unknown) => {
        // Decided when the fetch fails, not when it starts: a click during a hover's preload
        // shares the preload's fetch, and a visitor who moved on elsewhere must stay there.
        const headedThere =
          target !== undefined && pathAndQuery(currentHref()) === pathAndQuery(target);
        if (!headedThere) throw error;
        if (!leaving) {
          leaving = true;
          loadDocument(target);
        }
        return new Promise<void>(() => {});
      });
    },
  };
}

/** A route loader's call: the parts its components read (on the server, what the page carries). */
export function loadContent(
  match: { context: { content: ContentStore }; location: { href: string } },
  needs: readonly ContentNeed[],
): void | Promise<void> {
  return match.context.content.ensure(needs, match.location.href);
}

const ContentStoreContext = createContext<ContentStore | null>(null);

export function SiteContentProvider({
  store,
  children,
}: {
  store: ContentStore;
  children: ReactNode;
}) {
  return <ContentStoreContext value={store}>{children}</ContentStoreContext>;
}

function usePageContent(): PageContent {
  const store = use(ContentStoreContext);
  if (!store) throw new Error('site content read outside <SiteContentProvider>');
  return store.page();
}

function present<T>(value: T | undefined, need: ContentNeed): T {
  if (value === undefined) {
    throw new Error(
      `The content part "${need}" was read, but no loader of the route asked for it.`,
    );
  }
  return value;
}

/** The firm's facts as published. */
export function useFirm(): Firm {
  return present(usePageContent().firm, 'firm');
}

/** The FAQ items as published. */
export function useFaq(): readonly FaqItem[] {
  return present(usePageContent().faq, 'faq');
}

/** The positions a visitor may apply to: the open ones, in the firm's order. */
export function useOpenPositions(): readonly JobPosition[] {
  const jobs = present(usePageContent().jobs, 'jobs');
  return useMemo(() => jobs.filter((position) => position.open), [jobs]);
}

/** The home page's lead texts as published. */
export function useHomeTexts(): HomeTexts {
  return present(usePageContent().home, 'home');
}

/** The six success cases' cards as published, in the order the firm keeps them. */
export function useSuccessCaseCards(): readonly SuccessCaseCard[] {
  return present(usePageContent().cases, 'cases');
}

/** One case's story as published. */
export function useSuccessStory(caseId: number): SuccessCaseStory {
  return present(usePageContent().stories?.[caseId], storyNeed(caseId));
}

/** JSON for inside a `<script>` element: `<` is escaped so no text can close the element early. */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A page's content as a `<script type="application/json">` data block, which the browser never runs. */
export function siteContentScript(page: PageContent): string {
  return `<script type="application/json" id="${SITE_CONTENT_ID}">${scriptSafeJson(page)}</script>`;
}

/** The content a prerendered page carries, or null when it has none (the dev server's page). */
export function readSiteContent(doc: Document): PageContent | null {
  const text = doc.getElementById(SITE_CONTENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageContent) : null;
}
