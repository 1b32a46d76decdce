import { isDeepStrictEqual } from 'node:util';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../contract/contentLimits';
import { firm } from '../../contract/firm';
import type { ContentState, SiteContent } from '../../contract/siteContent';
import { STAFF_MESSAGES } from '../../contract/staff';
import type { siteContentMachine } from '../../machines/siteContentMachine';
import type { SiteContentEvent } from '../../machines/siteContentTypes';
import { type Expected, unchanged } from './modelSpec';
import {
  draftGone,
  KAKAO_POINT,
  outdated,
  ownerOnly,
  PHONE,
  PHONE_CHANGE,
  refusedPhone,
  refusedType,
  SHORT_LINK,
  uploaded,
} from './siteContentFixtures';
import { messageFor } from './staffFixtures';

// What each event does to siteContentMachine, written from decision 150: the model test's oracle.

export type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
type Snapshot = ReturnType<(typeof siteContentMachine)['getInitialSnapshot']>;

/** The save's messages, from the contract's wording: the phone typed wrong and blank items. */
function messagesFor(content: SiteContent): Record<string, string> {
  const messages: Record<string, string> = {};
  if (content.firm.mainPhone !== firm.mainPhone && content.firm.mainPhone !== PHONE) {
    messages['firm.mainPhone'] = CONTENT_MESSAGES.phone;
  }
  if (content.faq.length === 0) {
    messages.faq = CONTENT_MESSAGES.listSize(1, CONTENT_LIMITS.faqItemsMax);
  }
  content.faq.forEach((item, index) => {
    if (item.question === '') messages[`faq.${index}.question`] = CONTENT_MESSAGES.required;
    if (item.answer[0] === '') messages[`faq.${index}.answer.0`] = CONTENT_MESSAGES.required;
  });
  return messages;
}

/** Messages about `prefix` and inside it go with an edit there; the others stay. */
const without = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== prefix && !key.startsWith(`${prefix}.`)),
  );

const failureMessage = (error: unknown) =>
  error === ownerOnly
    ? STAFF_MESSAGES.ownerOnly
    : error === refusedPhone || error === outdated || error === draftGone || error === refusedType
      ? (error as typeof outdated).failure.detail
      : messageFor(error);

/** The server's answer on screen: typing starts again from its draft, else what is published. */
const shows = (state: ContentState) => ({
  server: state,
  working: state.draft?.content ?? state.published.content,
  fieldErrors: {},
  mapLink: null,
});

/** The whole observable result of one event, written from decision 150. */
export function expectedAfter(before: Snapshot, e: SiteContentEvent | Answer): Expected {
  const c = before.context;
  const editing = before.matches('editing');
  const confirming = before.matches('confirming');
  const working = c.working as SiteContent;
  const draft = c.server?.draft ?? null;
  switch (e.type) {
    case 'EDITED':
      if (!editing) return unchanged(before);
      return {
        value: 'editing',
        context: {
          working: { ...working, firm: { ...working.firm, mainPhone: e.value } },
          fieldErrors: without(c.fieldErrors, 'firm.mainPhone'),
          done: null,
          mapLink: null,
        },
      };
    case 'MAP_LINK_PASTED':
      if (!editing) return unchanged(before);
      if (e.text === SHORT_LINK) {
        // Nothing in the link to read: the numbers stay, the line under them says why.
        return {
          value: 'editing',
          context: { mapLink: { ok: false, problem: 'shortLink' }, done: null },
        };
      }
      return {
        value: 'editing',
        context: {
          working: { ...working, firm: { ...working.firm, coordinates: KAKAO_POINT } },
          fieldErrors: without(c.fieldErrors, 'firm.coordinates'),
          mapLink: { ok: true, point: KAKAO_POINT },
          done: null,
        },
      };
    case 'ITEM_ADDED':
    case 'ITEM_REMOVED': {
      if (!editing) return unchanged(before);
      const faq = e.type === 'ITEM_ADDED' ? [...working.faq, e.item] : working.faq.slice(1);
      return {
        value: 'editing',
        context: {
          working: { ...working, faq },
          fieldErrors: without(c.fieldErrors, 'faq'),
          done: null,
        },
      };
    }
    case 'IMAGE_CHOSEN':
      if (!editing) return unchanged(before);
      if (e.file.size > CONTENT_LIMITS.imageMaxBytes) {
        // Refused before a byte is sent.
        return {
          value: 'editing',
          context: { errorMessage: CONTENT_MESSAGES.imageTooLarge, done: null },
        };
      }
      return {
        value: 'uploading',
        context: { upload: { path: e.path, file: e.file }, done: null, errorMessage: null },
        calls: [['uploadImage', { file: e.file }]],
      };
    case 'xstate.done.actor.uploadImage': {
      // The picture's address and size go to the case; the description typed stays.
      const [first, ...others] = working.successCases;
      return {
        value: 'editing',
        context: {
          working: {
            ...working,
            successCases: [{ ...first, image: { ...first?.image, ...uploaded } }, ...others],
          },
          fieldErrors: without(c.fieldErrors, 'successCases.0.image'),
          upload: null,
          done: 'uploaded',
        },
      };
    }
    case 'xstate.error.actor.uploadImage':
      return { value: 'editing', context: { upload: null, errorMessage: failureMessage(e.error) } };
    case 'SAVE': {
      if (!editing) return unchanged(before);
      const messages = messagesFor(working);
      if (Object.keys(messages).length > 0) {
        return {
          value: 'editing',
          context: { fieldErrors: messages, done: null, errorMessage: null },
        };
      }
      return {
        value: 'saving',
        context: { done: null, errorMessage: null },
        calls: [['saveDraft', working]],
      };
    }
    case 'DISCARD':
      if (!editing) return unchanged(before);
      if (draft) {
        return {
          value: 'confirming',
          context: { confirm: { kind: 'discard' }, done: null, errorMessage: null },
        };
      }
      // Nothing saved: the edits simply go.
      return {
        value: 'editing',
        context: {
          working: c.server?.published.content,
          fieldErrors: {},
          done: 'discarded',
          errorMessage: null,
        },
      };
    case 'PUBLISH':
      if (!editing) return unchanged(before);
      if (draft && isDeepStrictEqual(draft.content, working)) {
        return {
          value: 'confirming',
          context: {
            confirm: { kind: 'publish', changes: PHONE_CHANGE },
            done: null,
            errorMessage: null,
          },
        };
      }
      return {
        value: 'editing',
        context: {
          errorMessage: draft ? CONTENT_MESSAGES.unsaved : CONTENT_MESSAGES.noDraft,
          done: null,
        },
      };
    case 'REVERT':
      if (!editing) return unchanged(before);
      return {
        value: 'confirming',
        context: {
          confirm: { kind: 'revert', version: e.version },
          done: null,
          errorMessage: null,
        },
      };
    case 'PREVIEW':
      if (!editing) return unchanged(before);
      return { value: 'editing', context: { previewPath: e.path } };
    case 'PREVIEW_CLOSED':
      if (!editing) return unchanged(before);
      return { value: 'editing', context: { previewPath: null } };
    case 'CONFIRM': {
      if (!confirming) return unchanged(before);
      const confirm = c.confirm;
      // Each names the draft on screen: the server refuses it if another save replaced it.
      const seen = { draft: draft?.revision ?? null };
      if (confirm?.kind === 'publish') {
        return { value: 'publishing', calls: [['publishDraft', seen]] };
      }
      if (confirm?.kind === 'revert') {
        return { value: 'reverting', calls: [['revertTo', { ...seen, version: confirm.version }]] };
      }
      return { value: 'discarding', calls: [['discardDraft', seen]] };
    }
    case 'CANCEL':
      if (!confirming) return unchanged(before);
      return { value: 'editing', context: { confirm: null } };
    case 'RETRY':
      if (!before.matches('failed')) return unchanged(before);
      return {
        value: 'loading',
        context: { errorMessage: null },
        calls: [['fetchContent', undefined]],
      };
    case 'xstate.done.actor.fetchContent':
      return { value: 'editing', context: shows(e.output as ContentState) };
    case 'xstate.error.actor.fetchContent':
      return { value: 'failed', context: { errorMessage: failureMessage(e.error) } };
    case 'xstate.done.actor.saveDraft':
      return { value: 'editing', context: { ...shows(e.output as ContentState), done: 'saved' } };
    case 'xstate.error.actor.saveDraft':
      // Everything typed stays.
      return { value: 'editing', context: { errorMessage: failureMessage(e.error) } };
    case 'xstate.done.actor.discardDraft':
      return {
        value: 'editing',
        context: { ...shows(e.output as ContentState), confirm: null, done: 'discarded' },
      };
    case 'xstate.done.actor.publishDraft':
      return {
        value: 'editing',
        context: { ...shows(e.output as ContentState), confirm: null, done: 'published' },
      };
    case 'xstate.done.actor.revertTo':
      return {
        value: 'editing',
        context: { ...shows(e.output as ContentState), confirm: null, done: 'reverted' },
      };
    case 'xstate.error.actor.discardDraft':
    case 'xstate.error.actor.publishDraft':
    case 'xstate.error.actor.revertTo':
      return {
        value: 'editing',
        context: { confirm: null, errorMessage: failureMessage(e.error) },
      };
  }
  throw new Error(`no expectation for ${e.type}`);
}
