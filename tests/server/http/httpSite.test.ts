// The built site as the server hands it out: pages, the app shell, assets and redirects.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { buildApp } from '../../../server/app';
import { DOCUMENT_ONLY_HEADERS } from '../../../server/plugins/security';
import { siteAppForSuite } from '../support/siteApp';

// One app for the file (a PGlite costs seconds): a small write budget, a custom tile host and a
// little built site.
const t = siteAppForSuite();

describe('the built site', () => {
  test('a prerendered page is served for its path, with or without a trailing slash, and never cached stale', async () => {
    for (const url of ['/review', '/review/', '/review?page=2&size=15']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('<html>prerendered review</html>');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  test('a site path without a prerendered file gets the app shell; / gets index.html', async () => {
    for (const url of ['/', '/faq', '/success-case/3', '/job/']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe('<html>shell</html>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  test('hashed assets are immutable for a year; other files are served as files', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    expect((await t.app.inject({ url: '/robots.txt' })).body).toBe('User-agent: *');
    const head = await t.app.inject({ method: 'HEAD', url: '/review' });
    expect(head.statusCode).toBe(200);
  });

  test('hashed scripts, styles and fonts carry no document headers nor validators; pages and SVG keep them', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1a2b3c.js' });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(asset.headers[name], name).toBeUndefined();
    // Of the security headers a page carries, a hashed file keeps exactly these four.
    const page = await t.app.inject({ url: '/review' });
    const kept = Object.keys(t.app.securityHeaders).filter((name) => name in asset.headers);
    expect(kept.sort()).toEqual([
      'cross-origin-resource-policy',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
    ]);
    for (const name of Object.keys(t.app.securityHeaders))
      expect(page.headers[name], name).toBeDefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['strict-transport-security']).toBeDefined();
    for (const name of ['etag', 'last-modified', 'accept-ranges'])
      expect(asset.headers[name], name).toBeUndefined();
    expect(page.headers.etag).toBeDefined();
    const again = await t.app.inject({
      url: '/review',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    for (const url of ['/review', '/assets/mark-1a2b3c.svg', '/favicon.svg']) {
      const kept = await t.app.inject({ url });
      expect(kept.statusCode, url).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS)
        expect(kept.headers[name], `${url} ${name}`).toBeDefined();
    }
  });

  test('an unknown success case redirects to the list of cases', async () => {
    for (const url of ['/success-case/99', '/success-case/abc', '/success-case/1/extra']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/success-case');
    }
  });

  test('every other path redirects to /, including hidden files and traversal attempts', async () => {
    for (const url of [
      '/nope',
      '/.env',
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets',
      '/assetsx/app.js',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/');
    }
  });

  test.each(['/assets/missing.js', '/assets/app-0000.css', '/assets/', '/assets/.hidden'])(
    'a file missing under /assets/ (%s) is 404, never the home page in place of a script',
    async (url) => {
      const missing = await t.app.inject({ url });
      expect([missing.statusCode, missing.headers.location]).toEqual([404, undefined]);
      expect(missing.json()).toEqual({ detail: API_MESSAGES.notFound });
    },
  );

  test('without a built site the API still works', async () => {
    const bare = await buildApp({ database: t.db, distDir: join(t.dist, 'missing'), mailer: null });
    try {
      expect((await bare.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await bare.inject({ url: REVIEW_API.list })).statusCode).toBe(200);
      expect((await bare.inject({ url: '/review' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
