import { CONTENT_FIELD_LABELS, CONTENT_PART_LABELS } from './contentLabels';
import type { SiteContent } from './siteContent';

// What a publish would change, in the firm's words, for the confirmation the owner reads before
// publishing (decision 299): one line per part, a list's items counted by what happened to them,
// a group of facts named by its fields.

export const CONTENT_CHANGE_WORDS = {
  modified: (n: number) => `${n}개 수정`,
  added: (n: number) => `${n}개 추가`,
  removed: (n: number) => `${n}개 삭제`,
  reordered: '순서 변경',
  nothing: '게시된 내용과 같습니다.',
} as const;

/** One part's changes: `자주 묻는 질문` and `2개 수정, 1개 추가`. */
export interface ContentChangeLine {
  part: keyof SiteContent;
  label: string;
  changes: string;
}

/** Same JSON values, whatever the order of their keys (stored content comes back reordered). */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return (
    aKeys.length === Object.keys(b).length &&
    aKeys.every(
      (key) => key in bRecord && sameContent((a as Record<string, unknown>)[key], bRecord[key]),
    )
  );
}

const idOf = (item: unknown) => (item as { id?: unknown }).id;

/** A list of items with ids (questions, positions, cases): counted by id, not by place. */
function listChanges(before: readonly unknown[], after: readonly unknown[]): string[] {
  const beforeIds = before.map(idOf);
  const afterIds = after.map(idOf);
  const added = afterIds.filter((id) => !beforeIds.includes(id)).length;
  const removed = beforeIds.filter((id) => !afterIds.includes(id)).length;
  const modified = after.filter((item) => {
    const old = before.find((candidate) => idOf(candidate) === idOf(item));
    return old !== undefined && !sameContent(old, item);
  }).length;
  const kept = afterIds.filter((id) => beforeIds.includes(id));
  const keptBefore = beforeIds.filter((id) => afterIds.includes(id));
  const reordered = kept.some((id, index) => keptBefore[index] !== id);
  const W = CONTENT_CHANGE_WORDS;
  return [
    modified > 0 ? W.modified(modified) : null,
    added > 0 ? W.added(added) : null,
    removed > 0 ? W.removed(removed) : null,
    reordered ? W.reordered : null,
  ].filter((words): words is string => words !== null);
}

/**
 * A group of facts or texts: the fields that differ, by the console's names, in the form's order
 * (the labels'; stored content comes back with its keys in the database's order).
 */
function fieldChanges(part: keyof SiteContent, before: object, after: object): string[] {
  const labels = CONTENT_FIELD_LABELS[part];
  const order = Object.keys(labels);
  const place = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  const [old, now] = [before as Record<string, unknown>, after as Record<string, unknown>];
  return [...new Set([...Object.keys(old), ...Object.keys(now)])]
    .filter((key) => !sameContent(old[key], now[key]))
    .sort((a, b) => place(a) - place(b))
    .map((key) => labels[key] ?? key);
}

/**
 * The parts that differ between what is published and the draft, in the form's order, each with
 * what changed in it; nothing when the two are the same.
 */
export function contentChangeSummary(before: SiteContent, after: SiteContent): ContentChangeLine[] {
  const parts = Object.keys(CONTENT_PART_LABELS) as (keyof SiteContent)[];
  return parts.flatMap((part) => {
    const [old, now] = [before[part], after[part]];
    if (sameContent(old, now)) return [];
    const words =
      Array.isArray(old) && Array.isArray(now)
        ? listChanges(old, now)
        : fieldChanges(part, old as object, now as object);
    return [{ part, label: CONTENT_PART_LABELS[part], changes: words.join(', ') }];
  });
}
