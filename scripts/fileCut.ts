// How things that pages download are cut into files: font characters (scripts/prerender/
// fontSlices.ts, decision 143) and the site's shared modules (vite.config.ts, decision 145). A
// page downloads every file holding something it uses, so things used by the same pages travel
// together, and two groups become one file while that saves more (one file's cost on each page
// needing both) than it costs (the other group's bytes on the pages needing only one).

/** Which pages use a thing, one bit per page. */
export type PageSet = bigint;

export interface Piece<T> {
  item: T;
  /** What the piece adds to a file, in bytes. */
  bytes: number;
  pages: PageSet;
}

interface Group<T> {
  items: T[];
  bytes: number;
  pages: PageSet;
}

/** How many pages a set holds. */
export function pageCount(pages: PageSet): number {
  let count = 0;
  for (let rest = pages; rest > 0n; rest >>= 1n) count += Number(rest & 1n);
  return count;
}

/**
 * The files to cut, each a list of items in the order the pieces came. `fileBytes` is what one
 * more file costs a page that downloads it. Every item lands in exactly one file; the same input
 * gives the same files.
 */
export function cutIntoFiles<T>(pieces: readonly Piece<T>[], fileBytes: number): T[][] {
  const cost = (bytes: number, pages: PageSet) => pageCount(pages) * (fileBytes + bytes);
  const byPages = new Map<PageSet, Group<T>>();
  for (const { item, bytes, pages } of pieces) {
    const group = byPages.get(pages);
    if (group) {
      group.items.push(item);
      group.bytes += bytes;
    } else byPages.set(pages, { items: [item], bytes, pages });
  }
  const groups = [...byPages.values()];

  // Greedy: merge the pair that saves most, until no merge saves anything.
  for (;;) {
    let best: { a: number; b: number; saving: number } | undefined;
    for (let a = 0; a < groups.length; a++) {
      for (let b = a + 1; b < groups.length; b++) {
        const first = groups[a];
        const second = groups[b];
        if (!first || !second) continue;
        const saving =
          cost(first.bytes, first.pages) +
          cost(second.bytes, second.pages) -
          cost(first.bytes + second.bytes, first.pages | second.pages);
        if (saving > 0 && (!best || saving > best.saving)) best = { a, b, saving };
      }
    }
    if (!best) break;
    const first = groups[best.a];
    const second = groups[best.b];
    if (!first || !second) break;
    groups[best.a] = {
      items: [...first.items, ...second.items],
      bytes: first.bytes + second.bytes,
      pages: first.pages | second.pages,
    };
    groups.splice(best.b, 1);
  }
  return groups.map((group) => group.items);
}
