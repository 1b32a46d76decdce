import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { REVIEW_MESSAGES } from '../../contract/messages';
import type { ReviewBoardSearch, ReviewList } from '../../contract/reviews';
import {
  type NavigateParams,
  type ReviewBoardEvent,
  reviewBoardMachine,
} from '../../machines/reviewBoardMachine';
import { expectEveryStateReached } from './modelTest';

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

type AnyEvent = ReviewBoardEvent | { type: string; [key: string]: unknown };
const events: AnyEvent[] = [
  { type: 'xstate.done.actor.loadPage', output: fullPage },
  { type: 'xstate.done.actor.loadPage', output: nothing },
  { type: 'xstate.done.actor.loadPage', output: pastTheEnd },
  { type: 'xstate.error.actor.loadPage', error: { failure: { kind: 'network' } } },
  { type: 'PAGE_SELECTED', page: 2 },
  { type: 'SIZE_SELECTED', size: 15 },
  { type: 'SORT_SELECTED', sort: 'oldest' },
  { type: 'SEARCH_CHANGED', search: backToPage2 },
  { type: 'RETRY' },
  { type: 'REVIEW_WRITTEN' },
  { type: 'REVIEW_DELETED' },
  { type: 'REVIEW_UPDATED', review: { ...row(1), title: '고친 제목' } },
];

const model = createTestModel(reviewBoardMachine, {
  input: start,
  events: events as ReviewBoardEvent[],
});
const paths = model.getShortestPaths();
const errorMessages: string[] = [REVIEW_MESSAGES.noResponse, REVIEW_MESSAGES.serverError];

describe('reviewBoardMachine (model-based)', () => {
  it('reaches every state node through the generated paths', () => {
    expectEveryStateReached(reviewBoardMachine, paths);
  });

  for (const path of paths) {
    it(`${String(path.state.value)} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')}`, async () => {
      // The system under test: the machine as the view runs it, with a fake router whose URL the
      // machine writes through `navigate` and which reports outside changes as SEARCH_CHANGED.
      let url: ReviewBoardSearch = start;
      const navigations: NavigateParams[] = [];
      const actor = createActor(
        reviewBoardMachine.provide({
          actions: {
            navigate: (_, params) => {
              navigations.push(params);
              url = params.search;
            },
          },
          actors: { loadPage: fromPromise(() => new Promise<ReviewList>(() => {})) },
        }),
        { input: start },
      ).start();
      const send = ({ event }: { event: AnyEvent }) => {
        if (event.type === 'SEARCH_CHANGED') url = (event as { search: ReviewBoardSearch }).search;
        actor.send(event as ReviewBoardEvent);
      };
      const sameAsModel = (state: { value: unknown }) => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(state.value);
        // One source of truth: what the board shows is always what the URL says.
        expect(snapshot.context.search).toEqual(url);
        return snapshot;
      };
      const eventTypes = [...new Set(events.map((event) => event.type))];
      await path.test({
        events: Object.fromEntries(
          eventTypes.map((type) => [
            type,
            (step: { event: AnyEvent }) => {
              const before = actor.getSnapshot().context.search;
              send(step);
              const after = actor.getSnapshot().context.search;
              const chose = type === 'SIZE_SELECTED' || type === 'SORT_SELECTED';
              if (chose && (after.size !== before.size || after.sort !== before.sort)) {
                // Spec §2: a new size or sort order starts again at page 1.
                expect(after.page).toBe(1);
                expect(navigations.at(-1)).toEqual({ search: after, replace: false });
              } else if (type === 'PAGE_SELECTED' && after.page !== before.page) {
                // A pushed history entry per page, so the back button walks the pages.
                expect(navigations.at(-1)).toEqual({ search: after, replace: false });
              }
              if (type === 'REVIEW_WRITTEN') expect(after.page).toBe(1);
            },
          ]),
        ),
        states: {
          loading: (state) => {
            expect(sameAsModel(state).context.errorMessage).toBeNull();
          },
          ready: (state) => {
            const { context } = sameAsModel(state);
            expect(context.items.length).toBeGreaterThan(0);
            expect(context.search.page).toBeLessThanOrEqual(
              Math.ceil(context.total / context.search.size),
            );
          },
          empty: (state) => {
            const { context } = sameAsModel(state);
            expect(context.items).toEqual([]);
          },
          error: (state) => {
            expect(errorMessages).toContain(sameAsModel(state).context.errorMessage);
          },
        },
      });
      actor.stop();
    });
  }
});

describe('reviewBoardMachine details', () => {
  const loaded = () => {
    const navigations: NavigateParams[] = [];
    const actor = createActor(
      reviewBoardMachine.provide({
        actions: { navigate: (_, params) => navigations.push(params) },
        actors: { loadPage: fromPromise(() => new Promise<ReviewList>(() => {})) },
      }),
      { input: { page: 3, size: 10, sort: 'newest' } },
    ).start();
    return { actor, navigations };
  };

  it('steps back to the last page, replacing the history entry, when its page is past the end', () => {
    const { actor, navigations } = loaded();
    actor.send({ type: 'xstate.done.actor.loadPage', output: { items: [], total: 20 } } as never);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.search.page).toBe(2);
    expect(navigations).toEqual([{ search: { page: 2, size: 10, sort: 'newest' }, replace: true }]);
  });

  it('ignores the echo of its own navigation and a page it is already on', () => {
    const { actor, navigations } = loaded();
    actor.send({ type: 'xstate.done.actor.loadPage', output: { ...fullPage, total: 40 } } as never);
    actor.send({ type: 'SEARCH_CHANGED', search: { page: 3, size: 10, sort: 'newest' } });
    actor.send({ type: 'PAGE_SELECTED', page: 3 });
    actor.send({ type: 'PAGE_SELECTED', page: 9 });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(navigations).toEqual([]);
  });

  it('shows the server detail after the spec prefix', () => {
    const { actor } = loaded();
    actor.send({
      type: 'xstate.error.actor.loadPage',
      error: { failure: { kind: 'http', status: 503, detail: '점검 중입니다.' } },
    } as never);
    expect(actor.getSnapshot().context.errorMessage).toBe('Error: 점검 중입니다.');
  });

  it('updates an edited row in place without reloading', () => {
    const { actor } = loaded();
    actor.send({ type: 'xstate.done.actor.loadPage', output: { ...fullPage, total: 40 } } as never);
    actor.send({
      type: 'REVIEW_UPDATED',
      review: { ...row(2), title: '새 제목', content: '본문' },
    });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.items[1]).toEqual({ ...row(2), title: '새 제목' });
  });
});
