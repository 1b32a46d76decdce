import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INLINE_IMAGE_LIMIT, imageInliner, svgDataUrl } from '../../../server/content/inlineImages';
import type { ContentParts } from '../../../server/content/pageShell';

// Decision 158: the build and a publish put a page's small images into its HTML.

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40">
  <rect width="40" height="40" fill="#090e50"/><text x="4" y="30">상속 & "증여" 100%</text>
</svg>
`;
const WEBP = Buffer.from([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x57, 0x45, 0x42, 0x50]);
const AT_LIMIT =
  `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(INLINE_IMAGE_LIMIT - 50)}</svg>`.padEnd(
    INLINE_IMAGE_LIMIT,
    ' ',
  );

let work: string;
let distDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'inline-images-'));
  distDir = path.join(work, 'dist');
  await mkdir(path.join(distDir, 'images', 'logo'), { recursive: true });
  await writeFile(path.join(distDir, 'images', 'logo', 'compact.svg'), LOGO);
  await writeFile(path.join(distDir, 'images', 'poster.webp'), WEBP);
  await writeFile(path.join(distDir, 'images', 'at-limit.svg'), AT_LIMIT);
  await writeFile(path.join(distDir, 'images', 'over-limit.svg'), `${AT_LIMIT} `);
  await writeFile(path.join(distDir, 'images', 'notes.txt'), 'not an image');
  await writeFile(path.join(distDir, 'images', '사무실 약도.svg'), LOGO);
  // Beside the build, not in it: no path may reach it.
  await writeFile(path.join(work, 'outside.svg'), LOGO);
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const partsWith = (appHtml: string, head = ''): ContentParts => ({
  head,
  appHtml,
  contentScript:
    '<script type="application/json" id="site-content">{"src":"/images/logo/compact.svg"}</script>',
  structuredData: [
    '<script type="application/ld+json">{"logo":"/images/logo/compact.svg"}</script>',
  ],
});

/** The file a data: URL holds. */
function decoded(url: string): Buffer {
  const [meta = '', data = ''] = url.split(/,(.*)/s);
  return meta.endsWith(';base64')
    ? Buffer.from(data, 'base64')
    : Buffer.from(decodeURIComponent(data));
}

const attribute = (html: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(html)?.[1] ?? '';

describe('a page’s small images go into its HTML', () => {
  test('an <img> and a <source> of the same file both hold it, in a URL with no space or quote', async () => {
    const inline = imageInliner(distDir);
    const parts = await inline(
      partsWith(
        '<picture><source media="(max-width: 768px)" srcSet="/images/logo/compact.svg" width="40"/>' +
          '<img src="/images/over-limit.svg" alt="센터"/></picture>' +
          '<img fetchPriority="high" src="/images/logo/compact.svg" alt=""/>',
      ),
    );
    const source = /<source[^>]*>/.exec(parts.appHtml)?.[0] ?? '';
    const image = /<img fetchPriority[^>]*>/.exec(parts.appHtml)?.[0] ?? '';
    for (const url of [attribute(source, 'srcSet'), attribute(image, 'src')]) {
      expect(url.startsWith('data:image/svg+xml,')).toBe(true);
      // A srcset candidate ends at the first space; a quote would end the attribute.
      expect(url).not.toMatch(/[\s"<>&]/);
      expect(decoded(url).toString()).toBe(LOGO.trim());
    }
    // The other attributes are the page's own still.
    expect(source).toContain('media="(max-width: 768px)"');
    expect(image).toContain('alt=""');
  });

  test('a file whose name the page percent-encodes is found by its name', async () => {
    const src = `/images/${encodeURIComponent('사무실 약도.svg')}`;
    const parts = await imageInliner(distDir)(partsWith(`<img src="${src}" alt="약도">`));
    expect(decoded(attribute(parts.appHtml, 'src')).toString()).toBe(LOGO.trim());
  });

  test('a raster image is base64, byte for byte', async () => {
    const parts = await imageInliner(distDir)(partsWith('<img src="/images/poster.webp" alt="">'));
    const url = attribute(parts.appHtml, 'src');
    expect(url.startsWith('data:image/webp;base64,')).toBe(true);
    expect(decoded(url)).toEqual(WEBP);
  });

  test(`up to ${INLINE_IMAGE_LIMIT} bytes is inlined; a byte more stays a file`, async () => {
    const parts = await imageInliner(distDir)(
      partsWith('<img src="/images/at-limit.svg" alt=""><img src="/images/over-limit.svg" alt="">'),
    );
    expect(parts.appHtml).toMatch(/^<img src="data:image\/svg\+xml,/);
    expect(parts.appHtml).toContain('<img src="/images/over-limit.svg" alt="">');
  });

  test('the head’s preload of an inlined image goes; a file’s stays', async () => {
    const head =
      '<title>t</title><link rel="preload" as="image" href="/images/logo/compact.svg" fetchPriority="high"/>' +
      '<link rel="preload" as="image" href="/images/over-limit.svg"/>';
    const parts = await imageInliner(distDir)(
      partsWith(
        '<img src="/images/logo/compact.svg" alt=""><img src="/images/over-limit.svg" alt="">',
        head,
      ),
    );
    expect(parts.head).toBe(
      '<title>t</title><link rel="preload" as="image" href="/images/over-limit.svg"/>',
    );
  });

  test('what is not a small image of the build is left as it was', async () => {
    const appHtml = [
      // A picture kept in the database, which the build does not have.
      '<img src="/images/uploads/abc-640.webp" alt="">',
      '<img src="/images/logo/compact.svg?v=2" alt="">',
      '<img src="/images/../../outside.svg" alt="">',
      '<img src="/images/%2e%2e/%2e%2e/outside.svg" alt="">',
      '<img src="//cdn.example.com/images/logo/compact.svg" alt="">',
      '<img src="https://example.com/images/logo/compact.svg" alt="">',
      '<img src="/images/notes.txt" alt="">',
      '<img src="/images/%E0%A4%A.svg" alt="">',
      // A link to the file is not an image of the page.
      '<a href="/images/logo/compact.svg">로고</a>',
    ].join('');
    const before = partsWith(appHtml);
    const after = await imageInliner(distDir)(before);
    expect(after).toEqual(before);
  });

  test('only the page’s markup changes: its data block and structured data keep the path', async () => {
    const before = partsWith('<img src="/images/logo/compact.svg" alt="">');
    const after = await imageInliner(distDir)(before);
    expect(after.appHtml).not.toContain('/images/logo/compact.svg');
    expect(after.contentScript).toBe(before.contentScript);
    expect(after.structuredData).toEqual(before.structuredData);
  });
});

test('an SVG data URL keeps the characters a URL allows and encodes the rest', () => {
  expect(svgDataUrl(' <svg viewBox="0 0 1 1"><path d="M0,0;"/></svg>\n')).toBe(
    'data:image/svg+xml,%3Csvg%20viewBox=%220%200%201%201%22%3E%3Cpath%20d=%22M0,0;%22/%3E%3C/svg%3E',
  );
});
