import { type ReactNode, useRef } from 'react';
import { REVIEW_FORM_COPY } from '../../content/reviews';
import { button } from '../../styles/button.css';
import { visuallyHidden } from '../../styles/utilities.css';
import * as styles from './ReviewForms.css';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

export interface ReviewFormProps {
  /** The form-wide failure, announced when it appears. */
  error: string | null;
  /** True while the request runs. */
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The write and edit forms: the machine checks the fields, a submit then focuses the first field
 * to fix, and the form ends with its failure, a cancel button and a submit that names the busy state.
 */
export function ReviewForm({
  error,
  busy,
  cancelLabel,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
  children,
}: ReviewFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { focusFirstInvalid, summary } = useFocusFirstInvalid(formRef);
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        focusFirstInvalid();
      }}
    >
      <p className={styles.hint}>{REVIEW_FORM_COPY.intro}</p>
      <p className={visuallyHidden} aria-live="assertive">
        {summary}
      </p>
      {children}
      {error && (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={button({ tone: 'outline' })}
          onClick={onCancel}
          disabled={busy}
        >
          {cancelLabel}
        </button>
        {/* aria-disabled keeps focus on the button while the request runs; the machine ignores
            a second submit in this state. */}
        <button type="submit" className={button({ tone: 'brand' })} aria-disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
