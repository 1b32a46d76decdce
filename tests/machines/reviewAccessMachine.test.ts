import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { PasswordCheckResult, ReviewWithContent, ViewsResult } from '../../contract/reviews';
import { type ReviewAccessEvent, reviewAccessMachine } from '../../machines/reviewAccessMachine';
import { expectEveryStateReached } from './modelTest';

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

type AnyEvent = ReviewAccessEvent | { type: string; [key: string]: unknown };
const events: AnyEvent[] = [
  { type: 'PASSWORD_CHANGED', password: 'pw-1234' },
  { type: 'SUBMIT_PASSWORD' },
  { type: 'xstate.done.actor.verifyPassword', output: { verified: false } },
  { type: 'xstate.done.actor.verifyPassword', output: { verified: true, review } },
  {
    type: 'xstate.error.actor.verifyPassword',
    error: { failure: { kind: 'http', status: 429, detail: lockedOut } },
  },
  { type: 'xstate.error.actor.verifyPassword', error: { failure: { kind: 'network' } } },
  { type: 'xstate.done.actor.countView', output: { views: 4 } },
  { type: 'xstate.error.actor.countView', error: { failure: { kind: 'network' } } },
  { type: 'EDIT' },
  { type: 'DRAFT_CHANGED', field: 'title', value: '' },
  { type: 'SAVE' },
  { type: 'xstate.done.actor.saveReview', output: saved },
  { type: 'xstate.error.actor.saveReview', error: { failure: { kind: 'network' } } },
  { type: 'CANCEL_EDIT' },
  { type: 'DELETE' },
  { type: 'CANCEL_DELETE' },
  { type: 'CONFIRM_DELETE' },
  { type: 'xstate.done.actor.deleteReview', output: undefined },
  {
    type: 'xstate.error.actor.deleteReview',
    error: { failure: { kind: 'http', status: 404, detail: REVIEW_MESSAGES.notFound } },
  },
  { type: 'CLOSE' },
];
const eventTypes = [...new Set(events.map((event) => event.type))];

const model = createTestModel(reviewAccessMachine, {
  input: { row },
  events: events as ReviewAccessEvent[],
});
const paths = model.getShortestPaths();
const afterVerification = ['viewing', 'editing', 'saving', 'confirmingDelete', 'deleting'];

describe('reviewAccessMachine (model-based)', () => {
  it('reaches every state node through the generated paths', () => {
    expectEveryStateReached(reviewAccessMachine, paths);
  });

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    it(`${String(path.state.value)} via ${route}`, async () => {
      const calls = { countView: 0, verify: 0, updated: [] as ReviewWithContent[], deleted: 0 };
      const never = <T>() => new Promise<T>(() => {});
      const actor = createActor(
        reviewAccessMachine.provide({
          actors: {
            verifyPassword: fromPromise(() => {
              calls.verify++;
              return never();
            }),
            countView: fromPromise(() => {
              calls.countView++;
              return never();
            }),
            saveReview: fromPromise(() => never()),
            deleteReview: fromPromise(() => never()),
          },
          actions: {
            reportUpdated: (_, updated) => calls.updated.push(updated),
            reportDeleted: () => {
              calls.deleted++;
            },
            logViewCountFailure: () => {},
          },
        }),
        { input: { row } },
      ).start();

      const current = (state: { value: unknown }) => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        const verified = afterVerification.includes(String(snapshot.value));
        // Edit and delete exist only after the server verified the password (spec §2).
        for (const type of ['EDIT', 'DELETE', 'SAVE', 'CONFIRM_DELETE'] as const) {
          if (!verified) expect(snapshot.can({ type })).toBe(false);
        }
        // Every open counts one view, never more, and only once the password is right.
        expect(calls.countView).toBe(verified || snapshot.context.review ? 1 : 0);
        return snapshot;
      };

      await path.test({
        events: Object.fromEntries(
          eventTypes.map((type) => [
            type,
            ({ event }: { event: AnyEvent }) => {
              actor.send(event as ReviewAccessEvent);
              if (type === 'xstate.done.actor.saveReview')
                expect(calls.updated.at(-1)).toEqual(saved);
              if (type === 'xstate.done.actor.deleteReview') expect(calls.deleted).toBe(1);
            },
          ]),
        ),
        states: {
          askingPassword: (state) => {
            const { context } = current(state);
            expect(context.review).toBeNull();
            expect([
              null,
              REVIEW_MESSAGES.passwordEmpty,
              REVIEW_MESSAGES.passwordWrong,
              REVIEW_MESSAGES.passwordCheckFailed,
              lockedOut,
            ]).toContain(context.errorMessage);
          },
          verifying: (state) => {
            const { context } = current(state);
            expect(context.review).toBeNull();
            expect(context.password).not.toBe('');
            expect(calls.verify).toBeGreaterThan(0);
          },
          viewing: (state) => {
            const { context } = current(state);
            expect(context.review?.content).toBe(review.content);
          },
          editing: (state) => {
            const { context } = current(state);
            expect(context.review).not.toBeNull();
            expect(context.draft.content).toBe(review.content);
          },
          saving: (state) => {
            const { context } = current(state);
            expect(context.draft.title).not.toBe('');
            expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
          },
          confirmingDelete: (state) => {
            expect(current(state).context.review).not.toBeNull();
          },
          deleting: (state) => {
            expect(current(state).context.review).not.toBeNull();
          },
          done: () => {
            expect(actor.getSnapshot().status).toBe('done');
          },
        },
      });
      actor.stop();
    });
  }
});

describe('reviewAccessMachine details', () => {
  const open = () =>
    createActor(
      reviewAccessMachine.provide({
        actors: {
          verifyPassword: fromPromise(() => new Promise<PasswordCheckResult>(() => {})),
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

  it('copies title, content and type into the edit form and checks the same limits', () => {
    const actor = open();
    actor.send({ type: 'PASSWORD_CHANGED', password: 'pw-1234' });
    actor.send({ type: 'SUBMIT_PASSWORD' });
    actor.send({
      type: 'xstate.done.actor.verifyPassword',
      output: { verified: true, review },
    } as ReviewAccessEvent);
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.draft).toEqual({
      title: review.title,
      content: review.content,
      consultation_type: 'gift',
    });
    actor.send({ type: 'DRAFT_CHANGED', field: 'content', value: '가'.repeat(501) });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      content: REVIEW_MESSAGES.contentTooLong,
    });
  });
});
