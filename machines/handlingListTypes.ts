import type { HandlingStatus } from '../contract/staff';
import type { Handling } from '../contract/staffAnswers';
import type { HandlingFilters } from '../contract/staffLists';

// The context, events and input of the handled lists' machine (handlingListMachine.ts).

/** The filters as typed: '' is "any". */
export interface HandlingDraft {
  status: HandlingStatus | '';
  note: string;
}

export type HandlingRecord = Handling & { id: number; created_at: string };

export interface HandlingListContext<T extends HandlingRecord> {
  /** What the filter form holds. */
  filters: HandlingFilters;
  /** What the list (and its CSV link) shows: the filters last applied. */
  applied: HandlingFilters;
  page: number;
  items: T[];
  total: number;
  filterError: string | null;
  errorMessage: string | null;
  selected: T | null;
  draft: HandlingDraft;
  draftError: string | null;
  /** The record whose status change was just saved (its dialog closed); cleared by the next action. */
  saved: T | null;
  /** Whether that save added a note (the list says so with the status). */
  savedNote: boolean;
  /** Set when a note was struck through; cleared by the next action. */
  struck: boolean;
  /** Set when a record was deleted (the dialog closed); cleared by the next action. */
  deleted: boolean;
}

export type HandlingListEvent =
  | { type: 'FILTER_CHANGED'; field: keyof HandlingFilters; value: string }
  | { type: 'APPLY_FILTERS' }
  | { type: 'PAGE_CHANGED'; page: number }
  /** Back or Forward to another of the list's addresses: its filters and page, loaded. */
  | { type: 'ADDRESS_CHANGED'; filters: HandlingFilters; page: number }
  | { type: 'RETRY' }
  | { type: 'OPEN'; id: number }
  | { type: 'DRAFT_CHANGED'; field: keyof HandlingDraft; value: string }
  | { type: 'SAVE' }
  | { type: 'DELETE' }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL_DELETE' }
  | { type: 'STRIKE_NOTE'; noteId: number }
  | { type: 'CLOSE' };

export const noFilters: HandlingFilters = { status: '', from: '', to: '' };

/** Where a list starts: the filters and page of the address it was opened at. */
export interface HandlingListInput {
  filters: HandlingFilters;
  page: number;
}
