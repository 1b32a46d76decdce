import { button } from '../src/styles/button.css';
import { STAFF_COPY as COPY } from './copy';
import * as styles from './StaffConsole.css';

interface ListStatusProps {
  loading: boolean;
  failed: boolean;
  errorMessage: string | null;
  total: number;
  /** What "nothing" means for this list, where the general words would mislead. */
  emptyText?: string;
  onRetry: () => void;
}

/** Above every list: loading, the count (or "nothing"), or what failed with a way to retry. */
export function ListStatus({
  loading,
  failed,
  errorMessage,
  total,
  emptyText = COPY.empty,
  onRetry,
}: ListStatusProps) {
  return (
    <>
      {errorMessage && (
        <div role="alert" className={styles.message({ tone: 'danger' })}>
          <p>{errorMessage}</p>
          {failed && (
            <button
              type="button"
              className={button({ tone: 'outline', size: 'sm' })}
              onClick={onRetry}
            >
              {COPY.retry}
            </button>
          )}
        </div>
      )}
      <p role="status" className={styles.muted}>
        {loading ? COPY.loading : failed ? '' : total === 0 ? emptyText : COPY.total(total)}
      </p>
    </>
  );
}
