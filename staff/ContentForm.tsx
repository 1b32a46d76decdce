import { useState } from 'react';
import {
  CONTENT_FIELD_LABELS,
  CONTENT_OPTION_LABELS,
  CONTENT_PART_LABELS,
  type SiteContent,
  siteContentSchema,
} from '../contract/siteContent';
import type { ContentPath } from '../machines/siteContentMachine';
import { FormField, fieldControlProps } from '../src/components/FormField';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import {
  emptyOf,
  isImage,
  isTyped,
  listBounds,
  maxCharsOf,
  newItemFor,
  numberFrom,
  type SchemaNode,
} from './contentSchema';
import { STAFF_COPY } from './copy';
import * as styles from './StaffConsole.css';

const C = STAFF_COPY.content;
const root = siteContentSchema as unknown as SchemaNode;

/** A textarea for texts longer than one line of the form. */
const LONG_TEXT = 100;

export interface ContentFormProps {
  content: SiteContent;
  /** Messages by dot path (`faq.2.answer.0`). */
  errors: Record<string, string>;
  disabled: boolean;
  onEdit: (path: ContentPath, value: unknown) => void;
  onAdd: (path: ContentPath, item: unknown) => void;
  onRemove: (path: ContentPath, index: number) => void;
  /** A picture chosen for the image at `path`. */
  onImage: (path: ContentPath, file: File) => void;
}

interface NodeProps extends Omit<ContentFormProps, 'content'> {
  schema: SchemaNode;
  value: unknown;
  path: ContentPath;
  /** The field's label, numbered when it is a list item. */
  label: string;
  /** The path inside its part without list numbers, which the labels are keyed by. */
  labelKey: string;
}

/** The kinds of picture the server takes (it reads the file's bytes to be sure). */
const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

const idOf = (path: ContentPath) => `content-${path.join('-')}`;
const dotPath = (path: ContentPath) => path.join('.');

function labelFor(part: keyof SiteContent, key: string): string {
  return CONTENT_FIELD_LABELS[part][key] ?? key;
}

/** A message about a whole list or group (its size, two items alike), under its legend. */
function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className={form.error}>
      {message}
    </p>
  );
}

function Node(props: NodeProps) {
  const {
    schema,
    value,
    path,
    label,
    labelKey,
    errors,
    disabled,
    onEdit,
    onAdd,
    onRemove,
    onImage,
  } = props;
  const part = path[0] as keyof SiteContent;
  const id = idOf(path);
  const error = errors[dotPath(path)];
  const child = (key: string, entry: SchemaNode) => (
    <Node
      {...props}
      key={key}
      schema={entry}
      value={(value as Record<string, unknown> | undefined)?.[key]}
      path={[...path, key]}
      label={labelFor(part, labelKey ? `${labelKey}.${key}` : key)}
      labelKey={labelKey ? `${labelKey}.${key}` : key}
    />
  );

  if (isImage(schema)) {
    const image = value as { src?: string };
    const fileId = `${id}-file`;
    return (
      <fieldset className={styles.contentGroup}>
        <legend className={styles.contentLegend}>{label}</legend>
        {image.src && <img className={styles.contentThumb} src={image.src} alt="" />}
        <FormField
          id={fileId}
          label={C.imageUpload(label)}
          hint={C.imageHint}
          error={errors[dotPath([...path, 'src'])]}
        >
          <input
            {...fieldControlProps(fileId, errors[dotPath([...path, 'src'])], true)}
            type="file"
            className={form.file}
            accept={IMAGE_ACCEPT}
            disabled={disabled}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onImage(path, file);
              // The same file chosen again (after a failure) is a new choice.
              event.target.value = '';
            }}
          />
        </FormField>
        {schema.entries?.alt && child('alt', schema.entries.alt)}
      </fieldset>
    );
  }
  switch (schema.type) {
    case 'strict_object':
      return (
        <fieldset
          className={styles.contentGroup}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <legend className={styles.contentLegend}>{label}</legend>
          <GroupError id={id} message={error} />
          {Object.entries(schema.entries ?? {})
            .filter(([key, entry]) => isTyped(key, entry))
            .map(([key, entry]) => child(key, entry))}
        </fieldset>
      );
    case 'optional': {
      const on = value !== undefined;
      return (
        <div className={styles.contentGroup}>
          <label className={form.checkboxRow}>
            <input
              type="checkbox"
              className={form.checkbox}
              checked={on}
              disabled={disabled}
              onChange={() => onEdit(path, on ? undefined : emptyOf(schema.wrapped ?? schema))}
            />
            {C.use(label)}
          </label>
          {on && schema.wrapped && <Node {...props} schema={schema.wrapped} />}
        </div>
      );
    }
    case 'array': {
      const items = Array.isArray(value) ? value : [];
      const next = newItemFor(schema, items);
      const removable = items.length > listBounds(schema).min;
      const item = schema.item ?? schema;
      return (
        <fieldset
          className={styles.contentGroup}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <legend className={styles.contentLegend}>{label}</legend>
          <GroupError id={id} message={error} />
          {items.map((entry, index) => {
            const itemLabel = `${label} ${index + 1}`;
            return (
              // Items have no identity of their own while typed; their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <div key={index} className={styles.contentItem}>
                <Node
                  {...props}
                  schema={item}
                  value={entry}
                  path={[...path, index]}
                  label={itemLabel}
                />
                {removable && (
                  <button
                    type="button"
                    className={button({ tone: 'outline', size: 'sm' })}
                    disabled={disabled}
                    onClick={() => onRemove(path, index)}
                  >
                    {C.remove(itemLabel)}
                  </button>
                )}
              </div>
            );
          })}
          {next !== null && (
            <button
              type="button"
              className={button({ tone: 'outline', size: 'sm' })}
              disabled={disabled}
              onClick={() => onAdd(path, next)}
            >
              {C.add(label)}
            </button>
          )}
        </fieldset>
      );
    }
    case 'boolean':
      return (
        <label className={form.checkboxRow}>
          <input
            type="checkbox"
            id={id}
            className={form.checkbox}
            checked={value === true}
            disabled={disabled}
            onChange={(event) => onEdit(path, event.target.checked)}
          />
          {label}
        </label>
      );
    case 'picklist':
      return (
        <FormField id={id} label={label} required error={error}>
          <select
            {...fieldControlProps(id, error)}
            className={form.input}
            disabled={disabled}
            value={String(value ?? '')}
            onChange={(event) => onEdit(path, event.target.value)}
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
        <FormField id={id} label={label} required error={error}>
          <input
            {...fieldControlProps(id, error)}
            className={form.input}
            inputMode="decimal"
            disabled={disabled}
            value={String(value ?? '')}
            onChange={(event) => onEdit(path, numberFrom(event.target.value))}
          />
        </FormField>
      );
    default: {
      const max = maxCharsOf(schema);
      const common = {
        ...fieldControlProps(id, error),
        disabled,
        value: String(value ?? ''),
        onChange: (event: { target: { value: string } }) => onEdit(path, event.target.value),
      };
      return (
        <FormField id={id} label={label} required error={error}>
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

/**
 * Every part of the content as fields, drawn from the contract's schema. A part's fields exist
 * only while it is unfolded (hundreds of them otherwise, each re-rendered on every key); one with
 * a refused field unfolds by itself.
 */
export function ContentForm({ content, ...rest }: ContentFormProps) {
  const [unfolded, setUnfolded] = useState<ReadonlySet<string>>(new Set());
  const parts = Object.entries(root.entries ?? {}) as [keyof SiteContent, SchemaNode][];
  return parts.map(([part, schema]) => {
    const withErrors = Object.keys(rest.errors).some((key) => key.split('.')[0] === part);
    const open = withErrors || unfolded.has(part);
    return (
      <details
        key={part}
        className={styles.contentPart}
        open={open}
        onToggle={(event) => {
          const nowOpen = event.currentTarget.open;
          setUnfolded((current) => {
            const next = new Set(current);
            if (nowOpen) next.add(part);
            else next.delete(part);
            return next;
          });
        }}
      >
        <summary className={styles.contentSummary}>{CONTENT_PART_LABELS[part]}</summary>
        {open && (
          <Node
            {...rest}
            schema={schema}
            value={content[part]}
            path={[part]}
            label={CONTENT_PART_LABELS[part]}
            labelKey=""
          />
        )}
      </details>
    );
  });
}
