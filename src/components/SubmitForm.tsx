import type { ReactNode } from 'react';
import { button } from '../styles/button.css';
import * as form from '../styles/form.css';

export interface SubmitFormProps {
  /** Id of the heading that names the form. */
  headingId: string;
  intro: string;
  /** True while the request runs. */
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  onSubmit: () => void;
  /**
   * Where the browser posts the form when no script handles it (before hydration, scripts
   * blocked): always POST, so nothing typed ever lands in a URL.
   */
  action: string;
  /** multipart/form-data for a form with files. */
  encType?: 'multipart/form-data';
  /** The fields, and anything shown above the submit button. */
  children: ReactNode;
}

/**
 * A form whose machine, not the browser, checks it: an intro, the fields, and a submit button
 * that says so while the request runs.
 */
export function SubmitForm({
  headingId,
  intro,
  busy,
  submitLabel,
  busyLabel,
  onSubmit,
  action,
  encType,
  children,
}: SubmitFormProps) {
  return (
    <form
      method="post"
      action={action}
      encType={encType}
      className={form.form}
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className={form.hint}>{intro}</p>
      {children}
      {/* aria-disabled, not disabled: the focused button keeps focus while the request runs, so
          an alert can hand it back afterwards; the machine ignores a second SUBMIT. */}
      <button
        type="submit"
        className={`${button({ tone: 'brand', size: 'lg' })} ${form.submit}`}
        aria-disabled={busy}
      >
        {busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
