import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { server } from '../msw';
import { renderBoard, rowsOf } from './renderBoard';
import { seedReviews } from './reviewApi';

// Whole user flows through the real router take seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 20_000 });

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const firstCells = () => cells(rowsOf()[0] as HTMLElement);
const titles = () => rowsOf().map((row) => within(row).getByRole('button').textContent);
const waitForRows = (count: number) => waitFor(() => expect(rowsOf()).toHaveLength(count));

/** The board of 25 reviews, moved on to page 2 by its button: newest first, 후기 제목 15 leads. */
async function renderBoardOnPageTwo() {
  const board = await renderBoard();
  await waitForRows(10);
  await board.user.click(screen.getByRole('button', { name: '2페이지' }));
  await waitFor(() => expect(titles()[0]).toBe('후기 제목 15'));
  return board;
}

describe('review board', () => {
  it('shows number, masked author, type, title, date and views, newest first', async () => {
    await renderBoard();
    await waitForRows(10);
    expect(firstCells()).toEqual(['25', '홍***5', '상속세', '후기 제목 25', '2026-01-25', '250']);
    expect(screen.getByText('총 25건')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '한 페이지에 보일 후기 수' })).toHaveValue('10');
    expect(screen.getByRole('combobox', { name: '정렬 순서' })).toHaveValue('newest');
    expect(screen.getByRole('option', { name: '15개씩 보기' })).toBeInTheDocument();
  });

  it('numbers rows across pages, masks short names and shows an unknown type as 기타', async () => {
    await renderBoard('/review?page=3&size=10&sort=newest');
    await waitForRows(5);
    // Newest first: total − (page − 1)·size − index.
    expect(rowsOf().map((row) => cells(row)[0])).toEqual(['5', '4', '3', '2', '1']);
    expect(cells(rowsOf()[3] as HTMLElement)[2]).toBe('기타');
    expect(cells(rowsOf()[4] as HTMLElement)[1]).toBe('김*');
  });

  it('restores page, size and sort from a link, counting up when oldest first', async () => {
    await renderBoard('/review?page=2&size=15&sort=oldest');
    await waitForRows(10);
    expect(rowsOf().map((row) => cells(row)[0])).toEqual(
      Array.from({ length: 10 }, (_, i) => String(16 + i)),
    );
    expect(screen.getByRole('combobox', { name: '한 페이지에 보일 후기 수' })).toHaveValue('15');
    expect(screen.getByRole('combobox', { name: '정렬 순서' })).toHaveValue('oldest');
    expect(screen.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  });

  it('falls back to the defaults for bad search values', async () => {
    const { api } = await renderBoard('/review?page=-4&size=13&sort=sideways');
    await waitForRows(10);
    expect(api.log.listQueries.at(-1)).toEqual({
      page: '1',
      items_per_page: '10',
      sort_order: 'newest',
    });
  });

  it('shows the last page instead of nothing for a page past the end', async () => {
    const { router } = await renderBoard('/review?page=9');
    await waitForRows(5);
    expect(router.state.location.search).toEqual({ page: 3 });
  });

  it('says so when there are no reviews', async () => {
    await renderBoard('/review', []);
    expect(await screen.findByText(REVIEW_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('pages with numbers and first/previous/next/last, disabled at the ends', async () => {
    const { user, router } = await renderBoard();
    await waitForRows(10);
    const nav = screen.getByRole('navigation', { name: '페이지 이동' });
    expect(within(nav).getByRole('button', { name: '첫 페이지' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(nav).getByRole('button', { name: '이전 페이지' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(within(nav).getByRole('button', { name: '다음 페이지' }));
    await waitFor(() => expect(titles()[0]).toBe('후기 제목 15'));
    expect(router.state.location.search).toEqual({ page: 2 });
    // Spec §2: changing page scrolls to the top (the router does it on every search change).
    expect(window.scrollTo).toHaveBeenCalled();

    const last = screen.getByRole('button', { name: '마지막 페이지' });
    await user.click(last);
    await waitForRows(5);
    expect(screen.getByRole('button', { name: '다음 페이지' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // It leads nowhere now, yet keeps focus (a disabled button dropped it to the body).
    expect(last).toHaveAttribute('aria-disabled', 'true');
    expect(last).toHaveFocus();
    await user.click(last);
    expect(router.state.location.search).toEqual({ page: 3 });

    await user.click(screen.getByRole('button', { name: '1페이지' }));
    await waitFor(() => expect(titles()[0]).toBe('후기 제목 25'));
  });

  it('walks the pages back and forward with the browser history', async () => {
    const { user, history } = await renderBoardOnPageTwo();
    await user.click(screen.getByRole('button', { name: '3페이지' }));
    await waitForRows(5);

    act(() => history.back());
    await waitFor(() => expect(titles()[0]).toBe('후기 제목 15'));
    expect(screen.getByRole('button', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
    act(() => history.back());
    await waitFor(() => expect(titles()[0]).toBe('후기 제목 25'));
    act(() => history.forward());
    await waitFor(() => expect(titles()[0]).toBe('후기 제목 15'));
  });

  it('closes a review dialog opened on a page when Back leaves that page', async () => {
    const { user, history } = await renderBoardOnPageTwo();
    await user.click(screen.getByRole('button', { name: '후기 제목 15' }));
    await screen.findByRole('dialog', { name: '비밀번호 확인' });

    act(() => history.back());
    await waitFor(() => expect(titles()[0]).toBe('후기 제목 25'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => history.forward());
    await waitFor(() => expect(titles()[0]).toBe('후기 제목 15'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('returns to page 1 when the page size or the sort order changes', async () => {
    const { user, router } = await renderBoard('/review?page=2');
    await waitFor(() => expect(titles()[0]).toBe('후기 제목 15'));

    await user.selectOptions(
      screen.getByRole('combobox', { name: '한 페이지에 보일 후기 수' }),
      '20',
    );
    await waitForRows(20);
    expect(router.state.location.search).toEqual({ size: 20 });
    expect(titles()[0]).toBe('후기 제목 25');

    await user.click(screen.getByRole('button', { name: '2페이지' }));
    await waitForRows(5);
    await user.selectOptions(screen.getByRole('combobox', { name: '정렬 순서' }), 'oldest');
    await waitFor(() => expect(titles()[0]).toBe('후기 제목 1'));
    expect(router.state.location.search).toEqual({ size: 20, sort: 'oldest' });
  });

  it.each([
    [
      'the server detail after Error: ',
      () => HttpResponse.json({ detail: '점검 중입니다.' }, { status: 503 }),
      'Error: 점검 중입니다.',
    ],
    [
      '서버 오류 when the server gives no detail',
      () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
      REVIEW_MESSAGES.serverError,
    ],
    [
      'the no-response text when nothing answers',
      () => HttpResponse.error(),
      REVIEW_MESSAGES.noResponse,
    ],
  ])('shows %s, and retries', async (_, failure, message) => {
    const { user, api } = await renderBoard('/review', seedReviews(25), [
      http.get(REVIEW_API.list, failure),
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    server.use(...api.handlers);
    await user.click(within(alert).getByRole('button', { name: '다시 시도' }));
    await waitForRows(10);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a loading text until the first page arrives', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderBoard('/review', seedReviews(0), [
      http.get(REVIEW_API.list, async () => {
        await gate;
        return HttpResponse.json({ items: [], total: 0 });
      }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('후기를 불러오는 중입니다...');
    release();
    expect(await screen.findByText(REVIEW_MESSAGES.empty)).toBeInTheDocument();
  });
});
