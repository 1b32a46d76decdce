import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

// The console page (vite.staff.config.ts builds it into <dist>/staff/) as the site plugin serves it.
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-console-'));
  mkdirSync(join(dist, 'staff', 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<html>shell</html>');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  writeFileSync(join(dist, 'staff', 'index.html'), '<html>console</html>');
  writeFileSync(join(dist, 'staff', 'assets', 'index-1a2b3c.js'), 'console.log(1)');
  t = await createTestApp('pglite', { distDir: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the staff console page', () => {
  test('/staff and every path below it get the console page, never indexed, with the site’s CSP', async () => {
    for (const url of [
      '/staff',
      '/staff/',
      '/staff/reviews',
      '/staff/reviews?page=2',
      '/staff/a/b',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe('<html>console</html>');
      expect(response.headers['x-robots-tag'], url).toBe('noindex');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      const scriptSrc = /script-src ([^;]*)/.exec(
        String(response.headers['content-security-policy']),
      );
      expect(scriptSrc?.[1], url).not.toContain('unsafe-inline');
    }
  });

  test('its hashed files are immutable; a missing one is a 404, not the page', async () => {
    const asset = await t.app.inject({ url: '/staff/assets/index-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toContain('javascript');
    expect((await t.app.inject({ url: '/staff/assets/missing.js' })).statusCode).toBe(404);
    // A way out of the folder reaches nothing (the router or the plugin redirects or refuses it).
    const outside = await t.app.inject({ url: '/staff/assets/%2e%2e/%2e%2e/.env' });
    expect(outside.statusCode).not.toBe(200);
    expect(outside.body).not.toContain('SECRET');
  });

  test('the public site is unchanged: other paths still redirect to /', async () => {
    for (const url of ['/staffing', '/nope']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/');
    }
  });
});
