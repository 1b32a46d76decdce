import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import { STAFF_MESSAGES as M } from '../contract/staff';
import {
  STAFF_SIGN_IN_MESSAGES as SM,
  type StaffCode,
  type StaffSignedIn,
  type StaffSignIn,
  type StaffSignInStep,
  staffCodeSchema,
  staffSignInSchema,
} from '../contract/staffAccess';
import type { StaffSession } from '../contract/staffAnswers';
import { STAFF_NOTICE_COPY as N } from '../contract/staffConsoleNotices';
import { fieldErrors } from '../contract/text';
import { providedByView } from './providedByView';
import { failedWith, staffErrorMessage } from './staffFailure';

export type SignInField = keyof StaffSignIn;

export interface StaffSessionContext {
  name: string;
  password: string;
  /** The authenticator's (or a recovery) code, as typed. */
  code: string;
  fieldErrors: Partial<Record<SignInField | 'code', string>>;
  errorMessage: string | null;
  /** What the sign-in form says that is no failure (로그아웃되었습니다); gone once staff type. */
  notice: string | null;
  /** The right password's answer: the challenge, and the new authenticator when enrolling. */
  step: StaffSignInStep | null;
  /** Shown once after enrolment, until staff say they have kept them. */
  recoveryCodes: string[] | null;
  session: StaffSession | null;
}

export type StaffSessionEvent =
  | { type: 'FIELD_CHANGED'; field: SignInField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CODE_CHANGED'; value: string }
  | { type: 'SUBMIT_CODE' }
  /** Back from the code to the name and password (another account, or the challenge is lost). */
  | { type: 'RESTART' }
  /** The recovery codes are written down: on to the console. */
  | { type: 'RECOVERY_CODES_KEPT' }
  | { type: 'SIGN_OUT' }
  /** Any staff call answered 401: the session expired or was ended elsewhere. */
  | { type: 'SESSION_ENDED' };

/**
 * The console's session: asks the server whether one exists, signs in, and ends it on sign-out
 * or when any call finds it gone. The typed name and password stay on every failure.
 */
export const staffSessionMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: { context: {} as StaffSessionContext, events: {} as StaffSessionEvent },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    /** GET session: the session, or null when there is none (401). */
    loadSession: providedByView<StaffSession | null>('loadSession'),
    /** POST session: a right password's challenge (never a session). */
    signIn: providedByView<StaffSignInStep, StaffSignIn>('signIn'),
    /** POST session/code: the session, with recovery codes after an enrolment. */
    submitCode: providedByView<StaffSignedIn, StaffCode>('submitCode'),
    signOut: providedByView<void, { csrfToken: string }>('signOut'),
  },
  // Stryker restore all
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _cleared, ...others } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors: others, errorMessage: null, notice: null };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = v.safeParse(staffSignInSchema, {
        name: context.name,
        password: context.password,
      });
      const errors: StaffSessionContext['fieldErrors'] = {};
      // Stryker disable next-line ArrayDeclaration: reached only after the validity guard said no, so the parse always has issues
      for (const { field, message } of fieldErrors(result.issues ?? [])) {
        // Stryker disable next-line ConditionalExpression: staffSignInSchema checks exactly name and password
        if (field === 'name' || field === 'password') errors[field] ??= message;
      }
      return { fieldErrors: errors };
    }),
    startSession: assign((_, session: StaffSession) => ({
      session,
      password: '',
      errorMessage: null,
    })),
    /** Signed in: the challenge and code are spent; recovery codes kept to show once. */
    finishSignIn: assign((_, { recoveryCodes, ...session }: StaffSignedIn) => ({
      session,
      recoveryCodes: recoveryCodes ?? null,
      step: null,
      code: '',
      password: '',
      errorMessage: null,
    })),
    setCode: assign(({ event }) => {
      assertEvent(event, 'CODE_CHANGED');
      return { code: event.value, fieldErrors: {}, errorMessage: null };
    }),
    showCodeError: assign(({ context }) => {
      const result = v.safeParse(staffCodeSchema.entries.code, context.code);
      // Stryker disable next-line StringLiteral: reached only after the validity guard said no
      return { fieldErrors: { code: result.issues?.[0]?.message ?? '' } };
    }),
    forgetChallenge: assign({ step: null, code: '', fieldErrors: {} }),
  },
  guards: {
    hasSession: (_, session: StaffSession | null) => session !== null,
    isCodeValid: ({ context }) => v.is(staffCodeSchema.entries.code, context.code),
    hasRecoveryCodes: (_, signedIn: StaffSignedIn) => (signedIn.recoveryCodes?.length ?? 0) > 0,
    /**
     * The server ended the challenge (too old, too many wrong codes, or another enrolment
     * completed first): the password again, with the server's words.
     */
    isChallengeOver: (_, error: unknown) =>
      [SM.challengeExpired, SM.enrolledElsewhere].includes(staffErrorMessage(error) as never),
    isFormValid: ({ context }) =>
      v.is(staffSignInSchema, { name: context.name, password: context.password }),
  },
}).createMachine({
  id: 'staffSession',
  initial: 'checking',
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
  states: {
    checking: {
      invoke: {
        id: 'loadSession',
        src: 'loadSession',
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: { type: 'startSession', params: ({ event }) => event.output as StaffSession },
          },
          { target: 'signedOut' },
        ],
        onError: {
          target: 'signedOut',
          actions: assign(({ event }) => failedWith(event.error)),
        },
      },
    },
    signedOut: {
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        SUBMIT: [{ guard: 'isFormValid', target: 'signingIn' }, { actions: 'showFieldErrors' }],
      },
    },
    signingIn: {
      entry: assign({ errorMessage: null, notice: null }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => v.parse(staffSignInSchema, context),
        // The password has done its work; the code is asked for next (decision 179).
        onDone: {
          target: 'awaitingCode',
          actions: assign(({ event }) => ({ step: event.output, password: '', code: '' })),
        },
        onError: {
          target: 'signedOut',
          actions: assign(({ event }) => failedWith(event.error)),
        },
      },
    },
    awaitingCode: {
      on: {
        CODE_CHANGED: { actions: 'setCode' },
        SUBMIT_CODE: [
          { guard: 'isCodeValid', target: 'checkingCode' },
          { actions: 'showCodeError' },
        ],
        RESTART: {
          target: 'signedOut',
          actions: ['forgetChallenge', assign({ errorMessage: null })],
        },
      },
    },
    checkingCode: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'submitCode',
        src: 'submitCode',
        input: ({ context }) =>
          v.parse(staffCodeSchema, { challenge: context.step?.challenge, code: context.code }),
        onDone: [
          {
            guard: { type: 'hasRecoveryCodes', params: ({ event }) => event.output },
            target: 'signedIn.keepingRecoveryCodes',
            actions: { type: 'finishSignIn', params: ({ event }) => event.output },
          },
          {
            target: 'signedIn',
            actions: { type: 'finishSignIn', params: ({ event }) => event.output },
          },
        ],
        onError: [
          {
            guard: {
              type: 'isChallengeOver',
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: 'signedOut',
            actions: ['forgetChallenge', assign(({ event }) => failedWith(event.error))],
          },
          // A wrong code: typed again from the app's next one.
          {
            target: 'awaitingCode',
            actions: assign(({ event }) => ({ ...failedWith(event.error), code: '' })),
          },
        ],
      },
    },
    signedIn: {
      initial: 'working',
      on: {
        SESSION_ENDED: {
          target: 'signedOut',
          actions: assign({ session: null, recoveryCodes: null, errorMessage: M.signInRequired }),
        },
      },
      states: {
        working: {
          on: { SIGN_OUT: { target: 'signingOut', actions: assign({ errorMessage: null }) } },
        },
        /** Just enrolled: the recovery codes are on screen, this once. */
        keepingRecoveryCodes: {
          on: {
            RECOVERY_CODES_KEPT: { target: 'working', actions: assign({ recoveryCodes: null }) },
          },
        },
        signingOut: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            // Stryker disable next-line OptionalChaining,StringLiteral: signing out is only offered while signed in, so the session is there
            input: ({ context }) => ({ csrfToken: context.session?.csrfToken ?? '' }),
            onDone: {
              target: '#staffSession.signedOut',
              actions: assign({ session: null, name: '', errorMessage: null, notice: N.signedOut }),
            },
            // Still signed in on the server: saying otherwise would leave the session open.
            onError: {
              target: 'working',
              actions: assign(({ event }) => failedWith(event.error)),
            },
          },
        },
      },
    },
  },
});
