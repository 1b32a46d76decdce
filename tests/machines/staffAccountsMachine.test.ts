import { expect } from 'vitest';
import { STAFF_MESSAGES } from '../../contract/staff';
import type { StaffAccountInfo } from '../../contract/staffAnswers';
import { type StaffAccountsEvent, staffAccountsMachine } from '../../machines/staffAccountsMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';
import { messageFor, networkDown, unavailable } from './staffFixtures';

const owner: StaffAccountInfo = {
  id: 1,
  name: '박대표',
  role: 'owner',
  created_at: '2026-11-20T01:00:00.000Z',
  disabled_at: null,
  second_factor: true,
  second_factor_enrolled_at: null,
  second_factor_enrolled_from: null,
  last_sign_in_at: null,
  failed_since: 0,
  sessions: 1,
  own: true,
};
const clerk: StaffAccountInfo = { ...owner, id: 2, name: '이직원', role: 'staff', own: false };
const added: StaffAccountInfo = { ...clerk, id: 3, name: '최신입', sessions: 0 };
const GOOD = 'a long enough password';
const SHORT = 'short';

const EVENTS: StaffAccountsEvent[] = [
  { type: 'FIELD_CHANGED', field: 'name', value: ' 최신입 ' },
  { type: 'FIELD_CHANGED', field: 'role', value: 'staff' },
  { type: 'FIELD_CHANGED', field: 'password', value: GOOD },
  { type: 'FIELD_CHANGED', field: 'password', value: SHORT },
  { type: 'ADD' },
  { type: 'CHANGE', id: clerk.id, change: { role: 'owner' } },
  { type: 'CHANGE', id: clerk.id, change: { disabled: true } },
  { type: 'RESET_OPEN', id: clerk.id },
  { type: 'RESET_TYPED', value: SHORT },
  { type: 'RESET_TYPED', value: GOOD },
  { type: 'RESET_SUBMIT' },
  { type: 'RESET_CANCEL' },
  { type: 'RESET_SECOND_FACTOR', id: clerk.id },
  { type: 'RETRY' },
];

const conflict = { failure: { kind: 'http', status: 409, detail: STAFF_MESSAGES.accountExists } };
const ownerOnly = { failure: { kind: 'http', status: 403, detail: STAFF_MESSAGES.ownerOnly } };
const forged = { failure: { kind: 'http', status: 403, detail: 'Forbidden' } };

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
type Snapshot = ReturnType<(typeof staffAccountsMachine)['getInitialSnapshot']>;

/** The new-account form's messages, from the contract's wording, one per field. */
function draftMessages(draft: Snapshot['context']['draft']): Record<string, string> {
  const password = draft.password;
  return {
    ...(draft.name.trim() === '' ? { name: STAFF_MESSAGES.nameRequired } : {}),
    ...(draft.role === '' ? { role: STAFF_MESSAGES.roleRequired } : {}),
    ...(password === ''
      ? { password: STAFF_MESSAGES.passwordRequired }
      : [...password].length < 12
        ? { password: STAFF_MESSAGES.passwordTooShort }
        : {}),
  };
}

/** What a failed call says: the owner-only refusal in its own words, any other 403 as forged. */
function failureMessage(error: unknown): string {
  if (error === ownerOnly) return STAFF_MESSAGES.ownerOnly;
  if (error === forged) return STAFF_MESSAGES.forgedRequest;
  return messageFor(error);
}

/** The whole observable result of one event, written from decision 146. */
function expectedAfter(before: Snapshot, e: StaffAccountsEvent | Answer): Expected {
  const c = before.context;
  const showing = before.matches('showing');
  switch (e.type) {
    case 'FIELD_CHANGED': {
      if (!showing) return unchanged(before);
      const { [e.field]: _cleared, ...fieldErrors } = c.fieldErrors;
      return {
        value: 'showing',
        context: { draft: { ...c.draft, [e.field]: e.value }, fieldErrors },
      };
    }
    case 'ADD': {
      if (!showing) return unchanged(before);
      const messages = draftMessages(c.draft);
      if (Object.keys(messages).length > 0) {
        return { value: 'showing', context: { fieldErrors: messages, done: null } };
      }
      return {
        value: 'adding',
        context: { done: null, errorMessage: null },
        calls: [
          [
            'addAccount',
            { name: c.draft.name.trim(), role: c.draft.role, password: c.draft.password },
          ],
        ],
      };
    }
    case 'CHANGE':
      if (!showing) return unchanged(before);
      return {
        value: 'changing',
        context: { change: { id: e.id, ...e.change }, done: null, errorMessage: null },
        calls: [['changeAccount', { id: e.id, ...e.change }]],
      };
    case 'RESET_SECOND_FACTOR':
      if (!showing) return unchanged(before);
      return {
        value: 'resettingSecondFactor',
        context: { done: null, errorMessage: null },
        calls: [['resetSecondFactor', { id: e.id }]],
      };
    case 'RESET_OPEN':
      if (!showing) return unchanged(before);
      return {
        value: 'showing',
        context: { reset: { id: e.id, password: '', error: null }, done: null, errorMessage: null },
      };
    case 'RESET_TYPED':
      if (!showing || !c.reset) return unchanged(before);
      return {
        value: 'showing',
        context: { reset: { ...c.reset, password: e.value, error: null } },
      };
    case 'RESET_CANCEL':
      if (!showing) return unchanged(before);
      return { value: 'showing', context: { reset: null, errorMessage: null } };
    case 'RESET_SUBMIT': {
      if (!showing || !c.reset) return unchanged(before);
      if ([...c.reset.password].length >= 12) {
        return {
          value: 'resetting',
          context: { done: null, errorMessage: null },
          calls: [['resetPassword', { id: c.reset.id, password: c.reset.password }]],
        };
      }
      const error =
        c.reset.password === '' ? STAFF_MESSAGES.passwordRequired : STAFF_MESSAGES.passwordTooShort;
      return { value: 'showing', context: { reset: { ...c.reset, error } } };
    }
    case 'RETRY':
      if (!before.matches('failed')) return unchanged(before);
      return {
        value: 'loading',
        context: { errorMessage: null },
        calls: [['fetchAccounts', undefined]],
      };
    case 'xstate.done.actor.fetchAccounts':
      return { value: 'showing', context: { accounts: e.output } };
    case 'xstate.error.actor.fetchAccounts':
      return { value: 'failed', context: { errorMessage: failureMessage(e.error) } };
    case 'xstate.done.actor.addAccount':
      // The list is the server's answer; the form is emptied for the next one.
      return {
        value: 'showing',
        context: { accounts: e.output, draft: { name: '', role: '', password: '' }, done: 'added' },
      };
    case 'xstate.error.actor.addAccount':
      // Everything typed stays.
      return { value: 'showing', context: { errorMessage: failureMessage(e.error) } };
    case 'xstate.done.actor.changeAccount':
      return { value: 'showing', context: { accounts: e.output, change: null, done: 'changed' } };
    case 'xstate.error.actor.changeAccount':
      return { value: 'showing', context: { change: null, errorMessage: failureMessage(e.error) } };
    case 'xstate.done.actor.resetPassword':
      return { value: 'showing', context: { reset: null, done: 'reset' } };
    case 'xstate.done.actor.resetSecondFactor':
      // The list shown is the server's answer, with the account's factor gone.
      return { value: 'showing', context: { accounts: e.output, done: 'secondFactorReset' } };
    case 'xstate.error.actor.resetSecondFactor':
      return { value: 'showing', context: { errorMessage: failureMessage(e.error) } };
    case 'xstate.error.actor.resetPassword':
      // The dialog stays open with the password typed and why it failed.
      return { value: 'showing', context: { errorMessage: failureMessage(e.error) } };
  }
  throw new Error(`no expectation for ${e.type}`);
}

describeModel('staffAccountsMachine', {
  machine: staffAccountsMachine,
  start: {
    value: 'loading',
    context: {
      accounts: [],
      draft: { name: '', role: '', password: '' },
      fieldErrors: {},
      change: null,
      reset: null,
      done: null,
      errorMessage: null,
    },
  },
  transitions: [
    'loading —xstate.done.actor.fetchAccounts→ showing',
    'loading —xstate.error.actor.fetchAccounts→ failed',
    'failed —RETRY→ loading',
    'showing —FIELD_CHANGED→ (stays)',
    'showing —ADD [isDraftValid]→ adding',
    'showing —ADD→ (stays)',
    'showing —CHANGE→ changing',
    'showing —RESET_SECOND_FACTOR→ resettingSecondFactor',
    'resettingSecondFactor —xstate.done.actor.resetSecondFactor→ showing',
    'resettingSecondFactor —xstate.error.actor.resetSecondFactor→ showing',
    'showing —RESET_OPEN→ (stays)',
    'showing —RESET_TYPED→ (stays)',
    'showing —RESET_CANCEL→ (stays)',
    'showing —RESET_SUBMIT [isResetValid]→ resetting',
    'showing —RESET_SUBMIT→ (stays)',
    'adding —xstate.done.actor.addAccount→ showing',
    'adding —xstate.error.actor.addAccount→ showing',
    'changing —xstate.done.actor.changeAccount→ showing',
    'changing —xstate.error.actor.changeAccount→ showing',
    'resetting —xstate.done.actor.resetPassword→ showing',
    'resetting —xstate.error.actor.resetPassword→ showing',
  ],
  events: EVENTS,
  answers: {
    fetchAccounts: [{ output: [owner, clerk] }, { error: unavailable }, { error: ownerOnly }],
    addAccount: [{ output: [owner, clerk, added] }, { error: conflict }, { error: networkDown }],
    changeAccount: [{ output: [owner, { ...clerk, role: 'owner' }] }, { error: forged }],
    resetPassword: [{ output: undefined }, { error: unavailable }],
    resetSecondFactor: [
      { output: [owner, { ...clerk, second_factor: false }] },
      { error: ownerOnly },
    ],
  },
  // What can happen next: where it is, what is typed in either form, and which change is sent.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.draft, s.context.reset, s.context.change?.id ?? null]),
  // Which messages show: field messages, the failure line, the last success.
  situation: (s) =>
    JSON.stringify([
      Object.keys(s.context.fieldErrors).sort(),
      s.context.errorMessage !== null,
      s.context.done,
    ]),
  expectStep: ({ before, event, after }) => {
    // A message stays only on a field not typed in since it was refused, so none is left once
    // the form is sent.
    if (after.matches('adding')) expect(after.context.fieldErrors).toEqual({});
    return expectedAfter(before, event as StaffAccountsEvent | Answer);
  },
});
