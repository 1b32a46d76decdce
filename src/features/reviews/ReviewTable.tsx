import { consultationTypeLabel } from '../../../contract/consultationTypes';
import { formatDate, formatNumber, maskAuthor } from '../../../contract/format';
import type { ReviewBoardSearch, ReviewPublic } from '../../../contract/reviews';
import { ColumnHeaders } from '../../components/ColumnHeaders';
import { REVIEW_BOARD_COPY as COPY } from '../../content/reviews';
import * as styles from './ReviewTable.css';
import { rowNumber } from './rowNumber';

export interface ReviewTableProps {
  items: ReviewPublic[];
  total: number;
  search: ReviewBoardSearch;
  busy: boolean;
  onOpen: (row: ReviewPublic) => void;
}

const COLUMNS = ['number', 'author', 'type', 'title', 'date', 'views'] as const;

/** The board; below 768 px each row is laid out as a card (see ReviewTable.css). */
export function ReviewTable({ items, total, search, busy, onOpen }: ReviewTableProps) {
  // Every cell but the title's carries its column's name for the card layout, which hides the header row.
  const labelledCells: Record<
    Exclude<(typeof COLUMNS)[number], 'title'>,
    { className: string; text: (item: ReviewPublic, index: number) => string | number }
  > = {
    number: { className: styles.number, text: (_, index) => rowNumber(search, total, index) },
    author: { className: styles.author, text: (item) => maskAuthor(item.username) },
    type: {
      className: styles.type,
      text: (item) => consultationTypeLabel(item.consultation_type),
    },
    date: { className: styles.date, text: (item) => formatDate(item.created_at) },
    views: { className: styles.views, text: (item) => formatNumber(item.views) },
  };
  return (
    <table className={styles.table} aria-busy={busy}>
      <caption className={styles.caption}>{COPY.tableCaption}</caption>
      <thead className={styles.head}>
        <ColumnHeaders labels={COLUMNS.map((column) => COPY.columns[column])} />
      </thead>
      <tbody>
        {items.map((item, index) => (
          // The title button is the keyboard and screen-reader way in; a click anywhere on the
          // row is the mouse convenience the spec asks for.
          <tr key={item.id} className={styles.row} onClick={() => onOpen(item)}>
            {COLUMNS.map((column) =>
              column === 'title' ? (
                <td key={column} className={styles.title}>
                  <button
                    type="button"
                    className={styles.titleButton}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(item);
                    }}
                  >
                    {item.title}
                  </button>
                </td>
              ) : (
                <td
                  key={column}
                  className={labelledCells[column].className}
                  data-label={COPY.columns[column]}
                >
                  {labelledCells[column].text(item, index)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
