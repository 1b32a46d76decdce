import { Fragment, useId } from 'react';
import type { ConsentText } from '../content/privacy';
import * as styles from '../styles/form.css';

export interface ConsentFieldProps {
  consent: ConsentText;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | undefined;
  disabled?: boolean;
  inputRef?: React.Ref<HTMLInputElement>;
  name?: string;
}

/** The full consent text, always visible, above the checkbox that agrees to it. */
export function ConsentField({
  consent,
  checked,
  onChange,
  error,
  disabled = false,
  inputRef,
  name = 'agreement',
}: ConsentFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <section className={styles.consent} aria-labelledby={`${id}-heading`}>
        <h3 id={`${id}-heading`} className={styles.consentHeading}>
          {consent.heading}
        </h3>
        <dl className={styles.consentList}>
          {consent.items.map((item) => (
            <Fragment key={item.term}>
              <dt>{item.term}</dt>
              <dd>{item.description}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <label className={styles.checkboxRow}>
        <input
          ref={inputRef}
          className={styles.checkbox}
          type="checkbox"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{consent.label}</span>
      </label>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
