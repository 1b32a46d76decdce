import { assertEvent, assign, setup } from 'xstate';
import type { StaffSessionInfo } from '../contract/staffAnswers';
import { providedByView } from './providedByView';
import { failedWith } from './staffFailure';

export interface StaffSessionsContext {
  sessions: StaffSessionInfo[];
  /** The session being ended, while its call runs. */
  revoking: number | null;
  /** Set when a session was ended; cleared by the next action. */
  revoked: boolean;
  errorMessage: string | null;
}

export type StaffSessionsEvent = { type: 'REVOKE'; id: number } | { type: 'RETRY' };

/**
 * The signed-in staff member's own sessions (decision 127): listed, and each one can be ended.
 * Ending the one this console runs in is signing out: the machine stops and tells the view.
 */
export const staffSessionsMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: { context: {} as StaffSessionsContext, events: {} as StaffSessionsEvent },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    fetchSessions: providedByView<StaffSessionInfo[]>('fetchSessions'),
    revokeSession: providedByView<void, { id: number }>('revokeSession'),
  },
  // Stryker restore all
  actions: {
    /** The view ends the console's session (the sign-in screen). */
    sessionEnded: () => {},
  },
  guards: {
    wasCurrent: ({ context }) =>
      context.sessions.some((session) => session.current && session.id === context.revoking),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector only; no view, route or #id target reads it
  id: 'staffSessions',
  initial: 'loading',
  context: { sessions: [], revoking: null, revoked: false, errorMessage: null },
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchSessions',
        src: 'fetchSessions',
        onDone: { target: 'showing', actions: assign({ sessions: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign(({ event }) => failedWith(event.error)) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    showing: {
      on: {
        REVOKE: {
          target: 'revoking',
          actions: assign(({ event }) => {
            assertEvent(event, 'REVOKE');
            return { revoking: event.id, revoked: false, errorMessage: null };
          }),
        },
      },
    },
    revoking: {
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => ({ id: context.revoking ?? 0 }),
        onDone: [
          { guard: 'wasCurrent', target: 'ended', actions: 'sessionEnded' },
          { target: 'loading', actions: assign({ revoking: null, revoked: true }) },
        ],
        onError: {
          target: 'showing',
          actions: [assign({ revoking: null }), assign(({ event }) => failedWith(event.error))],
        },
      },
    },
    ended: { type: 'final' },
  },
});
