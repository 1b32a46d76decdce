import type { FaqItem } from './faq';
import type { Firm } from './firm';
import type { HomeTexts } from './homeTexts';
import type { JobPosition } from './jobPositions';
import type { SiteContent } from './siteContent';
import type { SuccessCase, SuccessCaseStory } from './successCaseFields';

// What a page carries of the published content (decision 156). The whole of it in every page put
// the first-round-trip pages past 14 KB (the data block is ~5 KB of brotli, the stories most of
// it), so each page carries the parts its routes read, and a client-side navigation to a route
// that reads more fetches the rest of the same version by its key. Types only from the contract:
// the public bundle carries this file, and no schema.

/** A success case as its card shows it: all but the story, which only its own page shows. */
export type SuccessCaseCard = Omit<SuccessCase, 'story'>;

/** A part of the content that a route reads; the story of one case is a part of its own. */
export type ContentNeed = 'firm' | 'home' | 'faq' | 'jobs' | 'cases' | `story-${number}`;

export function storyNeed(caseId: number): ContentNeed {
  return `story-${caseId}`;
}

/** The data block of one page: the version's key and the parts its routes read. */
export interface PageContent {
  /** Names the whole version, so that its other parts can be fetched: contentKey. */
  key: string;
  firm?: Firm;
  home?: HomeTexts;
  faq?: readonly FaqItem[];
  jobs?: readonly JobPosition[];
  cases?: readonly SuccessCaseCard[];
  /** By case id. */
  stories?: Readonly<Record<number, SuccessCaseStory>>;
}

/** Where the whole of a version is fetched: `${SITE_CONTENT_PATH}/${key}`, immutable. */
export const SITE_CONTENT_PATH = '/api/site-content';

/** JSON with every object's keys sorted: a stored version comes back from jsonb in another order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * A version's key: a 53-bit hash (cyrb53) of its canonical JSON, the same in the build, the SSR
 * bundle and the server. Not a secret and not a check: it only tells the server which version a
 * page came from, and it answers only for the one it serves.
 */
export function contentKey(content: SiteContent): string {
  const text = canonicalJson(content);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The parts of `content` that `needs` names, under its key. */
export function pageContent(
  content: SiteContent,
  needs: Iterable<ContentNeed>,
  key = contentKey(content),
): PageContent {
  const wanted = new Set(needs);
  const page: PageContent = { key };
  if (wanted.has('firm')) page.firm = content.firm;
  if (wanted.has('home')) page.home = content.home;
  if (wanted.has('faq')) page.faq = content.faq;
  if (wanted.has('jobs')) page.jobs = content.jobs;
  if (wanted.has('cases')) page.cases = content.successCases.map(({ story: _, ...card }) => card);
  const stories = content.successCases.filter((item) => wanted.has(storyNeed(item.id)));
  if (stories.length > 0) {
    page.stories = Object.fromEntries(stories.map((item) => [item.id, item.story]));
  }
  return page;
}

/** Every part of `content`: what a page holds once it has fetched its version. */
export function wholeContent(content: SiteContent, key?: string): PageContent {
  return pageContent(
    content,
    [
      'firm',
      'home',
      'faq',
      'jobs',
      'cases',
      ...content.successCases.map((item) => storyNeed(item.id)),
    ],
    key,
  );
}

/** Whether `page` holds the part `need` names. */
export function carries(page: PageContent, need: ContentNeed): boolean {
  if (need.startsWith('story-')) return page.stories?.[Number(need.slice(6))] !== undefined;
  return page[need as Exclude<ContentNeed, `story-${number}`>] !== undefined;
}
