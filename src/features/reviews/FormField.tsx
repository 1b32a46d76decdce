import { type ReactNode, useId } from 'react';
import * as styles from './ReviewForms.css';

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormFieldProps {
  label: string;
  error: string | undefined;
  hint?: string;
  /** Extra text read with the field (the n/500 counter), shown under it on the right. */
  aside?: ReactNode;
  asideInvalid?: boolean;
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled control whose error sits next to it and is announced when it appears. */
export function FormField({ label, error, hint, aside, asideInvalid, children }: FormFieldProps) {
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
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      <div className={styles.below}>
        {error ? (
          <p id={errorId} role="alert" className={styles.error}>
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
    </div>
  );
}
