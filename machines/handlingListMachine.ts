import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import type { StaffApplication, StaffConsultation, StaffPage } from '../contract/staffAnswers';
import { seoulToday, withTypedDays } from '../contract/staffFilters';
import {
  type HandlingFilters,
  type HandlingUpdate,
  handlingListQuerySchema,
  handlingQuery,
  handlingUpdateSchema,
} from '../contract/staffLists';
import {
  type HandlingDraft,
  type HandlingListContext,
  type HandlingListEvent,
  type HandlingListInput,
  type HandlingRecord,
  noFilters,
} from './handlingListTypes';
import { providedByView } from './providedByView';
import { beforeFirstPage, failedWith, firstIssue, pageOf } from './staffFailure';

export type {
  HandlingDraft,
  HandlingListContext,
  HandlingListEvent,
  HandlingListInput,
  HandlingRecord,
} from './handlingListTypes';
export { noFilters } from './handlingListTypes';

const checkFilters = (filters: HandlingFilters) =>
  v.safeParse(handlingListQuerySchema, handlingQuery(filters, 1));
const checkDraft = (draft: HandlingDraft) => v.safeParse(handlingUpdateSchema, draft);

/**
 * A staff list of records with a handling status (consultation requests, job applications):
 * filters by status and day range, pages, opens one record and changes its status with a note,
 * or deletes it after a confirmation (the record and its files are gone for good).
 * The same machine serves both lists; `id` names the actor for the inspector.
 */
export function createHandlingListMachine<T extends HandlingRecord>(id: string) {
  return setup({
    // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
    types: {
      context: {} as HandlingListContext<T>,
      events: {} as HandlingListEvent,
      input: {} as HandlingListInput | undefined,
    },
    actors: {
      // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
      fetchPage: providedByView<StaffPage<T>, { filters: HandlingFilters; page: number }>(
        'fetchPage',
      ),
      fetchOne: providedByView<T, { id: number }>('fetchOne'),
      saveStatus: providedByView<T, { id: number; update: HandlingUpdate }>('saveStatus'),
      deleteRecord: providedByView<void, { id: number }>('deleteRecord'),
      strikeNote: providedByView<T, { id: number; noteId: number }>('strikeNote'),
    },
    // Stryker restore all
    actions: {
      setFilter: assign(({ context, event }) => {
        assertEvent(event, 'FILTER_CHANGED');
        return { filters: { ...context.filters, [event.field]: event.value }, filterError: null };
      }),
      // The days as staff type them (2026.12.06, 12/6) become the contract's form on applying.
      applyFilters: assign(({ context }) => {
        const filters = withTypedDays(context.filters, seoulToday());
        return { filters, applied: filters, page: 1 };
      }),
      showFilterError: assign(({ context }) => ({
        filterError: firstIssue(checkFilters(withTypedDays(context.filters, seoulToday())).issues),
      })),
      setDraftField: assign(({ context, event }) => {
        assertEvent(event, 'DRAFT_CHANGED');
        return { draft: { ...context.draft, [event.field]: event.value }, draftError: null };
      }),
      showDraftError: assign(({ context }) => ({
        draftError: firstIssue(checkDraft(context.draft).issues),
      })),
      clearMessages: assign({ errorMessage: null, saved: null, struck: false, deleted: false }),
    },
    guards: {
      areFiltersValid: ({ context }) =>
        checkFilters(withTypedDays(context.filters, seoulToday())).success,
      isDraftValid: ({ context }) => checkDraft(context.draft).success,
    },
  }).createMachine({
    id,
    initial: 'list',
    // A list opened from an address starts with its filters and page (contract/staffFilters.ts).
    context: ({ input }) => ({
      filters: input?.filters ?? noFilters,
      applied: input?.filters ?? noFilters,
      ...beforeFirstPage,
      page: input?.page ?? 1,
      filterError: null,
      selected: null,
      draft: { status: '', note: '' },
      draftError: null,
      saved: null,
      savedNote: false,
      // Stryker disable next-line BooleanLiteral: the first state's entry (clearMessages) sets it to false
      struck: false,
      // Stryker disable next-line BooleanLiteral: the first state's entry (clearMessages) sets it to false
      deleted: false,
    }),
    states: {
      list: {
        initial: 'loading',
        on: {
          FILTER_CHANGED: { actions: 'setFilter' },
          APPLY_FILTERS: [
            {
              guard: 'areFiltersValid',
              target: '.loading',
              // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
              reenter: true,
              actions: 'applyFilters',
            },
            { actions: 'showFilterError' },
          ],
          ADDRESS_CHANGED: {
            target: '.loading',
            // Stryker disable next-line BooleanLiteral: as APPLY_FILTERS, a child target re-entered either way
            reenter: true,
            actions: assign(({ event }) => ({
              filters: event.filters,
              applied: event.filters,
              page: event.page,
              filterError: null,
            })),
          },
        },
        states: {
          loading: {
            entry: 'clearMessages',
            invoke: {
              id: 'fetchPage',
              src: 'fetchPage',
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
              PAGE_CHANGED: {
                target: 'loading',
                actions: assign({ page: ({ event }) => event.page }),
              },
              OPEN: { target: `#${id}.detail` },
            },
          },
        },
      },
      detail: {
        initial: 'opening',
        on: { CLOSE: { target: 'list.showing', actions: assign({ selected: null }) } },
        states: {
          opening: {
            entry: 'clearMessages',
            invoke: {
              id: 'fetchOne',
              src: 'fetchOne',
              input: ({ event }) => {
                assertEvent(event, 'OPEN');
                return { id: event.id };
              },
              onDone: {
                target: 'viewing',
                actions: assign({
                  selected: ({ event }) => event.output,
                  draft: ({ event }) => ({ status: event.output.status, note: '' }),
                  draftError: null,
                }),
              },
              onError: {
                target: `#${id}.list.showing`,
                actions: assign(({ event }) => failedWith(event.error)),
              },
            },
          },
          viewing: {
            on: {
              DRAFT_CHANGED: { actions: ['setDraftField', 'clearMessages'] },
              SAVE: [{ guard: 'isDraftValid', target: 'saving' }, { actions: 'showDraftError' }],
              DELETE: { target: 'confirmingDelete', actions: 'clearMessages' },
              STRIKE_NOTE: 'strikingNote',
            },
          },
          strikingNote: {
            entry: 'clearMessages',
            // As with saving: the dialog waits to say whether the note was struck through.
            on: { CLOSE: {} },
            invoke: {
              id: 'strikeNote',
              src: 'strikeNote',
              input: ({ context, event }) => {
                assertEvent(event, 'STRIKE_NOTE');
                // Stryker disable next-line OptionalChaining: only reached with a record open, so it is never null here
                return { id: context.selected?.id ?? 0, noteId: event.noteId };
              },
              onDone: {
                target: 'viewing',
                actions: assign(({ context, event }) => ({
                  selected: event.output,
                  items: context.items.map((item) =>
                    item.id === event.output.id ? event.output : item,
                  ),
                  struck: true,
                })),
              },
              onError: {
                target: 'viewing',
                actions: assign(({ event }) => failedWith(event.error)),
              },
            },
          },
          confirmingDelete: {
            on: { CONFIRM_DELETE: 'deleting', CANCEL_DELETE: 'viewing' },
          },
          deleting: {
            // As with saving: the dialog waits to say whether the record is gone.
            on: { CLOSE: {} },
            invoke: {
              id: 'deleteRecord',
              src: 'deleteRecord',
              // Stryker disable next-line OptionalChaining: only reached with a record open, so it is never null here
              input: ({ context }) => ({ id: context.selected?.id ?? 0 }),
              onDone: {
                target: `#${id}.list.showing`,
                actions: assign(({ context }) => ({
                  // Stryker disable next-line OptionalChaining: only reached with a record open, so it is never null here
                  items: context.items.filter((item) => item.id !== context.selected?.id),
                  total: Math.max(0, context.total - 1),
                  selected: null,
                  deleted: true,
                })),
              },
              onError: {
                target: 'viewing',
                actions: assign(({ event }) => failedWith(event.error)),
              },
            },
          },
          saving: {
            entry: 'clearMessages',
            // Closing would hide whether the change was saved: the dialog waits for the answer.
            on: { CLOSE: {} },
            invoke: {
              id: 'saveStatus',
              src: 'saveStatus',
              input: ({ context }) => ({
                // Stryker disable next-line OptionalChaining: only reached with a record open, so it is never null here
                id: context.selected?.id ?? 0,
                update: v.parse(handlingUpdateSchema, context.draft),
              }),
              // Saved is done with the record: the dialog closes and the list says what was saved.
              onDone: {
                target: `#${id}.list.showing`,
                actions: assign({
                  saved: ({ event }) => event.output,
                  savedNote: ({ context }) => context.draft.note.trim() !== '',
                  selected: null,
                  items: ({ context, event }) =>
                    context.items.map((item) =>
                      item.id === event.output.id ? event.output : item,
                    ),
                  draft: ({ event }) => ({ status: event.output.status, note: '' }),
                }),
              },
              onError: {
                target: 'viewing',
                actions: assign(({ event }) => failedWith(event.error)),
              },
            },
          },
        },
      },
    },
  });
}

export const consultationListMachine =
  createHandlingListMachine<StaffConsultation>('consultationList');
export const applicationListMachine =
  createHandlingListMachine<StaffApplication>('applicationList');
