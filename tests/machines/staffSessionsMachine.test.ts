import { expect } from 'vitest';
import { STAFF_MESSAGES, type StaffSessionInfo } from '../../contract/staff';
import { type StaffSessionsEvent, staffSessionsMachine } from '../../machines/staffSessionsMachine';
import { describeModel, expectUnchanged } from './modelTest';
import { messageFor, notFound, unavailable } from './staffFixtures';

const current: StaffSessionInfo = {
  id: 8,
  created_at: '2026-11-25T01:00:00.000Z',
  last_seen_at: '2026-11-25T01:20:00.000Z',
  client: '203.0.113.9',
  current: true,
};
const other: StaffSessionInfo = { ...current, id: 7, client: '198.51.100.4', current: false };

const EVENTS: StaffSessionsEvent[] = [
  { type: 'REVOKE', id: other.id },
  { type: 'REVOKE', id: current.id },
  { type: 'RETRY' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

describeModel('staffSessionsMachine', {
  machine: staffSessionsMachine,
  events: EVENTS,
  answers: {
    fetchSessions: [{ output: [current, other] }, { error: unavailable }],
    revokeSession: [{ output: undefined }, { error: notFound(STAFF_MESSAGES.sessionNotFound) }],
  },
  serializeState: (s) =>
    JSON.stringify([s.value, s.context.revoking, s.context.sessions.length > 0]),
  expectStep: (step) => {
    const { before, event, after, started, emitted } = step;
    const e = event as StaffSessionsEvent | Answer;
    const calls = started.map(({ src, input }) => [src, input]);
    switch (e.type) {
      case 'REVOKE':
        // One at a time, and only from a shown list.
        if (!before.matches('showing')) return expectUnchanged(step);
        expect(after.value).toBe('revoking');
        expect(calls).toEqual([['revokeSession', { id: e.id }]]);
        return;
      case 'RETRY':
        if (!before.matches('failed')) return expectUnchanged(step);
        expect(after.context.errorMessage).toBeNull();
        expect(calls).toEqual([['fetchSessions', undefined]]);
        return;
      case 'xstate.done.actor.fetchSessions':
        expect(after.value).toBe('showing');
        expect(after.context.sessions).toEqual([current, other]);
        return;
      case 'xstate.error.actor.fetchSessions':
        expect(after.value).toBe('failed');
        expect(after.context.errorMessage).toBe(messageFor(e.error));
        return;
      case 'xstate.done.actor.revokeSession':
        if (before.context.revoking === current.id) {
          // Ending this console's own session is signing out.
          expect(after.status).toBe('done');
          expect(emitted.map(({ type }) => type)).toEqual(['sessionEnded']);
        } else {
          expect(after.value).toBe('loading');
          expect(after.context.revoked).toBe(true);
          expect(emitted).toEqual([]);
          expect(calls).toEqual([['fetchSessions', undefined]]);
        }
        return;
      case 'xstate.error.actor.revokeSession':
        expect(after.value).toBe('showing');
        expect(after.context.revoking).toBeNull();
        expect(after.context.errorMessage).toBe(STAFF_MESSAGES.sessionNotFound);
        return;
    }
  },
});
