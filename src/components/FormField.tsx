import type { ReactNode } from 'react';
import * as form from '../styles/form.css';

// The page forms (consultation, job, calculator) and the staff console wire label, hint and error
// the same way; the ids derive from the control's id so the control (rendered by the form, which
// owns its ref and value) can point at them. The review dialogs' field is ReviewFormField
// (decision 301).

/** The id, invalid state and description a control inside a `FormField` with this id carries. */
export function fieldControlProps(id: string, error: string | undefined, hasHint = false) {
  const describedBy = [hasHint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export interface FormFieldProps {
  /** The control's id: the label points at it, and the hint and error ids derive from it. */
  id: string;
  label: string;
  required?: boolean;
  hint?: string;
  error: string | undefined;
  /** The control itself, given `fieldControlProps(id, error, Boolean(hint))`. */
  children: ReactNode;
}

/** A label above its control (a mark for required ones), an optional hint and the error below. */
export function FormField({ id, label, required = false, hint, error, children }: FormFieldProps) {
  return (
    <div className={form.field}>
      <label className={form.label} htmlFor={id}>
        {label}
        {required && (
          <span className={form.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className={form.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={form.error}>
          {error}
        </p>
      )}
    </div>
  );
}
