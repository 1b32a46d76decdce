import { PAGINATION_COPY as COPY } from '../content/pagination';
import * as styles from './Pagination.css';
import { pageItems } from './pagination';

export interface PaginationProps {
  page: number;
  lastPage: number;
  onSelect: (page: number) => void;
}

/**
 * First / previous / numbers / next / last; the ends are disabled where they lead nowhere. Where
 * one row cannot hold them all (a phone), the numbers take the first row and the four arrows the
 * second, instead of the row wrapping wherever it runs out.
 */
export function Pagination({ page, lastPage, onSelect }: PaginationProps) {
  const atStart = page <= 1;
  const atEnd = page >= lastPage;
  return (
    <nav className={styles.nav} aria-label={COPY.navLabel}>
      <ul className={styles.list}>
        <Step copy={COPY.first} disabled={atStart} onClick={() => onSelect(1)} />
        <Step copy={COPY.previous} disabled={atStart} onClick={() => onSelect(page - 1)} />
        <li className={styles.numbers}>
          <ul className={styles.numberList}>
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
          </ul>
        </li>
        <Step copy={COPY.next} disabled={atEnd} onClick={() => onSelect(page + 1)} />
        <Step copy={COPY.last} disabled={atEnd} onClick={() => onSelect(lastPage)} />
      </ul>
    </nav>
  );
}

interface StepProps {
  copy: { label: string; symbol: string };
  /** At the end it leads towards, the step stays in place but does nothing. */
  disabled: boolean;
  onClick: () => void;
}

/** One of the four arrows: a symbol shown, its name read. */
function Step({ copy, disabled, onClick }: StepProps) {
  return (
    <li>
      {/* aria-disabled, not disabled: the step just pressed ("마지막 페이지") keeps focus when it
          leads nowhere any more, instead of focus falling to the page's body. */}
      <button
        type="button"
        className={styles.step}
        aria-label={copy.label}
        aria-disabled={disabled}
        onClick={disabled ? undefined : onClick}
      >
        {copy.symbol}
      </button>
    </li>
  );
}
