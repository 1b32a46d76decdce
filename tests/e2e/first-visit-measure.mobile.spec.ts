import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { firstVisit } from '../../bench/firstVisit';
import { FONTS_APPLIED, FONTS_FETCHED } from '../../src/deferredFonts';

// The measure behind the 250 KB first visit (bench/firstVisit.ts, decision 165), judged on a page
// staged to do what a loaded machine did to the site: it goes quiet for well over half a second
// while "hydrating", and only then fetches its fonts, one more at the first key. Playwright's
// network idle fires during that quiet and stays fired; a measure that waits for it ends the visit
// before the fonts and counts none of them (stop 41's CI). This one must count every byte.

const HYDRATED_AFTER_MS = 1_500;
const FONT_BYTES = { '/ahead.woff2': 30_000, '/typed.woff2': 20_000 } as const;
/** Each font answer is held this long, so a visit ended early leaves them in flight. */
const FONT_DELAY_MS = 400;

const PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>측정 확인</title></head>
<body><p>측정 확인</p>
<script>
  const root = document.documentElement;
  setTimeout(() => {
    root.setAttribute('data-hydrated', '');
    setTimeout(() => {
      fetch('/ahead.woff2').then((r) => r.arrayBuffer()).then(() => {
        root.setAttribute('${FONTS_FETCHED}', '');
      });
    }, 0);
  }, ${HYDRATED_AFTER_MS});
  addEventListener('keydown', () => {
    fetch('/typed.woff2').then((r) => r.arrayBuffer()).then(() => {
      root.setAttribute('${FONTS_APPLIED}', '');
    });
  }, { once: true });
</script></body></html>`;

let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '/') as keyof typeof FONT_BYTES | '/';
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
      return;
    }
    const size = FONT_BYTES[path];
    if (size === undefined) {
      response.writeHead(404).end();
      return;
    }
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'font/woff2', 'cache-control': 'no-store' });
      response.end(Buffer.alloc(size, 1));
    }, FONT_DELAY_MS);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

test('a first visit counts the fonts fetched after a long quiet hydration and at the first key', async ({
  browser,
}) => {
  const visit = await firstVisit(browser, `${origin}/`);
  expect(visit.fonts.sort()).toEqual(Object.keys(FONT_BYTES).sort());
  expect(visit.hydratedMs).toBeGreaterThanOrEqual(HYDRATED_AFTER_MS);
  // The bodies arrived whole, counted once each, with the page and their headers besides.
  const fontBodies = Object.values(FONT_BYTES).reduce((sum, bytes) => sum + bytes, 0);
  expect(visit.total).toBeGreaterThan(fontBodies + PAGE.length);
  expect(visit.total).toBeLessThan(fontBodies + PAGE.length + 4_000);
});
