import { type ReactNode, useId } from 'react';
import { required as requiredMark } from '../../styles/form.css';
import * as styles from './ReviewForms.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

export interface ReviewFormFieldProps {
  label: string;
  /** Marked with * like the consultation and job forms (the form's intro explains it). */
  required?: boolean;
  error: string | undefined;
  hint?: string;
  /** Extra text read with the field (the n/500 counter), shown under it on the right. */
  aside?: ReactNode;
  asideInvalid?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The review dialogs' field: a labelled control whose error takes the hint's place beside the
 * counter and is read with it. The page forms' field is FormField (decision 301).
 */
export function ReviewFormField({
  label,
  required = false,
  error,
  hint,
  aside,
  asideInvalid,
  children,
}: ReviewFormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const asideId = `${id}-aside`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint && !error && hintId, aside !== undefined && asideId, error && errorId]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={styles.field}>
      {/* The mark sits beside the label, not in it, so the field's name stays just its label
          (the mark is for the eye; aria-required tells assistive technology). */}
      <div className={styles.labelRow}>
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
        {required && (
          <span className={requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {/* Only when it has something to say: an empty reserved line after some fields and not
          others made the gaps between fields look uneven. */}
      {(error || hint || aside !== undefined) && (
        <div className={styles.below}>
          {error ? (
            // Not an alert of its own: the form says one summary and focuses the first field,
            // whose description reads this (five alerts at once talked over each other).
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : (
            hint && (
              <p id={hintId} className={styles.hint}>
                {hint}
              </p>
            )
          )}
          {aside !== undefined && (
            <p id={asideId} className={styles.counter} data-invalid={asideInvalid ? '' : undefined}>
              {aside}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
