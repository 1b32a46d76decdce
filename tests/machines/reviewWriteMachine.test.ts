import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { ReviewCreate, ReviewPublic } from '../../contract/reviews';
import {
  emptyReviewForm,
  type ReviewWriteEvent,
  reviewWriteMachine,
} from '../../machines/reviewWriteMachine';
import { describeModel, expectUnchanged } from './modelTest';

const created = {
  id: 1,
  username: '홍*동',
  title: '감사합니다',
  consultation_type: 'inheritance',
  created_at: '2026-01-02T03:04:05.000Z',
  views: 0,
};

// Filling the form field by field; leaving fields out makes invalid forms reachable.
const EVENTS: ReviewWriteEvent[] = [
  { type: 'FIELD_CHANGED', field: 'username', value: ' 홍길동 ' },
  { type: 'FIELD_CHANGED', field: 'password', value: 'pw-1234' },
  { type: 'FIELD_CHANGED', field: 'consultation_type', value: 'inheritance' },
  { type: 'FIELD_CHANGED', field: 'title', value: '감사합니다' },
  { type: 'FIELD_CHANGED', field: 'content', value: '상속세 신고를 잘 마쳤습니다.' },
  { type: 'SUBMIT' },
  { type: 'CANCEL' },
  { type: 'CONFIRM_CANCEL' },
  { type: 'KEEP_WRITING' },
];
const refused = {
  failure: {
    kind: 'http',
    status: 422,
    detail: '입력값을 확인해주세요.',
    errors: [{ field: 'title', message: REVIEW_MESSAGES.titleTooLong }],
  },
};
const networkDown = { failure: { kind: 'network' } };

describeModel('reviewWriteMachine', {
  machine: reviewWriteMachine,
  events: EVENTS,
  answers: { createReview: [{ output: created }, { error: networkDown }, { error: refused }] },
  expectStep: (step) => {
    const { before, event, after, emitted, started } = step;
    const e = event as ReviewWriteEvent | { type: `xstate.${string}`; error?: unknown };
    const form = before.context.form;
    const filled = (Object.keys(form) as (keyof typeof form)[]).filter(
      (f) => form[f].trim() !== '',
    );
    // A second submit is impossible while one is on its way.
    if (after.matches('submitting')) expect(after.can({ type: 'SUBMIT' })).toBe(false);
    switch (e.type) {
      case 'FIELD_CHANGED':
        if (!before.matches('editing')) return expectUnchanged(step);
        expect(after.context.form[e.field]).toBe(e.value);
        expect(after.context.fieldErrors[e.field]).toBeUndefined();
        return;
      case 'SUBMIT':
        if (!before.matches('editing')) return expectUnchanged(step);
        if (filled.length === 5) {
          expect(after.value).toBe('submitting');
          // Sent once, trimmed, exactly as the contract's schema reads it.
          expect(started.map((call) => call.input)).toEqual([
            {
              username: '홍길동',
              password: 'pw-1234',
              consultation_type: 'inheritance',
              title: '감사합니다',
              content: '상속세 신고를 잘 마쳤습니다.',
            },
          ]);
        } else {
          expect(after.value).toBe('editing');
          expect(Object.keys(after.context.fieldErrors).sort()).toEqual(
            Object.keys(form)
              .filter((f) => !filled.includes(f as never))
              .sort(),
          );
          expect(started).toEqual([]);
        }
        return;
      case 'CANCEL':
        if (!before.matches('editing')) return expectUnchanged(step);
        // Asks first only when something was typed (decision 23).
        if (filled.length > 0) expect(after.value).toBe('confirmingCancel');
        else expect(after.status).toBe('done');
        expect(emitted).toEqual([]);
        return;
      case 'CONFIRM_CANCEL':
        if (!before.matches('confirmingCancel')) return expectUnchanged(step);
        expect(after.status).toBe('done');
        expect(emitted).toEqual([]);
        return;
      case 'KEEP_WRITING':
        if (!before.matches('confirmingCancel')) return expectUnchanged(step);
        expect(after.value).toBe('editing');
        expect(after.context.form).toEqual(form);
        return;
      case 'xstate.done.actor.createReview':
        expect(after.status).toBe('done');
        expect(after.context.form).toEqual(emptyReviewForm);
        // The board hears of it and goes back to page 1.
        expect(emitted.map(({ type }) => type)).toEqual(['reportWritten']);
        return;
      case 'xstate.error.actor.createReview':
        // Everything typed stays; the server's field messages go next to their fields.
        expect(after.value).toBe('editing');
        expect(after.context.form).toEqual(form);
        expect(emitted).toEqual([]);
        if (e.error === refused) {
          expect(after.context.errorMessage).toBe(
            `${REVIEW_MESSAGES.serverErrorPrefix}입력값을 확인해주세요.`,
          );
          expect(after.context.fieldErrors).toEqual({ title: REVIEW_MESSAGES.titleTooLong });
        } else {
          expect(after.context.errorMessage).toBe(REVIEW_MESSAGES.noResponse);
          expect(after.context.fieldErrors).toEqual({});
        }
        return;
    }
  },
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

  it('keeps everything typed and shows the server field message after a 422', async () => {
    const actor = createActor(
      reviewWriteMachine.provide({
        actors: {
          createReview: fromPromise<ReviewPublic, ReviewCreate>(async () => {
            throw refused;
          }),
        },
      }),
    ).start();
    for (const event of EVENTS.slice(0, 6)) actor.send(event);
    await waitFor(actor, (snapshot) => !snapshot.matches('submitting'));
    const { context } = actor.getSnapshot();
    expect(context.form.title).toBe('감사합니다');
    expect(context.fieldErrors).toEqual({ title: REVIEW_MESSAGES.titleTooLong });
  });
});
