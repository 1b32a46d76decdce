import { consultationTypeLabel } from '../../../contract/consultationTypes';
import { formatDate, formatNumber, maskAuthor } from '../../../contract/format';
import type { ReviewBoardSearch, ReviewPublic } from '../../../contract/reviews';
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

/** The board; below 768 px each row is laid out as a card (see ReviewTable.css). */
export function ReviewTable({ items, total, search, busy, onOpen }: ReviewTableProps) {
  return (
    <table className={styles.table} aria-busy={busy}>
      <caption className={styles.caption}>{COPY.tableCaption}</caption>
      <thead className={styles.head}>
        <tr>
          <th scope="col">{COPY.columns.number}</th>
          <th scope="col">{COPY.columns.author}</th>
          <th scope="col">{COPY.columns.type}</th>
          <th scope="col">{COPY.columns.title}</th>
          <th scope="col">{COPY.columns.date}</th>
          <th scope="col">{COPY.columns.views}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item, index) => (
          // The title button is the keyboard and screen-reader way in; a click anywhere on the
          // row is the mouse convenience the spec asks for.
          <tr key={item.id} className={styles.row} onClick={() => onOpen(item)}>
            <td className={styles.number} data-label={COPY.columns.number}>
              {rowNumber(search, total, index)}
            </td>
            <td className={styles.author} data-label={COPY.columns.author}>
              {maskAuthor(item.username)}
            </td>
            <td className={styles.type} data-label={COPY.columns.type}>
              {consultationTypeLabel(item.consultation_type)}
            </td>
            <td className={styles.title}>
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
            <td className={styles.date} data-label={COPY.columns.date}>
              {formatDate(item.created_at)}
            </td>
            <td className={styles.views} data-label={COPY.columns.views}>
              {formatNumber(item.views)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
