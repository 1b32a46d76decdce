import { PAGINATION_WINDOW } from '../../contract/limits';

export type PageItem = number | '...';

export function lastPageOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page buttons of docs/product.md#pages: always page 1 and the last page, `window` pages either side of the
 * current one, and '...' for gaps. A gap of exactly one page shows that page instead: the
 * ellipsis would take the same room and hide the one number the visitor might want.
 */
export function pageItems(current: number, last: number, window = PAGINATION_WINDOW): PageItem[] {
  const lastPage = Math.max(1, last);
  const page = Math.min(Math.max(1, current), lastPage);
  const shown = new Set<number>([1, lastPage]);
  for (let n = page - window; n <= page + window; n++) {
    if (n >= 1 && n <= lastPage) shown.add(n);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && n - previous === 2) items.push(n - 1);
    else if (typeof previous === 'number' && n - previous > 2) items.push('...');
    items.push(n);
  }
  return items;
}
