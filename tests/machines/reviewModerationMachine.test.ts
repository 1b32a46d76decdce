import { STAFF_LIMITS, STAFF_MESSAGES } from '../../contract/staff';
import {
  type ReviewModerationEvent,
  reviewModerationMachine,
} from '../../machines/reviewModerationMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';
import { forged, messageFor, networkDown, notFound, review } from './staffFixtures';

const hidden = { ...review, id: 32, hidden_at: '2026-11-21T00:00:00.000Z', hidden_reason: '신고' };
const gone = notFound(STAFF_MESSAGES.reviewNotFound);

const EVENTS: ReviewModerationEvent[] = [
  { type: 'VISIBILITY_CHANGED', visibility: 'hidden' },
  { type: 'PAGE_CHANGED', page: 2 },
  { type: 'PAGE_CHANGED', page: 5 },
  { type: 'RETRY' },
  { type: 'HIDE', review },
  { type: 'REASON_CHANGED', reason: '  ' },
  { type: 'REASON_CHANGED', reason: ' 명예훼손 신고 ' },
  { type: 'REASON_CHANGED', reason: '가'.repeat(STAFF_LIMITS.hideReasonMax + 1) },
  { type: 'SUBMIT_REASON' },
  { type: 'RESTORE', review: hidden },
  { type: 'DELETE', review },
  { type: 'CONFIRM_DELETE' },
  { type: 'CANCEL' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
type Snapshot = ReturnType<(typeof reviewModerationMachine)['getInitialSnapshot']>;

/** The reason as the server receives it, or the message the dialog shows instead. */
function checkedReason(reason: string, restoring = false): { ok: string } | { message: string } {
  const trimmed = reason.trim();
  const M = STAFF_MESSAGES;
  if (trimmed === '')
    return { message: restoring ? M.restoreReasonRequired : M.hideReasonRequired };
  if ([...trimmed].length > STAFF_LIMITS.hideReasonMax) {
    return { message: restoring ? M.restoreReasonTooLong : M.hideReasonTooLong };
  }
  return { ok: trimmed };
}

const fetches = (c: Snapshot['context'], page = c.page): [string, unknown] => [
  'fetchReviews',
  { visibility: c.visibility, page },
];
// Starting an action or a reload clears the last message and outcome (the status line).
const cleared = { errorMessage: null, outcome: null };

/** The whole observable result of one event, written from the spec (DESIGN's console section). */
function expectedAfter(before: Snapshot, e: ReviewModerationEvent | Answer): Expected {
  const c = before.context;
  const at = (state: object | string) => before.matches(state as never);
  const showing = at({ list: 'showing' });
  switch (e.type) {
    case 'VISIBILITY_CHANGED':
      if (!at('list')) return unchanged(before);
      // Any filter change returns to page 1; the old list's failure and outcome lines go.
      return {
        value: { list: 'loading' },
        context: { ...cleared, visibility: e.visibility, page: 1 },
        calls: [['fetchReviews', { visibility: e.visibility, page: 1 }]],
      };
    case 'PAGE_CHANGED':
      if (!showing) return unchanged(before);
      return {
        value: { list: 'loading' },
        context: { ...cleared, page: e.page },
        calls: [fetches(c, e.page)],
      };
    case 'RETRY':
      if (!at({ list: 'failed' })) return unchanged(before);
      return { value: { list: 'loading' }, context: cleared, calls: [fetches(c)] };
    case 'HIDE':
    case 'RESTORE':
    case 'DELETE': {
      if (!showing) return unchanged(before);
      const context = { ...cleared, target: e.review, reason: '', reasonError: null };
      if (e.type === 'HIDE') return { value: 'askingReason', context };
      // Nothing is deleted before the confirmation; a restore asks its reason.
      if (e.type === 'DELETE') return { value: 'confirmingDelete', context };
      return { value: 'askingRestoreReason', context };
    }
    case 'REASON_CHANGED': {
      const asking = at('askingReason') ? 'askingReason' : 'askingRestoreReason';
      if (!at(asking)) return unchanged(before);
      // Typing a reason clears the reason's message.
      return { value: asking, context: { reason: e.reason, reasonError: null } };
    }
    case 'SUBMIT_REASON': {
      const restoring = at('askingRestoreReason');
      if (!at('askingReason') && !restoring) return unchanged(before);
      const checked = checkedReason(c.reason, restoring);
      // Neither a hide (정보통신망법 §44-2 asks for one) nor a restore is sent without a reason.
      if ('message' in checked) {
        return {
          value: restoring ? 'askingRestoreReason' : 'askingReason',
          context: { reasonError: checked.message },
        };
      }
      const call = restoring ? 'restoreReview' : 'hideReview';
      return {
        value: restoring ? 'restoring' : 'hiding',
        context: cleared,
        calls: [[call, { id: c.target?.id, reason: checked.ok }]],
      };
    }
    case 'CONFIRM_DELETE':
      if (!at('confirmingDelete')) return unchanged(before);
      return { value: 'deleting', calls: [['deleteReview', { id: c.target?.id }]] };
    case 'CANCEL':
      if (!at('askingReason') && !at('askingRestoreReason') && !at('confirmingDelete')) {
        return unchanged(before);
      }
      return { value: { list: 'showing' } };
    case 'xstate.done.actor.fetchReviews': {
      const { items, total } = e.output as { items: unknown[]; total: number };
      return { value: { list: 'showing' }, context: { items, total } };
    }
    case 'xstate.error.actor.fetchReviews':
      return { value: { list: 'failed' }, context: { errorMessage: messageFor(e.error) } };
    case 'xstate.done.actor.hideReview':
    case 'xstate.done.actor.restoreReview':
    case 'xstate.done.actor.deleteReview': {
      const outcome = { hideReview: 'hidden', restoreReview: 'restored', deleteReview: 'deleted' };
      const src = e.type.replace('xstate.done.actor.', '') as keyof typeof outcome;
      // The same page is read again, so it shows what the server now holds.
      return {
        value: { list: 'loading' },
        context: { outcome: outcome[src] },
        calls: [fetches(c)],
      };
    }
    case 'xstate.error.actor.hideReview':
      // The dialog stays open with the reason as typed.
      return { value: 'askingReason', context: { errorMessage: messageFor(e.error) } };
    case 'xstate.error.actor.restoreReview':
      return { value: 'askingRestoreReason', context: { errorMessage: messageFor(e.error) } };
    case 'xstate.error.actor.deleteReview':
      return { value: { list: 'showing' }, context: { errorMessage: messageFor(e.error) } };
  }
  throw new Error(`no expectation for ${e.type}`);
}

describeModel('reviewModerationMachine', {
  machine: reviewModerationMachine,
  start: {
    value: { list: 'loading' },
    context: {
      visibility: 'all',
      page: 1,
      items: [],
      total: 0,
      errorMessage: null,
      outcome: null,
      target: null,
      reason: '',
      reasonError: null,
    },
  },
  transitions: [
    'list —VISIBILITY_CHANGED→ list.loading',
    'list.loading —xstate.done.actor.fetchReviews→ list.showing',
    'list.loading —xstate.error.actor.fetchReviews→ list.failed',
    'list.failed —RETRY→ list.loading',
    'list.showing —PAGE_CHANGED→ list.loading',
    'list.showing —HIDE→ askingReason',
    'list.showing —RESTORE→ askingRestoreReason',
    'askingRestoreReason —REASON_CHANGED→ (stays)',
    'askingRestoreReason —SUBMIT_REASON [isRestoreReasonValid]→ restoring',
    'askingRestoreReason —SUBMIT_REASON→ (stays)',
    'askingRestoreReason —CANCEL→ list.showing',
    'list.showing —DELETE→ confirmingDelete',
    'askingReason —REASON_CHANGED→ (stays)',
    'askingReason —SUBMIT_REASON [isReasonValid]→ hiding',
    'askingReason —SUBMIT_REASON→ (stays)',
    'askingReason —CANCEL→ list.showing',
    'hiding —xstate.done.actor.hideReview→ list.loading',
    'hiding —xstate.error.actor.hideReview→ askingReason',
    'restoring —xstate.done.actor.restoreReview→ list.loading',
    'restoring —xstate.error.actor.restoreReview→ askingRestoreReason',
    'confirmingDelete —CONFIRM_DELETE→ deleting',
    'confirmingDelete —CANCEL→ list.showing',
    'deleting —xstate.done.actor.deleteReview→ list.loading',
    'deleting —xstate.error.actor.deleteReview→ list.showing',
  ],
  events: EVENTS,
  answers: {
    fetchReviews: [{ output: { items: [review, hidden], total: 2 } }, { error: networkDown }],
    hideReview: [{ output: undefined }, { error: forged }],
    restoreReview: [{ output: undefined }, { error: gone }],
    deleteReview: [{ output: undefined }, { error: networkDown }],
  },
  // The list's contents are the same fixture every time; what decides the next step is below.
  serializeState: (s) => JSON.stringify(s.value),
  situation: (s) =>
    JSON.stringify([
      s.context.page > 1,
      s.context.reason === '' ? '' : checkedReason(s.context.reason),
      s.context.reasonError !== null,
      s.context.errorMessage !== null || s.context.outcome !== null,
    ]),
  expectStep: ({ before, event }) => expectedAfter(before, event as ReviewModerationEvent | Answer),
});
