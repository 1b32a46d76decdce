// Pretendard for the site: one subset holding exactly the characters the site's own texts use,
// built at build time from the full variable font; every other character keeps Pretendard's
// dynamic-subset files, which the browser loads only when such text appears (reviews, input).
import subsetFont from 'subset-font';

/** Printable ASCII is always kept: digits, Latin and punctuation appear in typed input too. */
const ALWAYS: readonly number[] = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i);

/** The code points of `texts` (plus printable ASCII), sorted; whitespace and controls left out. */
export function siteCodePoints(texts: readonly string[]): number[] {
  const seen = new Set<number>(ALWAYS);
  for (const text of texts) {
    for (const char of text) {
      const point = char.codePointAt(0) ?? 0;
      if (point > 0x7f && !/\s|\p{C}/u.test(char)) seen.add(point);
    }
  }
  return [...seen].sort((a, b) => a - b);
}

/** `[0x41, 0x42, 0x43, 0x5a]` → `U+41-43, U+5a`. */
export function unicodeRange(points: readonly number[]): string {
  const ranges: string[] = [];
  for (let i = 0; i < points.length; ) {
    let j = i;
    while (j + 1 < points.length && points[j + 1] === (points[j] ?? 0) + 1) j++;
    const from = (points[i] ?? 0).toString(16);
    const to = (points[j] ?? 0).toString(16);
    ranges.push(from === to ? `U+${from}` : `U+${from}-${to}`);
    i = j + 1;
  }
  return ranges.join(', ');
}

/** The visible text of prerendered HTML (tags, scripts and styles removed). */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

/** The variable font cut down to `points`, as woff2 (weight axis kept). */
export async function subsetWoff2(font: Buffer, points: readonly number[]): Promise<Buffer> {
  return subsetFont(font, String.fromCodePoint(...points), { targetFormat: 'woff2' });
}

/**
 * Splits Pretendard's stylesheet: `rest` without its downloaded @font-face rules, and those rules
 * (`faces`). Faces of local fonts (the metric-matched fallback) cost no download and stay in rest.
 */
export function splitFontFaces(css: string): { rest: string; faces: string } {
  const faces: string[] = [];
  const rest = css.replace(/@font-face\s*\{[^}]*\}/g, (rule) => {
    if (!/unicode-range/i.test(rule) || !/url\(/.test(rule)) return rule;
    faces.push(rule);
    return '';
  });
  return { rest, faces: faces.join('\n') };
}

/**
 * The site subset's rule. Declared after the dynamic-subset rules of the same family, it is the
 * one the browser tries first for the characters it covers (CSS Fonts: the last matching rule
 * wins), so those never fetch a dynamic-subset file.
 */
export function siteFontFace(url: string, points: readonly number[]): string {
  return `@font-face{font-family:'Pretendard Variable';font-style:normal;font-display:swap;font-weight:45 920;src:url(${url}) format('woff2-variations');unicode-range:${unicodeRange(points)}}`;
}
