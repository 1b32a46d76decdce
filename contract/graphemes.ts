// Grapheme clusters, not code points: 👨‍👩‍👧‍👦 is seven code points and 👍🏻 two, yet each is one
// character to the visitor who typed it (decision 4). The review counter, the client's check and
// the server's all count through here. No imports, so the author masking on every page stays light.

let segmenter: Intl.Segmenter | undefined;

// Created on first use: the first Intl object loads ICU's locale data, a task of its own
// (decision 49), which no page should pay for before someone types or a name is masked.
function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter('ko', { granularity: 'grapheme' });
  return segmenter;
}

/** The user-perceived characters of `value`. */
export function graphemes(value: string): string[] {
  return Array.from(graphemeSegmenter().segment(value), (part) => part.segment);
}

/** How many user-perceived characters `value` holds: a Korean syllable or a combined emoji is one. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of graphemeSegmenter().segment(value)) count += 1;
  return count;
}
