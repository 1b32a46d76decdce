import { CALCULATOR_MESSAGES as M } from './calculatorMessages';
import type { DisabledPerson } from './inheritanceInput';
import { CALCULATOR_LIMITS } from './limits';
import { wonInWords } from './taxBreakdown';

// How the calculator reads what was typed: amounts in digits or 억·만 words, the minors' ages,
// the disabled heirs, the counts of grandchildren, and the day of the death or gift.

export type AmountParse =
  | { ok: true; value: number }
  | { ok: false; message: string }
  | { ok: 'empty' };

const UNIT_FORM = /^(?:(\d+)조)?(?:(\d+)억)?(?:(\d+)천만)?(?:(\d+)만)?(\d+)?$/;

/**
 * A won amount as visitors type or paste it: "1,500,000,000", "15억", "15억 3000만", "1조 2억",
 * with or without spaces and a final 원. Whole won only.
 */
export function parseAmount(text: string): AmountParse {
  const compact = text.replace(/[\s,]/g, '').replace(/원$/, '');
  if (compact === '') return { ok: 'empty' };
  if (/^[-−]/.test(compact)) return { ok: false, message: M.amountNegative };
  const units = UNIT_FORM.exec(compact);
  if (!units) return { ok: false, message: M.amountNotNumber };
  const [, jo = '0', eok = '0', cheonman = '0', man = '0', won = '0'] = units;
  const value =
    Number(jo) * 1_000_000_000_000 +
    Number(eok) * 100_000_000 +
    Number(cheonman) * 10_000_000 +
    Number(man) * 10_000 +
    Number(won);
  if (value > CALCULATOR_LIMITS.amountMax) return { ok: false, message: M.amountTooLarge };
  return { ok: true, value };
}

/** The amount in 조·억·만 words while the visitor types; '' while it is not a valid amount. */
export function amountInWords(text: string): string {
  const parsed = parseAmount(text);
  return parsed.ok === true ? wonInWords(parsed.value) : '';
}

export function parseMinorAges(text: string): number[] | null {
  const parts = text
    .split(/[,\s]+/)
    .map((part) => part.replace(/세$/, ''))
    .filter(Boolean);
  const ages = parts.map(Number);
  return ages.every((age, i) => /^\d{1,2}$/.test(parts[i] ?? '') && age < 19) ? ages : null;
}

const DISABLED_ENTRY = /^(?:(남|여)(?:자|성)?(\d{1,3})세?|(\d{1,3})세?(남|여)(?:자|성)?)$/;

/** "남 45, 여 70" (or "45세 남자, 70 여"), one entry per disabled person; null when unreadable. */
export function parseDisabled(text: string): DisabledPerson[] | null {
  const entries = text
    .split(/[,，]/)
    .map((entry) => entry.replace(/\s/g, ''))
    .filter(Boolean);
  if (entries.length > CALCULATOR_LIMITS.disabledMax) return null;
  const people: DisabledPerson[] = [];
  for (const entry of entries) {
    const match = DISABLED_ENTRY.exec(entry);
    if (!match) return null;
    const sex = match[1] ?? match[4];
    people.push({ age: Number(match[2] ?? match[3]), sex: sex === '여' ? 'female' : 'male' });
  }
  return people;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day between the limits, or null when it is not one (31 February is not). */
export function parseDay(text: string): string | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const valid = day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
  const inRange = y >= CALCULATOR_LIMITS.yearMin && y <= CALCULATOR_LIMITS.yearMax;
  return valid && inRange ? text.trim() : null;
}

/** The day `years` years before a YYYY-MM-DD day (29 February goes to 1 March). */
export function yearsBefore(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y - years, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * 대습상속: for each child who died before the deceased, how many of that child's children
 * inherit, separated by commas ("2, 1"); null when unreadable or more lines than children allowed.
 */
export function parseRepresentedLines(text: string): number[] | null {
  const parts = text
    .split(/[,，\s]+/)
    .map((part) => part.replace(/명$/, ''))
    .filter(Boolean);
  if (parts.length > CALCULATOR_LIMITS.childrenMax) return null;
  const counts = parts.map(Number);
  return counts.every(
    (n, i) => /^\d{1,2}$/.test(parts[i] ?? '') && n >= 1 && n <= CALCULATOR_LIMITS.childrenMax,
  )
    ? counts
    : null;
}
