import type { ReactNode } from 'react';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { STAFF_COPY as COPY } from './copy';
import * as styles from './StaffConsole.css';

interface FilterFormProps {
  /** The filter fields. */
  children: ReactNode;
  /** Beside the apply button: the CSV of what the filters select. */
  actions?: ReactNode;
  /** The filters' error, announced under the form; its id is what the fields point at. */
  error: string | null;
  errorId: string;
  onApply: () => void;
}

/** A console list's filters: the fields, 적용 and what goes with it, and the filters' error. */
export function FilterForm({ children, actions, error, errorId, onApply }: FilterFormProps) {
  return (
    <ScriptedForm onSubmit={onApply}>
      <fieldset className={styles.filters}>
        <legend className={form.label}>{COPY.filters.legend}</legend>
        {children}
        <div className={styles.actions}>
          <button type="submit" className={button({ tone: 'brand' })}>
            {COPY.filters.apply}
          </button>
          {actions}
        </div>
      </fieldset>
      {error && (
        <p id={errorId} role="alert" className={form.error}>
          {error}
        </p>
      )}
    </ScriptedForm>
  );
}
