import { expect } from 'vitest';
import { type AuditEntry, STAFF_MESSAGES } from '../../contract/staff';
import { type AuditLogEvent, auditLogMachine } from '../../machines/auditLogMachine';
import { describeModel, expectUnchanged } from './modelTest';
import { messageFor, unavailable } from './staffFixtures';

const entry: AuditEntry = {
  id: 1,
  staff_id: 3,
  staff_name: '김세무',
  session_id: 12,
  client: '203.0.113.9',
  action: 'consultations_listed',
  target_type: null,
  target_id: null,
  target_ids: [31, 30, 29],
  detail: 'status=new page=1',
  created_at: '2026-11-21T00:00:00.000Z',
};

const EVENTS: AuditLogEvent[] = [
  { type: 'FILTER_CHANGED', field: 'staff', value: '김세무' },
  { type: 'FILTER_CHANGED', field: 'action', value: 'consultation_viewed' },
  { type: 'FILTER_CHANGED', field: 'from', value: '2026-11-10' },
  { type: 'FILTER_CHANGED', field: 'to', value: '2026-11-01' },
  { type: 'FILTER_CHANGED', field: 'to', value: '2026-11-30' },
  { type: 'APPLY_FILTERS' },
  { type: 'PAGE_CHANGED', page: 2 },
  { type: 'RETRY' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

describeModel('auditLogMachine', {
  machine: auditLogMachine,
  events: EVENTS,
  answers: { fetchAudit: [{ output: { items: [entry], total: 21 } }, { error: unavailable }] },
  // The day range decides whether filters apply; the rest only goes along with the query.
  serializeState: (s) => {
    const { filters } = s.context;
    return JSON.stringify([s.value, filters.from, filters.to]);
  },
  expectStep: (step) => {
    const { before, event, after, started } = step;
    const e = event as AuditLogEvent | Answer;
    const calls = started.map(({ src, input }) => [src, input]);
    switch (e.type) {
      case 'FILTER_CHANGED':
        expect(after.context.filters[e.field]).toBe(e.value);
        expect(after.context.filterError).toBeNull();
        // Typing changes nothing shown until the filters are applied.
        expect(after.context.applied).toEqual(before.context.applied);
        expect(calls).toEqual([]);
        return;
      case 'APPLY_FILTERS': {
        const { from, to } = before.context.filters;
        if (from && to && from > to) {
          expect(after.context.filterError).toBe(STAFF_MESSAGES.invalidDateRange);
          expect(after.value).toEqual(before.value);
          expect(calls).toEqual([]);
        } else {
          expect(after.value).toBe('loading');
          expect(after.context.page).toBe(1);
          expect(after.context.applied).toEqual(before.context.filters);
          expect(calls).toEqual([['fetchAudit', { filters: before.context.filters, page: 1 }]]);
        }
        return;
      }
      case 'PAGE_CHANGED':
        if (!before.matches('showing')) return expectUnchanged(step);
        expect(calls).toEqual([['fetchAudit', { filters: before.context.applied, page: 2 }]]);
        return;
      case 'RETRY':
        if (!before.matches('failed')) return expectUnchanged(step);
        expect(after.context.errorMessage).toBeNull();
        expect(calls).toEqual([
          ['fetchAudit', { filters: before.context.applied, page: before.context.page }],
        ]);
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
