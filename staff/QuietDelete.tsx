import { button } from '../src/styles/button.css';
import * as styles from './QuietDelete.css';

interface QuietDeleteProps {
  /** The folded control's words (기록 삭제…, 영구 삭제…). */
  summary: string;
  /** What a delete cannot undo, and the harmless action to use instead. */
  hint: string;
  label: string;
  /** Whose delete, when several records share a page: the review's title leads both names. */
  owner?: string;
  disabled?: boolean;
  onDelete: () => void;
}

/**
 * A delete that cannot be pressed by mistake beside 저장 or 숨김: folded in a disclosure placed
 * after the harmless actions, its red button shown only once staff open it (a confirmation
 * still follows).
 */
export function QuietDelete(props: QuietDeleteProps) {
  const named = (words: string) => (props.owner ? `${props.owner} ${words}` : undefined);
  return (
    <details className={styles.quietDelete}>
      <summary className={styles.summary} aria-label={named(props.summary)}>
        {props.summary}
      </summary>
      <div className={styles.body}>
        <p>{props.hint}</p>
        <button
          type="button"
          className={button({ tone: 'danger', size: 'sm' })}
          aria-label={named(props.label)}
          disabled={props.disabled}
          onClick={props.onDelete}
        >
          {props.label}
        </button>
      </div>
    </details>
  );
}
