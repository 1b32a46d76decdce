import { describe, expect, it } from 'vitest';
import { STAFF_MESSAGES } from '../../contract/staff';
import type { StaffApplication, StaffConsultation } from '../../contract/staffAnswers';
import { handlingQuery } from '../../contract/staffLists';
import {
  createHandlingListMachine,
  type HandlingListEvent,
  type HandlingRecord,
} from '../../machines/handlingListMachine';
import { type Answer, checkedDraft, handlingListOracle } from './handlingListExpected';
import { describeModel } from './modelTest';
import {
  application,
  consultation,
  dayRangeAndPaging,
  forged,
  networkDown,
  notFound,
  unavailable,
} from './staffFixtures';

const EVENTS: HandlingListEvent[] = [
  { type: 'FILTER_CHANGED', field: 'status', value: 'contacted' },
  ...dayRangeAndPaging,
  { type: 'ADDRESS_CHANGED', filters: { status: 'new', from: '', to: '', q: '홍' }, page: 2 },
  { type: 'OPEN', id: 5 },
  { type: 'DRAFT_CHANGED', field: 'status', value: '' },
  { type: 'DRAFT_CHANGED', field: 'status', value: 'closed' },
  { type: 'DRAFT_CHANGED', field: 'note', value: ' 전화 상담 완료 ' },
  { type: 'SAVE' },
  { type: 'DELETE' },
  { type: 'CANCEL_DELETE' },
  { type: 'CONFIRM_DELETE' },
  { type: 'STRIKE_NOTE', noteId: 7 },
  { type: 'CLOSE' },
];

function describeHandlingList<T extends HandlingRecord>(name: string, record: T, missing: string) {
  const machine = createHandlingListMachine<T>(name);
  const { changed, struckOut, expectedAfter } = handlingListOracle(record, missing);

  describeModel(name, {
    machine,
    start: {
      value: { list: 'loading' },
      context: {
        filters: { status: '', from: '', to: '' },
        applied: { status: '', from: '', to: '' },
        page: 1,
        items: [],
        total: 0,
        filterError: null,
        errorMessage: null,
        selected: null,
        draft: { status: '', note: '' },
        draftError: null,
        saved: null,
        savedNote: false,
        struck: false,
        deleted: false,
      },
    },
    transitions: [
      'list —FILTER_CHANGED→ (stays)',
      'list —APPLY_FILTERS [areFiltersValid]→ list.loading',
      'list —APPLY_FILTERS→ (stays)',
      'list —ADDRESS_CHANGED→ list.loading',
      'list.loading —xstate.done.actor.fetchPage→ list.showing',
      'list.loading —xstate.error.actor.fetchPage→ list.failed',
      'list.failed —RETRY→ list.loading',
      'list.showing —PAGE_CHANGED→ list.loading',
      'list.showing —OPEN→ detail',
      'detail —CLOSE→ list.showing',
      'detail.opening —xstate.done.actor.fetchOne→ detail.viewing',
      'detail.opening —xstate.error.actor.fetchOne→ list.showing',
      'detail.viewing —DRAFT_CHANGED→ (stays)',
      'detail.viewing —SAVE [isDraftValid]→ detail.saving',
      'detail.viewing —SAVE→ (stays)',
      'detail.viewing —DELETE→ detail.confirmingDelete',
      'detail.viewing —STRIKE_NOTE→ detail.strikingNote',
      'detail.strikingNote —CLOSE→ (stays)',
      'detail.strikingNote —xstate.done.actor.strikeNote→ detail.viewing',
      'detail.strikingNote —xstate.error.actor.strikeNote→ detail.viewing',
      'detail.confirmingDelete —CONFIRM_DELETE→ detail.deleting',
      'detail.confirmingDelete —CANCEL_DELETE→ detail.viewing',
      'detail.deleting —CLOSE→ (stays)',
      'detail.deleting —xstate.done.actor.deleteRecord→ list.showing',
      'detail.deleting —xstate.error.actor.deleteRecord→ detail.viewing',
      'detail.saving —CLOSE→ (stays)',
      'detail.saving —xstate.done.actor.saveStatus→ list.showing',
      'detail.saving —xstate.error.actor.saveStatus→ detail.viewing',
    ],
    events: EVENTS,
    answers: {
      fetchPage: [
        { output: { items: [record, { ...record, id: 99 }], total: 41 } },
        { error: networkDown },
      ],
      fetchOne: [{ output: record }, { error: notFound(missing) }],
      saveStatus: [{ output: changed }, { error: forged }, { error: unavailable }],
      deleteRecord: [{ output: undefined }, { error: notFound(missing) }, { error: unavailable }],
      strikeNote: [{ output: struckOut }, { error: forged }],
    },
    serializeState: (s) => JSON.stringify(s.value),
    // What the guards and the family rules depend on. In the list: a later page, both days (one
    // typed now clashes with the next), the filters' message and the status line. In the dialog:
    // whether the change may be sent, its message and the status line (a failure, "saved" or
    // "deleted"). The step itself is counted by the harness (decision 130).
    situation: (s) => {
      const c = s.context;
      const line = c.errorMessage !== null || c.saved !== null || c.struck || c.deleted;
      return JSON.stringify([
        ...(s.matches('list')
          ? [c.page > 1, c.filters.from, c.filters.to, c.filterError !== null, line]
          : ['message' in checkedDraft(c.draft), c.draftError !== null, line]),
      ]);
    },
    expectStep: ({ before, event }) => expectedAfter(before, event as HandlingListEvent | Answer),
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
