import * as v from 'valibot';
import { assertEvent, assign, type ErrorActorEvent, setup } from 'xstate';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../contract/contentLimits';
import {
  type ContentState,
  type DraftSeen,
  draftSeenIn,
  type SiteContent,
  siteContentSchema,
  type UploadedImage,
} from '../contract/siteContent';
import { clearedUnder, getAt, sameContent, setAt } from './contentPaths';
import { providedByView } from './providedByView';
import {
  edited,
  itemAdded,
  itemRemoved,
  placedFromMapLink,
  publishQuestion,
  refusedSave,
} from './siteContentEdits';
import {
  type ContentDone,
  type SiteContentContext,
  type SiteContentEvent,
  STARTING_CONTEXT,
} from './siteContentTypes';
import { failedWith } from './staffFailure';

// The console's content section takes these with the machine.
export { type ContentPath, sameContent } from './contentPaths';
export type { ContentConfirm, ContentDone } from './siteContentTypes';

/** The draft the server holds, else what is published: where typing starts. */
const startingPoint = (state: ContentState): SiteContent =>
  state.draft?.content ?? state.published.content;

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/** A call's answer: back to the form, started again from what the server holds now. */
const answered = (done: ContentDone | null) =>
  ({
    target: 'editing',
    actions: {
      type: 'showAnswer',
      params: ({ event }: { event: { output: ContentState } }) => ({ state: event.output, done }),
    },
  }) as const;

/** A call that failed: back to the form, everything typed kept, the line saying why. */
const backToEditing = {
  target: 'editing',
  actions: { type: 'showFailure', params: errorOf },
} as const;

/**
 * 사이트 내용 (decision 150): the firm's content as a form. Staff edit a draft with the rules the
 * server applies and save it, preview it at three widths, or throw it away; owners publish it or
 * bring an older version back, each after a confirmation. One call runs at a time; what is typed
 * stays when a call fails, and after each call the screen shows the server's answer.
 */
export const siteContentMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: { context: {} as SiteContentContext, events: {} as SiteContentEvent },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    fetchContent: providedByView<ContentState>('fetchContent'),
    saveDraft: providedByView<ContentState, SiteContent>('saveDraft'),
    discardDraft: providedByView<ContentState, DraftSeen>('discardDraft'),
    publishDraft: providedByView<ContentState, DraftSeen>('publishDraft'),
    revertTo: providedByView<ContentState, DraftSeen & { version: number }>('revertTo'),
    uploadImage: providedByView<UploadedImage, { file: File }>('uploadImage'),
  },
  // Stryker restore all
  actions: {
    /** A call's answer: the form starts again from it, the dialog closes, the line says what it did. */
    showAnswer: assign((_, { state, done }: { state: ContentState; done: ContentDone | null }) => ({
      server: state,
      working: startingPoint(state),
      fieldErrors: {},
      confirm: null,
      done,
      mapLink: null,
    })),
    /** A call that failed: the dialog closes and the line says why; everything typed stays. */
    showFailure: assign((_, error: unknown) => ({
      confirm: null,
      upload: null,
      ...failedWith(error),
    })),
    clearOutcome: assign({ done: null, errorMessage: null }),
    applyEdit: assign(({ context, event }) => {
      assertEvent(event, 'EDITED');
      return edited(context, event.path, event.value);
    }),
    addItem: assign(({ context, event }) => {
      assertEvent(event, 'ITEM_ADDED');
      return itemAdded(context, event.path, event.item);
    }),
    removeItem: assign(({ context, event }) => {
      assertEvent(event, 'ITEM_REMOVED');
      return itemRemoved(context, event.path, event.index);
    }),
    showFieldErrors: assign(({ context }) => refusedSave(context)),
    /** The confirmation names what the publish changes, from what is published to the draft. */
    askToPublish: assign(({ context }) => ({ confirm: publishQuestion(context) })),
    placeFromMapLink: assign(({ context, event }) => {
      assertEvent(event, 'MAP_LINK_PASTED');
      return placedFromMapLink(context, event.text);
    }),
  },
  guards: {
    isWorkingValid: ({ context }) => v.is(siteContentSchema, context.working),
    hasSavedDraft: ({ context }) => context.server?.draft != null,
    /** The saved draft is what is typed: publishing would publish what the screen shows. */
    isDraftAsTyped: ({ context }) =>
      context.server?.draft != null && sameContent(context.server.draft.content, context.working),
    /** Larger files are refused before a byte is sent; their kind the server reads itself. */
    isImageSmallEnough: ({ event }) =>
      event.type === 'IMAGE_CHOSEN' && event.file.size <= CONTENT_LIMITS.imageMaxBytes,
    isPublishConfirmed: ({ context }) => context.confirm?.kind === 'publish',
    isRevertConfirmed: ({ context }) => context.confirm?.kind === 'revert',
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector only
  id: 'siteContent',
  initial: 'loading',
  context: STARTING_CONTEXT,
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchContent',
        src: 'fetchContent',
        onDone: answered(null),
        onError: {
          target: 'failed',
          actions: { type: 'showFailure', params: errorOf },
        },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        EDITED: { actions: 'applyEdit' },
        ITEM_ADDED: { actions: 'addItem' },
        ITEM_REMOVED: { actions: 'removeItem' },
        SAVE: [
          { guard: 'isWorkingValid', target: 'saving', actions: 'clearOutcome' },
          { actions: 'showFieldErrors' },
        ],
        DISCARD: [
          {
            guard: 'hasSavedDraft',
            actions: [assign({ confirm: { kind: 'discard' } }), 'clearOutcome'],
            target: 'confirming',
          },
          {
            // Nothing saved: the edits go, and the form shows what is published again.
            actions: assign(({ context }) => ({
              working: context.server ? startingPoint(context.server) : null,
              fieldErrors: {},
              done: 'discarded' as const,
              errorMessage: null,
            })),
          },
        ],
        PUBLISH: [
          {
            guard: 'isDraftAsTyped',
            target: 'confirming',
            actions: ['askToPublish', 'clearOutcome'],
          },
          {
            guard: 'hasSavedDraft',
            actions: assign({ errorMessage: CONTENT_MESSAGES.unsaved, done: null }),
          },
          { actions: assign({ errorMessage: CONTENT_MESSAGES.noDraft, done: null }) },
        ],
        REVERT: {
          target: 'confirming',
          actions: [
            assign(({ event }) => ({ confirm: { kind: 'revert', version: event.version } })),
            'clearOutcome',
          ],
        },
        IMAGE_CHOSEN: [
          {
            guard: 'isImageSmallEnough',
            target: 'uploading',
            actions: [
              assign(({ event }) => ({ upload: { path: event.path, file: event.file } })),
              'clearOutcome',
            ],
          },
          { actions: assign({ errorMessage: CONTENT_MESSAGES.imageTooLarge, done: null }) },
        ],
        MAP_LINK_PASTED: { actions: 'placeFromMapLink' },
        PREVIEW: { actions: assign(({ event }) => ({ previewPath: event.path })) },
        PREVIEW_CLOSED: { actions: assign({ previewPath: null }) },
      },
    },
    confirming: {
      on: {
        CONFIRM: [
          { guard: 'isPublishConfirmed', target: 'publishing' },
          { guard: 'isRevertConfirmed', target: 'reverting' },
          { target: 'discarding' },
        ],
        CANCEL: { target: 'editing', actions: assign({ confirm: null }) },
      },
    },
    uploading: {
      invoke: {
        id: 'uploadImage',
        src: 'uploadImage',
        // Stryker disable next-line ObjectLiteral,OptionalChaining: IMAGE_CHOSEN always sets the upload before this state
        input: ({ context }) => ({ file: context.upload?.file as File }),
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => {
            const path = context.upload?.path ?? [];
            const image = { ...(getAt(context.working, path) as object), ...event.output };
            return {
              working: setAt(context.working, path, image) as SiteContent,
              fieldErrors: clearedUnder(context.fieldErrors, path),
              upload: null,
              done: 'uploaded' as const,
            };
          }),
        },
        onError: backToEditing,
      },
    },
    saving: {
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: ({ context }) => v.parse(siteContentSchema, context.working),
        onDone: answered('saved'),
        onError: backToEditing,
      },
    },
    discarding: {
      invoke: {
        id: 'discardDraft',
        src: 'discardDraft',
        input: ({ context }) => draftSeenIn(context.server),
        onDone: answered('discarded'),
        onError: backToEditing,
      },
    },
    publishing: {
      invoke: {
        id: 'publishDraft',
        src: 'publishDraft',
        input: ({ context }) => draftSeenIn(context.server),
        onDone: answered('published'),
        onError: backToEditing,
      },
    },
    reverting: {
      invoke: {
        id: 'revertTo',
        src: 'revertTo',
        // Stryker disable next-line ObjectLiteral,ConditionalExpression: REVERT always sets the version before this state
        input: ({ context }) => ({
          ...draftSeenIn(context.server),
          version: context.confirm?.kind === 'revert' ? context.confirm.version : 0,
        }),
        onDone: answered('reverted'),
        onError: backToEditing,
      },
    },
  },
});
