import { describe, expect, it } from 'vitest';
import {
  STAFF_MESSAGES,
  type StaffApplication,
  type StaffConsultation,
} from '../../contract/staff';
import {
  createHandlingListMachine,
  type HandlingListEvent,
  type HandlingRecord,
  handlingQuery,
} from '../../machines/handlingListMachine';
import { describeModel, expectUnchanged } from './modelTest';
import {
  application,
  consultation,
  forged,
  messageFor,
  networkDown,
  notFound,
  unavailable,
} from './staffFixtures';

const EVENTS: HandlingListEvent[] = [
  { type: 'FILTER_CHANGED', field: 'status', value: 'contacted' },
  { type: 'FILTER_CHANGED', field: 'from', value: '2026-11-10' },
  { type: 'FILTER_CHANGED', field: 'to', value: '2026-11-01' },
  { type: 'FILTER_CHANGED', field: 'to', value: '2026-11-30' },
  { type: 'APPLY_FILTERS' },
  { type: 'PAGE_CHANGED', page: 2 },
  { type: 'RETRY' },
  { type: 'OPEN', id: 5 },
  { type: 'DRAFT_CHANGED', field: 'status', value: '' },
  { type: 'DRAFT_CHANGED', field: 'status', value: 'closed' },
  { type: 'DRAFT_CHANGED', field: 'note', value: '전화 상담 완료' },
  { type: 'SAVE' },
  { type: 'DELETE' },
  { type: 'CANCEL_DELETE' },
  { type: 'CONFIRM_DELETE' },
  { type: 'CLOSE' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

function describeHandlingList<T extends HandlingRecord>(name: string, record: T, missing: string) {
  const machine = createHandlingListMachine<T>(name);
  const changed = { ...record, status: 'closed', note: '전화 상담 완료', changed_by: '김세무' };
  describeModel(name, {
    machine,
    events: EVENTS,
    answers: {
      fetchPage: [{ output: { items: [record], total: 41 } }, { error: networkDown }],
      fetchOne: [{ output: record }, { error: notFound(missing) }],
      saveStatus: [{ output: changed }, { error: forged }, { error: unavailable }],
      deleteRecord: [{ output: undefined }, { error: notFound(missing) }, { error: unavailable }],
    },
    // The day range decides whether filters apply, a chosen status whether a change is sent.
    serializeState: (s) => {
      const { filters, draft } = s.context;
      return JSON.stringify([s.value, filters.from, filters.to, draft.status !== '']);
    },
    expectStep: (step) => {
      const { before, event, after, started } = step;
      const e = event as HandlingListEvent | Answer;
      const at = (state: object | string) => before.matches(state as never);
      const calls = started.map(({ src, input }) => [src, input]);
      switch (e.type) {
        case 'FILTER_CHANGED':
          if (!at('list')) return expectUnchanged(step);
          expect(after.context.filters[e.field]).toBe(e.value);
          expect(after.context.filterError).toBeNull();
          // Typing changes nothing shown until the filters are applied.
          expect(after.context.applied).toEqual(before.context.applied);
          return;
        case 'APPLY_FILTERS': {
          if (!at('list')) return expectUnchanged(step);
          const { from, to } = before.context.filters;
          if (from && to && from > to) {
            expect(after.context.filterError).toBe(STAFF_MESSAGES.invalidDateRange);
            expect(calls).toEqual([]);
          } else {
            expect(after.matches({ list: 'loading' })).toBe(true);
            expect(after.context.page).toBe(1);
            expect(calls).toEqual([['fetchPage', { filters: before.context.filters, page: 1 }]]);
          }
          return;
        }
        case 'PAGE_CHANGED':
          if (!at({ list: 'showing' })) return expectUnchanged(step);
          expect(calls).toEqual([['fetchPage', { filters: before.context.applied, page: 2 }]]);
          return;
        case 'RETRY':
          if (!at({ list: 'failed' })) return expectUnchanged(step);
          expect(after.context.errorMessage).toBeNull();
          expect(calls.map(([src]) => src)).toEqual(['fetchPage']);
          return;
        case 'OPEN':
          if (!at({ list: 'showing' })) return expectUnchanged(step);
          expect(calls).toEqual([['fetchOne', { id: 5 }]]);
          return;
        case 'DRAFT_CHANGED':
          if (!at({ detail: 'viewing' })) return expectUnchanged(step);
          expect(after.context.draft[e.field]).toBe(e.value);
          return;
        case 'SAVE':
          if (!at({ detail: 'viewing' })) return expectUnchanged(step);
          if (before.context.draft.status === '') {
            expect(after.context.draftError).toBe(STAFF_MESSAGES.statusRequired);
            expect(calls).toEqual([]);
          } else {
            expect(calls).toEqual([
              ['saveStatus', { id: record.id, update: before.context.draft }],
            ]);
          }
          return;
        case 'DELETE':
          // Nothing is deleted yet: the dialog asks first.
          if (!at({ detail: 'viewing' })) return expectUnchanged(step);
          expect(after.matches({ detail: 'confirmingDelete' })).toBe(true);
          expect(after.context.selected).toEqual(before.context.selected);
          expect(calls).toEqual([]);
          return;
        case 'CANCEL_DELETE':
          if (!at({ detail: 'confirmingDelete' })) return expectUnchanged(step);
          expect(after.matches({ detail: 'viewing' })).toBe(true);
          expect(after.context.selected).toEqual(before.context.selected);
          expect(calls).toEqual([]);
          return;
        case 'CONFIRM_DELETE':
          if (!at({ detail: 'confirmingDelete' })) return expectUnchanged(step);
          expect(after.matches({ detail: 'deleting' })).toBe(true);
          expect(calls).toEqual([['deleteRecord', { id: record.id }]]);
          return;
        case 'CLOSE':
          // While a change or a deletion is on its way the dialog stays: closing would hide its outcome.
          if (!at('detail') || at({ detail: 'saving' }) || at({ detail: 'deleting' }))
            return expectUnchanged(step);
          expect(after.matches({ list: 'showing' })).toBe(true);
          expect(after.context.selected).toBeNull();
          return;
        case 'xstate.done.actor.fetchPage':
          expect(after.matches({ list: 'showing' })).toBe(true);
          expect(after.context).toMatchObject({ items: [record], total: 41 });
          return;
        case 'xstate.error.actor.fetchPage':
          expect(after.matches({ list: 'failed' })).toBe(true);
          expect(after.context.errorMessage).toBe(messageFor(e.error));
          return;
        case 'xstate.done.actor.fetchOne':
          expect(after.matches({ detail: 'viewing' })).toBe(true);
          expect(after.context.selected).toEqual(record);
          expect(after.context.draft).toEqual({ status: record.status, note: '' });
          return;
        case 'xstate.error.actor.fetchOne':
          expect(after.matches({ list: 'showing' })).toBe(true);
          expect(after.context.errorMessage).toBe(missing);
          return;
        case 'xstate.done.actor.saveStatus':
          expect(after.matches({ detail: 'viewing' })).toBe(true);
          expect(after.context.saved).toBe(true);
          expect(after.context.selected).toEqual(changed);
          // The row behind the dialog shows the new status too.
          expect(after.context.items).toEqual(
            before.context.items.map((item) => (item.id === changed.id ? changed : item)),
          );
          return;
        case 'xstate.done.actor.deleteRecord':
          // The dialog closes; the row is gone from the list and the count.
          expect(after.matches({ list: 'showing' })).toBe(true);
          expect(after.context.selected).toBeNull();
          expect(after.context.deleted).toBe(true);
          expect(after.context.items.some((item) => item.id === record.id)).toBe(false);
          expect(after.context.total).toBe(Math.max(0, before.context.total - 1));
          return;
        case 'xstate.error.actor.deleteRecord':
          expect(after.matches({ detail: 'viewing' })).toBe(true);
          expect(after.context.errorMessage).toBe(messageFor(e.error));
          expect(after.context.selected).toEqual(before.context.selected);
          return;
        case 'xstate.error.actor.saveStatus':
          expect(after.matches({ detail: 'viewing' })).toBe(true);
          expect(after.context.errorMessage).toBe(messageFor(e.error));
          // The chosen status and the note stay as typed.
          expect(after.context.draft).toEqual(before.context.draft);
          return;
      }
    },
  });
}

describeHandlingList<StaffConsultation>(
  'consultationListMachine',
  consultation,
  STAFF_MESSAGES.consultationNotFound,
);
describeHandlingList<StaffApplication>(
  'applicationListMachine',
  application,
  STAFF_MESSAGES.applicationNotFound,
);

describe('handlingQuery', () => {
  it('sends only the filters that are set, as the contract query', () => {
    expect(handlingQuery({ status: '', from: '', to: '' }, 3)).toEqual({ page: '3' });
    expect(handlingQuery({ status: 'closed', from: '2026-11-01', to: '2026-11-30' }, 1)).toEqual({
      page: '1',
      status: 'closed',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});
