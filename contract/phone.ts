import * as v from 'valibot';
import { PHONE_MESSAGES } from './messages';
import { requiredText } from './text';

/**
 * Korean telephone numbers a person can call back (docs/decisions.md 189), by prefix, as the
 * groups they are written in: mobile 010, Seoul 02, the other area codes (031–033, 041–044,
 * 051–055, 061–064), internet phones 070, and the 15xx/16xx/18xx representative numbers.
 * An exchange is three or four digits where both exist (02-123-4567, 031-1234-5678).
 */
const NUMBER_SHAPES: readonly RegExp[] = [
  /^(010)(\d{4})(\d{4})$/,
  /^(02)(\d{3,4})(\d{4})$/,
  /^(0(?:3[1-3]|4[1-4]|5[1-5]|6[1-4]))(\d{3,4})(\d{4})$/,
  /^(070)(\d{4})(\d{4})$/,
  /^(1[568]\d{2})(\d{4})$/,
];

/** What people put between the groups: hyphens, spaces, dots. */
const SEPARATORS = /[\s.-]/g;

/** Korea's country code, written `+82` or dialled `0082`; the trunk 0 may be kept or not. */
const KOREA = /^(?:\+|00)82(0?)/;

/**
 * The number's digits as dialled inside Korea, `undefined` for a number abroad (another country
 * code), or `null` for anything else that is not one of NUMBER_SHAPES' digits.
 */
function domesticDigits(input: string): string | null | undefined {
  const written = input.trim().replace(SEPARATORS, '');
  const korea = KOREA.exec(written);
  const digits = korea ? `0${written.slice(korea[0].length)}` : written;
  if (!korea && /^(?:\+|00)/.test(written)) return undefined;
  return /^\d+$/.test(digits) ? digits : null;
}

/** `010-1234-5678` for `01012345678`, `+82 10 1234 5678` or `010.1234.5678`; null when not a number. */
export function normalizePhone(input: string): string | null {
  const digits = domesticDigits(input);
  if (!digits) return null;
  for (const shape of NUMBER_SHAPES) {
    const groups = shape.exec(digits);
    if (groups) return groups.slice(1).join('-');
  }
  return null;
}

/** Whether `input` is written as a number abroad (`+1 …`, `001 …`), which the forms refuse. */
export const isInternationalPhone = (input: string) => domesticDigits(input) === undefined;

/**
 * The phone field of the consultation and job forms, on the page, in the API and the form sent
 * without JavaScript: required, at most `max` characters, a number abroad refused with its own
 * message, anything else not callable refused with an example; out comes the normalised number.
 */
export function phoneField(max: number, requiredMessage: string, tooLongMessage: string) {
  return v.pipe(
    requiredText(max, requiredMessage, tooLongMessage),
    // One message per number: a text the checks above refused (empty, too long) is not also
    // "not a number", and a number abroad is not also "check the number".
    v.rawCheck(({ dataset, addIssue }) => {
      if (dataset.issues || !dataset.typed) return;
      const value = dataset.value;
      if (isInternationalPhone(value)) addIssue({ message: PHONE_MESSAGES.international });
      else if (normalizePhone(value) === null) addIssue({ message: PHONE_MESSAGES.invalid });
    }),
    v.transform((value) => normalizePhone(value) ?? value),
  );
}
