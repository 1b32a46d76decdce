import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import {
  STAFF_MESSAGES as M,
  type StaffSession,
  type StaffSignIn,
  staffSignInSchema,
} from '../contract/staff';
import { fieldErrors } from '../contract/text';
import { providedByView } from './providedByView';
import { failedWith } from './staffFailure';

export type SignInField = keyof StaffSignIn;

export interface StaffSessionContext {
  name: string;
  password: string;
  fieldErrors: Partial<Record<SignInField, string>>;
  errorMessage: string | null;
  session: StaffSession | null;
}

export type StaffSessionEvent =
  | { type: 'FIELD_CHANGED'; field: SignInField; value: string }
  | { type: 'SUBMIT' }
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
    signIn: providedByView<StaffSession, StaffSignIn>('signIn'),
    signOut: providedByView<void, { csrfToken: string }>('signOut'),
  },
  // Stryker restore all
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _cleared, ...others } = context.fieldErrors;
      return { [event.field]: event.value, fieldErrors: others, errorMessage: null };
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
  },
  guards: {
    hasSession: (_, session: StaffSession | null) => session !== null,
    isFormValid: ({ context }) =>
      v.is(staffSignInSchema, { name: context.name, password: context.password }),
  },
}).createMachine({
  id: 'staffSession',
  initial: 'checking',
  context: { name: '', password: '', fieldErrors: {}, errorMessage: null, session: null },
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
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => v.parse(staffSignInSchema, context),
        onDone: {
          target: 'signedIn',
          actions: { type: 'startSession', params: ({ event }) => event.output },
        },
        onError: {
          target: 'signedOut',
          actions: assign(({ event }) => failedWith(event.error)),
        },
      },
    },
    signedIn: {
      initial: 'working',
      on: {
        SESSION_ENDED: {
          target: 'signedOut',
          actions: assign({ session: null, errorMessage: M.signInRequired }),
        },
      },
      states: {
        working: {
          on: { SIGN_OUT: { target: 'signingOut', actions: assign({ errorMessage: null }) } },
        },
        signingOut: {
          invoke: {
            id: 'signOut',
            src: 'signOut',
            // Stryker disable next-line OptionalChaining,StringLiteral: signing out is only offered while signed in, so the session is there
            input: ({ context }) => ({ csrfToken: context.session?.csrfToken ?? '' }),
            onDone: {
              target: '#staffSession.signedOut',
              actions: assign({ session: null, name: '', errorMessage: null }),
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
