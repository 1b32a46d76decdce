import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { ReviewCreate } from '../../contract/reviews';
import {
  emptyReviewForm,
  type ReviewWriteEvent,
  reviewWriteMachine,
} from '../../machines/reviewWriteMachine';
import { expectEveryStateReached } from './modelTest';

const created = {
  id: 1,
  username: '홍*동',
  title: '감사합니다',
  consultation_type: 'inheritance',
  created_at: '2026-01-02T03:04:05.000Z',
  views: 0,
};

type AnyEvent = ReviewWriteEvent | { type: string; [key: string]: unknown };
// Filling the form field by field; the two title values make valid and invalid forms reachable.
const events: AnyEvent[] = [
  { type: 'FIELD_CHANGED', field: 'username', value: ' 홍길동 ' },
  { type: 'FIELD_CHANGED', field: 'password', value: 'pw-1234' },
  { type: 'FIELD_CHANGED', field: 'consultation_type', value: 'inheritance' },
  { type: 'FIELD_CHANGED', field: 'title', value: '감사합니다' },
  { type: 'FIELD_CHANGED', field: 'content', value: '상속세 신고를 잘 마쳤습니다.' },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM_CANCEL' },
  { type: 'KEEP_WRITING' },
  { type: 'xstate.done.actor.createReview', output: created },
  { type: 'xstate.error.actor.createReview', error: { failure: { kind: 'network' } } },
  {
    type: 'xstate.error.actor.createReview',
    error: {
      failure: {
        kind: 'http',
        status: 422,
        detail: '입력값을 확인해주세요.',
        errors: [{ field: 'title', message: REVIEW_MESSAGES.titleTooLong }],
      },
    },
  },
];
const eventTypes = [...new Set(events.map((event) => event.type))];

const model = createTestModel(reviewWriteMachine, { events: events as ReviewWriteEvent[] });
const paths = model.getShortestPaths();

describe('reviewWriteMachine (model-based)', () => {
  it('reaches every state node through the generated paths', () => {
    expectEveryStateReached(reviewWriteMachine, paths);
  });

  for (const path of paths) {
    const route = path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ');
    it(`${String(path.state.value)} via ${route}`, async () => {
      const sent: ReviewCreate[] = [];
      let written = 0;
      const actor = createActor(
        reviewWriteMachine.provide({
          actors: {
            createReview: fromPromise(({ input }) => {
              sent.push(input);
              return new Promise<never>(() => {});
            }),
          },
          actions: {
            reportWritten: () => {
              written++;
            },
          },
        }),
      ).start();
      const current = (state: { value: unknown }) => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        return snapshot;
      };
      await path.test({
        events: Object.fromEntries(
          eventTypes.map((type) => [
            type,
            ({ event }: { event: AnyEvent }) => actor.send(event as ReviewWriteEvent),
          ]),
        ),
        states: {
          editing: (state) => {
            const { context } = current(state);
            expect([null, REVIEW_MESSAGES.noResponse, 'Error: 입력값을 확인해주세요.']).toContain(
              context.errorMessage,
            );
          },
          confirmingCancel: (state) => {
            const { context } = current(state);
            // Only typed content is worth a question; an untouched form just closes.
            expect(Object.values(context.form).some((value) => value.trim() !== '')).toBe(true);
          },
          submitting: (state) => {
            const snapshot = current(state);
            // Sent once, trimmed, and no second submit while the first is on its way.
            expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
            expect(snapshot.can({ type: 'CANCEL' })).toBe(false);
            expect(sent.at(-1)?.username).toBe('홍길동');
          },
          done: () => {
            const snapshot = actor.getSnapshot();
            expect(snapshot.status).toBe('done');
            if (written) expect(snapshot.context.form).toEqual(emptyReviewForm);
          },
        },
      });
      actor.stop();
    });
  }
});

describe('reviewWriteMachine details', () => {
  it('shows every field error next to its field and sends nothing', () => {
    const actor = createActor(reviewWriteMachine).start();
    actor.send({ type: 'FIELD_CHANGED', field: 'password', value: 'abc' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      username: REVIEW_MESSAGES.usernameRequired,
      password: REVIEW_MESSAGES.passwordLength,
      consultation_type: REVIEW_MESSAGES.typeRequired,
      title: REVIEW_MESSAGES.titleRequired,
      content: REVIEW_MESSAGES.contentRequired,
    });
    actor.send({ type: 'FIELD_CHANGED', field: 'title', value: '제목' });
    expect(actor.getSnapshot().context.fieldErrors.title).toBeUndefined();
  });

  it('keeps everything typed and shows the server field message after a 422', () => {
    const actor = createActor(reviewWriteMachine).start();
    for (const event of events.slice(0, 6)) actor.send(event as ReviewWriteEvent);
    actor.send(events[11] as ReviewWriteEvent);
    const { context } = actor.getSnapshot();
    expect(context.form.title).toBe('감사합니다');
    expect(context.fieldErrors).toEqual({ title: REVIEW_MESSAGES.titleTooLong });
  });
});
