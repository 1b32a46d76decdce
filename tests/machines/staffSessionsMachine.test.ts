import { expect } from 'vitest';
import { STAFF_MESSAGES } from '../../contract/staff';
import type { StaffSessionInfo } from '../../contract/staffAnswers';
import { type StaffSessionsEvent, staffSessionsMachine } from '../../machines/staffSessionsMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';
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
type Snapshot = ReturnType<(typeof staffSessionsMachine)['getInitialSnapshot']>;

/** The whole observable result of one event, written from decision 127. */
function expectedAfter(before: Snapshot, e: StaffSessionsEvent | Answer): Expected {
  const c = before.context;
  switch (e.type) {
    case 'REVOKE':
      // One at a time, and only from a shown list; asking clears the last line either way.
      if (!before.matches('showing')) return unchanged(before);
      return {
        value: 'revoking',
        context: { revoking: e.id, revoked: false, errorMessage: null },
        calls: [['revokeSession', { id: e.id }]],
      };
    case 'RETRY':
      if (!before.matches('failed')) return unchanged(before);
      return {
        value: 'loading',
        context: { errorMessage: null },
        calls: [['fetchSessions', undefined]],
      };
    case 'xstate.done.actor.fetchSessions':
      return { value: 'showing', context: { sessions: e.output } };
    case 'xstate.error.actor.fetchSessions':
      return { value: 'failed', context: { errorMessage: messageFor(e.error) } };
    case 'xstate.done.actor.revokeSession':
      // Ending this console's own session is signing out: the view is told, and nothing more
      // happens here.
      if (c.revoking === current.id) {
        return { value: 'ended', emitted: [['sessionEnded', undefined]] };
      }
      // Another session ended: the list is asked again, and says one was ended.
      return {
        value: 'loading',
        context: { revoking: null, revoked: true },
        calls: [['fetchSessions', undefined]],
      };
    case 'xstate.error.actor.revokeSession':
      // The list stays as it was, with why the session was not ended.
      return {
        value: 'showing',
        context: { revoking: null, errorMessage: messageFor(e.error) },
      };
  }
  throw new Error(`no expectation for ${e.type}`);
}

describeModel('staffSessionsMachine', {
  machine: staffSessionsMachine,
  start: {
    value: 'loading',
    context: { sessions: [], revoking: null, revoked: false, errorMessage: null },
  },
  transitions: [
    'loading —xstate.done.actor.fetchSessions→ showing',
    'loading —xstate.error.actor.fetchSessions→ failed',
    'failed —RETRY→ loading',
    'showing —REVOKE→ revoking',
    'revoking —xstate.done.actor.revokeSession [wasCurrent]→ ended',
    'revoking —xstate.done.actor.revokeSession→ loading',
    'revoking —xstate.error.actor.revokeSession→ showing',
  ],
  events: EVENTS,
  answers: {
    fetchSessions: [{ output: [current, other] }, { error: unavailable }],
    revokeSession: [
      { output: undefined },
      { error: notFound(STAFF_MESSAGES.sessionNotFound) },
      { error: unavailable },
    ],
  },
  serializeState: (s) => JSON.stringify([s.value, s.status]),
  // Which session is being ended decides the outcome; the "ended" line and a failure line are
  // what the next action must clear or keep.
  situation: (s) =>
    JSON.stringify([s.context.revoking, s.context.revoked, s.context.errorMessage !== null]),
  expectStep: ({ before, event, after }) => {
    const expected = expectedAfter(before, event as StaffSessionsEvent | Answer);
    // Only signing out ends the machine (and with it the page's calls).
    expect(after.status).toBe(expected.value === 'ended' ? 'done' : 'active');
    return expected;
  },
});
