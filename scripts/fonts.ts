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
 * `critical`: the stylesheet with only the @font-face rules whose unicode-range intersects `text`
 * (plus printable ASCII); rules without a unicode-range are always kept. `deferred`: the other
 * @font-face rules, to be applied after the page is interactive so text the prerendered pages do not
 * contain (reviews, typed input) still gets the web font.
 */
export function buildFontFaceSplit(
  css: string,
  text: string,
): { critical: string; deferred: string } {
  const used = new Set<number>(ALWAYS);
  for (const char of text) used.add(char.codePointAt(0) ?? 0);
  const codePoints = [...used];
  const deferred: string[] = [];
  const critical = css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    const range = /unicode-range\s*:\s*([^;}]+)/i.exec(rule)?.[1];
    if (!range) return rule;
    const ranges = parseUnicodeRange(range);
    const needed = codePoints.some((point) =>
      ranges.some(([from, to]) => point >= from && point <= to),
    );
    if (needed) return rule;
    deferred.push(rule);
    return '';
  });
  return { critical, deferred: deferred.join('\n') };
}
