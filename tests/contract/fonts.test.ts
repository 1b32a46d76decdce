import { readFileSync } from 'node:fs';
import { Blob, Face, Feature, Font, Buffer as HbBuffer, shape, Variation } from 'harfbuzzjs';
import { describe, expect, test } from 'vitest';
import {
  declaredWeight,
  htmlText,
  siteCodePoints,
  siteFontFace,
  splitFontFaces,
  subsetFontFile,
  unicodeRange,
} from '../../scripts/prerender/fonts';
import { FONT_WEIGHTS } from '../../src/styles/fontWeights';

test('the site subset holds every character the texts show, printable ASCII, and no whitespace or controls', () => {
  const points = siteCodePoints(['상속 증여\n', '<b>세무</b>', '\u00a0\u200b']);
  const chars = String.fromCodePoint(...points);
  for (const char of '상속증여세무<>/bAz09~') expect(chars).toContain(char);
  expect(chars).not.toMatch(/[\n\u00a0\u200b]/);
  expect(points).toEqual([...points].sort((a, b) => a - b));
});

test('unicode-range folds runs of code points into ranges', () => {
  expect(unicodeRange([0x41, 0x42, 0x43, 0x5a, 0xac00])).toBe('U+41-43, U+5a, U+ac00');
});

test('htmlText keeps what a page shows, not its tags, scripts or styles', () => {
  const text = htmlText(
    '<style>.a{content:"숨김"}</style><h1 class="x">제목</h1><script>var s="스크립트"</script>&amp;',
  );
  expect(text).toContain('제목');
  expect(text).not.toMatch(/숨김|스크립트|class|amp/);
});

test("Pretendard's downloaded faces move out; local fallback faces and other rules stay", () => {
  const css =
    "@font-face{font-family:'Pretendard Variable';src:url(/a.woff2);unicode-range:U+ac00-d7a3}" +
    "@font-face{font-family:'Pretendard Fallback';src:local('Noto Sans CJK KR');size-adjust:98%}" +
    'body{font-family:Pretendard Variable}';
  const { rest, faces } = splitFontFaces(css);
  expect(faces).toContain('/a.woff2');
  expect(rest).toContain('Pretendard Fallback');
  expect(rest).toContain('body{');
  expect(rest).not.toContain('/a.woff2');
  expect(siteFontFace('/s.woff2', [0x41], '45 920')).toContain('unicode-range:U+41');
});

test('the site face declares the weight of the faces it joins, so the browser keeps them one family', () => {
  const faces =
    "@font-face{font-family:'Pretendard Variable';font-weight:45 920;src:url(a.woff2);unicode-range:U+ac00}" +
    "@font-face{font-family:'Pretendard Variable';font-weight: 45 920 ;src:url(b.woff2);unicode-range:U+ac01}";
  expect(declaredWeight(faces)).toBe('45 920');
  expect(siteFontFace('/s.woff2', [0x41], declaredWeight(faces))).toContain('font-weight:45 920;');
  // the fallback draws the text until the file arrives; it is never hidden
  expect(siteFontFace('/s.woff2', [0x41], '45 920')).toContain('font-display:swap;');
  expect(() => declaredWeight(faces.replace('45 920', '400'))).toThrow(/2 weight ranges/);
  expect(() => declaredWeight('')).toThrow(/0 weight ranges/);
});

describe("the site subset's font file", () => {
  const original = readFileSync(
    'node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2',
  );
  const points = siteCodePoints(['상속증여 세무상담 1,234,567원 Tax Law']);

  async function openSubset() {
    // harfbuzz reads TrueType, not woff2: the same cut, in the container it can open.
    const file = await subsetFontFile(original, points, 'truetype');
    const face = new Face(new Blob(file));
    return { face, font: new Font(face) };
  }

  function advances(font: Font, text: string, features: Feature[] = []) {
    const buffer = new HbBuffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    shape(font, buffer, features);
    return buffer.getGlyphPositions().map((position) => position.xAdvance);
  }

  test('covers exactly its characters, with the weight axis cut to the theme weights', async () => {
    const { face } = await openSubset();
    expect([...face.collectUnicodes()].sort((a, b) => a - b)).toEqual(points);
    const weight = face.getAxisInfos().wght;
    expect({ min: weight?.min, max: weight?.max }).toEqual({
      min: Math.min(...Object.values(FONT_WEIGHTS)),
      max: Math.max(...Object.values(FONT_WEIGHTS)),
    });
  });

  test('keeps tabular figures (tnum) and drops the stylistic sets no page asks for', async () => {
    const { face, font } = await openSubset();
    const proportional = advances(font, '1234567890');
    const tabular = advances(font, '1234567890', [new Feature('tnum')]);
    expect(new Set(proportional).size).toBeGreaterThan(1);
    expect(new Set(tabular).size).toBe(1);
    const features = face.getTableFeatureTags('GSUB');
    expect(features).toContain('tnum');
    expect(features.filter((tag) => /^ss\d\d$/.test(tag))).toEqual([]);
  });

  test('draws every theme weight: heavier Latin text is wider (Hangul keeps one advance)', async () => {
    const { font } = await openSubset();
    const width = (weight: number) => {
      font.setVariations([new Variation('wght', weight)]);
      return advances(font, 'Tax Law').reduce((sum, advance) => sum + advance, 0);
    };
    const widths = Object.values(FONT_WEIGHTS).map(width);
    expect(new Set(widths).size).toBe(widths.length);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
  });
});
