import { expect } from 'vitest';
import { STAFF_MESSAGES } from '../../contract/staff';
import { type StaffSessionEvent, staffSessionMachine } from '../../machines/staffSessionMachine';
import { describeModel, expectUnchanged } from './modelTest';
import { messageFor, networkDown, session } from './staffFixtures';

const wrong = { failure: { kind: 'http', status: 401, detail: STAFF_MESSAGES.signInFailed } };
const password = 'correct horse battery';

const EVENTS: StaffSessionEvent[] = [
  { type: 'FIELD_CHANGED', field: 'name', value: '김세무' },
  { type: 'FIELD_CHANGED', field: 'password', value: password },
  { type: 'SUBMIT' },
  { type: 'SIGN_OUT' },
  { type: 'SESSION_ENDED' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

describeModel('staffSessionMachine', {
  machine: staffSessionMachine,
  events: EVENTS,
  answers: {
    loadSession: [{ output: session }, { output: null }, { error: networkDown }],
    signIn: [{ output: session }, { error: wrong }, { error: networkDown }],
    signOut: [{ output: undefined }, { error: networkDown }],
  },
  // What can happen next depends on where it is, what is typed and whether a session exists.
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.name, s.context.password, s.context.session !== null]),
  expectStep: (step) => {
    const { before, event, after, started } = step;
    const e = event as StaffSessionEvent | Answer;
    const at = (state: string) => before.matches(state as never);
    const calls = started.map(({ src, input }) => [src, input]);
    // The console is shown exactly while a session is held.
    expect(after.matches('signedIn')).toBe(after.context.session !== null);
    switch (e.type) {
      case 'FIELD_CHANGED':
        if (!at('signedOut')) return expectUnchanged(step);
        expect(after.context[e.field]).toBe(e.value);
        expect(after.context.fieldErrors[e.field]).toBeUndefined();
        return;
      case 'SUBMIT':
        if (!at('signedOut')) return expectUnchanged(step);
        if (before.context.name && before.context.password) {
          expect(after.value).toBe('signingIn');
          expect(calls).toEqual([['signIn', { name: '김세무', password }]]);
        } else {
          expect(after.value).toBe('signedOut');
          expect(calls).toEqual([]);
          expect(after.context.fieldErrors).toEqual({
            ...(before.context.name ? {} : { name: STAFF_MESSAGES.nameRequired }),
            ...(before.context.password ? {} : { password: STAFF_MESSAGES.passwordRequired }),
          });
        }
        return;
      case 'SIGN_OUT':
        if (!at({ signedIn: 'working' } as never)) return expectUnchanged(step);
        expect(calls).toEqual([['signOut', { csrfToken: 'csrf-1' }]]);
        return;
      case 'SESSION_ENDED':
        if (!at('signedIn')) return expectUnchanged(step);
        expect(after.value).toBe('signedOut');
        expect(after.context.errorMessage).toBe(STAFF_MESSAGES.signInRequired);
        return;
      case 'xstate.done.actor.loadSession':
        expect(after.value).toEqual(e.output ? { signedIn: 'working' } : 'signedOut');
        expect(after.context.errorMessage).toBeNull();
        return;
      case 'xstate.error.actor.loadSession':
        expect(after.value).toBe('signedOut');
        expect(after.context.errorMessage).toBe(messageFor(e.error));
        return;
      case 'xstate.done.actor.signIn':
        expect(after.matches({ signedIn: 'working' })).toBe(true);
        expect(after.context.session).toEqual(session);
        // The password is not kept once it has done its work.
        expect(after.context.password).toBe('');
        return;
      case 'xstate.error.actor.signIn':
        expect(after.value).toBe('signedOut');
        expect(after.context.errorMessage).toBe(messageFor(e.error));
        // Nothing typed is lost.
        expect([after.context.name, after.context.password]).toEqual(['김세무', password]);
        return;
      case 'xstate.done.actor.signOut':
        expect(after.value).toBe('signedOut');
        expect(after.context.name).toBe('');
        return;
      case 'xstate.error.actor.signOut':
        // Not signed out on the server: the console stays and says why.
        expect(after.matches({ signedIn: 'working' })).toBe(true);
        expect(after.context.errorMessage).toBe(messageFor(e.error));
        return;
    }
  },
});
