import { describe, expect, it } from 'vitest';
import { STAFF_LIMITS, STAFF_MESSAGES } from '../../contract/staff';
import type { AuditEntry } from '../../contract/staffAnswers';
import {
  type AuditFilters,
  type AuditLogEvent,
  auditLogMachine,
  auditQuery,
} from '../../machines/auditLogMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';
import { dayRangeAndPaging, messageFor, unavailable } from './staffFixtures';

const entry: AuditEntry = {
  id: 1,
  staff_id: 3,
  staff_name: '김세무',
  session_id: 12,
  session_started_at: null,
  target_name: null,
  client: '203.0.113.9',
  action: 'consultations_listed',
  target_type: null,
  target_id: null,
  target_ids: [[29, 31]],
  detail: 'status=new page=1',
  created_at: '2026-11-21T00:00:00.000Z',
};

const tooLongName = '가'.repeat(STAFF_LIMITS.nameMax + 1);

const EVENTS: AuditLogEvent[] = [
  { type: 'FILTER_CHANGED', field: 'staff', value: '김세무' },
  { type: 'FILTER_CHANGED', field: 'staff', value: tooLongName },
  { type: 'FILTER_CHANGED', field: 'action', value: 'consultation_viewed' },
  ...dayRangeAndPaging,
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
type Snapshot = ReturnType<(typeof auditLogMachine)['getInitialSnapshot']>;

/** The filters' message, written from the contract: a name too long, a day range backwards. */
function filterMessage(filters: AuditFilters): string | null {
  if (filters.staff.trim().length > STAFF_LIMITS.nameMax) return STAFF_MESSAGES.nameTooLong;
  if (filters.from && filters.to && filters.from > filters.to) {
    return STAFF_MESSAGES.invalidDateRange;
  }
  return null;
}

/** The whole observable result of one event: the log, newest first, filtered, a page at a time. */
function expectedAfter(before: Snapshot, e: AuditLogEvent | Answer): Expected {
  const c = before.context;
  switch (e.type) {
    case 'FILTER_CHANGED':
      // Typing changes nothing shown until the filters are applied; it clears their message.
      return {
        value: before.value,
        context: { filters: { ...c.filters, [e.field]: e.value }, filterError: null },
      };
    case 'APPLY_FILTERS': {
      const message = filterMessage(c.filters);
      // A refused filter leaves the list (and any page on its way) as it was.
      if (message) return { value: before.value, context: { filterError: message } };
      // Any filter change returns to page 1, clears the last failure and asks again, even while
      // a page is on its way.
      return {
        value: 'loading',
        context: { applied: c.filters, page: 1, errorMessage: null },
        calls: [['fetchAudit', { filters: c.filters, page: 1 }]],
      };
    }
    case 'PAGE_CHANGED':
      // Another page of the filters last applied, not of what the form holds now.
      if (!before.matches('showing')) return unchanged(before);
      return {
        value: 'loading',
        context: { page: e.page, errorMessage: null },
        calls: [['fetchAudit', { filters: c.applied, page: e.page }]],
      };
    case 'RETRY':
      // The same page again, its message gone.
      if (!before.matches('failed')) return unchanged(before);
      return {
        value: 'loading',
        context: { errorMessage: null },
        calls: [['fetchAudit', { filters: c.applied, page: c.page }]],
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
  start: {
    value: 'loading',
    context: {
      filters: { staff: '', action: '', from: '', to: '' },
      applied: { staff: '', action: '', from: '', to: '' },
      page: 1,
      items: [],
      total: 0,
      filterError: null,
      errorMessage: null,
    },
  },
  transitions: [
    'auditLog (any state) —FILTER_CHANGED→ (stays)',
    'auditLog (any state) —APPLY_FILTERS [areFiltersValid]→ loading',
    'auditLog (any state) —APPLY_FILTERS→ (stays)',
    'loading —xstate.done.actor.fetchAudit→ showing',
    'loading —xstate.error.actor.fetchAudit→ failed',
    'failed —RETRY→ loading',
    'showing —PAGE_CHANGED→ loading',
  ],
  events: EVENTS,
  answers: { fetchAudit: [{ output: { items: [entry], total: 21 } }, { error: unavailable }] },
  serializeState: (s) => JSON.stringify(s.value),
  // What the guard and the family rules depend on: a later page, a name too long, both days (one
  // typed now clashes with the next), the filters' message and the failure line. The action
  // filter only goes along with the query: no rule depends on it.
  situation: (s) => {
    const c = s.context;
    return JSON.stringify([
      c.page > 1,
      c.filters.staff.length > STAFF_LIMITS.nameMax,
      c.filters.from,
      c.filters.to,
      c.filterError !== null,
      c.errorMessage !== null,
    ]);
  },
  expectStep: ({ before, event }) => expectedAfter(before, event as AuditLogEvent | Answer),
});

describe('auditQuery', () => {
  it('sends only the filters that are set, trimmed, as the contract query', () => {
    expect(auditQuery({ staff: '', action: '', from: '', to: '' }, 3)).toEqual({ page: '3' });
    expect(
      auditQuery(
        { staff: ' 김세무 ', action: 'review_hidden', from: '2026-11-01', to: '2026-11-30' },
        1,
      ),
    ).toEqual({
      page: '1',
      staff: '김세무',
      action: 'review_hidden',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});
