import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { firstVisit } from '../../bench/firstVisit';
import { FONTS_APPLIED, FONTS_FETCHED } from '../../src/deferredFonts';

// The measure behind the 250 KB first visit (bench/firstVisit.ts, decision 165), judged on a page
// staged to do what a loaded machine did to the site: it goes quiet for well over half a second
// while "hydrating", and again before it fetches its fonts, and before the one more it fetches at
// the first key; after the last mark it still loads something. Playwright's network idle fires
// during the first quiet and stays fired, and any half-second of quiet may come before the next
// step: a measure that ends on either misses files (stop 41's CI counted no fonts). This one must
// count every byte.

const HYDRATED_AFTER_MS = 1_500;
/** Longer than the half-second of quiet that ends a visit: each step comes after one. */
const QUIET_BEFORE_MS = 1_000;
const BYTES = {
  '/ahead.woff2': 30_000,
  '/typed.woff2': 20_000,
  /** Loaded after the fonts are applied (as code behind a scroll would be). */
  '/after.bin': 10_000,
} as const;
/** Each answer is held this long, so a visit ended early leaves it in flight. */
const ANSWER_DELAY_MS = 400;

const PAGE = `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><title>측정 확인</title></head>
<body><p>측정 확인</p>
<script>
  const root = document.documentElement;
  const load = (path) => fetch(path).then((r) => r.arrayBuffer());
  setTimeout(() => {
    root.setAttribute('data-hydrated', '');
    setTimeout(() => load('/ahead.woff2').then(() => root.setAttribute('${FONTS_FETCHED}', '')), ${QUIET_BEFORE_MS});
  }, ${HYDRATED_AFTER_MS});
  addEventListener('keydown', () => {
    setTimeout(() => load('/typed.woff2').then(() => {
      root.setAttribute('${FONTS_APPLIED}', '');
      setTimeout(() => load('/after.bin'), 0);
    }), ${QUIET_BEFORE_MS});
  }, { once: true });
</script></body></html>`;

let server: Server;
let origin = '';

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '/') as keyof typeof BYTES | '/';
    if (path === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
      return;
    }
    const size = BYTES[path];
    if (size === undefined) {
      response.writeHead(404).end();
      return;
    }
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      response.end(Buffer.alloc(size, 1));
    }, ANSWER_DELAY_MS);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

test('a first visit counts what loads after quiet spells: fonts after hydration and at the first key, and what follows', async ({
  browser,
}) => {
  const visit = await firstVisit(browser, `${origin}/`);
  expect(visit.fonts.sort()).toEqual(['/ahead.woff2', '/typed.woff2']);
  expect(visit.hydratedMs).toBeGreaterThanOrEqual(HYDRATED_AFTER_MS);
  // Every body arrived whole, counted once, with the page and the headers besides.
  const bodies = Object.values(BYTES).reduce((sum, bytes) => sum + bytes, 0);
  expect(visit.total).toBeGreaterThan(bodies + PAGE.length);
  expect(visit.total).toBeLessThan(bodies + PAGE.length + 4_000);
});
