import type { ContentChangeLine } from '../contract/contentChanges';
import type { MapLinkResult } from '../contract/mapLink';
import type { ContentState, SiteContent } from '../contract/siteContent';
import type { ContentPath } from './contentPaths';

// The context and events of the site content's machine (siteContentMachine.ts), and the context it
// starts with.

/** What a confirmation dialog asks before a call that changes what visitors or staff see. */
export type ContentConfirm =
  /** What the draft changes from what is published, part by part, read before confirming. */
  | { kind: 'publish'; changes: ContentChangeLine[] }
  | { kind: 'discard' }
  | { kind: 'revert'; version: number };

/** What the last finished call did, for the line that says it worked. */
export type ContentDone = 'saved' | 'discarded' | 'published' | 'reverted' | 'uploaded';

export interface SiteContentContext {
  /** The server's state: what is published, the saved draft, the history. */
  server: ContentState | null;
  /** What is being typed: the saved draft, else what is published, with the edits since. */
  working: SiteContent | null;
  /** Messages of the last refused save, by dot path (`faq.2.answer.0`); an edit clears its own. */
  fieldErrors: Record<string, string>;
  confirm: ContentConfirm | null;
  /** The page shown in the preview frames, or none. */
  previewPath: string | null;
  /** The image being uploaded, and where it goes. */
  upload: { path: ContentPath; file: File } | null;
  done: ContentDone | null;
  errorMessage: string | null;
  /** What the last pasted map link gave: the office's point, or why it gave none. */
  mapLink: MapLinkResult | null;
}

export type SiteContentEvent =
  | { type: 'EDITED'; path: ContentPath; value: unknown }
  | { type: 'ITEM_ADDED'; path: ContentPath; item: unknown }
  | { type: 'ITEM_REMOVED'; path: ContentPath; index: number }
  /** A picture chosen for the image at `path`: uploaded, then its address and size go there. */
  | { type: 'IMAGE_CHOSEN'; path: ContentPath; file: File }
  /** A map link pasted for the office's location: its coordinates fill the point's two numbers. */
  | { type: 'MAP_LINK_PASTED'; text: string }
  | { type: 'SAVE' }
  | { type: 'DISCARD' }
  | { type: 'PUBLISH' }
  | { type: 'REVERT'; version: number }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'PREVIEW'; path: string }
  | { type: 'PREVIEW_CLOSED' }
  | { type: 'RETRY' };

/** Before the server's state has come: nothing to edit, no call finished. */
export const STARTING_CONTEXT: SiteContentContext = {
  server: null,
  working: null,
  fieldErrors: {},
  confirm: null,
  previewPath: null,
  upload: null,
  done: null,
  errorMessage: null,
  mapLink: null,
};
