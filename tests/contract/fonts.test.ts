import { expect, test } from 'vitest';
import {
  htmlText,
  siteCodePoints,
  siteFontFace,
  splitFontFaces,
  unicodeRange,
} from '../../scripts/prerender/fonts';

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
  expect(siteFontFace('/s.woff2', [0x41])).toContain('unicode-range:U+41');
});
