import { OptionList } from '../src/components/OptionList';
import * as form from '../src/styles/form.css';
import { STAFF_COPY as COPY } from './copy';
import * as styles from './StaffConsole.css';

interface FilterSelectProps<V extends string> {
  id: string;
  label: string;
  value: string;
  values: readonly V[];
  optionLabel: (value: V) => string;
  /** The option that leaves this filter open ("all …"); none when one value is always chosen. */
  all?: string;
  onChange: (value: string) => void;
}

/** One of a console list's filters, chosen from a fixed set. */
export function FilterSelect<V extends string>(props: FilterSelectProps<V>) {
  return (
    <div className={styles.filterField}>
      <label className={form.label} htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={form.input}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <OptionList values={props.values} label={props.optionLabel} empty={props.all} />
      </select>
    </div>
  );
}

interface FilterInputProps {
  id: string;
  label: string;
  value: string;
  /** The filters' error, while there is one: the field is marked invalid and points at it. */
  errorId: string | undefined;
  /** Typed as the contract's YYYY-MM-DD: Chromium's date picker fields never match
   *  :focus-visible, so keyboard users would lose sight of the focus there. */
  date?: boolean;
  onChange: (value: string) => void;
}

/** One of a console list's filters, typed: a name, or a date. */
export function FilterInput({
  id,
  label,
  value,
  errorId,
  date = false,
  onChange,
}: FilterInputProps) {
  return (
    <div className={styles.filterField}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={form.input}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        placeholder={date ? COPY.filters.datePattern : undefined}
        inputMode={date ? 'numeric' : undefined}
        maxLength={date ? 10 : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
