import { useRef } from 'react';
import { STAFF_FILTER_COPY as FILTER_COPY } from '../contract/staffFilters';
import { STAFF_SEARCH } from '../contract/staffLists';
import { OptionList } from '../src/components/OptionList';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { visuallyHidden } from '../src/styles/utilities.css';
import { STAFF_COPY as COPY } from './copy';
import * as filterStyles from './FilterForm.css';
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
  /** Typed, in the forms people write (2026.12.06, 12/6; contract/staffFilters.ts): Chromium's
   *  date picker fields never match :focus-visible, so keyboard users would lose the focus. */
  date?: boolean;
  /** Any form of a day is read (the request lists), not only YYYY-MM-DD: the placeholder says so. */
  anyDayForm?: boolean;
  /** The list's search box: a name or a phone number, with a hint under it. */
  search?: boolean;
  onChange: (value: string) => void;
}

/** One of a console list's filters, typed: a name, or a date. */
export function FilterInput({
  id,
  label,
  value,
  errorId,
  date = false,
  search = false,
  anyDayForm = false,
  onChange,
}: FilterInputProps) {
  const hintId = search ? `${id}-hint` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.filterField}>
      <label className={form.label} htmlFor={id}>
        {label}
      </label>
      <div className={date ? filterStyles.dayField : undefined}>
        <input
          id={id}
          className={form.input}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy}
          type={search ? 'search' : 'text'}
          placeholder={
            date ? (anyDayForm ? FILTER_COPY.datePattern : COPY.filters.datePattern) : undefined
          }
          maxLength={date ? 12 : search ? STAFF_SEARCH.max : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {date && <DayPicker label={label} value={value} onPick={onChange} />}
      </div>
      {hintId && (
        <p id={hintId} className={form.hint}>
          {FILTER_COPY.searchHint}
        </p>
      )}
    </div>
  );
}

/**
 * A calendar for those who would rather point than type: a button opens the browser's own date
 * picker (a hidden native field) and the day it gives is typed into the text field, which stays
 * the keyboard's way in (decision 90).
 */
function DayPicker({
  label,
  value,
  onPick,
}: {
  label: string;
  value: string;
  onPick: (day: string) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={button({ tone: 'outline', size: 'sm' })}
        aria-label={FILTER_COPY.pickDay(label)}
        onClick={() => picker.current?.showPicker?.()}
      >
        {FILTER_COPY.calendar}
      </button>
      <input
        ref={picker}
        type="date"
        className={visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
        value={/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ''}
        onChange={(event) => event.target.value && onPick(event.target.value)}
      />
    </>
  );
}
