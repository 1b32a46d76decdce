import { useState } from 'react';
import { CONTENT_EDITOR_COPY } from '../contract/contentEditorCopy';
import { contentFieldHint } from '../contract/contentHints';
import type { MapLinkResult } from '../contract/mapLink';
import {
  CONTENT_FIELD_LABELS,
  CONTENT_PART_LABELS,
  type SiteContent,
  siteContentSchema,
} from '../contract/siteContent';
import type { ContentPath } from '../machines/siteContentMachine';
import { button } from '../src/styles/button.css';
import { ContentLeafField as LeafField } from './ContentFields';
import { GroupError, GroupHint, ImageGroup, OptionalGroup } from './ContentGroups';
import {
  emptyOf,
  isImage,
  isTyped,
  listBounds,
  newItemFor,
  type SchemaNode,
} from './contentSchema';
import { STAFF_COPY } from './copy';
import { MapLinkField } from './MapLinkField';
import * as styles from './StaffConsole.css';

const C = STAFF_COPY.content;
const E = CONTENT_EDITOR_COPY;
const root = siteContentSchema as unknown as SchemaNode;

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
  /** What the last pasted map link gave, shown under the office's location. */
  mapLink: MapLinkResult | null;
  onMapLink: (text: string) => void;
}

interface NodeProps extends Omit<ContentFormProps, 'content'> {
  schema: SchemaNode;
  value: unknown;
  path: ContentPath;
  /** The field's label, numbered when it is a list item. */
  label: string;
  /** The path inside its part without list numbers, which the labels are keyed by. */
  labelKey: string;
  /** An item of a list: the list's hint stands above it, not under each item. */
  inList?: boolean;
}

const idOf = (path: ContentPath) => `content-${path.join('-')}`;
const dotPath = (path: ContentPath) => path.join('.');

function labelFor(part: keyof SiteContent, key: string): string {
  return CONTENT_FIELD_LABELS[part][key] ?? key;
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
    mapLink,
    onMapLink,
    inList,
  } = props;
  const part = path[0] as keyof SiteContent;
  const id = idOf(path);
  const error = errors[dotPath(path)];
  const hint = inList ? undefined : contentFieldHint(part, labelKey);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const child = (key: string, entry: SchemaNode) => (
    <Node
      {...props}
      inList={false}
      key={key}
      schema={entry}
      value={(value as Record<string, unknown> | undefined)?.[key]}
      path={[...path, key]}
      label={labelFor(part, labelKey ? `${labelKey}.${key}` : key)}
      labelKey={labelKey ? `${labelKey}.${key}` : key}
    />
  );

  if (isImage(schema)) {
    return (
      <ImageGroup
        id={id}
        label={label}
        src={(value as { src?: string }).src}
        hint={hint}
        error={errors[dotPath([...path, 'src'])]}
        disabled={disabled}
        onFile={(file) => onImage(path, file)}
      >
        {schema.entries?.alt && child('alt', schema.entries.alt)}
      </ImageGroup>
    );
  }
  switch (schema.type) {
    case 'strict_object':
      return (
        <fieldset className={styles.contentGroup} aria-describedby={describedBy || undefined}>
          <legend className={styles.contentLegend}>{label}</legend>
          <GroupHint id={id} hint={hint} />
          <GroupError id={id} message={error} />
          {part === 'firm' && labelKey === 'coordinates' && (
            <MapLinkField result={mapLink} disabled={disabled} onRead={onMapLink} />
          )}
          {Object.entries(schema.entries ?? {})
            .filter(([key, entry]) => isTyped(key, entry))
            .map(([key, entry]) => child(key, entry))}
        </fieldset>
      );
    case 'optional': {
      const on = value !== undefined;
      return (
        <OptionalGroup
          id={id}
          on={on}
          toggleText={E.optional[part]?.[labelKey] ?? E.optionalFallback(label)}
          hint={hint}
          disabled={disabled}
          onToggle={() => onEdit(path, on ? undefined : emptyOf(schema.wrapped ?? schema))}
        >
          {schema.wrapped && <Node {...props} schema={schema.wrapped} inList={true} />}
        </OptionalGroup>
      );
    }
    case 'array': {
      const items = Array.isArray(value) ? value : [];
      const next = newItemFor(schema, items);
      const removable = items.length > listBounds(schema).min;
      const item = schema.item ?? schema;
      return (
        <fieldset className={styles.contentGroup} aria-describedby={describedBy || undefined}>
          <legend className={styles.contentLegend}>{label}</legend>
          <GroupHint id={id} hint={hint} />
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
                  inList={true}
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
    default:
      return (
        <LeafField
          schema={schema}
          id={id}
          label={label}
          hint={hint}
          error={error}
          value={value}
          disabled={disabled}
          onChange={(next) => onEdit(path, next)}
        />
      );
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
