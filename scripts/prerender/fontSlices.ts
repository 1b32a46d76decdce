// How the site's Pretendard subset is cut into files (decision 143). A page downloads only the
// files whose unicode-range holds a character it shows, so the cut is chosen to make the pages'
// downloads small (scripts/fileCut.ts).
import { cutIntoFiles, type PageSet } from '../fileCut';

/**
 * What one more file costs a page, in bytes: its woff2 header and tables (~1,100, measured on
 * Pretendard's subsets), its response headers (~350) and, for the request and its round trip,
 * a little more. At 1,100 the cut made 28 files and 9 requests on the home page for 2 KB less.
 */
export const FILE_BYTES = 2_000;
/** Bytes of one more character in a file: a Hangul syllable with its weight deltas. */
export const CHARACTER_BYTES = 125;

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
  const unshown = [...new Set(otherPoints)].filter((point) => !pagesOf.has(point));
  const pieces = [...pagesOf].map(([item, pages]) => ({ item, bytes: CHARACTER_BYTES, pages }));
  const planned = cutIntoFiles(pieces, FILE_BYTES).map((points) => points.sort((a, b) => a - b));
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
