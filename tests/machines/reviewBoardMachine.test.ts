import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { ReviewBoardSearch, ReviewList } from '../../contract/reviews';
import {
  type NavigateParams,
  type ReviewBoardEvent,
  reviewBoardMachine,
} from '../../machines/reviewBoardMachine';
import { describeModel, expectUnchanged } from './modelTest';

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

const loaded = { type: 'xstate.done.actor.loadPage', output: fullPage };

describeModel('reviewBoardMachine', {
  machine: reviewBoardMachine,
  input: start,
  events: EVENTS,
  // Spec §2 by name: a new size or sort order on a later page starts again at page 1 (any path
  // would take those transitions on page 1, where the rule shows nothing).
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
  expectStep: (step) => {
    const { before, event, after, emitted, started } = step;
    const e = event as ReviewBoardEvent | Answer;
    const was = before.context.search;
    const now = after.context.search;
    const navigations = emitted
      .filter(({ type }) => type === 'navigate')
      .map(({ params }) => params);
    // One source of truth: what the board shows is what the URL says — the board writes every
    // choice of the visitor to it, and adopts the URL's own changes without writing back.
    const url =
      e.type === 'SEARCH_CHANGED'
        ? e.search
        : ((navigations.at(-1) as NavigateParams)?.search ?? was);
    expect(now).toEqual(url);
    // Loading always has the page the board shows on its way; nothing else asks for a page.
    if (after.matches('loading')) expect(after.context.errorMessage).toBeNull();
    if (!after.matches('loading')) expect(started).toEqual([]);
    const last = Math.max(1, Math.ceil(before.context.total / was.size));
    const reload = (search: ReviewBoardSearch, pushed: boolean) => {
      expect(after.value).toBe('loading');
      expect(now).toEqual(search);
      expect(navigations).toEqual(pushed ? [{ search, replace: false }] : []);
      expect(started.map((call) => [call.src, call.input])).toEqual([['loadPage', search]]);
    };
    switch (e.type) {
      case 'PAGE_SELECTED':
        if (e.page < 1 || e.page > last || e.page === was.page) return expectUnchanged(step);
        return reload({ ...was, page: e.page }, true);
      case 'SIZE_SELECTED':
        if (e.size === was.size) return expectUnchanged(step);
        // Spec §2: a new size or sort order starts again at page 1.
        return reload({ ...was, page: 1, size: e.size }, true);
      case 'SORT_SELECTED':
        if (e.sort === was.sort) return expectUnchanged(step);
        return reload({ ...was, page: 1, sort: e.sort }, true);
      case 'SEARCH_CHANGED':
        // The echo of the board's own navigation changes nothing.
        if (JSON.stringify(e.search) === JSON.stringify(was)) return expectUnchanged(step);
        return reload(e.search, false);
      case 'RETRY':
        if (!before.matches('error')) return expectUnchanged(step);
        return reload(was, false);
      case 'REVIEW_WRITTEN':
        // Spec §4: a new review sends the board back to page 1, where it shows first.
        return reload({ ...was, page: 1 }, was.page !== 1);
      case 'REVIEW_DELETED':
        return reload(was, false);
      case 'REVIEW_UPDATED':
        expect(after.value).toBe(before.value);
        // The row changes in place; content never reaches the list.
        expect(after.context.items).toEqual(
          before.context.items.map((item) =>
            item.id === e.review.id ? { ...row(1), title: '고친 제목' } : item,
          ),
        );
        return;
      case 'xstate.done.actor.loadPage': {
        const list = e.output as ReviewList;
        if (list.items.length === 0 && list.total > 0 && was.page > 1) {
          // Past the end (last row deleted, stale link): the last page, replacing the entry.
          const lastPage = { ...was, page: Math.ceil(list.total / was.size) };
          expect(after.value).toBe('loading');
          expect(navigations).toEqual([{ search: lastPage, replace: true }]);
          expect(started.map((call) => [call.src, call.input])).toEqual([['loadPage', lastPage]]);
          return;
        }
        expect(after.value).toBe(list.items.length === 0 ? 'empty' : 'ready');
        expect(after.context).toMatchObject({ items: list.items, total: list.total });
        expect(navigations).toEqual([]);
        return;
      }
      case 'xstate.error.actor.loadPage':
        expect(after.value).toBe('error');
        expect(after.context.errorMessage).toBe(REVIEW_MESSAGES.noResponse);
        return;
    }
  },
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
