import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { ReviewBoardSearch, ReviewList } from '../../contract/reviews';
import {
  type NavigateParams,
  type ReviewBoardEvent,
  reviewBoardMachine,
} from '../../machines/reviewBoardMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';

const row = (id: number) => ({
  id,
  username: '홍*동',
  title: `후기 ${id}`,
  consultation_type: 'gift',
  created_at: '2026-01-02T03:04:05.000Z',
  views: id,
});
const fullPage: ReviewList = { items: Array.from({ length: 10 }, (_, i) => row(i + 1)), total: 25 };
const nothing: ReviewList = { items: [], total: 0 };
const pastTheEnd: ReviewList = { items: [], total: 25 };

const start: ReviewBoardSearch = { page: 1, size: 10, sort: 'newest' };
const backToPage2: ReviewBoardSearch = { page: 2, size: 10, sort: 'newest' };

const EVENTS: ReviewBoardEvent[] = [
  { type: 'PAGE_SELECTED', page: 2 },
  { type: 'PAGE_SELECTED', page: 1 },
  { type: 'PAGE_SELECTED', page: 3 },
  { type: 'PAGE_SELECTED', page: 4 },
  { type: 'SIZE_SELECTED', size: 15 },
  { type: 'SIZE_SELECTED', size: 10 },
  { type: 'SORT_SELECTED', sort: 'oldest' },
  { type: 'SEARCH_CHANGED', search: backToPage2 },
  { type: 'SEARCH_CHANGED', search: start },
  { type: 'RETRY' },
  { type: 'REVIEW_WRITTEN' },
  { type: 'REVIEW_DELETED' },
  { type: 'REVIEW_UPDATED', review: { ...row(1), title: '고친 제목', content: '본문' } },
];

type Answer = { type: `xstate.${string}`; output?: ReviewList; error?: unknown };
type Snapshot = ReturnType<(typeof reviewBoardMachine)['getInitialSnapshot']>;

const loaded = { type: 'xstate.done.actor.loadPage', output: fullPage };

/** The last page of a list of `total` reviews, `size` a page (an empty list has page 1). */
const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/**
 * The whole observable result of one event, written from docs/product.md#pages, docs/architecture.md#machines: the board shows what
 * the URL says, writes every choice of the visitor to it (`navigate`), and loads that page.
 */
function expectedAfter(before: Snapshot, e: ReviewBoardEvent | Answer): Expected {
  const c = before.context;
  const was = c.search;
  const reload = (search: ReviewBoardSearch, pushed: boolean): Expected => ({
    value: 'loading',
    context: { search, errorMessage: null },
    calls: [['loadPage', search]],
    emitted: pushed ? [['navigate', { search, replace: false }]] : [],
  });
  switch (e.type) {
    case 'PAGE_SELECTED':
      // Any page from 1 to the last one, the last included, except the one shown.
      if (e.page < 1 || e.page > lastPage(c.total, was.size) || e.page === was.page) {
        return unchanged(before);
      }
      return reload({ ...was, page: e.page }, true);
    case 'SIZE_SELECTED':
      if (e.size === was.size) return unchanged(before);
      // A new size or sort order starts again at page 1.
      return reload({ ...was, page: 1, size: e.size }, true);
    case 'SORT_SELECTED':
      if (e.sort === was.sort) return unchanged(before);
      return reload({ ...was, page: 1, sort: e.sort }, true);
    case 'SEARCH_CHANGED':
      // The echo of the board's own navigation changes nothing; the URL's own change is adopted
      // without writing back.
      if (JSON.stringify(e.search) === JSON.stringify(was)) return unchanged(before);
      return reload(e.search, false);
    case 'RETRY':
      if (!before.matches('error')) return unchanged(before);
      return reload(was, false);
    case 'REVIEW_WRITTEN':
      // A new review sends the board back to page 1, where it shows first.
      return reload({ ...was, page: 1 }, was.page !== 1);
    case 'REVIEW_DELETED':
      return reload(was, false);
    case 'REVIEW_UPDATED': {
      // The row changes in place with its public fields; content never reaches the list.
      const { id, username, title, consultation_type, created_at, views } = e.review;
      const publicRow = { id, username, title, consultation_type, created_at, views };
      return {
        value: before.value,
        context: { items: c.items.map((item) => (item.id === id ? publicRow : item)) },
      };
    }
    case 'xstate.done.actor.loadPage': {
      const list = e.output as ReviewList;
      if (list.items.length === 0 && list.total > 0 && was.page > 1) {
        // Past the end (last row deleted, stale link): the last page, replacing the entry.
        const search = { ...was, page: lastPage(list.total, was.size) };
        return {
          value: 'loading',
          context: { search, total: list.total, errorMessage: null },
          calls: [['loadPage', search]],
          emitted: [['navigate', { search, replace: true }]],
        };
      }
      return {
        value: list.items.length === 0 ? 'empty' : 'ready',
        context: { items: list.items, total: list.total },
      };
    }
    case 'xstate.error.actor.loadPage':
      return { value: 'error', context: { errorMessage: REVIEW_MESSAGES.noResponse } };
  }
  throw new Error(`no expectation for ${e.type}`);
}

describeModel('reviewBoardMachine', {
  machine: reviewBoardMachine,
  start: { value: 'loading', context: { search: start, items: [], total: 0, errorMessage: null } },
  transitions: [
    'reviewBoard (any state) —SEARCH_CHANGED [isSearchNew]→ loading',
    'reviewBoard (any state) —SEARCH_CHANGED [every guard false]→ ignored',
    'reviewBoard (any state) —PAGE_SELECTED [isPageSelectable]→ loading',
    'reviewBoard (any state) —PAGE_SELECTED [every guard false]→ ignored',
    'reviewBoard (any state) —SIZE_SELECTED [isSizeNew]→ loading',
    'reviewBoard (any state) —SIZE_SELECTED [every guard false]→ ignored',
    'reviewBoard (any state) —SORT_SELECTED [isSortNew]→ loading',
    'reviewBoard (any state) —SORT_SELECTED [every guard false]→ ignored',
    'reviewBoard (any state) —REVIEW_WRITTEN [isOnFirstPage]→ loading',
    'reviewBoard (any state) —REVIEW_WRITTEN→ loading',
    'reviewBoard (any state) —REVIEW_DELETED→ loading',
    'reviewBoard (any state) —REVIEW_UPDATED→ (stays)',
    'loading —xstate.done.actor.loadPage [isPastLastPage]→ loading',
    'loading —xstate.done.actor.loadPage [hasNoReviews]→ empty',
    'loading —xstate.done.actor.loadPage→ ready',
    'loading —xstate.error.actor.loadPage→ error',
    'error —RETRY→ loading',
  ],
  input: start,
  events: EVENTS,
  // Spec §2 by name: a new size or sort order on a later page starts again at page 1.
  scenarios: [
    [loaded, { type: 'PAGE_SELECTED', page: 2 }, loaded, { type: 'SIZE_SELECTED', size: 15 }],
    [loaded, { type: 'PAGE_SELECTED', page: 2 }, loaded, { type: 'SORT_SELECTED', sort: 'oldest' }],
  ],
  answers: {
    loadPage: [
      { output: fullPage },
      { output: nothing },
      { output: pastTheEnd },
      { error: { failure: { kind: 'network' } } },
    ],
  },
  serializeState: (s) => JSON.stringify(s.value),
  // Where the page stands (first, between, last, past the end of what is known), the size and
  // order chosen, and a message shown: the page guards and the reload rules depend on these.
  situation: (s) => {
    const { search, total, errorMessage } = s.context;
    const last = lastPage(total, search.size);
    const page =
      search.page === 1
        ? 'first'
        : search.page < last
          ? 'between'
          : search.page === last
            ? 'last'
            : 'past';
    return JSON.stringify([page, search.size, search.sort, errorMessage !== null]);
  },
  expectStep: ({ before, event }) => expectedAfter(before, event as ReviewBoardEvent | Answer),
});

describe('reviewBoardMachine details', () => {
  /** A board on page 3 whose first load answers `first`; later loads never answer. */
  const loaded = async (first: ReviewList | Error) => {
    const navigations: NavigateParams[] = [];
    let calls = 0;
    const actor = createActor(
      reviewBoardMachine.provide({
        actions: { navigate: (_, params) => navigations.push(params) },
        actors: {
          loadPage: fromPromise(async () => {
            calls += 1;
            if (calls > 1) return new Promise<ReviewList>(() => {});
            if (first instanceof Error) throw first;
            return first;
          }),
        },
      }),
      { input: { page: 3, size: 10, sort: 'newest' } },
    ).start();
    await waitFor(actor, (snapshot) => !snapshot.matches('loading') || calls > 1);
    return { actor, navigations };
  };

  it('steps back to the last page, replacing the history entry, when its page is past the end', async () => {
    const { actor, navigations } = await loaded({ items: [], total: 20 });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.search.page).toBe(2);
    expect(navigations).toEqual([{ search: { page: 2, size: 10, sort: 'newest' }, replace: true }]);
  });

  it('ignores the echo of its own navigation and a page it is already on', async () => {
    const { actor, navigations } = await loaded({ ...fullPage, total: 40 });
    actor.send({ type: 'SEARCH_CHANGED', search: { page: 3, size: 10, sort: 'newest' } });
    actor.send({ type: 'PAGE_SELECTED', page: 3 });
    actor.send({ type: 'PAGE_SELECTED', page: 9 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(navigations).toEqual([]);
  });

  it('offers no page before the first', async () => {
    const { actor, navigations } = await loaded({ ...fullPage, total: 40 });
    actor.send({ type: 'PAGE_SELECTED', page: 0 });
    actor.send({ type: 'PAGE_SELECTED', page: -1 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.search.page).toBe(3);
    expect(navigations).toEqual([]);
  });

  it('shows the server detail after the spec prefix', async () => {
    const failure = Object.assign(new Error('503'), {
      failure: { kind: 'http', status: 503, detail: '점검 중입니다.' },
    });
    const { actor } = await loaded(failure);
    expect(actor.getSnapshot().context.errorMessage).toBe('Error: 점검 중입니다.');
  });

  it('updates an edited row in place without reloading', async () => {
    const { actor } = await loaded({ ...fullPage, total: 40 });
    actor.send({
      type: 'REVIEW_UPDATED',
      review: { ...row(2), title: '새 제목', content: '본문' },
    });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items[1]).toEqual({ ...row(2), title: '새 제목' });
  });
});
