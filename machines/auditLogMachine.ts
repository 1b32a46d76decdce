import { assign, fromPromise, setup } from 'xstate';
import type { AuditEntry, StaffPage } from '../contract/staff';
import { failedWith, pageOf } from './staffFailure';

export interface AuditLogContext {
  page: number;
  items: AuditEntry[];
  total: number;
  errorMessage: string | null;
}

export type AuditLogEvent = { type: 'PAGE_CHANGED'; page: number } | { type: 'RETRY' };

/** The audit log, newest first, a page at a time. */
export const auditLogMachine = setup({
  types: { context: {} as AuditLogContext, events: {} as AuditLogEvent },
  actors: {
    fetchAudit: fromPromise<StaffPage<AuditEntry>, { page: number }>(async () => {
      throw new Error('fetchAudit is provided by the view');
    }),
  },
}).createMachine({
  id: 'auditLog',
  initial: 'loading',
  context: { page: 1, items: [], total: 0, errorMessage: null },
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchAudit',
        src: 'fetchAudit',
        input: ({ context }) => ({ page: context.page }),
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
