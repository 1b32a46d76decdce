import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { PasswordCheckResult, ReviewWithContent, ViewsResult } from '../../contract/reviews';
import { type ReviewAccessEvent, reviewAccessMachine } from '../../machines/reviewAccessMachine';
import { describeModel, expectUnchanged } from './modelTest';

const row = {
  id: 7,
  username: '홍*동',
  title: '친절한 상담',
  consultation_type: 'gift',
  created_at: '2026-01-02T03:04:05.000Z',
  views: 3,
};
const review: ReviewWithContent = { ...row, content: '덕분에 증여세 신고를 마쳤습니다.' };
const saved: ReviewWithContent = { ...review, title: '고친 제목' };
const lockedOut = '비밀번호를 5회 이상 틀렸습니다. 15분 후 다시 시도해주세요.';

const networkDown = { failure: { kind: 'network' } };
const gone = { failure: { kind: 'http', status: 404, detail: REVIEW_MESSAGES.notFound } };
const locked = { failure: { kind: 'http', status: 429, detail: lockedOut } };

const EVENTS: ReviewAccessEvent[] = [
  { type: 'PASSWORD_CHANGED', password: 'pw-1234' },
  { type: 'SUBMIT_PASSWORD' },
  { type: 'EDIT' },
  { type: 'DRAFT_CHANGED', field: 'title', value: '' },
  { type: 'DRAFT_CHANGED', field: 'title', value: ' 고친 제목 ' },
  { type: 'SAVE' },
  { type: 'CANCEL_EDIT' },
  { type: 'DELETE' },
  { type: 'CANCEL_DELETE' },
  { type: 'CONFIRM_DELETE' },
  { type: 'CLOSE' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

describeModel('reviewAccessMachine', {
  machine: reviewAccessMachine,
  input: { row },
  events: EVENTS,
  answers: {
    verifyPassword: [
      { output: { verified: false } },
      { output: { verified: true, review } },
      { error: locked },
      { error: networkDown },
    ],
    countView: [{ output: { views: 4 } }, { error: networkDown }],
    saveReview: [{ output: saved }, { error: networkDown }],
    deleteReview: [{ output: undefined }, { error: gone }],
  },
  expectStep: (step) => {
    const { before, event, after, emitted, started } = step;
    const e = event as ReviewAccessEvent | Answer;
    const at = (state: string) => before.matches(state as never);
    const unchanged = () => expectUnchanged(step);
    // Content reaches the visitor only after the server verified the password (DESIGN §7.2).
    if (after.matches('askingPassword') || after.matches('verifying')) {
      expect(after.context.review).toBeNull();
    }
    const calls = started.map(({ src, input }) => [src, input]);
    const reported = emitted.map(({ type }) => type);
    switch (e.type) {
      case 'PASSWORD_CHANGED':
        if (!at('askingPassword')) return unchanged();
        expect(after.context).toMatchObject({ password: e.password, errorMessage: null });
        return;
      case 'SUBMIT_PASSWORD':
        if (!at('askingPassword')) return unchanged();
        if (before.context.password === '') {
          expect(after.value).toBe('askingPassword');
          expect(after.context.errorMessage).toBe(REVIEW_MESSAGES.passwordEmpty);
          expect(calls).toEqual([]);
        } else {
          expect(after.value).toBe('verifying');
          expect(calls).toEqual([['verifyPassword', { id: row.id, password: 'pw-1234' }]]);
        }
        return;
      case 'CLOSE':
        // Closing is refused only while a change is on its way or a delete awaits an answer.
        if (
          at({ unlocked: 'saving' } as never) ||
          at({ unlocked: 'confirmingDelete' } as never) ||
          at({ unlocked: 'deleting' } as never)
        ) {
          return unchanged();
        }
        expect(after.status).toBe('done');
        return;
      case 'EDIT':
        if (!at({ unlocked: 'viewing' } as never)) return unchanged();
        expect(after.matches({ unlocked: 'editing' })).toBe(true);
        expect(after.context.draft).toEqual({
          title: after.context.review?.title,
          content: review.content,
          consultation_type: 'gift',
        });
        return;
      case 'DRAFT_CHANGED':
        if (!at({ unlocked: 'editing' } as never)) return unchanged();
        expect(after.context.draft[e.field]).toBe(e.value);
        expect(after.context.fieldErrors[e.field]).toBeUndefined();
        return;
      case 'SAVE':
        if (!at({ unlocked: 'editing' } as never)) return unchanged();
        if (before.context.draft.title.trim() === '') {
          expect(after.matches({ unlocked: 'editing' })).toBe(true);
          expect(after.context.fieldErrors).toEqual({ title: REVIEW_MESSAGES.titleRequired });
          expect(calls).toEqual([]);
        } else {
          expect(after.matches({ unlocked: 'saving' })).toBe(true);
          expect(calls).toEqual([
            [
              'saveReview',
              {
                id: row.id,
                update: {
                  password: 'pw-1234',
                  title: before.context.draft.title.trim(),
                  content: review.content,
                  consultation_type: 'gift',
                },
              },
            ],
          ]);
        }
        return;
      case 'CANCEL_EDIT':
        if (!at({ unlocked: 'editing' } as never)) return unchanged();
        expect(after.matches({ unlocked: 'viewing' })).toBe(true);
        expect(after.context.errorMessage).toBeNull();
        return;
      case 'DELETE':
        if (!at({ unlocked: 'viewing' } as never)) return unchanged();
        expect(after.matches({ unlocked: 'confirmingDelete' })).toBe(true);
        return;
      case 'CANCEL_DELETE':
        if (!at({ unlocked: 'confirmingDelete' } as never)) return unchanged();
        expect(after.matches({ unlocked: 'viewing' })).toBe(true);
        return;
      case 'CONFIRM_DELETE':
        if (!at({ unlocked: 'confirmingDelete' } as never)) return unchanged();
        expect(after.matches({ unlocked: 'deleting' })).toBe(true);
        expect(calls).toEqual([['deleteReview', { id: row.id, password: 'pw-1234' }]]);
        return;
      case 'xstate.done.actor.verifyPassword': {
        const verified = (e.output as { verified: boolean }).verified;
        if (verified) {
          expect(after.matches({ unlocked: 'viewing' })).toBe(true);
          expect(after.context.review).toEqual(review);
          // Each open counts one view, and only once the password is right.
          expect(calls).toEqual([['countView', { id: row.id }]]);
        } else {
          expect(after.value).toBe('askingPassword');
          expect(after.context.errorMessage).toBe(REVIEW_MESSAGES.passwordWrong);
          expect(calls).toEqual([]);
        }
        return;
      }
      case 'xstate.error.actor.verifyPassword':
        expect(after.value).toBe('askingPassword');
        // Only the lock-out shows the server's words (decision 22).
        expect(after.context.errorMessage).toBe(
          e.error === locked ? lockedOut : REVIEW_MESSAGES.passwordCheckFailed,
        );
        return;
      case 'xstate.done.actor.countView':
        expect(after.value).toEqual(before.value);
        expect(after.context.review?.views).toBe(4);
        expect(emitted).toEqual([
          { type: 'reportUpdated', params: { ...before.context.review, views: 4 } },
        ]);
        return;
      case 'xstate.error.actor.countView':
        // Spec §7: a failed count is only logged; the visitor reads on.
        expect(after.value).toEqual(before.value);
        expect(after.context).toEqual(before.context);
        expect(reported).toEqual(['logViewCountFailure']);
        return;
      case 'xstate.done.actor.saveReview':
        expect(after.matches({ unlocked: 'viewing' })).toBe(true);
        expect(after.context.review).toEqual(saved);
        expect(emitted).toEqual([{ type: 'reportUpdated', params: saved }]);
        return;
      case 'xstate.error.actor.saveReview':
        expect(after.matches({ unlocked: 'editing' })).toBe(true);
        expect(after.context.draft).toEqual(before.context.draft);
        expect(after.context.errorMessage).toBe(REVIEW_MESSAGES.noResponse);
        return;
      case 'xstate.done.actor.deleteReview':
        expect(after.status).toBe('done');
        expect(reported).toEqual(['reportDeleted']);
        return;
      case 'xstate.error.actor.deleteReview':
        expect(after.matches({ unlocked: 'viewing' })).toBe(true);
        expect(after.context.errorMessage).toBe(
          `${REVIEW_MESSAGES.serverErrorPrefix}${REVIEW_MESSAGES.notFound}`,
        );
        expect(reported).toEqual([]);
        return;
    }
  },
});

describe('reviewAccessMachine details', () => {
  const open = () =>
    createActor(
      reviewAccessMachine.provide({
        actors: {
          verifyPassword: fromPromise<PasswordCheckResult, { id: number; password: string }>(
            async () => ({ verified: true, review }),
          ),
          countView: fromPromise(() => new Promise<ViewsResult>(() => {})),
        },
      }),
      { input: { row } },
    ).start();

  it('asks for the password without calling the server when it is empty', () => {
    const actor = open();
    actor.send({ type: 'SUBMIT_PASSWORD' });
    expect(actor.getSnapshot().value).toBe('askingPassword');
    expect(actor.getSnapshot().context.errorMessage).toBe(REVIEW_MESSAGES.passwordEmpty);
  });

  it('copies title, content and type into the edit form and checks the same limits', async () => {
    const actor = open();
    actor.send({ type: 'PASSWORD_CHANGED', password: 'pw-1234' });
    actor.send({ type: 'SUBMIT_PASSWORD' });
    await waitFor(actor, (snapshot) => snapshot.matches('unlocked'));
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.draft).toEqual({
      title: review.title,
      content: review.content,
      consultation_type: 'gift',
    });
    actor.send({ type: 'DRAFT_CHANGED', field: 'content', value: '가'.repeat(501) });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().matches({ unlocked: 'editing' })).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      content: REVIEW_MESSAGES.contentTooLong,
    });
  });
});
