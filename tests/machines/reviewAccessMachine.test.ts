import { expect } from 'vitest';
import { REVIEW_LIMITS } from '../../contract/limits';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { PasswordCheckResult, ReviewWithContent, ViewsResult } from '../../contract/reviews';
import { type ReviewAccessEvent, reviewAccessMachine } from '../../machines/reviewAccessMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';
import { review, row } from './reviewFixtures';

const saved: ReviewWithContent = { ...review, title: '고친 제목' };
const lockedOut = '비밀번호를 5회 이상 틀렸습니다. 15분 후 다시 시도해주세요.';

const networkDown = { failure: { kind: 'network' } };
const gone = { failure: { kind: 'http', status: 404, detail: REVIEW_MESSAGES.notFound } };
const locked = { failure: { kind: 'http', status: 429, detail: lockedOut } };
// A 422 from the server: its per-field messages (first per field wins) and its detail.
const refused = {
  failure: {
    kind: 'http',
    status: 422,
    detail: '입력값을 확인해주세요.',
    errors: [
      { field: 'title', message: '제목에 쓸 수 없는 말이 있습니다.' },
      { field: 'title', message: '두 번째 메시지' },
      { field: 'content', message: '내용을 다시 확인해주세요.' },
    ],
  },
};

const EVENTS: ReviewAccessEvent[] = [
  { type: 'PASSWORD_CHANGED', password: 'pw-1234' },
  { type: 'SUBMIT_PASSWORD' },
  { type: 'EDIT' },
  { type: 'DRAFT_CHANGED', field: 'title', value: '' },
  { type: 'DRAFT_CHANGED', field: 'title', value: ' 고친 제목 ' },
  { type: 'DRAFT_CHANGED', field: 'content', value: '가'.repeat(REVIEW_LIMITS.contentMax + 1) },
  { type: 'DRAFT_CHANGED', field: 'content', value: '고친 내용' },
  { type: 'SAVE' },
  { type: 'CANCEL_EDIT' },
  { type: 'DELETE' },
  { type: 'CANCEL_DELETE' },
  { type: 'CONFIRM_DELETE' },
  { type: 'CLOSE' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
type Snapshot = ReturnType<(typeof reviewAccessMachine)['getInitialSnapshot']>;
type Draft = Snapshot['context']['draft'];

/** The edit form's messages by field, written from the contract's limits (docs/product.md#limits). */
function draftMessages(draft: Draft): Partial<Record<keyof Draft, string>> {
  const messages: Partial<Record<keyof Draft, string>> = {};
  const title = draft.title.trim();
  const content = draft.content.trim();
  if (title === '') messages.title = REVIEW_MESSAGES.titleRequired;
  else if ([...title].length > REVIEW_LIMITS.titleMax)
    messages.title = REVIEW_MESSAGES.titleTooLong;
  if (content === '') messages.content = REVIEW_MESSAGES.contentRequired;
  else if ([...content].length > REVIEW_LIMITS.contentMax) {
    messages.content = REVIEW_MESSAGES.contentTooLong;
  }
  if (draft.consultation_type === '') messages.consultation_type = REVIEW_MESSAGES.typeRequired;
  return messages;
}

/** The whole observable result of one event, written from docs/product.md#text-rules, docs/architecture.md#http-api and docs/product.md#review-access. */
function expectedAfter(before: Snapshot, e: ReviewAccessEvent | Answer): Expected {
  const c = before.context;
  const at = (state: object | string) => before.matches(state as never);
  const unlocked = (state: string) => ({ unlocked: state });
  switch (e.type) {
    case 'PASSWORD_CHANGED':
      if (!at('askingPassword')) return unchanged(before);
      return { value: 'askingPassword', context: { password: e.password, errorMessage: null } };
    case 'SUBMIT_PASSWORD':
      if (!at('askingPassword')) return unchanged(before);
      if (c.password === '') {
        return {
          value: 'askingPassword',
          context: { errorMessage: REVIEW_MESSAGES.passwordEmpty },
        };
      }
      // A new check clears the last message, the wrong-password one too.
      return {
        value: 'verifying',
        context: { errorMessage: null },
        calls: [['verifyPassword', { id: row.id, password: c.password }]],
      };
    case 'CLOSE':
      // Closing is refused only while a change is on its way or a delete awaits an answer.
      if (at(unlocked('saving')) || at(unlocked('confirmingDelete')) || at(unlocked('deleting'))) {
        return unchanged(before);
      }
      if (before.status !== 'active') return unchanged(before);
      return { value: 'done' };
    case 'EDIT':
      if (!at(unlocked('viewing'))) return unchanged(before);
      return {
        value: unlocked('editing'),
        context: {
          draft: {
            title: c.review?.title,
            content: c.review?.content,
            consultation_type: c.review?.consultation_type,
          },
          fieldErrors: {},
          errorMessage: null,
        },
      };
    case 'DRAFT_CHANGED': {
      if (!at(unlocked('editing'))) return unchanged(before);
      // Typing into a field clears that field's message and leaves the others.
      const { [e.field]: _cleared, ...fieldErrors } = c.fieldErrors;
      return {
        value: unlocked('editing'),
        context: { draft: { ...c.draft, [e.field]: e.value }, fieldErrors },
      };
    }
    case 'SAVE': {
      if (!at(unlocked('editing'))) return unchanged(before);
      const messages = draftMessages(c.draft);
      if (Object.keys(messages).length > 0) {
        return { value: unlocked('editing'), context: { fieldErrors: messages } };
      }
      const update = {
        password: c.password,
        title: c.draft.title.trim(),
        content: c.draft.content.trim(),
        consultation_type: c.draft.consultation_type,
      };
      return {
        value: unlocked('saving'),
        context: { errorMessage: null },
        calls: [['saveReview', { id: row.id, update }]],
      };
    }
    case 'CANCEL_EDIT':
      if (!at(unlocked('editing'))) return unchanged(before);
      return { value: unlocked('viewing'), context: { errorMessage: null } };
    case 'DELETE':
      if (!at(unlocked('viewing'))) return unchanged(before);
      return { value: unlocked('confirmingDelete'), context: { errorMessage: null } };
    case 'CANCEL_DELETE':
      if (!at(unlocked('confirmingDelete'))) return unchanged(before);
      return { value: unlocked('viewing') };
    case 'CONFIRM_DELETE':
      if (!at(unlocked('confirmingDelete'))) return unchanged(before);
      return {
        value: unlocked('deleting'),
        calls: [['deleteReview', { id: row.id, password: c.password }]],
      };
    case 'xstate.done.actor.verifyPassword': {
      const output = e.output as PasswordCheckResult;
      if (!output.verified) {
        return {
          value: 'askingPassword',
          context: { errorMessage: REVIEW_MESSAGES.passwordWrong },
        };
      }
      // Each open counts one view, and only once the password is right.
      return {
        value: unlocked('viewing'),
        context: { review: output.review },
        calls: [['countView', { id: row.id }]],
      };
    }
    case 'xstate.error.actor.verifyPassword':
      // Only the lock-out shows the server's words (decision 22).
      return {
        value: 'askingPassword',
        context: {
          errorMessage: e.error === locked ? lockedOut : REVIEW_MESSAGES.passwordCheckFailed,
        },
      };
    case 'xstate.done.actor.countView': {
      const views = (e.output as ViewsResult).views;
      const updated = { ...c.review, views };
      return {
        value: before.value,
        context: { review: updated },
        emitted: [['reportUpdated', updated]],
      };
    }
    case 'xstate.error.actor.countView':
      // Spec §7: a failed count is only logged; the visitor reads on.
      return { value: before.value, emitted: [['logViewCountFailure', e.error]] };
    case 'xstate.done.actor.saveReview':
      return {
        value: unlocked('viewing'),
        context: { review: e.output },
        emitted: [['reportUpdated', e.output]],
      };
    case 'xstate.error.actor.saveReview':
      // The draft stays as typed; a 422 shows the server's messages under their fields.
      return {
        value: unlocked('editing'),
        context:
          e.error === refused
            ? {
                errorMessage: `${REVIEW_MESSAGES.serverErrorPrefix}입력값을 확인해주세요.`,
                fieldErrors: {
                  title: '제목에 쓸 수 없는 말이 있습니다.',
                  content: '내용을 다시 확인해주세요.',
                },
              }
            : { errorMessage: REVIEW_MESSAGES.noResponse, fieldErrors: {} },
      };
    case 'xstate.done.actor.deleteReview':
      return { value: 'done', emitted: [['reportDeleted', undefined]] };
    case 'xstate.error.actor.deleteReview':
      return {
        value: unlocked('viewing'),
        context: {
          errorMessage: `${REVIEW_MESSAGES.serverErrorPrefix}${REVIEW_MESSAGES.notFound}`,
        },
      };
  }
  throw new Error(`no expectation for ${e.type}`);
}

describeModel('reviewAccessMachine', {
  machine: reviewAccessMachine,
  start: {
    value: 'askingPassword',
    context: {
      row,
      password: '',
      review: null,
      draft: { title: '', content: '', consultation_type: '' },
      fieldErrors: {},
      errorMessage: null,
    },
  },
  transitions: [
    'askingPassword —PASSWORD_CHANGED→ (stays)',
    'askingPassword —SUBMIT_PASSWORD [isPasswordEmpty]→ (stays)',
    'askingPassword —SUBMIT_PASSWORD→ verifying',
    'askingPassword —CLOSE→ done',
    'verifying —CLOSE→ done',
    'verifying —xstate.done.actor.verifyPassword [isVerified]→ unlocked',
    'verifying —xstate.done.actor.verifyPassword→ askingPassword',
    'verifying —xstate.error.actor.verifyPassword→ askingPassword',
    'unlocked —xstate.done.actor.countView→ (stays)',
    'unlocked —xstate.error.actor.countView→ (stays)',
    'unlocked.viewing —CLOSE→ done',
    'unlocked.viewing —EDIT→ unlocked.editing',
    'unlocked.viewing —DELETE→ unlocked.confirmingDelete',
    'unlocked.editing —DRAFT_CHANGED→ (stays)',
    'unlocked.editing —SAVE [isDraftValid]→ unlocked.saving',
    'unlocked.editing —SAVE→ (stays)',
    'unlocked.editing —CANCEL_EDIT→ unlocked.viewing',
    'unlocked.editing —CLOSE→ done',
    'unlocked.saving —xstate.done.actor.saveReview→ unlocked.viewing',
    'unlocked.saving —xstate.error.actor.saveReview→ unlocked.editing',
    'unlocked.confirmingDelete —CONFIRM_DELETE→ unlocked.deleting',
    'unlocked.confirmingDelete —CANCEL_DELETE→ unlocked.viewing',
    'unlocked.deleting —xstate.done.actor.deleteReview→ done',
    'unlocked.deleting —xstate.error.actor.deleteReview→ unlocked.viewing',
  ],
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
    saveReview: [{ output: saved }, { error: networkDown }, { error: refused }],
    deleteReview: [{ output: undefined }, { error: gone }],
  },
  serializeState: (s) => JSON.stringify([s.value, s.status]),
  // What the guards and the message rules depend on: a typed password, a message shown, how
  // many fields show one (typing must clear one of two), and whether the draft may be saved.
  situation: (s) =>
    JSON.stringify([
      s.context.password === '',
      s.context.errorMessage !== null,
      Math.min(Object.keys(s.context.fieldErrors).length, 2),
      Object.keys(draftMessages(s.context.draft)).length === 0,
    ]),
  expectStep: ({ before, event, after }) => {
    // Content reaches the visitor only after the server verified the password (docs/product.md#review-access).
    if (after.matches('askingPassword') || after.matches('verifying')) {
      expect(after.context.review).toBeNull();
    }
    const expected = expectedAfter(before, event as ReviewAccessEvent | Answer);
    expect(after.status).toBe(expected.value === 'done' ? 'done' : 'active');
    return expected;
  },
});
