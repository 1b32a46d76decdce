import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber, formatWon } from '../../contract/format';
import { hasTransparentTop, JOB_LIMITS } from '../../contract/limits';
import { JOB_MESSAGES, TEXT_MESSAGES } from '../../contract/messages';
import {
  fieldErrors,
  hasForbiddenCharacters,
  optionalText,
  requiredText,
} from '../../contract/text';

// The edges of the shared rules that the other contract tests leave open: formatting at its
// thresholds, the text rules and the forbidden-character ranges. Found by
// `npm run test:mutation contract`.
describe('formatting at its thresholds', () => {
  it('a staff record time is Seoul time, minutes only', () => {
    expect(formatDateTime('2026-03-05T15:04:59.000Z')).toBe('2026-03-06 00:04');
    expect(formatDateTime('2026-03-05T14:59:00.000Z')).toBe('2026-03-05 23:59');
    expect(formatDateTime('yesterday')).toBe('');
  });

  it('decimals keep their inner zeros and drop every trailing one', () => {
    expect(formatNumber(1.05, 2)).toBe('1.05');
    expect(formatNumber(1.05, 3)).toBe('1.05');
    expect(formatNumber(1.5, 3)).toBe('1.5');
  });

  it('10,000원 is said as 1만 원', () => {
    expect(formatWon(9_999)).toBe('9,999원');
    expect(formatWon(10_000)).toBe('1만 원');
  });
});

describe('text rules', () => {
  const name = requiredText(3, '이름을 입력해주세요.', '3자 이내');
  const note = optionalText(3, '3자 이내');

  it('required text is trimmed, and counts characters as people see them', () => {
    expect(v.parse(name, '  김철수 ')).toBe('김철수');
    expect(v.parse(name, '👨‍👩‍👧‍👦ab')).toBe('👨‍👩‍👧‍👦ab');
    expect(v.safeParse(name, '김철수씨').issues?.[0]?.message).toBe('3자 이내');
    expect(v.safeParse(name, '   ').issues?.[0]?.message).toBe('이름을 입력해주세요.');
    expect(v.safeParse(name, 42).issues?.[0]?.message).toBe('이름을 입력해주세요.');
  });

  // A stranger's review titles: 50 zero-width spaces, or 40 tag characters, showed as blank rows.
  it.each([
    ['zero-width spaces', '\u200b'.repeat(3)],
    ['tag characters', '\u{E0041}\u{E0042}'],
    ['Hangul fillers', '\u3164\u115f\uffa0'],
    ['a word joiner beside a no-break space', '\u2060\u00a0'],
  ])('required text made only of %s is not there', (_, invisible) => {
    expect(v.safeParse(name, invisible).issues?.[0]?.message).toBe('이름을 입력해주세요.');
  });

  it('required text with one character that shows is there, invisible ones around it kept', () => {
    expect(v.parse(name, '\u200b김\u200b')).toBe('\u200b김\u200b');
  });

  // A 60,000-letter title was told it held "too many emoji or symbols".
  it('plain text far over the length is too long, and stacked symbols in a short text are not', () => {
    expect(v.safeParse(name, 'a'.repeat(60_000)).issues?.[0]?.message).toBe('3자 이내');
    expect(v.safeParse(note, 'a'.repeat(60_000)).issues?.[0]?.message).toBe('3자 이내');
    expect(v.safeParse(name, `가${'\u0301\u200d'.repeat(40)}`).issues?.[0]?.message).toBe(
      TEXT_MESSAGES.tooManyCodePoints,
    );
  });

  it('optional text is trimmed, absent becomes empty, and too long is refused', () => {
    expect(v.parse(note, undefined)).toBe('');
    expect(v.parse(note, ' 메모 ')).toBe('메모');
    expect(v.parse(note, '  abc  ')).toBe('abc');
    expect(v.safeParse(note, 'abcd').issues?.[0]?.message).toBe('3자 이내');
  });

  it('field errors: the first message of each field, dotted paths, in order', () => {
    const schema = v.object({
      name: v.pipe(v.string('name?'), v.minLength(2, 'short')),
      address: v.object({ city: v.string('city?') }),
    });
    const result = v.safeParse(
      schema,
      { name: 5, address: { city: 1 } },
      { abortPipeEarly: false },
    );
    expect(fieldErrors(result.issues ?? [])).toEqual([
      { field: 'name', message: 'name?' },
      { field: 'address.city', message: 'city?' },
    ]);
    const twice = v.safeParse(v.pipe(v.string(), v.minLength(5, 'a'), v.email('b')), 'x');
    expect(fieldErrors(twice.issues ?? [])).toEqual([{ field: '', message: 'a' }]);
  });
});

describe('forbidden characters at the edges of each range', () => {
  it('bidirectional controls U+202A–202E and U+2066–2069 only', () => {
    for (const code of [0x202a, 0x202e, 0x2066, 0x2069]) {
      expect(hasForbiddenCharacters(`a${String.fromCharCode(code)}b`)).toBe(true);
    }
    for (const code of [0x2029, 0x202f, 0x2065, 0x206a]) {
      expect(hasForbiddenCharacters(`a${String.fromCharCode(code)}b`)).toBe(false);
    }
  });

  it('surrogates: whole pairs pass at both ends of the ranges; lone halves do not', () => {
    expect(hasForbiddenCharacters('ab')).toBe(false);
    expect(hasForbiddenCharacters('\ud800\udc00')).toBe(false);
    expect(hasForbiddenCharacters('\udbff\udfff')).toBe(false);
    expect(hasForbiddenCharacters('\ud7ff\ue000')).toBe(false);
    expect(hasForbiddenCharacters('\udbffa')).toBe(true);
    expect(hasForbiddenCharacters('a\udbff')).toBe(true);
    expect(hasForbiddenCharacters('\ud800\ud800')).toBe(true);
    expect(hasForbiddenCharacters('\ud800\ue000')).toBe(true);
    expect(hasForbiddenCharacters('\ud800\udbff')).toBe(true);
    expect(hasForbiddenCharacters('a\udfffb')).toBe(true);
    expect(hasForbiddenCharacters('a\udc00b')).toBe(true);
  });
});

it('the header is transparent at the top of the pages with a dark banner only', () => {
  expect(hasTransparentTop('/')).toBe(true);
  expect(hasTransparentTop('/job')).toBe(true);
  expect(hasTransparentTop('/faq')).toBe(false);
});

it('the file size limits are said in MB', () => {
  expect(JOB_MESSAGES.resumeTooLarge).toContain(` ${JOB_LIMITS.resumeMaxBytes / 2 ** 20}MB `);
  expect(JOB_MESSAGES.portfolioTooLarge).toContain(` ${JOB_LIMITS.portfolioMaxBytes / 2 ** 20}MB `);
});
