import { expect } from 'vitest';
import { siteContentMachine } from '../../machines/siteContentMachine';
import type { SiteContentEvent } from '../../machines/siteContentTypes';
import { describeModel } from './modelTest';
import { type Answer, expectedAfter } from './siteContentExpected';
import {
  draftGone,
  EVENTS,
  noDraft,
  outdated,
  ownerOnly,
  published,
  publishedPhone,
  refusedPhone,
  refusedType,
  reverted,
  uploaded,
  withDraft,
} from './siteContentFixtures';
import { unavailable } from './staffFixtures';

// The content editor's machine, every path walked against what decision 150 says each event does
// (siteContentExpected.ts), on the fixtures of siteContentFixtures.ts.

describeModel('siteContentMachine', {
  machine: siteContentMachine,
  start: {
    value: 'loading',
    context: {
      server: null,
      working: null,
      fieldErrors: {},
      confirm: null,
      previewPath: null,
      upload: null,
      done: null,
      errorMessage: null,
      mapLink: null,
    },
  },
  transitions: [
    'loading —xstate.done.actor.fetchContent→ editing',
    'loading —xstate.error.actor.fetchContent→ failed',
    'failed —RETRY→ loading',
    'editing —EDITED→ (stays)',
    'editing —ITEM_ADDED→ (stays)',
    'editing —ITEM_REMOVED→ (stays)',
    'editing —SAVE [isWorkingValid]→ saving',
    'editing —SAVE→ (stays)',
    'editing —DISCARD [hasSavedDraft]→ confirming',
    'editing —DISCARD→ (stays)',
    'editing —PUBLISH [isDraftAsTyped]→ confirming',
    'editing —PUBLISH [hasSavedDraft]→ (stays)',
    'editing —PUBLISH→ (stays)',
    'editing —REVERT→ confirming',
    'editing —IMAGE_CHOSEN [isImageSmallEnough]→ uploading',
    'editing —IMAGE_CHOSEN→ (stays)',
    'editing —PREVIEW→ (stays)',
    'editing —PREVIEW_CLOSED→ (stays)',
    'editing —MAP_LINK_PASTED→ (stays)',
    'confirming —CONFIRM [isPublishConfirmed]→ publishing',
    'confirming —CONFIRM [isRevertConfirmed]→ reverting',
    'confirming —CONFIRM→ discarding',
    'confirming —CANCEL→ editing',
    'saving —xstate.done.actor.saveDraft→ editing',
    'saving —xstate.error.actor.saveDraft→ editing',
    'discarding —xstate.done.actor.discardDraft→ editing',
    'discarding —xstate.error.actor.discardDraft→ editing',
    'publishing —xstate.done.actor.publishDraft→ editing',
    'publishing —xstate.error.actor.publishDraft→ editing',
    'uploading —xstate.done.actor.uploadImage→ editing',
    'uploading —xstate.error.actor.uploadImage→ editing',
    'reverting —xstate.done.actor.revertTo→ editing',
    'reverting —xstate.error.actor.revertTo→ editing',
  ],
  events: EVENTS,
  answers: {
    fetchContent: [{ output: noDraft }, { output: withDraft }, { error: unavailable }],
    saveDraft: [{ output: withDraft }, { error: refusedPhone }],
    discardDraft: [{ output: noDraft }, { error: draftGone }],
    publishDraft: [{ output: publishedPhone }, { error: ownerOnly }],
    revertTo: [{ output: reverted }, { error: outdated }],
    uploadImage: [{ output: uploaded }, { error: refusedType }, { error: unavailable }],
  },
  // What can happen next: where it is, the phone and how many items are typed (a longer list
  // behaves as one item longer), which server answer is shown, and what is being confirmed.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.working?.firm.mainPhone ?? null,
      Math.min(s.context.working?.faq.length ?? 0, published.faq.length + 1),
      s.context.working?.faq.some((item) => item.question === '') ?? false,
      s.context.working?.successCases[0]?.image.src ?? null,
      s.context.server?.published.version ?? null,
      s.context.server?.draft !== null,
      s.context.confirm,
    ]),
  // Which messages show: field messages, the failure line, the last success, the preview.
  situation: (s) =>
    JSON.stringify([
      Object.keys(s.context.fieldErrors).sort(),
      s.context.errorMessage !== null,
      s.context.done,
      s.context.previewPath,
    ]),
  expectStep: ({ before, event, after }) => {
    // What is typed and never saved as it is cannot reach a call.
    if (after.matches('saving')) expect(after.context.fieldErrors).toEqual({});
    return expectedAfter(before, event as SiteContentEvent | Answer);
  },
});
