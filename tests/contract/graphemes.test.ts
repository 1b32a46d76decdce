import { expect, test } from 'vitest';
import {
  charCount,
  codePointCount,
  graphemes,
  mostMarksOnOneCharacter,
} from '../../contract/graphemes';

// Counting as the visitor sees characters (decision 4), and the two shape checks that stop
// stacked marks and oversized code-point counts, each counted by hand below.

test('characters: a syllable, a combined emoji and a flag are one each; jamo join; ASCII and Hangul take the fast path', () => {
  expect(graphemes('상속 A1')).toEqual(['상', '속', ' ', 'A', '1']);
  expect(graphemes('👨‍👩‍👧‍👦👍🏻🇰🇷')).toEqual(['👨‍👩‍👧‍👦', '👍🏻', '🇰🇷']);
  // 가 written as two conjoining jamo (ᄀ + ᅡ) is one character, as is e + combining acute.
  expect(graphemes('\u1100\u1161e\u0301')).toEqual(['\u1100\u1161', 'e\u0301']);
  expect(graphemes('')).toEqual([]);
  // A tab is outside the fast path's set (printable ASCII): still one character each.
  expect(graphemes('a\tb')).toEqual(['a', '\t', 'b']);
});

test('charCount counts characters and stops one past the limit it is given', () => {
  expect(charCount('👨‍👩‍👧‍👦상속')).toBe(3);
  expect(charCount('abcdef', 3)).toBe(4);
  expect(charCount('abc', 3)).toBe(3);
  expect(charCount('')).toBe(0);
});

test('the most marks on one character: none on plain text, each stack counted, the largest kept', () => {
  expect(mostMarksOnOneCharacter('상속세 abc')).toBe(0);
  // Vietnamese ệ as e + circumflex + dot below: two marks.
  expect(mostMarksOnOneCharacter('Vie\u0302\u0323t')).toBe(2);
  // One mark, then three, then one: the most is three, wherever it stands.
  expect(mostMarksOnOneCharacter('a\u0301 b\u0301\u0302\u0303 c\u0301')).toBe(3);
  expect(mostMarksOnOneCharacter('c\u0301 b\u0301\u0302\u0303')).toBe(3);
  // A variation selector is a mark too (❤️ = U+2764 U+FE0F).
  expect(mostMarksOnOneCharacter('❤\ufe0f')).toBe(1);
  // A two-unit character without marks (an emoji's surrogate pair) has none.
  expect(mostMarksOnOneCharacter('😀')).toBe(0);
});

test('marks past the first stopAfter characters are not looked at; those within are', () => {
  const zalgo = `z${'\u0300'.repeat(20)}`;
  expect(mostMarksOnOneCharacter(`ab${zalgo}`, 2)).toBe(0);
  expect(mostMarksOnOneCharacter(`ab${zalgo}`, 3)).toBe(20);
  expect(mostMarksOnOneCharacter(`${zalgo}ab`, 1)).toBe(20);
});

test('code points: a surrogate pair is one, a lone low surrogate one, everything else one per unit', () => {
  expect(codePointCount('abc')).toBe(3);
  expect(codePointCount('상속')).toBe(2);
  // 😀 is U+D83D U+DE00; 👨‍👩‍👧 is 5 code points (3 emoji + 2 joiners) in 8 units.
  expect(codePointCount('😀')).toBe(1);
  expect(codePointCount('👨‍👩‍👧')).toBe(5);
  // The edges of the low-surrogate range: U+DC00 and U+DFFF close a pair, U+DBFF and U+E000 do not.
  expect(codePointCount('\ud800\udc00')).toBe(1);
  expect(codePointCount('\udbff\udfff')).toBe(1);
  expect(codePointCount('\ue000\ud7ff')).toBe(2);
  expect(codePointCount('')).toBe(0);
});
