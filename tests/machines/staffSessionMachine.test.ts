import { expect } from 'vitest';
import { STAFF_MESSAGES } from '../../contract/staff';
import { STAFF_SIGN_IN_MESSAGES, type StaffSignInStep } from '../../contract/staffAccess';
import { STAFF_NOTICE_COPY } from '../../contract/staffConsoleNotices';
import { type StaffSessionEvent, staffSessionMachine } from '../../machines/staffSessionMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';
import { messageFor, networkDown, session } from './staffFixtures';

const wrong = { failure: { kind: 'http', status: 401, detail: STAFF_MESSAGES.signInFailed } };
const wrongCode = {
  failure: { kind: 'http', status: 401, detail: STAFF_SIGN_IN_MESSAGES.codeWrong },
};
const challengeOver = {
  failure: { kind: 'http', status: 401, detail: STAFF_SIGN_IN_MESSAGES.challengeExpired },
};
const enrolledElsewhere = {
  failure: { kind: 'http', status: 409, detail: STAFF_SIGN_IN_MESSAGES.enrolledElsewhere },
};
const password = 'correct horse battery';
const codeStep: StaffSignInStep = { next: 'code', challenge: 'c'.repeat(43) };
const enrolStep: StaffSignInStep = {
  next: 'enrol',
  challenge: 'e'.repeat(43),
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri: 'otpauth://totp/x:y?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg: '<svg></svg>',
};
const recoveryCodes = ['abcde-fghij', 'klmno-pqrst'];

const EVENTS: StaffSessionEvent[] = [
  { type: 'FIELD_CHANGED', field: 'name', value: '김세무' },
  { type: 'FIELD_CHANGED', field: 'password', value: password },
  { type: 'FIELD_CHANGED', field: 'name', value: '' },
  { type: 'FIELD_CHANGED', field: 'password', value: '' },
  { type: 'SUBMIT' },
  { type: 'CODE_CHANGED', value: ' 123 456 ' },
  { type: 'CODE_CHANGED', value: '12' },
  { type: 'SUBMIT_CODE' },
  { type: 'RESTART' },
  { type: 'RECOVERY_CODES_KEPT' },
  { type: 'SIGN_OUT' },
  { type: 'SESSION_ENDED' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
type Snapshot = ReturnType<(typeof staffSessionMachine)['getInitialSnapshot']>;

/** The sign-in form's messages, from the contract's wording: both fields are required. */
function messagesFor(c: Snapshot['context']): Record<string, string> {
  return {
    ...(c.name.trim() === '' ? { name: STAFF_MESSAGES.nameRequired } : {}),
    ...(c.password === '' ? { password: STAFF_MESSAGES.passwordRequired } : {}),
  };
}

/** The whole observable result of one event, written from the console's spec. */
function expectedAfter(before: Snapshot, e: StaffSessionEvent | Answer): Expected {
  const c = before.context;
  const at = (state: object | string) => before.matches(state as never);
  switch (e.type) {
    case 'FIELD_CHANGED': {
      if (!at('signedOut')) return unchanged(before);
      // Typing clears that field's message, leaves the other's, and clears the failure line.
      const { [e.field]: _cleared, ...fieldErrors } = c.fieldErrors;
      return {
        value: 'signedOut',
        context: { [e.field]: e.value, fieldErrors, errorMessage: null, notice: null },
      };
    }
    case 'SUBMIT': {
      if (!at('signedOut')) return unchanged(before);
      const messages = messagesFor(c);
      if (Object.keys(messages).length > 0) {
        return { value: 'signedOut', context: { fieldErrors: messages } };
      }
      return {
        value: 'signingIn',
        context: { errorMessage: null, notice: null },
        calls: [['signIn', { name: c.name.trim(), password: c.password }]],
      };
    }
    case 'CODE_CHANGED':
      if (!at('awaitingCode')) return unchanged(before);
      return {
        value: 'awaitingCode',
        context: { code: e.value, fieldErrors: {}, errorMessage: null },
      };
    case 'SUBMIT_CODE': {
      if (!at('awaitingCode')) return unchanged(before);
      const typed = c.code.replace(/\s+/g, '');
      if (!/^\d{6}$/.test(typed)) {
        return {
          value: 'awaitingCode',
          context: {
            fieldErrors: {
              code:
                typed === ''
                  ? STAFF_SIGN_IN_MESSAGES.codeRequired
                  : STAFF_SIGN_IN_MESSAGES.codeInvalid,
            },
          },
        };
      }
      return {
        value: 'checkingCode',
        context: { errorMessage: null },
        calls: [['submitCode', { challenge: c.step?.challenge, code: typed }]],
      };
    }
    case 'RESTART':
      if (!at('awaitingCode')) return unchanged(before);
      return {
        value: 'signedOut',
        context: { step: null, code: '', fieldErrors: {}, errorMessage: null },
      };
    case 'RECOVERY_CODES_KEPT':
      if (!at({ signedIn: 'keepingRecoveryCodes' })) return unchanged(before);
      return { value: { signedIn: 'working' }, context: { recoveryCodes: null } };
    case 'SIGN_OUT':
      if (!at({ signedIn: 'working' })) return unchanged(before);
      return {
        value: { signedIn: 'signingOut' },
        context: { errorMessage: null },
        calls: [['signOut', { csrfToken: c.session?.csrfToken }]],
      };
    case 'SESSION_ENDED':
      if (!at('signedIn')) return unchanged(before);
      return {
        value: 'signedOut',
        context: {
          session: null,
          recoveryCodes: null,
          errorMessage: STAFF_MESSAGES.signInRequired,
        },
      };
    case 'xstate.done.actor.loadSession':
      return e.output
        ? {
            value: { signedIn: 'working' },
            context: { session: e.output, password: '', errorMessage: null },
          }
        : { value: 'signedOut' };
    case 'xstate.error.actor.loadSession':
      return { value: 'signedOut', context: { errorMessage: messageFor(e.error) } };
    case 'xstate.done.actor.signIn':
      // A right password is no session: the code is asked next, and the password not kept.
      return { value: 'awaitingCode', context: { step: e.output, password: '', code: '' } };
    case 'xstate.done.actor.submitCode': {
      const { recoveryCodes: shown, ...signedIn } = e.output as typeof session & {
        recoveryCodes?: string[];
      };
      return {
        value: { signedIn: shown ? 'keepingRecoveryCodes' : 'working' },
        context: {
          session: signedIn,
          recoveryCodes: shown ?? null,
          step: null,
          code: '',
          password: '',
          errorMessage: null,
        },
      };
    }
    case 'xstate.error.actor.submitCode':
      // The challenge is over: back to the password. A wrong code: the next one, typed afresh.
      return e.error === challengeOver || e.error === enrolledElsewhere
        ? {
            value: 'signedOut',
            context: { step: null, code: '', fieldErrors: {}, errorMessage: messageFor(e.error) },
          }
        : { value: 'awaitingCode', context: { code: '', errorMessage: messageFor(e.error) } };
    case 'xstate.error.actor.signIn':
      // Nothing typed is lost.
      return { value: 'signedOut', context: { errorMessage: messageFor(e.error) } };
    case 'xstate.done.actor.signOut':
      // The sign-in form says the session is over (not a failure: a status line).
      return {
        value: 'signedOut',
        context: {
          session: null,
          name: '',
          errorMessage: null,
          notice: STAFF_NOTICE_COPY.signedOut,
        },
      };
    case 'xstate.error.actor.signOut':
      // Not signed out on the server: the console stays and says why.
      return { value: { signedIn: 'working' }, context: { errorMessage: messageFor(e.error) } };
  }
  throw new Error(`no expectation for ${e.type}`);
}

describeModel('staffSessionMachine', {
  machine: staffSessionMachine,
  start: {
    value: 'checking',
    context: {
      name: '',
      password: '',
      code: '',
      fieldErrors: {},
      errorMessage: null,
      notice: null,
      step: null,
      recoveryCodes: null,
      session: null,
    },
  },
  transitions: [
    'checking —xstate.done.actor.loadSession [hasSession]→ signedIn',
    'checking —xstate.done.actor.loadSession→ signedOut',
    'checking —xstate.error.actor.loadSession→ signedOut',
    'signedOut —FIELD_CHANGED→ (stays)',
    'signedOut —SUBMIT [isFormValid]→ signingIn',
    'signedOut —SUBMIT→ (stays)',
    'signingIn —xstate.done.actor.signIn→ awaitingCode',
    'signingIn —xstate.error.actor.signIn→ signedOut',
    'awaitingCode —CODE_CHANGED→ (stays)',
    'awaitingCode —SUBMIT_CODE [isCodeValid]→ checkingCode',
    'awaitingCode —SUBMIT_CODE→ (stays)',
    'awaitingCode —RESTART→ signedOut',
    'checkingCode —xstate.done.actor.submitCode [hasRecoveryCodes]→ signedIn.keepingRecoveryCodes',
    'checkingCode —xstate.done.actor.submitCode→ signedIn',
    'checkingCode —xstate.error.actor.submitCode [isChallengeOver]→ signedOut',
    'checkingCode —xstate.error.actor.submitCode→ awaitingCode',
    'signedIn.keepingRecoveryCodes —RECOVERY_CODES_KEPT→ signedIn.working',
    'signedIn —SESSION_ENDED→ signedOut',
    'signedIn.working —SIGN_OUT→ signedIn.signingOut',
    'signedIn.signingOut —xstate.done.actor.signOut→ signedOut',
    'signedIn.signingOut —xstate.error.actor.signOut→ signedIn.working',
  ],
  events: EVENTS,
  answers: {
    loadSession: [{ output: session }, { output: null }, { error: networkDown }],
    signIn: [{ output: codeStep }, { output: enrolStep }, { error: wrong }, { error: networkDown }],
    submitCode: [
      { output: session },
      { output: { ...session, recoveryCodes } },
      { error: wrongCode },
      { error: challengeOver },
      { error: enrolledElsewhere },
      { error: networkDown },
    ],
    signOut: [{ output: undefined }, { error: networkDown }],
  },
  // What can happen next depends on where it is, what is typed and whether a session exists.
  serializeState: (s) =>
    JSON.stringify([
      s.value,
      s.context.name,
      s.context.password,
      s.context.code,
      s.context.step?.next ?? null,
      s.context.session !== null,
    ]),
  // Which fields show a message and whether a failure line shows.
  situation: (s) =>
    JSON.stringify([Object.keys(s.context.fieldErrors).sort(), s.context.errorMessage !== null]),
  expectStep: ({ before, event, after }) => {
    // The console is shown exactly while a session is held.
    expect(after.matches('signedIn')).toBe(after.context.session !== null);
    return expectedAfter(before, event as StaffSessionEvent | Answer);
  },
});
