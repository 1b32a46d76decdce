import type { ContentFieldMetadata } from '../contract/contentSchemas';

// The console's content form is drawn from the contract's own schemas (contract/siteContent.ts),
// so a field added there appears in the form with the rules the server applies. This module
// reads what the form needs from a valibot schema: its kind, its parts, a list's bounds, a text's
// size, and what a new list item starts as.

/** The parts of a valibot schema object this module reads. */
export interface SchemaNode {
  type: string;
  kind?: string;
  entries?: Record<string, SchemaNode>;
  item?: SchemaNode;
  wrapped?: SchemaNode;
  options?: readonly string[];
  pipe?: readonly SchemaNode[];
  requirement?: unknown;
  metadata?: unknown;
}

/**
 * Whether the firm types this field: an item's number is given when the item is added (a choice
 * from a fixed set of ids, such as which position an entry is, is shown and chosen).
 */
export const isTyped = (key: string, schema: SchemaNode) =>
  !(key === 'id' && schema.type === 'number');

/**
 * A picture: its address and size come from an upload, and staff type its description. The
 * form shows it as the picture, a file choice and the description.
 */
export const isImage = (schema: SchemaNode) =>
  ['src', 'width', 'height', 'alt'].every((key) => schema.entries?.[key] !== undefined);

/** Every action of a schema's pipes, nested pipes included. */
function actionsOf(schema: SchemaNode): SchemaNode[] {
  return (schema.pipe ?? []).flatMap((step) =>
    step === schema ? [] : step.kind === 'schema' ? actionsOf(step) : [step],
  );
}

/** A text's size as the contract declares it. */
export function maxCharsOf(schema: SchemaNode): number | undefined {
  const found = actionsOf(schema).find((step) => step.type === 'metadata');
  return (found?.metadata as ContentFieldMetadata | undefined)?.maxChars;
}

/** How many items a list may hold. */
export function listBounds(schema: SchemaNode): { min: number; max: number } {
  const actions = actionsOf(schema);
  const bound = (type: string, fallback: number) => {
    const found = actions.find((step) => step.type === type)?.requirement;
    return typeof found === 'number' ? found : fallback;
  };
  return { min: bound('min_length', 0), max: bound('max_length', Number.POSITIVE_INFINITY) };
}

/** The value a field starts as: blank texts and numbers (which the rules then ask for). */
export function emptyOf(schema: SchemaNode): unknown {
  switch (schema.type) {
    case 'strict_object':
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.entries ?? {}).map(([key, entry]) => [key, emptyOf(entry)]),
      );
    case 'array':
      return Array.from({ length: listBounds(schema).min }, () => emptyOf(schema.item ?? schema));
    case 'picklist':
      return schema.options?.[0] ?? '';
    case 'optional':
      return undefined;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

/**
 * A new item for a list that holds `items`, or null when no more can be added: its number is the
 * next free one (the highest plus one, or the first unused of a fixed set).
 */
export function newItemFor(list: SchemaNode, items: readonly unknown[]): unknown {
  const itemSchema = list.item;
  if (!itemSchema || items.length >= listBounds(list).max) return null;
  const item = emptyOf(itemSchema);
  const idSchema = itemSchema.entries?.id;
  if (!idSchema || typeof item !== 'object' || item === null) return item;
  const used = items.map((existing) => (existing as { id?: unknown }).id);
  if (idSchema.type === 'picklist') {
    const free = idSchema.options?.find((option) => !used.includes(option));
    return free === undefined ? null : { ...item, id: free };
  }
  const highest = Math.max(0, ...used.filter((id): id is number => typeof id === 'number'));
  return { ...item, id: highest + 1 };
}

/** A number field's text as the value to store: a number when it reads as one, else the text. */
export function numberFrom(text: string): number | string {
  const trimmed = text.trim();
  const number = Number(trimmed);
  return trimmed !== '' && Number.isFinite(number) ? number : text;
}
