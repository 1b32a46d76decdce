import * as v from 'valibot';
import { charCount, codePointCount, mostMarksOnOneCharacter } from './graphemes';
import { TEXT_SHAPE } from './limits';
import { TEXT_MESSAGES } from './messages';

/**
 * Checks of how a field of at most `max` characters is built: its code points in proportion and
 * the marks stacked on one character. They run after the length check, whose count stops past
 * `max` (bounded work): a long plain text is too long, not "too many symbols".
 * The client's forms and the server run the same schemas, so both refuse with the same message.
 */
export function textShape(max: number) {
  return [
    v.check(
      (value: string) => codePointCount(value) <= max * TEXT_SHAPE.codePointsPerCharacter,
      TEXT_MESSAGES.tooManyCodePoints,
    ),
    v.check(
      (value: string) => mostMarksOnOneCharacter(value, max) <= TEXT_SHAPE.marksPerCharacterMax,
      TEXT_MESSAGES.tooManyMarks,
    ),
  ] as const;
}

/**
 * Something that shows: not only spaces, format characters (zero-width space, tag characters)
 * or the Hangul fillers, which a board row or a name would show as blank.
 */
const VISIBLE = /[^\p{Z}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0]/u;

/** A trimmed, required string of at most `max` characters, of which one at least shows. */
export function requiredText(max: number, requiredMessage: string, tooLongMessage: string) {
  return v.pipe(
    v.string(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check((value) => charCount(value, max) <= max, tooLongMessage),
    ...textShape(max),
    v.check((value) => VISIBLE.test(value), requiredMessage),
  );
}

/**
 * Characters a one-line text (a name, a phone label, an address) cannot hold: line breaks and
 * tabs (a fake row in a list, a broken CSV line), format characters such as the zero-width space,
 * the Hangul fillers, private-use and unassigned code points — with which two texts could look
 * alike, or one look blank.
 */
const NOT_ON_ONE_LINE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\u115F\u1160\u3164\uFFA0\u2028\u2029]/u;
/** Something readable: a letter, digit, symbol or punctuation, not combining marks alone. */
const READABLE = /[\p{L}\p{N}\p{S}\p{P}]/u;

/**
 * `requiredText` for one line of what shows, composed (NFC): a decomposed 박대표 is the same text
 * as the one typed on a keyboard. `invalidMessage` says why the rest is refused.
 */
export function singleLineText(
  max: number,
  requiredMessage: string,
  tooLongMessage: string,
  invalidMessage: string,
) {
  return v.pipe(
    requiredText(max, requiredMessage, tooLongMessage),
    v.check((value) => !NOT_ON_ONE_LINE.test(value), invalidMessage),
    v.check((value) => READABLE.test(value), requiredMessage),
    v.transform((value) => value.normalize('NFC')),
  );
}

/** A trimmed, optional string of at most `max` characters; absent becomes ''. */
export function optionalText(max: number, tooLongMessage: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => charCount(value, max) <= max, tooLongMessage),
      ...textShape(max),
    ),
    '',
  );
}

export interface FieldError {
  field: string;
  message: string;
}

/** Valibot issues as one message per field (the first one), in the order the fields failed. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

/**
 * Characters no one types and the database or the staff's screens should never receive: NUL
 * (PostgreSQL text cannot hold it), lone UTF-16 surrogates (broken text UTF-8 cannot encode),
 * other C0 controls but tab and line breaks, the bidirectional overrides and isolates that
 * make a name read backwards (U+202A–202E, U+2066–2069), and U+FFFD, which is what bytes that
 * were not UTF-8 become once decoded: a form posted without JavaScript is decoded that way, where
 * the JSON parser refuses such bytes outright.
 */
function isForbiddenCode(code: number): boolean {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0d;
  if (code === 0x7f || code === 0xfffd) return true;
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
}

export function hasForbiddenCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i++; // a well-formed pair: one character outside the BMP
        continue;
      }
      return true;
    }
    if ((code >= 0xdc00 && code <= 0xdfff) || isForbiddenCode(code)) return true;
  }
  return false;
}
