// The content as a tree of parts the console's form edits by path (`['faq', 2, 'answer', 0]`):
// reading and writing at a path, and the messages under a path.

// Comparing two versions is the contract's, since the publish confirmation names the changes too.
export { sameContent } from '../contract/contentChanges';

/** Where a value sits in the content: `['faq', 2, 'answer', 0]`. */
export type ContentPath = readonly (string | number)[];

/** The content with `value` at `path` (`undefined` leaves an optional part out), the rest shared. */
export function setAt(target: unknown, path: ContentPath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(target)) {
    return target.map((item, index) => (index === key ? setAt(item, rest, value) : item));
  }
  const record = (target ?? {}) as Record<string, unknown>;
  const next = setAt(record[key], rest, value);
  if (next === undefined) {
    const { [key]: _left, ...others } = record;
    return others;
  }
  return { ...record, [key]: next };
}

/** The value at `path`, or undefined. */
export function getAt(target: unknown, path: ContentPath): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null
        ? (value as Record<string | number, unknown>)[key]
        : undefined,
    target,
  );
}

const dotPath = (path: ContentPath) => path.join('.');

/** Messages at `path` and inside it go: what they were about has just changed. */
export function clearedUnder(errors: Record<string, string>, path: ContentPath) {
  const at = dotPath(path);
  return Object.fromEntries(
    Object.entries(errors).filter(([key]) => key !== at && !key.startsWith(`${at}.`)),
  );
}

export const listAt = (content: unknown, path: ContentPath): readonly unknown[] => {
  const list = getAt(content, path);
  return Array.isArray(list) ? list : [];
};
