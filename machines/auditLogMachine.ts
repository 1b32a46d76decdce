import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import type { AuditAction } from '../contract/staff';
import type { AuditEntry, StaffPage } from '../contract/staffAnswers';
import { auditQuerySchema } from '../contract/staffLists';
import { providedByView } from './providedByView';
import { beforeFirstPage, failedWith, firstIssue, pageOf } from './staffFailure';

/** The access-record filters as typed: '' is "any". */
export interface AuditFilters {
  staff: string;
  action: AuditAction | '';
  from: string;
  to: string;
}

export const noAuditFilters: AuditFilters = { staff: '', action: '', from: '', to: '' };

export interface AuditLogContext {
  /** What the filter form holds. */
  filters: AuditFilters;
  /** What the list (and its CSV link) shows: the filters last applied. */
  applied: AuditFilters;
  page: number;
  items: AuditEntry[];
  total: number;
  filterError: string | null;
  errorMessage: string | null;
}

export type AuditLogEvent =
  | { type: 'FILTER_CHANGED'; field: keyof AuditFilters; value: string }
  | { type: 'APPLY_FILTERS' }
  | { type: 'PAGE_CHANGED'; page: number }
  | { type: 'RETRY' };

/** The query the server reads (contract auditQuerySchema), from typed filters. */
export function auditQuery(filters: AuditFilters, page: number): Record<string, string> {
  const query: Record<string, string> = { page: String(page) };
  for (const field of ['staff', 'action', 'from', 'to'] as const) {
    const value = filters[field].trim();
    if (value) query[field] = value;
  }
  return query;
}

const checkFilters = (filters: AuditFilters) =>
  v.safeParse(auditQuerySchema, auditQuery(filters, 1));

/** The access records (접속기록), newest first, a page at a time, filtered by staff, action and day. */
export const auditLogMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: { context: {} as AuditLogContext, events: {} as AuditLogEvent },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    fetchAudit: providedByView<StaffPage<AuditEntry>, { filters: AuditFilters; page: number }>(
      'fetchAudit',
    ),
  },
  // Stryker restore all
  actions: {
    setFilter: assign(({ context, event }) => {
      assertEvent(event, 'FILTER_CHANGED');
      return { filters: { ...context.filters, [event.field]: event.value }, filterError: null };
    }),
    applyFilters: assign(({ context }) => ({ applied: context.filters, page: 1 })),
    showFilterError: assign(({ context }) => ({
      filterError: firstIssue(checkFilters(context.filters).issues),
    })),
  },
  guards: {
    areFiltersValid: ({ context }) => checkFilters(context.filters).success,
  },
}).createMachine({
  id: 'auditLog',
  initial: 'loading',
  context: {
    filters: noAuditFilters,
    applied: noAuditFilters,
    ...beforeFirstPage,
    filterError: null,
  },
  on: {
    FILTER_CHANGED: { actions: 'setFilter' },
    APPLY_FILTERS: [
      // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
      { guard: 'areFiltersValid', target: '.loading', reenter: true, actions: 'applyFilters' },
      { actions: 'showFilterError' },
    ],
  },
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchAudit',
        src: 'fetchAudit',
        input: ({ context }) => ({ filters: context.applied, page: context.page }),
        onDone: {
          target: 'showing',
          actions: assign(({ event }) => pageOf(event.output)),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => failedWith(event.error)),
        },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    showing: {
      on: {
        PAGE_CHANGED: { target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
      },
    },
  },
});
