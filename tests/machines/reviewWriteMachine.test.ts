import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REVIEW_LIMITS } from '../../contract/limits';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { ReviewCreate, ReviewPublic } from '../../contract/reviews';
import {
  emptyReviewForm,
  type ReviewWriteEvent,
  reviewWriteMachine,
} from '../../machines/reviewWriteMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';

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
  { type: 'FIELD_CHANGED', field: 'username', value: '   ' },
  { type: 'FIELD_CHANGED', field: 'password', value: 'p' },
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

type Snapshot = ReturnType<(typeof reviewWriteMachine)['getInitialSnapshot']>;
type Form = Snapshot['context']['form'];

/** Every message SUBMIT shows for a form, from the contract's wording (docs/architecture.md#machines). */
function messagesFor(form: Form): Record<string, string> {
  const messages: Record<string, string> = {};
  if (form.username.trim() === '') messages.username = REVIEW_MESSAGES.usernameRequired;
  // Passwords are taken exactly as typed, spaces included.
  if (form.password === '') messages.password = REVIEW_MESSAGES.passwordRequired;
  else if (
    [...form.password].length < REVIEW_LIMITS.passwordMin ||
    [...form.password].length > REVIEW_LIMITS.passwordMax
  ) {
    messages.password = REVIEW_MESSAGES.passwordLength;
  }
  if (form.title.trim() === '') messages.title = REVIEW_MESSAGES.titleRequired;
  if (form.content.trim() === '') messages.content = REVIEW_MESSAGES.contentRequired;
  if (form.consultation_type === '') messages.consultation_type = REVIEW_MESSAGES.typeRequired;
  return messages;
}

/** Something was typed: a field holds more than spaces (a form of spaces closes without asking). */
const typedAnything = (form: Form) => Object.values(form).some((value) => value.trim() !== '');

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

/** The whole observable result of one event, written from docs/architecture.md#machines and decision 23. */
function expectedAfter(before: Snapshot, e: ReviewWriteEvent | Answer): Expected {
  const c = before.context;
  const editing = before.matches('editing');
  switch (e.type) {
    case 'FIELD_CHANGED': {
      if (!editing) return unchanged(before);
      // Typing into a field clears that field's message and leaves the others.
      const { [e.field]: _cleared, ...fieldErrors } = c.fieldErrors;
      return {
        value: 'editing',
        context: { form: { ...c.form, [e.field]: e.value }, fieldErrors },
      };
    }
    case 'SUBMIT': {
      if (!editing) return unchanged(before);
      const messages = messagesFor(c.form);
      if (Object.keys(messages).length > 0) {
        return { value: 'editing', context: { fieldErrors: messages, errorMessage: null } };
      }
      // Sent once, trimmed (the password as typed), exactly as the contract's schema reads it.
      const review = {
        username: c.form.username.trim(),
        password: c.form.password,
        consultation_type: c.form.consultation_type,
        title: c.form.title.trim(),
        content: c.form.content.trim(),
      };
      return {
        value: 'submitting',
        context: { errorMessage: null },
        calls: [['createReview', review]],
      };
    }
    case 'CANCEL':
      if (!editing) return unchanged(before);
      // Asks first only when something was typed (decision 23).
      return { value: typedAnything(c.form) ? 'confirmingCancel' : 'done' };
    case 'CONFIRM_CANCEL':
      if (!before.matches('confirmingCancel')) return unchanged(before);
      // Thrown away: the form empties, so the tab keeps no draft of it (decision 280).
      return {
        value: 'done',
        context: { form: emptyReviewForm, fieldErrors: {}, errorMessage: null },
      };
    case 'KEEP_WRITING':
      if (!before.matches('confirmingCancel')) return unchanged(before);
      return { value: 'editing' };
    case 'xstate.done.actor.createReview':
      // The board hears of it and goes back to page 1; the dialog closes on an empty form.
      return {
        value: 'done',
        context: { form: emptyReviewForm, fieldErrors: {}, errorMessage: null },
        emitted: [['reportWritten', undefined]],
      };
    case 'xstate.error.actor.createReview':
      // Everything typed stays; the server's field messages (422) go next to their fields.
      return {
        value: 'editing',
        context:
          e.error === refused
            ? {
                errorMessage: `${REVIEW_MESSAGES.serverErrorPrefix}입력값을 확인해주세요.`,
                fieldErrors: { title: REVIEW_MESSAGES.titleTooLong },
              }
            : { errorMessage: REVIEW_MESSAGES.noResponse, fieldErrors: {} },
      };
  }
  throw new Error(`no expectation for ${e.type}`);
}

const kind = (value: string) => (value === '' ? 0 : value.trim() === '' ? 1 : value.length);

describeModel('reviewWriteMachine', {
  machine: reviewWriteMachine,
  start: {
    value: 'editing',
    context: {
      form: { username: '', password: '', consultation_type: '', title: '', content: '' },
      fieldErrors: {},
      errorMessage: null,
    },
  },
  transitions: [
    'editing —FIELD_CHANGED→ (stays)',
    'editing —SUBMIT [isFormValid]→ submitting',
    'editing —SUBMIT→ (stays)',
    'editing —CANCEL [hasTypedAnything]→ confirmingCancel',
    'editing —CANCEL→ done',
    'confirmingCancel —CONFIRM_CANCEL→ done',
    'confirmingCancel —KEEP_WRITING→ editing',
    'submitting —xstate.done.actor.createReview→ done',
    'submitting —xstate.error.actor.createReview→ editing',
  ],
  events: EVENTS,
  answers: { createReview: [{ output: created }, { error: networkDown }, { error: refused }] },
  // Each field empty, only spaces or typed; and, for the rules: nothing, only spaces or something
  // typed (a form of spaces is not dirty), whether it may be sent, how many messages show (typing
  // must clear one and leave the others), and a failure shown.
  serializeState: (s) =>
    JSON.stringify([s.value, s.status, Object.values(s.context.form).map(kind)]),
  situation: (s) => {
    const { form } = s.context;
    const values = Object.values(form);
    return JSON.stringify([
      typedAnything(form) ? 'typed' : values.some((value) => value !== '') ? 'spaces' : 'empty',
      Object.keys(messagesFor(form)).length === 0,
      Math.min(Object.keys(s.context.fieldErrors).length, 2),
      s.context.errorMessage !== null,
    ]);
  },
  expectStep: ({ before, event, after }) => {
    // A second submit is impossible while one is on its way.
    if (after.matches('submitting')) expect(after.can({ type: 'SUBMIT' })).toBe(false);
    const expected = expectedAfter(before, event as ReviewWriteEvent | Answer);
    expect(after.status).toBe(expected.value === 'done' ? 'done' : 'active');
    return expected;
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
