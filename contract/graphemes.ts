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

/**
 * Text in which every code unit is a character of its own: printable ASCII and precomposed
 * Hangul syllables (가–힣). No grapheme rule joins two of these (only CR LF, a conjoining jamo or
 * a combining mark would, and none is in the set), so such text needs no segmenter. Nearly every
 * author name is such text, and the review list masks ten of them per request: segmenting them
 * would be a large share of the list's CPU time.
 */
const ONE_UNIT_EACH = /^[\x20-\x7e\uac00-\ud7a3]*$/;

/** The user-perceived characters of `value`. */
export function graphemes(value: string): string[] {
  if (ONE_UNIT_EACH.test(value)) return value.split('');
  return Array.from(graphemeSegmenter().segment(value), (part) => part.segment);
}

/**
 * How many user-perceived characters `value` holds: a Korean syllable or a combined emoji is one.
 * Counting stops one past `stopAfter`: segmenting costs microseconds a character, and a check
 * against a limit must not segment all of a 64 KB value sent to wear the server out (seconds of
 * CPU, found from outside) when one character past the limit already decides.
 */
export function charCount(value: string, stopAfter = Number.POSITIVE_INFINITY): number {
  let count = 0;
  for (const _ of graphemeSegmenter().segment(value)) {
    count += 1;
    if (count > stopAfter) break;
  }
  return count;
}

const MARK = /\p{M}/gu;

/**
 * The most combining marks (accents, vowel signs, variation selectors) any one character of
 * `value` carries: Vietnamese or Thai stack two or three, text "zalgo" stacks hundreds that draw
 * over the lines around it. Looks at the first `stopAfter` characters only (see charCount).
 */
export function mostMarksOnOneCharacter(
  value: string,
  stopAfter = Number.POSITIVE_INFINITY,
): number {
  let most = 0;
  let seen = 0;
  for (const { segment } of graphemeSegmenter().segment(value)) {
    // Past the field's length the value is refused for that; its marks no longer matter.
    seen += 1;
    if (seen > stopAfter) break;
    if (segment.length < 2) continue;
    const marks = segment.match(MARK)?.length ?? 0;
    if (marks > most) most = marks;
  }
  return most;
}

/** Code points, the unit storage and rendering cost grows with (a surrogate pair is one). */
export function codePointCount(value: string): number {
  let count = value.length;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xdc00 && code <= 0xdfff) count -= 1;
  }
  return count;
}
