import { describe, expect, it } from 'vitest';
import { STAFF_LIMITS, STAFF_MESSAGES } from '../../contract/staff';
import type { StaffApplication, StaffConsultation } from '../../contract/staffAnswers';
import { type HandlingFilters, handlingQuery } from '../../contract/staffLists';
import {
  createHandlingListMachine,
  type HandlingDraft,
  type HandlingListEvent,
  type HandlingRecord,
} from '../../machines/handlingListMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';
import {
  application,
  consultation,
  dayRangeAndPaging,
  forged,
  messageFor,
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

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

/** The filters' message, written from the contract: a day range must not run backwards. */
function filterMessage(filters: HandlingFilters): string | null {
  return filters.from && filters.to && filters.from > filters.to
    ? STAFF_MESSAGES.invalidDateRange
    : null;
}

/** The status change's message, or the update the server receives (note trimmed). */
function checkedDraft(draft: HandlingDraft): { message: string } | { update: object } {
  if (draft.status === '') return { message: STAFF_MESSAGES.statusRequired };
  if ([...draft.note.trim()].length > STAFF_LIMITS.noteMax) {
    return { message: STAFF_MESSAGES.noteTooLong };
  }
  return { update: { status: draft.status, note: draft.note.trim() } };
}

// Loading, opening, saving and asking to delete clear the last message and the "saved" and
// "deleted" lines.
const cleared = { errorMessage: null, saved: null, struck: false, deleted: false };

function describeHandlingList<T extends HandlingRecord>(name: string, record: T, missing: string) {
  const machine = createHandlingListMachine<T>(name);
  type Snapshot = ReturnType<(typeof machine)['getInitialSnapshot']>;
  const changed = { ...record, status: 'closed', note: '전화 상담 완료', changed_by: '김세무' };
  // A note struck through: the log changes, and the list's latest note with it.
  const struckOut = { ...record, note: null, notes: [] };

  /** The whole observable result of one event, written from the console's spec. */
  function expectedAfter(before: Snapshot, e: HandlingListEvent | Answer): Expected {
    const c = before.context;
    const at = (state: object | string) => before.matches(state as never);
    switch (e.type) {
      case 'FILTER_CHANGED':
        if (!at('list')) return unchanged(before);
        // Typing changes nothing shown until the filters are applied; it clears their message.
        return {
          value: before.value,
          context: { filters: { ...c.filters, [e.field]: e.value }, filterError: null },
        };
      case 'APPLY_FILTERS': {
        if (!at('list')) return unchanged(before);
        const message = filterMessage(c.filters);
        if (message) return { value: before.value, context: { filterError: message } };
        // Any filter change returns to page 1.
        return {
          value: { list: 'loading' },
          context: { ...cleared, applied: c.filters, page: 1 },
          calls: [['fetchPage', { filters: c.filters, page: 1 }]],
        };
      }
      case 'ADDRESS_CHANGED':
        // Back or Forward: the list loads the address's filters and page as they are.
        if (!at('list')) return unchanged(before);
        return {
          value: { list: 'loading' },
          context: {
            ...cleared,
            filters: e.filters,
            applied: e.filters,
            page: e.page,
            filterError: null,
          },
          calls: [['fetchPage', { filters: e.filters, page: e.page }]],
        };
      case 'PAGE_CHANGED':
        if (!at({ list: 'showing' })) return unchanged(before);
        return {
          value: { list: 'loading' },
          context: { ...cleared, page: e.page },
          calls: [['fetchPage', { filters: c.applied, page: e.page }]],
        };
      case 'RETRY':
        if (!at({ list: 'failed' })) return unchanged(before);
        return {
          value: { list: 'loading' },
          context: cleared,
          calls: [['fetchPage', { filters: c.applied, page: c.page }]],
        };
      case 'OPEN':
        if (!at({ list: 'showing' })) return unchanged(before);
        return {
          value: { detail: 'opening' },
          context: cleared,
          calls: [['fetchOne', { id: e.id }]],
        };
      case 'DRAFT_CHANGED':
        if (!at({ detail: 'viewing' })) return unchanged(before);
        return {
          value: { detail: 'viewing' },
          context: { ...cleared, draft: { ...c.draft, [e.field]: e.value }, draftError: null },
        };
      case 'SAVE': {
        if (!at({ detail: 'viewing' })) return unchanged(before);
        const checked = checkedDraft(c.draft);
        if ('message' in checked) {
          return { value: { detail: 'viewing' }, context: { draftError: checked.message } };
        }
        return {
          value: { detail: 'saving' },
          context: cleared,
          calls: [['saveStatus', { id: c.selected?.id, update: checked.update }]],
        };
      }
      case 'DELETE':
        // Nothing is deleted yet: the dialog asks first.
        if (!at({ detail: 'viewing' })) return unchanged(before);
        return { value: { detail: 'confirmingDelete' }, context: cleared };
      case 'CANCEL_DELETE':
        // Back to the record as it was, the typed change kept.
        if (!at({ detail: 'confirmingDelete' })) return unchanged(before);
        return { value: { detail: 'viewing' } };
      case 'CONFIRM_DELETE':
        if (!at({ detail: 'confirmingDelete' })) return unchanged(before);
        return {
          value: { detail: 'deleting' },
          calls: [['deleteRecord', { id: c.selected?.id }]],
        };
      case 'STRIKE_NOTE':
        // Struck through at once: the note stays in the log, struck, so nothing is asked first.
        if (!at({ detail: 'viewing' })) return unchanged(before);
        return {
          value: { detail: 'strikingNote' },
          context: cleared,
          calls: [['strikeNote', { id: c.selected?.id, noteId: e.noteId }]],
        };
      case 'CLOSE':
        // While a change, a strike or a deletion is on its way the dialog stays: closing would
        // hide its outcome. Closing while asking to delete deletes nothing.
        if (
          !at('detail') ||
          at({ detail: 'saving' }) ||
          at({ detail: 'deleting' }) ||
          at({ detail: 'strikingNote' })
        ) {
          return unchanged(before);
        }
        return { value: { list: 'showing' }, context: { selected: null } };
      case 'xstate.done.actor.fetchPage': {
        const { items, total } = e.output as { items: T[]; total: number };
        return { value: { list: 'showing' }, context: { items, total } };
      }
      case 'xstate.error.actor.fetchPage':
        return { value: { list: 'failed' }, context: { errorMessage: messageFor(e.error) } };
      case 'xstate.done.actor.fetchOne':
        return {
          value: { detail: 'viewing' },
          context: {
            selected: record,
            draft: { status: record.status, note: '' },
            draftError: null,
          },
        };
      case 'xstate.error.actor.fetchOne':
        return { value: { list: 'showing' }, context: { errorMessage: missing } };
      case 'xstate.done.actor.saveStatus':
        // The dialog closes; the row shows the new status and the list names what was saved.
        return {
          value: { list: 'showing' },
          context: {
            selected: null,
            items: c.items.map((item) => (item.id === changed.id ? changed : item)),
            draft: { status: changed.status, note: '' },
            saved: changed,
            savedNote: c.draft.note.trim() !== '',
          },
        };
      case 'xstate.done.actor.deleteRecord':
        // The dialog closes; the row is gone from the list and from the count, and the list says so.
        return {
          value: { list: 'showing' },
          context: {
            items: c.items.filter((item) => item.id !== record.id),
            total: c.total - 1,
            selected: null,
            deleted: true,
          },
        };
      case 'xstate.error.actor.deleteRecord':
        // The record stays open, with why it was not deleted.
        return { value: { detail: 'viewing' }, context: { errorMessage: messageFor(e.error) } };
      case 'xstate.done.actor.strikeNote':
        // The dialog shows the log as the server answers it; the row behind it too.
        return {
          value: { detail: 'viewing' },
          context: {
            selected: struckOut,
            items: c.items.map((item) => (item.id === struckOut.id ? struckOut : item)),
            struck: true,
          },
        };
      case 'xstate.error.actor.strikeNote':
        return { value: { detail: 'viewing' }, context: { errorMessage: messageFor(e.error) } };
      case 'xstate.error.actor.saveStatus':
        // The chosen status and the note stay as typed.
        return { value: { detail: 'viewing' }, context: { errorMessage: messageFor(e.error) } };
    }
    throw new Error(`no expectation for ${e.type}`);
  }

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
