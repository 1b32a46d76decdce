import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import type { ReviewVisibility } from '../contract/staff';
import type { StaffPage, StaffReview } from '../contract/staffAnswers';
import { reviewHideSchema, reviewRestoreSchema } from '../contract/staffLists';
import { providedByView } from './providedByView';
import { beforeFirstPage, failedWith, firstIssue, pageOf } from './staffFailure';

/** What the last finished action did, for the status line the view announces. */
export type ModerationOutcome = 'hidden' | 'restored' | 'deleted';

export interface ReviewModerationContext {
  visibility: ReviewVisibility;
  page: number;
  items: StaffReview[];
  total: number;
  errorMessage: string | null;
  outcome: ModerationOutcome | null;
  /** The review being hidden, restored or deleted. */
  target: StaffReview | null;
  reason: string;
  reasonError: string | null;
}

export type ReviewModerationEvent =
  | { type: 'VISIBILITY_CHANGED'; visibility: ReviewVisibility }
  | { type: 'PAGE_CHANGED'; page: number }
  | { type: 'RETRY' }
  | { type: 'HIDE'; review: StaffReview }
  | { type: 'REASON_CHANGED'; reason: string }
  | { type: 'SUBMIT_REASON' }
  | { type: 'RESTORE'; review: StaffReview }
  | { type: 'DELETE'; review: StaffReview }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL' };

const checkReason = (reason: string) => v.safeParse(reviewHideSchema, { reason });
const checkRestoreReason = (reason: string) => v.safeParse(reviewRestoreSchema, { reason });

/**
 * Review moderation: every review (hidden ones too) by visibility and page; hide one (임시조치)
 * with a reason, restore it, or delete it for good after a confirmation. Each finished action
 * reloads the page, so the list shows what the server now holds.
 */
const moderation = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: { context: {} as ReviewModerationContext, events: {} as ReviewModerationEvent },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    fetchReviews: providedByView<
      StaffPage<StaffReview>,
      { visibility: ReviewVisibility; page: number }
    >('fetchReviews'),
    hideReview: providedByView<unknown, { id: number; reason: string }>('hideReview'),
    restoreReview: providedByView<unknown, { id: number; reason: string }>('restoreReview'),
    deleteReview: providedByView<unknown, { id: number }>('deleteReview'),
  },
  // Stryker restore all
  actions: {
    clearMessages: assign({ errorMessage: null, outcome: null }),
    setTarget: assign(({ event }) => {
      assertEvent(event, ['HIDE', 'RESTORE', 'DELETE']);
      return { target: event.review, reason: '', reasonError: null };
    }),
  },
  guards: {
    isReasonValid: ({ context }) => checkReason(context.reason).success,
    isRestoreReasonValid: ({ context }) => checkRestoreReason(context.reason).success,
  },
});

/** Deleting the chosen review: done, the page reloads; failed, the list says why. */
const actOnTarget = (src: 'deleteReview', outcome: ModerationOutcome) =>
  moderation.createStateConfig({
    invoke: {
      id: src,
      src,
      // Stryker disable next-line OptionalChaining: only reached with a review chosen, so it is never null here
      input: ({ context }) => ({ id: context.target?.id ?? 0 }),
      onDone: { target: 'list.loading', actions: assign({ outcome }) },
      onError: {
        target: 'list.showing',
        actions: assign(({ event }) => failedWith(event.error)),
      },
    },
  });

export const reviewModerationMachine = moderation.createMachine({
  id: 'reviewModeration',
  initial: 'list',
  context: {
    visibility: 'all',
    ...beforeFirstPage,
    outcome: null,
    target: null,
    reason: '',
    reasonError: null,
  },
  states: {
    list: {
      initial: 'loading',
      on: {
        // A new list: the last failure and the last action's outcome belong to the old one.
        VISIBILITY_CHANGED: {
          target: '.loading',
          // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
          reenter: true,
          actions: [
            'clearMessages',
            assign({ visibility: ({ event }) => event.visibility, page: 1 }),
          ],
        },
      },
      states: {
        loading: {
          invoke: {
            id: 'fetchReviews',
            src: 'fetchReviews',
            input: ({ context }) => ({ visibility: context.visibility, page: context.page }),
            onDone: {
              target: 'showing',
              actions: assign(({ event }) => pageOf(event.output)),
            },
            onError: {
              target: 'failed',
              actions: assign(({ event }) => failedWith(event.error)),
            },
          },
        },
        failed: { on: { RETRY: { target: 'loading', actions: 'clearMessages' } } },
        showing: {
          on: {
            PAGE_CHANGED: {
              target: 'loading',
              actions: ['clearMessages', assign({ page: ({ event }) => event.page })],
            },
            HIDE: {
              target: '#reviewModeration.askingReason',
              actions: ['clearMessages', 'setTarget'],
            },
            RESTORE: {
              target: '#reviewModeration.askingRestoreReason',
              actions: ['clearMessages', 'setTarget'],
            },
            DELETE: {
              target: '#reviewModeration.confirmingDelete',
              actions: ['clearMessages', 'setTarget'],
            },
          },
        },
      },
    },
    askingReason: {
      on: {
        REASON_CHANGED: {
          actions: assign({ reason: ({ event }) => event.reason, reasonError: null }),
        },
        SUBMIT_REASON: [
          { guard: 'isReasonValid', target: 'hiding' },
          {
            actions: assign({
              reasonError: ({ context }) => firstIssue(checkReason(context.reason).issues),
            }),
          },
        ],
        CANCEL: 'list.showing',
      },
    },
    hiding: {
      entry: 'clearMessages',
      invoke: {
        id: 'hideReview',
        src: 'hideReview',
        input: ({ context }) => ({
          // Stryker disable next-line OptionalChaining: only reached with a review chosen, so it is never null here
          id: context.target?.id ?? 0,
          reason: v.parse(reviewHideSchema, { reason: context.reason }).reason,
        }),
        onDone: { target: 'list.loading', actions: assign({ outcome: 'hidden' }) },
        // Back to the dialog with the reason as typed.
        onError: {
          target: 'askingReason',
          actions: assign(({ event }) => failedWith(event.error)),
        },
      },
    },
    // Shown again only with a reason, kept on the review beside why it was hidden.
    askingRestoreReason: {
      on: {
        REASON_CHANGED: {
          actions: assign({ reason: ({ event }) => event.reason, reasonError: null }),
        },
        SUBMIT_REASON: [
          { guard: 'isRestoreReasonValid', target: 'restoring' },
          {
            actions: assign({
              reasonError: ({ context }) => firstIssue(checkRestoreReason(context.reason).issues),
            }),
          },
        ],
        CANCEL: 'list.showing',
      },
    },
    restoring: {
      entry: 'clearMessages',
      invoke: {
        id: 'restoreReview',
        src: 'restoreReview',
        input: ({ context }) => ({
          // Stryker disable next-line OptionalChaining: only reached with a review chosen, so it is never null here
          id: context.target?.id ?? 0,
          reason: v.parse(reviewRestoreSchema, { reason: context.reason }).reason,
        }),
        onDone: { target: 'list.loading', actions: assign({ outcome: 'restored' }) },
        onError: {
          target: 'askingRestoreReason',
          actions: assign(({ event }) => failedWith(event.error)),
        },
      },
    },
    confirmingDelete: {
      on: { CONFIRM_DELETE: 'deleting', CANCEL: 'list.showing' },
    },
    deleting: actOnTarget('deleteReview', 'deleted'),
  },
});
