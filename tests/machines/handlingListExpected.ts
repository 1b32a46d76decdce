import { STAFF_LIMITS, STAFF_MESSAGES } from '../../contract/staff';
import type { HandlingFilters } from '../../contract/staffLists';
import type {
  createHandlingListMachine,
  HandlingDraft,
  HandlingListEvent,
  HandlingRecord,
} from '../../machines/handlingListMachine';
import { type Expected, unchanged } from './modelSpec';
import { messageFor } from './staffFixtures';

// What each event does to a handled records' list (requests or applications), written from the
// console's spec: the model test's oracle.

export type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };

/** The filters' message, written from the contract: a day range must not run backwards. */
function filterMessage(filters: HandlingFilters): string | null {
  return filters.from && filters.to && filters.from > filters.to
    ? STAFF_MESSAGES.invalidDateRange
    : null;
}

/** The status change's message, or the update the server receives (note trimmed). */
export function checkedDraft(draft: HandlingDraft): { message: string } | { update: object } {
  if (draft.status === '') return { message: STAFF_MESSAGES.statusRequired };
  if ([...draft.note.trim()].length > STAFF_LIMITS.noteMax) {
    return { message: STAFF_MESSAGES.noteTooLong };
  }
  return { update: { status: draft.status, note: draft.note.trim() } };
}

// Loading, opening, saving and asking to delete clear the last message and the "saved" and
// "deleted" lines.
const cleared = { errorMessage: null, saved: null, struck: false, deleted: false };

/**
 * The oracle for the list of `record`'s kind, `missing` its not-found message: the record as saved
 * (`changed`), with its note struck (`struckOut`), and the expected result of every event.
 */
export function handlingListOracle<T extends HandlingRecord>(record: T, missing: string) {
  type Snapshot = ReturnType<ReturnType<typeof createHandlingListMachine<T>>['getInitialSnapshot']>;
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

  return { changed, struckOut, expectedAfter };
}
