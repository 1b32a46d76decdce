// Pretendard for the site: a subset holding exactly the characters the site's own texts use, cut
// into files by the pages that show them (fontSlices.ts), built at build time from the full
// variable font; every other character keeps Pretendard's dynamic-subset files, which the
// browser loads only when such text appears (reviews, input).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_WEIGHTS } from '../../src/styles/fontWeights';
import { planFontSlices, slicesFor } from './fontSlices';
import { escapeAttribute } from './pageHtml';

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

/** The weight axis kept: the theme's weights, no lighter, no heavier (decision 142). */
export const SITE_WEIGHTS = {
  min: Math.min(...Object.values(FONT_WEIGHTS)),
  max: Math.max(...Object.values(FONT_WEIGHTS)),
};

/**
 * The OpenType features kept, with the glyphs only they reach: those browsers apply by default,
 * and tnum for `font-variant-numeric: tabular-nums`. Pretendard's stylistic sets, fractions,
 * case forms and the rest, which no page asks for, went with their glyphs: printable ASCII alone
 * was 36 KB with them, 15 KB without.
 */
export const SITE_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'curs',
  'tnum',
];

/** The variable font cut down to `points`, its weight axis to SITE_WEIGHTS, its features to SITE_FEATURES. */
export async function subsetFontFile(
  font: Buffer,
  points: readonly number[],
  targetFormat: 'woff2' | 'truetype' = 'woff2',
): Promise<Buffer> {
  return subsetFont(font, String.fromCodePoint(...points), {
    targetFormat,
    keepFeatures: SITE_FEATURES,
    variationAxes: { wght: SITE_WEIGHTS },
  });
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

/** The `font-weight` the dynamic-subset rules declare (Pretendard's `45 920`). */
export function declaredWeight(faces: string): string {
  const weights = new Set([...faces.matchAll(/font-weight:\s*([^;}]+)/g)].map((m) => m[1]?.trim()));
  const [weight, ...others] = weights;
  if (!weight || others.length > 0) {
    throw new Error(`Pretendard's faces declare ${weights.size} weight ranges; expected one`);
  }
  return weight;
}

/**
 * The site subset's rule. Declared after the dynamic-subset rules of the same family, it is the
 * one the browser tries first for the characters it covers (CSS Fonts: the last matching rule
 * wins), so those never fetch a dynamic-subset file. It must declare the same weight as they do
 * (`weight`): Chromium joins only faces of equal descriptors into one family, and with the
 * subset's own 400-800 it chose the dynamic-subset files for every character of the review board
 * (322 KB). Its file's axis holds only SITE_WEIGHTS; a weight beyond is drawn at the nearest end.
 */
export function siteFontFace(url: string, points: readonly number[], weight: string): string {
  return `@font-face{font-family:'Pretendard Variable';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2-variations');unicode-range:${unicodeRange(points)}}`;
}

function hashedName(content: string | Buffer, base: string, extension: string): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  return `assets/${base}-${hash}.${extension}`;
}

/** Every file's text under `dirs`: the messages and copy the site can show besides its pages. */
async function sourceTexts(root: string, dirs: string[]): Promise<string[]> {
  const texts: string[] = [];
  for (const dir of dirs) {
    for (const entry of await readdir(path.join(root, dir), { recursive: true })) {
      // The staff console's texts (contract/staff.ts; its copy lives in staff/, not read here)
      // never reach a public page; the console loads Pretendard's full dynamic subset instead.
      if (/\.tsx?$/.test(entry) && !/(^|\/)staff\.ts$/.test(entry)) {
        texts.push(await readFile(path.join(root, dir, entry), 'utf8'));
      }
    }
  }
  return texts;
}

/** A stylesheet link of index.html and what replaces it in each page (by its index). */
export interface FontSheetSwap {
  tag: string;
  replacementFor: (page: number) => string;
}

/**
 * Pretendard: the prerendered text and every message the site can show come from a subset of
 * the variable font, cut into files by the pages that use each character (fontSlices.ts), applied
 * once the page is hydrated (src/pageFonts.ts fetches the sheet and the files its link lists,
 * then enables it; font-display: swap) so no font holds up LCP. Pretendard's ~90 dynamic-subset
 * @font-face rules stay for characters the site itself never writes (reviews, typed input), in a
 * disabled sheet enabled where such text can appear (src/deferredFonts.ts). The original stylesheet stays on
 * disk: a lazy chunk may still list it as a dependency. Writes the files and sheets into `distDir`.
 */
export async function siteFontSheets(options: {
  root: string;
  distDir: string;
  template: string;
  pagesHtml: string[];
}): Promise<FontSheetSwap[]> {
  const { root, distDir, template } = options;
  const linked = [
    ...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g),
  ];
  const pagePoints = options.pagesHtml.map((html) => siteCodePoints([htmlText(html)]));
  const slices = planFontSlices(
    pagePoints,
    siteCodePoints(await sourceTexts(root, ['contract', 'src/content'])),
  );
  const variable = await readFile(
    path.join(root, 'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2'),
  );
  const files: { url: string; points: number[]; bytes: number }[] = [];
  for (const points of slices) {
    const subset = await subsetFontFile(variable, points);
    const file = hashedName(subset, 'pretendard-site', 'woff2');
    await writeFile(path.join(distDir, file), subset);
    files.push({ url: `/${file}`, points, bytes: subset.length });
  }
  const pageFiles = pagePoints.map((points) =>
    slicesFor(slices, points).flatMap((index) => files[index] ?? []),
  );
  const swaps: FontSheetSwap[] = [];
  for (const [tag, file = ''] of linked) {
    const css = await readFile(path.join(distDir, file), 'utf8');
    if (!css.includes('@font-face')) continue;
    const { rest, faces } = splitFontFaces(css);
    const weight = declaredWeight(faces);
    // Relative font URLs in the moved rules stay valid: the new sheets live beside the old one.
    const site = files.map(({ url, points }) => siteFontFace(url, points, weight)).join('\n');
    const restFile = hashedName(rest, path.basename(file, '.css').replace(/-[^-]+$/, ''), 'css');
    const siteFile = hashedName(site, 'fonts', 'css');
    const moreFile = hashedName(faces, 'fonts-more', 'css');
    await writeFile(path.join(distDir, restFile), rest);
    await writeFile(path.join(distDir, siteFile), site);
    await writeFile(path.join(distDir, moreFile), faces);
    swaps.push({
      tag,
      replacementFor: (page) =>
        [
          tag.replace(`/${file}`, `/${restFile}`),
          // Disabled: not even fetched until src/deferredFonts.ts enables it.
          `<link rel="stylesheet" href="/${moreFile}" disabled data-deferred-fonts>`,
          // Disabled too, so nothing but the HTML is fetched before the first paint (decision
          // 158); src/pageFonts.ts fetches it with the page's files and then enables it.
          `<link rel="stylesheet" href="/${siteFile}" disabled data-fonts="${escapeAttribute(
            (pageFiles[page] ?? []).map(({ url }) => url).join(' '),
          )}">`,
        ].join('\n    '),
    });
  }
  const kb = (bytes: number) => Math.round(bytes / 1024);
  const perPage = pageFiles.map((used) => used.reduce((sum, { bytes }) => sum + bytes, 0));
  console.log(
    `Pretendard subset: ${slices.flat().length} characters in ${files.length} files, ${kb(
      files.reduce((sum, { bytes }) => sum + bytes, 0),
    )} KB woff2; a page downloads ${kb(Math.min(...perPage))}-${kb(Math.max(...perPage))} KB`,
  );
  return swaps;
}
