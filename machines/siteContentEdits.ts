import * as v from 'valibot';
import { contentChangeSummary } from '../contract/contentChanges';
import { pointFromMapLink } from '../contract/mapLink';
import { type SiteContent, siteContentSchema } from '../contract/siteContent';
import { fieldErrors } from '../contract/text';
import { type ContentPath, clearedUnder, listAt, setAt } from './contentPaths';
import type { ContentConfirm, SiteContentContext } from './siteContentTypes';

// What each edit of the content's form does to the machine's context (siteContentMachine.ts names
// them as its actions): pure, so the machine file holds the flow and this one the arithmetic.

type Change = Partial<SiteContentContext>;

/** Where a pasted map link's point goes. */
const COORDINATES_PATH = ['firm', 'coordinates'] as const;

/** `value` typed at `path`: the messages there go, and what a map link gave no longer holds. */
export const edited = (context: SiteContentContext, path: ContentPath, value: unknown): Change => ({
  working: setAt(context.working, path, value) as SiteContent,
  fieldErrors: clearedUnder(context.fieldErrors, path),
  done: null,
  mapLink: null,
});

export const itemAdded = (
  context: SiteContentContext,
  path: ContentPath,
  item: unknown,
): Change => ({
  working: setAt(context.working, path, [...listAt(context.working, path), item]) as SiteContent,
  fieldErrors: clearedUnder(context.fieldErrors, path),
  done: null,
});

export const itemRemoved = (
  context: SiteContentContext,
  path: ContentPath,
  index: number,
): Change => ({
  working: setAt(
    context.working,
    path,
    listAt(context.working, path).filter((_, at) => at !== index),
  ) as SiteContent,
  // The items after it move up: their messages would sit on the wrong item.
  fieldErrors: clearedUnder(context.fieldErrors, path),
  done: null,
});

/** A refused save: every field's message, by dot path. */
export const refusedSave = (context: SiteContentContext): Change => {
  const issues = v.safeParse(siteContentSchema, context.working).issues ?? [];
  const errors = Object.fromEntries(
    fieldErrors(issues).map(({ field, message }) => [field, message]),
  );
  return { fieldErrors: errors, done: null, errorMessage: null };
};

/** The publish confirmation, naming what changes from what is published to the saved draft. */
export const publishQuestion = ({ server }: SiteContentContext): ContentConfirm => ({
  kind: 'publish',
  changes: server?.draft
    ? contentChangeSummary(server.published.content, server.draft.content)
    : [],
});

/**
 * A pasted map link: its point fills the office's two numbers (still editable), or the line
 * under them says why the link gave none and the numbers stay as they were.
 */
export const placedFromMapLink = (context: SiteContentContext, text: string): Change => {
  const result = pointFromMapLink(text);
  if (!result.ok) return { mapLink: result, done: null };
  return {
    working: setAt(context.working, COORDINATES_PATH, result.point) as SiteContent,
    fieldErrors: clearedUnder(context.fieldErrors, COORDINATES_PATH),
    mapLink: result,
    done: null,
  };
};
