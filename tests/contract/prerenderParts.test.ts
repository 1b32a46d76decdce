import { describe, expect, test } from 'vitest';
import type { Manifest } from '../../scripts/prerender/moduleOrder';
import { pageAssets } from '../../scripts/prerender/pageAssets';
import { pageHtml, pageModulesMeta, withoutScriptFiles } from '../../scripts/prerender/pageHtml';
import { robotsTxt, sitemapXml } from '../../scripts/prerender/sitemap';
import { type ContentParts, fillShell, toShell } from '../../server/content/pageShell';

// The build's prerender step, one concern at a time, on a manifest shaped as Vite and the
// TanStack Router plugin write it.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_vendor'],
    css: ['assets/index-a.css'],
  },
  _vendor: { file: 'assets/vendor-b.js' },
  'src/main.tsx': { file: 'assets/main-c.js', imports: ['_vendor', '_shared'] },
  _shared: { file: 'assets/shared-d.js', css: ['assets/index-a.css', 'assets/shared-d.css'] },
  'src/routes/faq.tsx?tsr-split=component': {
    file: 'assets/faq-e.js',
    imports: ['_shared'],
    css: ['assets/faq-e.css'],
  },
};

describe('what a page loads', () => {
  test('the entry, the app and the route chunks, each once; stylesheets index.html lacks', () => {
    const assets = pageAssets(manifest, ['__root__', '/faq']);
    expect(assets.scripts).toEqual([
      '/assets/index-a.js',
      '/assets/vendor-b.js',
      '/assets/main-c.js',
      '/assets/shared-d.js',
      '/assets/faq-e.js',
    ]);
    // Imports before importers; the entry and the app start themselves.
    expect(assets.evaluateAhead).toEqual([
      '/assets/vendor-b.js',
      '/assets/shared-d.js',
      '/assets/faq-e.js',
    ]);
    expect(assets.styles).toEqual(['/assets/shared-d.css', '/assets/faq-e.css']);
  });

  test('a route without a code-split chunk stops the build (the router plugin renamed its keys)', () => {
    expect(() => pageAssets(manifest, ['__root__', '/job'])).toThrow(
      'No code-split chunk for route /job (looked for src/routes/job.tsx?tsr-split=*).',
    );
    const { 'index.html': _entry, ...noEntry } = manifest;
    expect(() => pageAssets(noEntry, ['__root__'])).toThrow('no entry chunk');
  });
});

describe('a page’s HTML', () => {
  const template =
    '<html><head><title>x</title><script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
    '<link rel="modulepreload" href="/assets/vendor-b.js"></head><body><div id="root"><!--app-html--></div></body></html>';

  test('Vite’s own script and preloads are taken out: the inline script loads the modules', () => {
    expect(withoutScriptFiles(template)).not.toMatch(/<script|modulepreload/);
  });

  test('head, inline script, module list, styles and structured data in their places', () => {
    const html = pageHtml(template, {
      page: {
        pathname: '/faq',
        routeIds: ['__root__', '/faq'],
        title: 'FAQ',
        description: 'd',
        headHtml: '<title>자주 묻는 질문</title>',
        appHtml: '<h1>자주 묻는 질문 & 답</h1><img fetchpriority="high" src="/a.webp">',
        contentScript: '',
      },
      assets: { scripts: ['/a.js', '/b.js'], evaluateAhead: ['/b.js'], styles: ['/s.css'] },
      head: '<title>자주 묻는 질문</title>\n    <meta property="og:title" content="FAQ">',
      structuredData: ['<script type="application/ld+json">{}</script>'],
      inlineScript: 'hold()',
      contentScript: '<script type="application/json" id="site-content">{"firm":{}}</script>',
    });
    expect(html).toContain('<title>자주 묻는 질문</title>');
    expect(html).not.toContain('<title>x</title>');
    expect(html).toContain(
      '<meta name="page-modules" content="/a.js /b.js" data-evaluate-ahead="/b.js" data-after-image="/a.webp">',
    );
    expect(html).toContain('<script>hold()</script>');
    // Route styles, JSON-LD and the content block close the head, after index.html's own links.
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/s\.css">\n\s*<script type="application\/ld\+json">\{\}<\/script>\n\s*<script type="application\/json" id="site-content">\{"firm":\{\}\}<\/script>\n\s*<\/head>/,
    );
    expect(html).toContain('<div id="root"><h1>자주 묻는 질문 & 답</h1>');
  });

  test('the module list is an escaped attribute; no image, or one in the page, is no image to wait for', () => {
    expect(pageModulesMeta(['/a"b&.js'], [], '<p>no image</p>')).toBe(
      '<meta name="page-modules" content="/a&quot;b&amp;.js" data-evaluate-ahead="" data-after-image="">',
    );
    expect(
      pageModulesMeta(
        ['/a.js'],
        [],
        '<img fetchpriority="high" src="data:image/svg+xml,%3Csvg/%3E">',
      ),
    ).toBe('<meta name="page-modules" content="/a.js" data-evaluate-ahead="" data-after-image="">');
  });

  test('the image waited for is the high-priority one, as its attribute holds it; each module ahead is listed', () => {
    const appHtml =
      '<img loading="lazy" src="/images/later.webp"><img fetchpriority="high" src="/images/cases/a.webp?w=640&amp;q=80">';
    expect(pageModulesMeta(['/a.js', '/b.js', '/c.js'], ['/b.js', '/c.js'], appHtml)).toBe(
      '<meta name="page-modules" content="/a.js /b.js /c.js" data-evaluate-ahead="/b.js /c.js" data-after-image="/images/cases/a.webp?w=640&amp;q=80">',
    );
    expect(pageModulesMeta(['/a.js'], [], '<img loading="lazy" src="/images/later.webp">')).toBe(
      '<meta name="page-modules" content="/a.js" data-evaluate-ahead="" data-after-image="">',
    );
  });
});

test('a shell takes every content part, and a new picture becomes the image the scripts wait for', () => {
  const parts = (title: string, src: string): ContentParts => ({
    head: `<title>${title}</title>`,
    appHtml: `<h1>${title}</h1><img fetchpriority="high" src="${src}">`,
    contentScript: `<script type="application/json" id="site-content">{"t":"${title}"}</script>`,
    structuredData: [],
  });
  const built = parts('빌딩 양도', '/images/cases/case-3.svg');
  const page = `<html><head>${built.head}<meta name="page-modules" content="/a.js" data-evaluate-ahead="" data-after-image="/images/cases/case-3.svg">${built.contentScript}</head><body><div id="root">${built.appHtml}</div></body></html>`;
  const shell = toShell(page, built);
  expect(shell).not.toContain('빌딩');
  expect(shell).not.toContain('case-3');
  expect(fillShell(shell, built)).toBe(page);
  const upload = `/images/uploads/${'b'.repeat(64)}-640.webp`;
  const published = fillShell(shell, parts('빌딩 매각', upload));
  expect(published).toContain('<title>빌딩 매각</title>');
  expect(published).toContain(`data-after-image="${upload}"`);
  expect(published).not.toContain('case-3');
});

test('a page built with its picture inlined still takes a published photograph to wait for', () => {
  const parts = (src: string): ContentParts => ({
    head: '<title>빌딩 양도</title>',
    appHtml: `<h1>빌딩 양도</h1><img fetchpriority="high" src="${src}">`,
    contentScript: '<script type="application/json" id="site-content">{}</script>',
    structuredData: [],
  });
  const built = parts('data:image/svg+xml,%3Csvg/%3E');
  const page = `<html><head>${built.head}<meta name="page-modules" content="/a.js" data-evaluate-ahead="" data-after-image="">${built.contentScript}</head><body><div id="root">${built.appHtml}</div></body></html>`;
  const shell = toShell(page, built);
  expect(fillShell(shell, built)).toBe(page);
  const upload = `/images/uploads/${'c'.repeat(64)}-640.webp`;
  expect(fillShell(shell, parts(upload))).toContain(`data-after-image="${upload}"`);
});

test('sitemap and robots name every path under the public address', () => {
  expect(sitemapXml(['/', '/faq'], 'https://tax.example.kr')).toBe(
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '  <url><loc>https://tax.example.kr/</loc></url>\n  <url><loc>https://tax.example.kr/faq</loc></url>\n</urlset>\n',
  );
  expect(robotsTxt('https://tax.example.kr')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://tax.example.kr/sitemap.xml\n',
  );
});
