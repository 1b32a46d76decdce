import { assertEvent, assign, setup } from 'xstate';
import type { PageSize, SortOrder } from '../contract/limits';
import type {
  ReviewBoardSearch,
  ReviewList,
  ReviewPublic,
  ReviewWithContent,
} from '../contract/reviews';
import { providedByView } from './providedByView';
import { reviewErrorMessage } from './reviewFailure';

export interface ReviewBoardContext {
  /** What the board shows; always equal to the URL's search (see `navigate`). */
  search: ReviewBoardSearch;
  items: ReviewPublic[];
  total: number;
  errorMessage: string | null;
}

export type ReviewBoardEvent =
  | { type: 'PAGE_SELECTED'; page: number }
  | { type: 'SIZE_SELECTED'; size: PageSize }
  | { type: 'SORT_SELECTED'; sort: SortOrder }
  /** The URL changed by itself (back/forward button, a link, a reload). */
  | { type: 'SEARCH_CHANGED'; search: ReviewBoardSearch }
  | { type: 'RETRY' }
  | { type: 'REVIEW_WRITTEN' }
  | { type: 'REVIEW_UPDATED'; review: ReviewWithContent | ReviewPublic }
  | { type: 'REVIEW_DELETED' };

export interface NavigateParams {
  search: ReviewBoardSearch;
  /** Replace the history entry instead of pushing one (a page that no longer exists). */
  replace: boolean;
}

const sameSearch = (a: ReviewBoardSearch, b: ReviewBoardSearch) =>
  a.page === b.page && a.size === b.size && a.sort === b.sort;

/**
 * The review board: one page of reviews for the search in the URL.
 *
 * The URL is the one source of truth for page, size and sort: the machine starts from it
 * (`input`), adopts every outside change of it (`SEARCH_CHANGED`), and writes every choice the
 * visitor makes back to it through the injected `navigate` action in the same step — so the
 * back button walks pages and a link or reload restores the board. Each entry into `loading`
 * starts one `loadPage` call; leaving it (a newer choice) cancels the call in flight.
 */
export const reviewBoardMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as ReviewBoardContext,
    events: {} as ReviewBoardEvent,
    input: {} as ReviewBoardSearch,
  },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    loadPage: providedByView<ReviewList, ReviewBoardSearch>('loadPage'),
  },
  // Stryker restore all
  actions: {
    navigate: (_, _params: NavigateParams) => {},
    selectPage: assign(({ context, event }) => {
      assertEvent(event, 'PAGE_SELECTED');
      return { search: { ...context.search, page: event.page } };
    }),
    // Spec §2: changing the page size or the sort order starts again at page 1.
    selectSize: assign(({ context, event }) => {
      assertEvent(event, 'SIZE_SELECTED');
      return { search: { ...context.search, page: 1, size: event.size } };
    }),
    selectSort: assign(({ context, event }) => {
      assertEvent(event, 'SORT_SELECTED');
      return { search: { ...context.search, page: 1, sort: event.sort } };
    }),
    adoptSearch: assign(({ event }) => {
      assertEvent(event, 'SEARCH_CHANGED');
      return { search: event.search };
    }),
    goToFirstPage: assign(({ context }) => ({ search: { ...context.search, page: 1 } })),
    goToLastPage: assign(({ context }) => ({
      search: {
        ...context.search,
        page: Math.max(1, Math.ceil(context.total / context.search.size)),
      },
    })),
    replaceRow: assign(({ context, event }) => {
      assertEvent(event, 'REVIEW_UPDATED');
      return {
        items: context.items.map((item) =>
          item.id === event.review.id
            ? {
                id: event.review.id,
                username: event.review.username,
                title: event.review.title,
                consultation_type: event.review.consultation_type,
                created_at: event.review.created_at,
                views: event.review.views,
              }
            : item,
        ),
      };
    }),
    clearError: assign({ errorMessage: null }),
  },
  guards: {
    isSearchNew: ({ context, event }) => {
      assertEvent(event, 'SEARCH_CHANGED');
      return !sameSearch(context.search, event.search);
    },
    isPageSelectable: ({ context, event }) => {
      assertEvent(event, 'PAGE_SELECTED');
      const last = Math.max(1, Math.ceil(context.total / context.search.size));
      return event.page >= 1 && event.page <= last && event.page !== context.search.page;
    },
    isSizeNew: ({ context, event }) => {
      assertEvent(event, 'SIZE_SELECTED');
      return event.size !== context.search.size;
    },
    isSortNew: ({ context, event }) => {
      assertEvent(event, 'SORT_SELECTED');
      return event.sort !== context.search.sort;
    },
    isOnFirstPage: ({ context }) => context.search.page === 1,
    isPastLastPage: ({ context }, list: ReviewList) =>
      list.items.length === 0 && list.total > 0 && context.search.page > 1,
    hasNoReviews: (_, list: ReviewList) => list.items.length === 0,
  },
}).createMachine({
  id: 'reviewBoard',
  initial: 'loading',
  context: ({ input }) => ({ search: input, items: [], total: 0, errorMessage: null }),
  on: {
    SEARCH_CHANGED: {
      guard: 'isSearchNew',
      target: '.loading',
      // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
      reenter: true,
      actions: 'adoptSearch',
    },
    PAGE_SELECTED: {
      guard: 'isPageSelectable',
      target: '.loading',
      // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
      reenter: true,
      actions: [
        'selectPage',
        { type: 'navigate', params: ({ context }) => ({ search: context.search, replace: false }) },
      ],
    },
    SIZE_SELECTED: {
      guard: 'isSizeNew',
      target: '.loading',
      // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
      reenter: true,
      actions: [
        'selectSize',
        { type: 'navigate', params: ({ context }) => ({ search: context.search, replace: false }) },
      ],
    },
    SORT_SELECTED: {
      guard: 'isSortNew',
      target: '.loading',
      // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
      reenter: true,
      actions: [
        'selectSort',
        { type: 'navigate', params: ({ context }) => ({ search: context.search, replace: false }) },
      ],
    },
    // Spec §4: after a new review the list returns to page 1 (newest first shows it) and reloads.
    REVIEW_WRITTEN: [
      // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
      { guard: 'isOnFirstPage', target: '.loading', reenter: true },
      {
        target: '.loading',
        // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
        reenter: true,
        actions: [
          'goToFirstPage',
          {
            type: 'navigate',
            params: ({ context }) => ({ search: context.search, replace: false }),
          },
        ],
      },
    ],
    // Stay on the page; if it became empty, loading steps back (see `isPastLastPage`).
    // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way; the source has no entry, exit or call to re-run
    REVIEW_DELETED: { target: '.loading', reenter: true },
    REVIEW_UPDATED: { actions: 'replaceRow' },
  },
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => context.search,
        onDone: [
          {
            // A page past the end (the last row deleted, or a stale link): show the last page.
            guard: { type: 'isPastLastPage', params: ({ event }) => event.output },
            target: 'loading',
            reenter: true,
            actions: [
              assign({ total: ({ event }) => event.output.total }),
              'goToLastPage',
              {
                type: 'navigate',
                params: ({ context }) => ({ search: context.search, replace: true }),
              },
            ],
          },
          {
            guard: { type: 'hasNoReviews', params: ({ event }) => event.output },
            target: 'empty',
            actions: assign({ items: [], total: ({ event }) => event.output.total }),
          },
          {
            target: 'ready',
            actions: assign({
              items: ({ event }) => event.output.items,
              total: ({ event }) => event.output.total,
            }),
          },
        ],
        onError: {
          target: 'error',
          actions: assign({ errorMessage: ({ event }) => reviewErrorMessage(event.error) }),
        },
      },
    },
    ready: {},
    empty: {},
    error: {
      on: { RETRY: 'loading' },
    },
  },
});
