import type { ReactNode } from 'react';
import { FormField, fieldControlProps } from '../src/components/FormField';
import * as form from '../src/styles/form.css';
import * as editor from './ContentEditor.css';
import { STAFF_COPY } from './copy';
import * as styles from './StaffConsole.css';

// Two kinds of group the content form draws apart from plain fields: a part the firm may leave
// out (a question's page button) and a picture.

const C = STAFF_COPY.content;

/** The kinds of picture the server takes (it reads the file's bytes to be sure). */
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** A message about a whole list or group (its size, two items alike), under its legend. */
export function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className={form.error}>
      {message}
    </p>
  );
}

/** A group's one line of help under its legend, which the group is described by. */
export function GroupHint({ id, hint }: { id: string; hint: string | undefined }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className={editor.groupHint}>
      {hint}
    </p>
  );
}

/** A part that may be left out: a checkbox that says what it adds, then its fields when on. */
export function OptionalGroup({
  id,
  on,
  toggleText,
  hint,
  disabled,
  onToggle,
  children,
}: {
  id: string;
  on: boolean;
  toggleText: string;
  hint: string | undefined;
  disabled: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <div className={styles.contentGroup}>
      <label className={form.checkboxRow}>
        <input
          type="checkbox"
          className={form.checkbox}
          checked={on}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={onToggle}
        />
        {toggleText}
      </label>
      <GroupHint id={id} hint={hint} />
      {on && children}
    </div>
  );
}

/** A picture: what it shows now, a file to replace it with, and its description (`children`). */
export function ImageGroup({
  id,
  label,
  src,
  hint,
  error,
  disabled,
  onFile,
  children,
}: {
  id: string;
  label: string;
  src: string | undefined;
  hint: string | undefined;
  error: string | undefined;
  disabled: boolean;
  onFile: (file: File) => void;
  children: ReactNode;
}) {
  const fileId = `${id}-file`;
  return (
    <fieldset className={styles.contentGroup} aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className={styles.contentLegend}>{label}</legend>
      <GroupHint id={id} hint={hint} />
      {src && <img className={styles.contentThumb} src={src} alt="" />}
      <FormField id={fileId} label={C.imageUpload(label)} hint={C.imageHint} error={error}>
        <input
          {...fieldControlProps(fileId, error, true)}
          type="file"
          className={form.file}
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            // The same file chosen again (after a failure) is a new choice.
            event.target.value = '';
          }}
        />
      </FormField>
      {children}
    </fieldset>
  );
}
