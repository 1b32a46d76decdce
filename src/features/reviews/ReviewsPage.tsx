import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { PAGE_SIZES, type PageSize, SORT_ORDERS, type SortOrder } from '../../../contract/limits';
import { ANNOUNCEMENTS, REVIEW_MESSAGES } from '../../../contract/messages';
import type { ReviewBoardSearch, ReviewPublic } from '../../../contract/reviews';
import { reviewBoardMachine } from '../../../machines/reviewBoardMachine';
import { listReviews } from '../../api/reviews';
import { announce } from '../../components/announcer';
import { PageBanner } from '../../components/PageBanner';
import { Pagination } from '../../components/Pagination';
import { lastPageOf } from '../../components/pagination';
import { REVIEW_BOARD_COPY as COPY } from '../../content/reviews';
import { inspect } from '../../inspect';
import { button } from '../../styles/button.css';
import { ReviewAccessDialog } from './ReviewAccessDialog';
import * as styles from './ReviewsPage.css';
import { ReviewTable } from './ReviewTable';
import { ReviewWriteDialog } from './ReviewWriteDialog';

export interface ReviewsPageProps {
  /** The validated URL search: the board's one source of truth. */
  search: ReviewBoardSearch;
  navigate: (search: ReviewBoardSearch, replace: boolean) => void;
}

/** One of the board's view settings, as a select under a visually hidden label. */
function BoardSelect<Option extends string | number>({
  label,
  value,
  options,
  optionLabel,
  onSelect,
}: {
  label: string;
  value: Option;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  /** The chosen option's value, as the select reports it (a string). */
  onSelect: (value: string) => void;
}) {
  return (
    <label className={styles.selectLabel}>
      <span className={styles.visuallyHidden}>{label}</span>
      <select
        className={styles.select}
        value={value}
        onChange={(event) => onSelect(event.target.value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ReviewsPage({ search, navigate }: ReviewsPageProps) {
  const [state, send] = useMachine(
    reviewBoardMachine.provide({
      // No abort signal: React StrictMode stops and restarts the actor once, which would abort the
      // first load and report it as a failure; an answer for a stopped load is ignored anyway.
      actors: { loadPage: fromPromise(({ input }) => listReviews(input)) },
      actions: { navigate: (_, params) => navigate(params.search, params.replace) },
    }),
    { input: search, inspect },
  );
  const { page, size, sort } = search;
  useEffect(() => {
    send({ type: 'SEARCH_CHANGED', search: { page, size, sort } });
  }, [page, size, sort, send]);

  const [openRow, setOpenRow] = useState<ReviewPublic | null>(null);
  const [writing, setWriting] = useState(false);
  const closeRow = useCallback(() => setOpenRow(null), []);
  // A review's dialog belongs to the page of the board it was opened from: when the URL leaves
  // that page (Back, Forward, a stale page replaced by the last one) the dialog leaves with it,
  // rather than staying open over another page. Writing is not tied to a page and stays open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search is the trigger, not an input
  useEffect(() => {
    setOpenRow(null);
  }, [page, size, sort]);
  // The row that opened a deleted review is about to disappear with the reload, so focus goes to
  // the count instead (it reads the new total) rather than being lost to the page.
  const totalRef = useRef<HTMLParagraphElement>(null);
  const [deleted, setDeleted] = useState(false);
  useEffect(() => {
    if (deleted && !openRow) {
      totalRef.current?.focus();
      setDeleted(false);
    }
  }, [deleted, openRow]);
  const closeWrite = useCallback(() => setWriting(false), []);

  const { items, total, errorMessage } = state.context;
  const shown = state.context.search;
  const loading = state.matches('loading');
  // A page, size or order change keeps focus on the control used and says where the visitor now
  // is, once the rows are in; the first page, which the visitor did not ask for, is not said.
  const ready = state.matches('ready');
  const lastPage = lastPageOf(total, shown.size);
  const shownKey = `${shown.page}/${shown.size}/${shown.sort}`;
  const announcedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!ready) return;
    const first = announcedKey.current === null;
    if (announcedKey.current === shownKey) return;
    announcedKey.current = shownKey;
    if (!first) announce(ANNOUNCEMENTS.boardPage(shown.page, lastPage, total));
  }, [ready, shownKey, shown.page, lastPage, total]);
  return (
    <>
      <PageBanner titleId="review-title" copy={COPY} />
      <section className={styles.section}>
        <div className={styles.toolbar}>
          <p ref={totalRef} className={styles.total} tabIndex={-1}>
            {COPY.total(total)}
          </p>
          <div className={styles.controls}>
            <BoardSelect
              label={COPY.pageSizeLabel}
              value={shown.size}
              options={PAGE_SIZES}
              optionLabel={COPY.pageSizeOption}
              onSelect={(value) => send({ type: 'SIZE_SELECTED', size: Number(value) as PageSize })}
            />
            <BoardSelect
              label={COPY.sortLabel}
              value={shown.sort}
              options={SORT_ORDERS}
              optionLabel={(option) => COPY.sortOptions[option]}
              onSelect={(value) => send({ type: 'SORT_SELECTED', sort: value as SortOrder })}
            />
            <button
              type="button"
              className={`${button({ tone: 'brand' })} ${styles.writeButton}`}
              onClick={() => setWriting(true)}
            >
              {COPY.writeButton}
            </button>
          </div>
        </div>

        {state.matches('error') && (
          <div className={styles.message} role="alert">
            <p>{errorMessage}</p>
            <button
              type="button"
              className={button({ tone: 'outline', size: 'sm' })}
              onClick={() => send({ type: 'RETRY' })}
            >
              {COPY.retry}
            </button>
          </div>
        )}
        {state.matches('empty') && (
          <p className={styles.message} role="status">
            {REVIEW_MESSAGES.empty}
          </p>
        )}
        {loading && items.length === 0 && (
          <p className={styles.message} role="status">
            {COPY.loading}
          </p>
        )}
        {(state.matches('ready') || (loading && items.length > 0)) && (
          <>
            <ReviewTable
              items={items}
              total={total}
              search={shown}
              busy={loading}
              onOpen={setOpenRow}
            />
            <Pagination
              page={shown.page}
              lastPage={lastPage}
              onSelect={(selected) => send({ type: 'PAGE_SELECTED', page: selected })}
            />
          </>
        )}
      </section>

      {openRow && (
        <ReviewAccessDialog
          key={openRow.id}
          row={openRow}
          onUpdated={(review) => {
            send({ type: 'REVIEW_UPDATED', review });
            announce(ANNOUNCEMENTS.reviewUpdated);
          }}
          onDeleted={() => {
            setDeleted(true);
            send({ type: 'REVIEW_DELETED' });
            announce(ANNOUNCEMENTS.reviewDeleted);
          }}
          onClosed={closeRow}
        />
      )}
      {writing && (
        <ReviewWriteDialog
          onWritten={() => {
            send({ type: 'REVIEW_WRITTEN' });
            announce(ANNOUNCEMENTS.reviewCreated);
          }}
          onClosed={closeWrite}
        />
      )}
    </>
  );
}
