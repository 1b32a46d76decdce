import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, openForSuite, type TestApp } from '../helpers';

/** A little built site: a shell, one prerendered page, hashed assets, and files never to serve. */
function writeBuiltSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'review'));
  writeFileSync(join(dist, 'index.html'), '<html>shell</html>');
  writeFileSync(join(dist, 'review', 'index.html'), '<html>prerendered review</html>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(
    join(dist, 'assets', 'mark-1a2b3c.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'csp.json'),
    JSON.stringify({ scriptHashes: ["'sha256-AAAA'", "'unsafe-inline'", 'evil.example'] }),
  );
  return dist;
}

/**
 * One PGlite app for a file's tests, serving a little built site (`dist`), with a small write
 * budget and a custom map tile host; closed and its site removed after the file.
 */
export function siteAppForSuite(): TestApp & { dist: string } {
  return openForSuite(async () => {
    const dist = writeBuiltSite();
    const t = await createTestApp('pglite', {
      distDir: dist,
      config: {
        writeLimitPerMinute: 3,
        mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      },
    });
    return {
      ...t,
      dist,
      close: async () => {
        await t.close();
        rmSync(dist, { recursive: true, force: true });
      },
    };
  });
}
