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
import type { SuccessCaseStory } from '../contract/successCases';

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
   * Makes `needs` readable: at once when they are at hand, else once the whole version is
   * fetched. A failed fetch loads `navigatingTo` as a new document (which carries its own parts);
   * a preload passes none and just fails.
   */
  ensure(needs: readonly ContentNeed[], navigatingTo?: string): void | Promise<void>;
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

/** The browser's store: the page's parts, and the rest of the version once a route needs it. */
export function pageContentStore(
  initial: PageContent,
  fetchWhole: (key: string) => Promise<PageContent> = fetchWholeVersion,
  loadDocument: (href: string) => void = (href) => window.location.assign(href),
): ContentStore {
  let page = initial;
  let fetching: Promise<void> | null = null;
  return {
    page: () => page,
    ensure(needs, navigatingTo) {
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
        if (navigatingTo === undefined) throw error;
        // The version was replaced by a publish, or the network failed: the document itself
        // carries what its page needs (and the newest version).
        loadDocument(navigatingTo);
        return new Promise<void>(() => {});
      });
    },
  };
}

/** A route loader's call: the parts its components read (on the server, what the page carries). */
export function loadContent(
  match: { context: { content: ContentStore }; location: { href: string }; preload: boolean },
  needs: readonly ContentNeed[],
): void | Promise<void> {
  return match.context.content.ensure(needs, match.preload ? undefined : match.location.href);
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
