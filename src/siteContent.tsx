import { createContext, type ReactNode, use, useMemo } from 'react';
import type { FaqItem } from '../contract/faq';
import type { Firm } from '../contract/firm';
import type { HomeTexts } from '../contract/homeTexts';
import type { JobPosition } from '../contract/jobPositions';
import type { SiteContent } from '../contract/siteContent';
import type { SuccessCase } from '../contract/successCases';

export type { SiteContent };

// What the firm edits (decision 147) reaches the pages as data, not code: the prerenderer writes
// it into each page as a JSON block, the client reads it back before hydrating, and components
// take it from this context. So the JavaScript bundles are the same whatever the facts say, and
// the first render on the client is the tree the server rendered.

/** The JSON block's id in every prerendered page. */
export const SITE_CONTENT_ID = 'site-content';

const SiteContentContext = createContext<SiteContent | null>(null);

export function SiteContentProvider({
  content,
  children,
}: {
  content: SiteContent;
  children: ReactNode;
}) {
  return <SiteContentContext value={content}>{children}</SiteContentContext>;
}

function useSiteContent(): SiteContent {
  const content = use(SiteContentContext);
  if (!content) throw new Error('site content read outside <SiteContentProvider>');
  return content;
}

/** The firm's facts as published. */
export function useFirm(): Firm {
  return useSiteContent().firm;
}

/** The FAQ items as published. */
export function useFaq(): readonly FaqItem[] {
  return useSiteContent().faq;
}

/** The job positions as published, open and closed. */
export function useJobs(): readonly JobPosition[] {
  return useSiteContent().jobs;
}

/** The positions a visitor may apply to: the open ones, in the firm's order. */
export function useOpenPositions(): readonly JobPosition[] {
  const jobs = useJobs();
  return useMemo(() => jobs.filter((position) => position.open), [jobs]);
}

/** The home page's lead texts as published. */
export function useHomeTexts(): HomeTexts {
  return useSiteContent().home;
}

/** The six success cases as published, in the order the firm keeps them. */
export function useSuccessCases(): readonly SuccessCase[] {
  return useSiteContent().successCases;
}

/** JSON for inside a `<script>` element: `<` is escaped so no text can close the element early. */
export function scriptSafeJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The content as a `<script type="application/json">` data block, which the browser never runs. */
export function siteContentScript(content: SiteContent): string {
  return `<script type="application/json" id="${SITE_CONTENT_ID}">${scriptSafeJson(content)}</script>`;
}

/** The content a prerendered page carries, or null when it has none (the dev server's page). */
export function readSiteContent(doc: Document): SiteContent | null {
  const text = doc.getElementById(SITE_CONTENT_ID)?.textContent;
  return text ? (JSON.parse(text) as SiteContent) : null;
}
