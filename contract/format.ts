/**
 * Author masking (spec §5): one or two characters → first character + '*';
 * longer → first and last characters with '*' for each character between.
 */
export function maskAuthor(name: string): string {
  const chars = [...name.trim()];
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

const EOK = 100_000_000;
const MAN = 10_000;

/**
 * A won amount the way Korean readers say it: 1,900만원, 5.6억, 60억, 1억 2,000만원.
 * Amounts of 1억 or more use 억 with at most one decimal when the rest is a round 천만;
 * otherwise 억 and 만 together. Below 1억, 만원 with thousands separators.
 */
export function formatWon(amount: number): string {
  const won = Math.round(amount);
  if (won < 0) return `-${formatWon(-won)}`;
  if (won < MAN) return `${won.toLocaleString('ko-KR')}원`;
  if (won < EOK) return `${Math.round(won / MAN).toLocaleString('ko-KR')}만원`;
  const eok = Math.floor(won / EOK);
  const restMan = Math.round((won % EOK) / MAN);
  if (restMan === 0) return `${eok.toLocaleString('ko-KR')}억`;
  if (restMan % 1000 === 0)
    return `${(won / EOK).toLocaleString('ko-KR', { maximumFractionDigits: 1 })}억`;
  return `${eok.toLocaleString('ko-KR')}억 ${restMan.toLocaleString('ko-KR')}만원`;
}
