import { graphemes } from './graphemes';

/**
 * Author masking (docs/product.md#text-rules): one or two characters → first character + '*';
 * longer → first and last characters with '*' for each character between.
 */
export function maskAuthor(name: string): string {
  const chars = graphemes(name.trim());
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000; // Korea keeps no daylight saving time

/** YYYY-MM-DD of an ISO instant, as the date in Seoul (where every reader is). */
export function formatDate(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** YYYY-MM-DD HH:mm of an ISO instant in Seoul, for the staff console's records. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A number as ko-KR writes it: digits grouped in threes with commas, at most `fractionDigits`
 * decimals with trailing zeros dropped (what `toLocaleString('ko-KR', { maximumFractionDigits })`
 * prints). Done by hand because the first Intl formatter a page creates loads ICU's locale data,
 * a long task of its own on a phone in the middle of hydration.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const scale = 10 ** fractionDigits;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = String(Math.floor(scaled / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = String(scaled % scale)
    .padStart(fractionDigits, '0')
    .replace(/0+$/, '');
  const sign = value < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A won amount in digits, as the calculator's lines print it beside their words: 1,500,000,000원. */
export function wonInDigits(amount: number): string {
  return `${formatNumber(amount)}원`;
}

const EOK = 100_000_000;
const MAN = 10_000;

/**
 * A won amount rounded to 만 and written as the site writes money everywhere (decision 202):
 * units after their digits, 원 apart after a unit and joined after digits, as the success cases'
 * titles and the calculator's words do: 0원, 5,000원, 3,200만 원, 1억 원, 5억 6,000만 원.
 */
export function formatWon(amount: number): string {
  const won = Math.round(amount);
  if (won < 0) return `-${formatWon(-won)}`;
  if (won < MAN) return `${formatNumber(won)}원`;
  // Rounded to 만 first, so 9,999만 5,000 becomes 1억, not 10,000만.
  const man = Math.round(won / MAN);
  const eok = Math.floor(man / (EOK / MAN));
  const restMan = man % (EOK / MAN);
  const words = [
    eok > 0 ? `${formatNumber(eok)}억` : '',
    restMan > 0 ? `${formatNumber(restMan)}만` : '',
  ].filter(Boolean);
  return `${words.join(' ')} 원`;
}
