import { expect } from 'vitest';
import type { AuditEntry } from '../../contract/staff';
import { type AuditLogEvent, auditLogMachine } from '../../machines/auditLogMachine';
import { describeModel, expectUnchanged } from './modelTest';
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

const EVENTS: AuditLogEvent[] = [{ type: 'PAGE_CHANGED', page: 2 }, { type: 'RETRY' }];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

describeModel('auditLogMachine', {
  machine: auditLogMachine,
  events: EVENTS,
  answers: { fetchAudit: [{ output: { items: [entry], total: 21 } }, { error: unavailable }] },
  serializeState: (s) => JSON.stringify(s.value),
  expectStep: (step) => {
    const { before, event, after, started } = step;
    const e = event as AuditLogEvent | Answer;
    const calls = started.map(({ src, input }) => [src, input]);
    switch (e.type) {
      case 'PAGE_CHANGED':
        if (!before.matches('showing')) return expectUnchanged(step);
        expect(calls).toEqual([['fetchAudit', { page: 2 }]]);
        return;
      case 'RETRY':
        if (!before.matches('failed')) return expectUnchanged(step);
        expect(after.context.errorMessage).toBeNull();
        expect(calls).toEqual([['fetchAudit', { page: before.context.page }]]);
        return;
      case 'xstate.done.actor.fetchAudit':
        expect(after.value).toBe('showing');
        expect(after.context).toMatchObject({ items: [entry], total: 21 });
        return;
      case 'xstate.error.actor.fetchAudit':
        expect(after.value).toBe('failed');
        expect(after.context.errorMessage).toBe(messageFor(e.error));
        return;
    }
  },
});
