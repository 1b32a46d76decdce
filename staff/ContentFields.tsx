import { useState } from 'react';
import { CONTENT_OPTION_LABELS } from '../contract/siteContent';
import { FormField, fieldControlProps } from '../src/components/FormField';
import * as form from '../src/styles/form.css';
import { maxCharsOf, numberFrom, type SchemaNode } from './contentSchema';
import * as styles from './StaffConsole.css';

// One field of the content form that holds a value itself: a yes/no, a choice, a number or a
// text, each with its label, its one line of help (decision 300) and its message.

/** A textarea for texts longer than one line of the form. */
const LONG_TEXT = 100;

/**
 * A number typed as text: `37.` or `127.0` on the way to `127.04` are shown as typed while they
 * read as the number stored (the number alone would drop the point); a number set from elsewhere
 * (a map link) is shown as itself.
 */
function NumberInput({
  value,
  onChange,
  ...control
}: {
  value: unknown;
  onChange: (value: unknown) => void;
  disabled: boolean;
} & ReturnType<typeof fieldControlProps>) {
  const [typed, setTyped] = useState(String(value ?? ''));
  const shown = numberFrom(typed) === value ? typed : String(value ?? '');
  return (
    <input
      {...control}
      className={form.input}
      inputMode="decimal"
      value={shown}
      onChange={(event) => {
        setTyped(event.target.value);
        onChange(numberFrom(event.target.value));
      }}
    />
  );
}

export function ContentLeafField({
  schema,
  id,
  label,
  hint,
  error,
  value,
  disabled,
  onChange,
}: {
  schema: SchemaNode;
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  value: unknown;
  disabled: boolean;
  onChange: (value: unknown) => void;
}) {
  switch (schema.type) {
    case 'boolean':
      // The hint beside the label, not in it: the checkbox's name stays its label.
      return (
        <div>
          <label className={form.checkboxRow}>
            <input
              type="checkbox"
              id={id}
              className={form.checkbox}
              checked={value === true}
              disabled={disabled}
              aria-describedby={hint ? `${id}-hint` : undefined}
              onChange={(event) => onChange(event.target.checked)}
            />
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className={form.hint}>
              {hint}
            </p>
          )}
        </div>
      );
    case 'picklist':
      return (
        <FormField id={id} label={label} required hint={hint} error={error}>
          <select
            {...fieldControlProps(id, error, Boolean(hint))}
            className={form.input}
            disabled={disabled}
            value={String(value ?? '')}
            onChange={(event) => onChange(event.target.value)}
          >
            {(schema.options ?? []).map((option) => (
              <option key={option} value={option}>
                {CONTENT_OPTION_LABELS[option] ?? option}
              </option>
            ))}
          </select>
        </FormField>
      );
    case 'number':
      return (
        <FormField id={id} label={label} required hint={hint} error={error}>
          <NumberInput
            {...fieldControlProps(id, error, Boolean(hint))}
            disabled={disabled}
            value={value}
            onChange={onChange}
          />
        </FormField>
      );
    default: {
      const max = maxCharsOf(schema);
      const common = {
        ...fieldControlProps(id, error, Boolean(hint)),
        disabled,
        value: String(value ?? ''),
        onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      };
      return (
        <FormField id={id} label={label} required hint={hint} error={error}>
          {max !== undefined && max > LONG_TEXT ? (
            <textarea {...common} className={styles.contentTextarea} rows={3} />
          ) : (
            <input {...common} className={form.input} />
          )}
        </FormField>
      );
    }
  }
}
