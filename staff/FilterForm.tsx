import { type ReactNode, useState } from 'react';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { media } from '../src/styles/theme.css';
import { STAFF_COPY as COPY } from './copy';
import { disclosure } from './FilterForm.css';
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
  /**
   * The filters' summary (`필터: 신규 · 증여세`). Given, the filters fold behind it on a phone,
   * where they took more than a screen before the list; open as today on a wider screen.
   */
  summary?: string;
}

/** A console list's filters: the fields, 적용 and what goes with it, and the filters' error. */
export function FilterForm(props: FilterFormProps) {
  const [open, setOpen] = useState(() => !window.matchMedia(media.mobile).matches);
  if (props.summary === undefined) return <Filters {...props} />;
  return (
    <details
      className={disclosure}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>{props.summary}</summary>
      <Filters {...props} />
    </details>
  );
}

function Filters({ children, actions, error, errorId, onApply }: FilterFormProps) {
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
