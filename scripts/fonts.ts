// Splits a stylesheet's @font-face rules by the characters a set of pages actually shows.

type Range = [number, number];

function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map((part) => {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    if (from.includes('?')) {
      return [
        Number.parseInt(from.replace(/\?/g, '0'), 16),
        Number.parseInt(from.replace(/\?/g, 'F'), 16),
      ];
    }
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

/** Printable ASCII is always kept: digits, Latin and punctuation appear in typed input too. */
const ALWAYS: readonly number[] = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i);

/**
 * Splits `css` three ways: `rest`, the stylesheet without its downloaded @font-face rules that
 * have a unicode-range; `used`, those whose range intersects `text` (plus printable ASCII); `unused`, the
 * others.
 */
export function buildFontFaceSplit(
  css: string,
  text: string,
): { rest: string; used: string; unused: string } {
  const seen = new Set<number>(ALWAYS);
  for (const char of text) seen.add(char.codePointAt(0) ?? 0);
  const codePoints = [...seen];
  const used: string[] = [];
  const unused: string[] = [];
  const rest = css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    const range = /unicode-range\s*:\s*([^;}]+)/i.exec(rule)?.[1];
    // Faces of local fonts (the metric-matched fallback) cost no download and must apply at once.
    if (!range || !/url\(/.test(rule)) return rule;
    const ranges = parseUnicodeRange(range);
    const needed = codePoints.some((point) =>
      ranges.some(([from, to]) => point >= from && point <= to),
    );
    (needed ? used : unused).push(rule);
    return '';
  });
  return { rest, used: used.join('\n'), unused: unused.join('\n') };
}
