import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import type { StaffRole } from '../contract/staff';
import {
  type StaffAccountChange,
  type StaffNewAccount,
  staffNewAccountSchema,
  staffNewPasswordSchema,
} from '../contract/staffAccess';
import type { StaffAccountInfo } from '../contract/staffAnswers';
import { fieldErrors } from '../contract/text';
import { providedByView } from './providedByView';
import { failedWith, firstIssue } from './staffFailure';

export type NewAccountField = keyof StaffNewAccount;

/** What the last finished change was, for the line that says it worked. */
export type AccountsDone = 'added' | 'changed' | 'reset' | 'secondFactorReset';

export interface StaffAccountsContext {
  accounts: StaffAccountInfo[];
  /** The new account's form; kept as typed when adding fails. */
  draft: { name: string; role: StaffRole | ''; password: string };
  fieldErrors: Partial<Record<NewAccountField, string>>;
  /** The account and change being sent. */
  change: ({ id: number } & StaffAccountChange) | null;
  /** The account whose new password is being typed, the password, and why it was refused. */
  reset: { id: number; password: string; error: string | null } | null;
  done: AccountsDone | null;
  errorMessage: string | null;
}

export type StaffAccountsEvent =
  | { type: 'FIELD_CHANGED'; field: NewAccountField; value: string }
  | { type: 'ADD' }
  | { type: 'CHANGE'; id: number; change: StaffAccountChange }
  | { type: 'RESET_OPEN'; id: number }
  | { type: 'RESET_TYPED'; value: string }
  | { type: 'RESET_SUBMIT' }
  | { type: 'RESET_CANCEL' }
  /** A lost phone: the account enrols a new authenticator at its next sign-in (decision 185). */
  | { type: 'RESET_SECOND_FACTOR'; id: number }
  | { type: 'RETRY' };

const EMPTY_DRAFT: StaffAccountsContext['draft'] = { name: '', role: '', password: '' };

/**
 * 계정 관리, for owners (decision 146): the accounts, a form to add one, a role or sign-in
 * switch per account, and a new password for one at a time. One call runs at a time; whatever
 * was typed stays when a call fails, and the list shown is always the server's answer.
 */
export const staffAccountsMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: { context: {} as StaffAccountsContext, events: {} as StaffAccountsEvent },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    fetchAccounts: providedByView<StaffAccountInfo[]>('fetchAccounts'),
    addAccount: providedByView<StaffAccountInfo[], StaffNewAccount>('addAccount'),
    changeAccount: providedByView<StaffAccountInfo[], { id: number } & StaffAccountChange>(
      'changeAccount',
    ),
    resetPassword: providedByView<void, { id: number; password: string }>('resetPassword'),
    resetSecondFactor: providedByView<StaffAccountInfo[], { id: number }>('resetSecondFactor'),
  },
  // Stryker restore all
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _cleared, ...others } = context.fieldErrors;
      return { draft: { ...context.draft, [event.field]: event.value }, fieldErrors: others };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = v.safeParse(staffNewAccountSchema, context.draft);
      const errors: StaffAccountsContext['fieldErrors'] = {};
      for (const { field, message } of fieldErrors(result.issues ?? [])) {
        if (field === 'name' || field === 'role' || field === 'password') errors[field] = message;
      }
      return { fieldErrors: errors, done: null };
    }),
    showAccounts: assign((_, accounts: StaffAccountInfo[]) => ({ accounts })),
  },
  guards: {
    isDraftValid: ({ context }) => v.is(staffNewAccountSchema, context.draft),
    isResetValid: ({ context }) => v.is(staffNewPasswordSchema, context.reset?.password),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector only; no view, route or #id target reads it
  id: 'staffAccounts',
  initial: 'loading',
  context: {
    accounts: [],
    draft: EMPTY_DRAFT,
    fieldErrors: {},
    change: null,
    reset: null,
    done: null,
    errorMessage: null,
  },
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchAccounts',
        src: 'fetchAccounts',
        onDone: {
          target: 'showing',
          actions: { type: 'showAccounts', params: ({ event }) => event.output },
        },
        onError: { target: 'failed', actions: assign(({ event }) => failedWith(event.error)) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    showing: {
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        ADD: [
          {
            guard: 'isDraftValid',
            target: 'adding',
            actions: assign({ done: null, errorMessage: null }),
          },
          { actions: 'showFieldErrors' },
        ],
        RESET_SECOND_FACTOR: {
          target: 'resettingSecondFactor',
          actions: assign({ done: null, errorMessage: null }),
        },
        CHANGE: {
          target: 'changing',
          actions: assign(({ event }) => {
            assertEvent(event, 'CHANGE');
            return { change: { id: event.id, ...event.change }, done: null, errorMessage: null };
          }),
        },
        RESET_OPEN: {
          actions: assign(({ event }) => {
            assertEvent(event, 'RESET_OPEN');
            return {
              reset: { id: event.id, password: '', error: null },
              done: null,
              errorMessage: null,
            };
          }),
        },
        RESET_TYPED: {
          actions: assign(({ context, event }) => ({
            reset: context.reset && { ...context.reset, password: event.value, error: null },
          })),
        },
        // A failed reset's message belongs to its dialog: it goes with it.
        RESET_CANCEL: { actions: assign({ reset: null, errorMessage: null }) },
        RESET_SUBMIT: [
          {
            guard: 'isResetValid',
            target: 'resetting',
            actions: assign({ done: null, errorMessage: null }),
          },
          {
            actions: assign(({ context }) => ({
              reset: context.reset && {
                ...context.reset,
                error: firstIssue(
                  v.safeParse(staffNewPasswordSchema, context.reset.password).issues,
                ),
              },
            })),
          },
        ],
      },
    },
    adding: {
      invoke: {
        id: 'addAccount',
        src: 'addAccount',
        input: ({ context }) => v.parse(staffNewAccountSchema, context.draft),
        onDone: {
          target: 'showing',
          actions: [
            { type: 'showAccounts', params: ({ event }) => event.output },
            assign({ draft: EMPTY_DRAFT, done: 'added' }),
          ],
        },
        onError: { target: 'showing', actions: assign(({ event }) => failedWith(event.error)) },
      },
    },
    changing: {
      invoke: {
        id: 'changeAccount',
        src: 'changeAccount',
        // Stryker disable next-line ObjectLiteral: CHANGE always sets the change before this state
        input: ({ context }) => context.change ?? { id: 0, disabled: false },
        onDone: {
          target: 'showing',
          actions: [
            { type: 'showAccounts', params: ({ event }) => event.output },
            assign({ change: null, done: 'changed' }),
          ],
        },
        onError: {
          target: 'showing',
          actions: [assign({ change: null }), assign(({ event }) => failedWith(event.error))],
        },
      },
    },
    resettingSecondFactor: {
      invoke: {
        id: 'resetSecondFactor',
        src: 'resetSecondFactor',
        input: ({ event }) => {
          assertEvent(event, 'RESET_SECOND_FACTOR');
          return { id: event.id };
        },
        onDone: {
          target: 'showing',
          actions: [
            { type: 'showAccounts', params: ({ event }) => event.output },
            assign({ done: 'secondFactorReset' }),
          ],
        },
        onError: { target: 'showing', actions: assign(({ event }) => failedWith(event.error)) },
      },
    },
    resetting: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        // Stryker disable OptionalChaining,StringLiteral: RESET_SUBMIT leaves for here only with a form open
        input: ({ context }) => ({
          id: context.reset?.id ?? 0,
          password: context.reset?.password ?? '',
        }),
        // Stryker restore OptionalChaining,StringLiteral
        onDone: { target: 'showing', actions: assign({ reset: null, done: 'reset' }) },
        onError: { target: 'showing', actions: assign(({ event }) => failedWith(event.error)) },
      },
    },
  },
});
