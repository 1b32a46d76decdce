import * as v from 'valibot';
import {
  faqSchema,
  firmSchema,
  homeSchema,
  jobsSchema,
  successCasesSchema,
} from './contentSchemas';
import { type FaqItem, faq } from './faq';
import { type Firm, firm } from './firm';
import { type HomeTexts, homeTexts } from './homeTexts';
import { type JobPosition, jobPositions } from './jobPositions';
import type { SuccessCase } from './successCaseFields';
import { successCases } from './successCases';

// The content the firm publishes from the console: the firm's facts, the FAQ, the job
// positions, the home page's lead texts and the success cases. The shapes are typed once
// (contract/firm.ts, faq.ts, jobPositions.ts, homeTexts.ts, successCaseFields.ts; those files and
// successCases.ts hold the repository's values); this file holds the whole content, its schema and
// the console's calls. The limits and messages are contract/contentLimits.ts, each part's rules
// contract/contentSchemas.ts, the console's names contract/contentLabels.ts.

// The console's content form and section (staff/Content*.tsx) still import these from here.
export {
  CONTENT_FIELD_LABELS,
  CONTENT_OPTION_LABELS,
  CONTENT_PART_LABELS,
  contentFieldLabel,
} from './contentLabels';

export const CONTENT_API = {
  state: '/api/staff/content',
  draft: '/api/staff/content/draft',
  publish: '/api/staff/content/publish',
  revert: (version: number) => `/api/staff/content/versions/${version}/revert`,
  preview: '/api/staff/content/preview',
  /** POST, multipart with one file field `image`: answers `UploadedImage` (decision 154). */
  images: '/api/staff/content/images',
} as const;

/** The multipart field the picture travels in. */
export const CONTENT_IMAGE_FIELD = 'image';

/** What an upload answers: the draft's `image` takes these, and staff type its `alt`. */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
}

/** Everything the firm publishes; what each prerendered page carries for the client. */
export interface SiteContent {
  firm: Firm;
  faq: readonly FaqItem[];
  jobs: readonly JobPosition[];
  home: HomeTexts;
  successCases: readonly SuccessCase[];
}

export const siteContentSchema = v.strictObject({
  firm: firmSchema,
  faq: faqSchema,
  jobs: jobsSchema,
  home: homeSchema,
  successCases: successCasesSchema,
});

/** The repository's content: what the build renders and a fresh database starts from. */
export const repositoryContent: SiteContent = {
  firm,
  faq,
  jobs: jobPositions,
  home: homeTexts,
  successCases,
};

/**
 * Stored content, whole: a version stored before a part became content (the FAQ in decision
 * 150, the job positions and the home page's texts in 151 and 152, the success cases in 153)
 * takes that part from the repository, as the site showed it then.
 */
export function completeContent(stored: unknown): SiteContent {
  return { ...repositoryContent, ...(stored as Partial<SiteContent>) };
}

/** One published version, as the history lists it. */
export interface ContentVersionInfo {
  version: number;
  published_by: string;
  published_at: string;
  /** The version this one brought back, when it was a revert. */
  reverted_from: number | null;
  /** What this version changed from the one before, by path (`firm.privacyOfficer.email`, `faq[2].answer[0]`). */
  changed: string[];
}

/** GET CONTENT_API.state: what is published, the draft if any, and the history. */
export interface ContentState {
  published: { version: number; content: SiteContent };
  draft: {
    /** Changes with every save: publish, revert and discard name the one their owner saw. */
    revision: number;
    content: SiteContent;
    updated_by: string;
    updated_at: string;
  } | null;
  history: ContentVersionInfo[];
}

/**
 * The body of publish, revert and discard: the draft the person confirming saw (its revision,
 * or null when there was none). Another save since, or a draft that has gone, refuses the call
 * with `draftChanged` (decision 155): nothing is published or thrown away unseen.
 */
export const draftSeenSchema = v.object({
  draft: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
});
export type DraftSeen = v.InferOutput<typeof draftSeenSchema>;

/** What the person confirming saw of `state`'s draft. */
export const draftSeenIn = (state: ContentState | null): DraftSeen => ({
  draft: state?.draft?.revision ?? null,
});
