import { expect, test } from 'vitest';
import { hasForbiddenCharacters } from '../../contract/text';

test('text people type passes: Korean, emoji with skin tones and families, tabs and line breaks', () => {
  for (const text of ['상속증여', '👨‍👩‍👧‍👦 👍🏻', '첫 줄\r\n\t둘째 줄', 'a@b.kr', '']) {
    expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(false);
  }
});

test('NUL, other controls, lone surrogates and bidirectional overrides do not', () => {
  for (const text of [
    'a\u0000',
    '\u0001',
    '\u001b[31m',
    '\u007f',
    '\ud800',
    'x\udc00',
    '\ud83d',
    '\u202e동길홍',
    '\u2066a\u2069',
    // What a no-JavaScript form's bytes that are not UTF-8 (%ED%A0%80, %FF) decode to.
    '\ufffd',
  ]) {
    expect(hasForbiddenCharacters(text), JSON.stringify(text)).toBe(true);
  }
});
