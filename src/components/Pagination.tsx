import { PAGINATION_COPY as COPY } from '../content/pagination';
import * as styles from './Pagination.css';
import { pageItems } from './pagination';

export interface PaginationProps {
  page: number;
  lastPage: number;
  onSelect: (page: number) => void;
}

/** First / previous / numbers / next / last; the ends are disabled where they lead nowhere. */
export function Pagination({ page, lastPage, onSelect }: PaginationProps) {
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
  return (
    <nav className={styles.nav} aria-label={COPY.navLabel}>
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={COPY.first.label}
            disabled={atStart}
            onClick={() => onSelect(1)}
          >
            {COPY.first.symbol}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={COPY.previous.label}
            disabled={atStart}
            onClick={() => onSelect(page - 1)}
          >
            {COPY.previous.symbol}
          </button>
        </li>
        {pageItems(page, lastPage).map((item, index) =>
          item === '...' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              {COPY.gap}
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.number}
                aria-label={COPY.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onSelect(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={COPY.next.label}
            disabled={atEnd}
            onClick={() => onSelect(page + 1)}
          >
            {COPY.next.symbol}
          </button>
        </li>
        <li>
          <button
            type="button"
            className={styles.step}
            aria-label={COPY.last.label}
            disabled={atEnd}
            onClick={() => onSelect(lastPage)}
          >
            {COPY.last.symbol}
          </button>
        </li>
      </ul>
    </nav>
  );
}
