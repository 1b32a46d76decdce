import type { AuditEntry } from '../../contract/staff';
import { type AuditLogEvent, auditLogMachine } from '../../machines/auditLogMachine';
import { describeModel, type Expected, unchanged } from './modelTest';
import { messageFor, unavailable } from './staffFixtures';

const entry: AuditEntry = {
  id: 1,
  staff_name: '김세무',
  action: 'review_hidden',
  target_type: 'review',
  target_id: 31,
  detail: '명예훼손 신고',
  created_at: '2026-11-21T00:00:00.000Z',
};

const EVENTS: AuditLogEvent[] = [
  { type: 'PAGE_CHANGED', page: 2 },
  { type: 'PAGE_CHANGED', page: 5 },
  { type: 'RETRY' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
type Snapshot = ReturnType<(typeof auditLogMachine)['getInitialSnapshot']>;

/** The whole observable result of one event: the log, newest first, a page at a time. */
function expectedAfter(before: Snapshot, e: AuditLogEvent | Answer): Expected {
  switch (e.type) {
    case 'PAGE_CHANGED':
      if (!before.matches('showing')) return unchanged(before);
      return {
        value: 'loading',
        context: { page: e.page, errorMessage: null },
        calls: [['fetchAudit', { page: e.page }]],
      };
    case 'RETRY':
      // The same page again, its message gone.
      if (!before.matches('failed')) return unchanged(before);
      return {
        value: 'loading',
        context: { errorMessage: null },
        calls: [['fetchAudit', { page: before.context.page }]],
      };
    case 'xstate.done.actor.fetchAudit': {
      const { items, total } = e.output as { items: AuditEntry[]; total: number };
      return { value: 'showing', context: { items, total } };
    }
    case 'xstate.error.actor.fetchAudit':
      return { value: 'failed', context: { errorMessage: messageFor(e.error) } };
  }
  throw new Error(`no expectation for ${e.type}`);
}

describeModel('auditLogMachine', {
  machine: auditLogMachine,
  events: EVENTS,
  answers: { fetchAudit: [{ output: { items: [entry], total: 21 } }, { error: unavailable }] },
  serializeState: (s) => JSON.stringify(s.value),
  situation: (s) => JSON.stringify([s.context.page > 1, s.context.errorMessage !== null]),
  expectStep: ({ before, event }) => expectedAfter(before, event as AuditLogEvent | Answer),
});
