import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../contract/contentLimits';
import { firm } from '../../contract/firm';
import { type ContentState, repositoryContent, type SiteContent } from '../../contract/siteContent';
import { STAFF_MESSAGES } from '../../contract/staff';
import { siteContentMachine } from '../../machines/siteContentMachine';
import type { SiteContentEvent } from '../../machines/siteContentTypes';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';
import { messageFor, notFound, unavailable } from './staffFixtures';

const PHONE = '02-555-1234';
// One question is enough to add to, empty and remove; the repository's seven made every list
// length a state of its own and path generation took minutes.
const published: SiteContent = { ...repositoryContent, faq: repositoryContent.faq.slice(0, 1) };
const phoned: SiteContent = { ...published, firm: { ...firm, mainPhone: PHONE } };
const BLANK_ITEM = { id: 2, question: '', answer: [''] };
const version = (n: number, changed: string[]) => ({
  version: n,
  published_by: n === 1 ? 'seed' : '박대표',
  published_at: `2026-11-2${n}T01:00:00.000Z`,
  reverted_from: n === 3 ? 1 : null,
  changed,
});
const noDraft: ContentState = {
  published: { version: 1, content: published },
  draft: null,
  history: [version(1, [])],
};
const withDraft: ContentState = {
  ...noDraft,
  draft: {
    revision: 7,
    content: phoned,
    updated_by: '이직원',
    updated_at: '2026-11-25T02:00:00.000Z',
  },
};
const publishedPhone: ContentState = {
  published: { version: 2, content: phoned },
  draft: null,
  history: [version(2, ['firm.mainPhone']), version(1, [])],
};
const reverted: ContentState = {
  published: { version: 3, content: published },
  draft: null,
  history: [version(3, ['firm.mainPhone']), ...publishedPhone.history],
};

// The confirmation names the draft's one change: the phone.
const PHONE_CHANGE = [{ part: 'firm', label: '회사 정보', changes: '대표 전화' }];
// A map link that names a point, and a short share link that names none.
const KAKAO_LINK = 'https://map.kakao.com/link/map/사무실,37.5012,127.0396';
const KAKAO_POINT = { lat: 37.5012, lng: 127.0396 };
const SHORT_LINK = 'https://naver.me/5abcDEFg';

const refusedPhone = { failure: { kind: 'http', status: 400, detail: CONTENT_MESSAGES.phone } };
const ownerOnly = { failure: { kind: 'http', status: 403, detail: STAFF_MESSAGES.ownerOnly } };
const outdated = {
  failure: { kind: 'http', status: 409, detail: CONTENT_MESSAGES.versionOutdated },
};
const draftGone = notFound(CONTENT_MESSAGES.noDraft);

const IMAGE_PATH = ['successCases', 0, 'image'] as const;
// As large as is allowed: the limit itself is sent, one byte more is not.
const photo = { name: 'office.jpg', size: CONTENT_LIMITS.imageMaxBytes } as File;
const tooBig = { name: 'raw.png', size: CONTENT_LIMITS.imageMaxBytes + 1 } as File;
const uploaded = { src: `/images/uploads/${'a'.repeat(64)}-640.webp`, width: 640, height: 400 };
const refusedType = { failure: { kind: 'http', status: 415, detail: CONTENT_MESSAGES.imageType } };

const EVENTS: SiteContentEvent[] = [
  { type: 'EDITED', path: ['firm', 'mainPhone'], value: PHONE },
  { type: 'EDITED', path: ['firm', 'mainPhone'], value: '전화' },
  { type: 'ITEM_ADDED', path: ['faq'], item: BLANK_ITEM },
  { type: 'ITEM_REMOVED', path: ['faq'], index: 0 },
  { type: 'IMAGE_CHOSEN', path: IMAGE_PATH, file: photo },
  { type: 'IMAGE_CHOSEN', path: IMAGE_PATH, file: tooBig },
  { type: 'SAVE' },
  { type: 'DISCARD' },
  { type: 'PUBLISH' },
  { type: 'REVERT', version: 1 },
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'PREVIEW', path: '/faq' },
  { type: 'PREVIEW_CLOSED' },
  { type: 'RETRY' },
  { type: 'MAP_LINK_PASTED', text: KAKAO_LINK },
  { type: 'MAP_LINK_PASTED', text: SHORT_LINK },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
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
function expectedAfter(before: Snapshot, e: SiteContentEvent | Answer): Expected {
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
