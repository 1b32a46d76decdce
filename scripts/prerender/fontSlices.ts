// How the site's Pretendard subset is cut into files (decision 143). A page downloads only the
// files whose unicode-range holds a character it shows, so the cut is chosen to make the pages'
// downloads small: characters used by the same pages travel together, and two groups become one
// file while that saves more (one file's overhead on each page needing both) than it costs (the
// other group's characters on the pages needing only one).

/**
 * What one more file costs a page, in bytes: its woff2 header and tables (~1,100, measured on
 * Pretendard's subsets), its response headers (~350) and, for the request and its round trip,
 * a little more. At 1,100 the cut made 28 files and 9 requests on the home page for 2 KB less.
 */
export const FILE_BYTES = 2_000;
/** Bytes of one more character in a file: a Hangul syllable with its weight deltas. */
export const CHARACTER_BYTES = 125;

/** Which pages use a set of characters, one bit per page. */
type PageSet = bigint;

interface Slice {
  points: number[];
  pages: PageSet;
}

function pageCount(pages: PageSet): number {
  let count = 0;
  for (let rest = pages; rest > 0n; rest >>= 1n) count += Number(rest & 1n);
  return count;
}

/** What a slice costs all pages together: each page using it downloads it whole. */
const cost = (points: number, pages: PageSet) =>
  pageCount(pages) * (FILE_BYTES + CHARACTER_BYTES * points);

/**
 * The files to cut: `pagePoints[i]` are the characters page i shows, `otherPoints` the ones only
 * messages and later states show (they go in files no page downloads up front). Every character
 * lands in exactly one slice; slices and their characters come out sorted, the same for the same
 * input.
 */
export function planFontSlices(
  pagePoints: readonly (readonly number[])[],
  otherPoints: readonly number[],
): number[][] {
  const pagesOf = new Map<number, PageSet>();
  for (const [index, points] of pagePoints.entries()) {
    for (const point of points)
      pagesOf.set(point, (pagesOf.get(point) ?? 0n) | (1n << BigInt(index)));
  }
  const byPages = new Map<PageSet, number[]>();
  for (const [point, pages] of pagesOf) {
    const group = byPages.get(pages);
    if (group) group.push(point);
    else byPages.set(pages, [point]);
  }
  const unshown = [...new Set(otherPoints)].filter((point) => !pagesOf.has(point));
  const slices: Slice[] = [...byPages].map(([pages, points]) => ({ points, pages }));

  // Greedy: merge the pair that saves most, until no merge saves anything.
  for (;;) {
    let best: { a: number; b: number; saving: number } | undefined;
    for (let a = 0; a < slices.length; a++) {
      for (let b = a + 1; b < slices.length; b++) {
        const first = slices[a];
        const second = slices[b];
        if (!first || !second) continue;
        const saving =
          cost(first.points.length, first.pages) +
          cost(second.points.length, second.pages) -
          cost(first.points.length + second.points.length, first.pages | second.pages);
        if (saving > 0 && (!best || saving > best.saving)) best = { a, b, saving };
      }
    }
    if (!best) break;
    const first = slices[best.a];
    const second = slices[best.b];
    if (!first || !second) break;
    slices[best.a] = {
      points: [...first.points, ...second.points],
      pages: first.pages | second.pages,
    };
    slices.splice(best.b, 1);
  }
  const planned = slices.map((slice) => [...slice.points].sort((a, b) => a - b));
  if (unshown.length > 0) planned.push(unshown.sort((a, b) => a - b));
  return planned.sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
}

/** The slices (by index) a page showing `points` downloads. */
export function slicesFor(
  slices: readonly (readonly number[])[],
  points: readonly number[],
): number[] {
  const shown = new Set(points);
  return slices.flatMap((slice, index) => (slice.some((point) => shown.has(point)) ? [index] : []));
}
