import { expect } from 'vitest';
import { STAFF_MESSAGES } from '../../contract/staff';
import {
  type ReviewModerationEvent,
  reviewModerationMachine,
} from '../../machines/reviewModerationMachine';
import { describeModel, expectUnchanged } from './modelTest';
import { forged, messageFor, networkDown, notFound, review } from './staffFixtures';

const hidden = { ...review, id: 32, hidden_at: '2026-11-21T00:00:00.000Z', hidden_reason: '신고' };
const gone = notFound(STAFF_MESSAGES.reviewNotFound);

const EVENTS: ReviewModerationEvent[] = [
  { type: 'VISIBILITY_CHANGED', visibility: 'hidden' },
  { type: 'PAGE_CHANGED', page: 2 },
  { type: 'RETRY' },
  { type: 'HIDE', review },
  { type: 'REASON_CHANGED', reason: '  ' },
  { type: 'REASON_CHANGED', reason: ' 명예훼손 신고 ' },
  { type: 'SUBMIT_REASON' },
  { type: 'RESTORE', review: hidden },
  { type: 'DELETE', review },
  { type: 'CONFIRM_DELETE' },
  { type: 'CANCEL' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

describeModel('reviewModerationMachine', {
  machine: reviewModerationMachine,
  events: EVENTS,
  answers: {
    fetchReviews: [{ output: { items: [review, hidden], total: 2 } }, { error: networkDown }],
    hideReview: [{ output: undefined }, { error: forged }],
    restoreReview: [{ output: undefined }, { error: gone }],
    deleteReview: [{ output: undefined }, { error: networkDown }],
  },
  // Whether a reason is typed decides whether hiding may start.
  serializeState: (s) => JSON.stringify([s.value, s.context.reason.trim() !== '']),
  expectStep: (step) => {
    const { before, event, after, started } = step;
    const e = event as ReviewModerationEvent | Answer;
    const at = (state: object | string) => before.matches(state as never);
    const calls = started.map(({ src, input }) => [src, input]);
    const reloads = () =>
      expect(calls).toEqual([
        ['fetchReviews', { visibility: before.context.visibility, page: before.context.page }],
      ]);
    switch (e.type) {
      case 'VISIBILITY_CHANGED':
        if (!at('list')) return expectUnchanged(step);
        expect(calls).toEqual([['fetchReviews', { visibility: 'hidden', page: 1 }]]);
        return;
      case 'PAGE_CHANGED':
        if (!at({ list: 'showing' })) return expectUnchanged(step);
        expect(calls).toEqual([
          ['fetchReviews', { visibility: before.context.visibility, page: 2 }],
        ]);
        return;
      case 'RETRY':
        if (!at({ list: 'failed' })) return expectUnchanged(step);
        expect(after.context.errorMessage).toBeNull();
        return reloads();
      case 'HIDE':
        if (!at({ list: 'showing' })) return expectUnchanged(step);
        expect(after.value).toBe('askingReason');
        expect(after.context).toMatchObject({ target: review, reason: '', reasonError: null });
        return;
      case 'REASON_CHANGED':
        if (!at('askingReason')) return expectUnchanged(step);
        expect(after.context.reason).toBe(e.reason);
        return;
      case 'SUBMIT_REASON':
        if (!at('askingReason')) return expectUnchanged(step);
        if (before.context.reason.trim() === '') {
          // A hide without a reason is never sent (정보통신망법 §44-2 asks for one).
          expect(after.value).toBe('askingReason');
          expect(after.context.reasonError).toBe(STAFF_MESSAGES.hideReasonRequired);
          expect(calls).toEqual([]);
        } else {
          expect(calls).toEqual([['hideReview', { id: review.id, reason: '명예훼손 신고' }]]);
        }
        return;
      case 'RESTORE':
        if (!at({ list: 'showing' })) return expectUnchanged(step);
        expect(calls).toEqual([['restoreReview', { id: hidden.id }]]);
        return;
      case 'DELETE':
        if (!at({ list: 'showing' })) return expectUnchanged(step);
        // Nothing is deleted before the confirmation.
        expect(after.value).toBe('confirmingDelete');
        expect(calls).toEqual([]);
        return;
      case 'CONFIRM_DELETE':
        if (!at('confirmingDelete')) return expectUnchanged(step);
        expect(calls).toEqual([['deleteReview', { id: review.id }]]);
        return;
      case 'CANCEL':
        if (!at('askingReason') && !at('confirmingDelete')) return expectUnchanged(step);
        expect(after.matches({ list: 'showing' })).toBe(true);
        expect(calls).toEqual([]);
        return;
      case 'xstate.done.actor.fetchReviews':
        expect(after.matches({ list: 'showing' })).toBe(true);
        expect(after.context.items).toEqual([review, hidden]);
        return;
      case 'xstate.error.actor.fetchReviews':
        expect(after.matches({ list: 'failed' })).toBe(true);
        expect(after.context.errorMessage).toBe(messageFor(e.error));
        return;
      case 'xstate.done.actor.hideReview':
      case 'xstate.done.actor.restoreReview':
      case 'xstate.done.actor.deleteReview': {
        const outcome = {
          hideReview: 'hidden',
          restoreReview: 'restored',
          deleteReview: 'deleted',
        };
        const src = e.type.replace('xstate.done.actor.', '') as keyof typeof outcome;
        expect(after.context.outcome).toBe(outcome[src]);
        // The list is read again, so it shows what the server now holds.
        return reloads();
      }
      case 'xstate.error.actor.hideReview':
        // The dialog stays open with the reason as typed.
        expect(after.value).toBe('askingReason');
        expect(after.context.reason).toBe(before.context.reason);
        expect(after.context.errorMessage).toBe(STAFF_MESSAGES.forgedRequest);
        return;
      case 'xstate.error.actor.restoreReview':
      case 'xstate.error.actor.deleteReview':
        expect(after.matches({ list: 'showing' })).toBe(true);
        expect(after.context.errorMessage).toBe(messageFor(e.error));
        return;
    }
  },
});
