import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSULTATION_API } from '../../contract/consultations';
import { API_MESSAGES } from '../../contract/messages';
import { REVIEW_API } from '../../contract/reviews';
import { buildApp } from '../../server/app';
import { openPostgres } from '../../server/db/postgres';
import { createTestApp, openTestDatabase, TEST_DATABASE_URL, type TestApp } from './helpers';

const review = {
  username: '정양도',
  password: 'topsecret',
  title: '양도세 후기',
  content: '내용',
  consultation_type: 'transfer',
};

// One app for the API and site tests (a PGlite costs seconds): a small write budget, a custom
// tile host and a little built site.
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'review'));
  writeFileSync(join(dist, 'index.html'), '<html>shell</html>');
  writeFileSync(join(dist, 'review', 'index.html'), '<html>prerendered review</html>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeFileSync(join(dist, '.env'), 'SECRET=1');
  t = await createTestApp('pglite', {
    distDir: dist,
    config: {
      writeLimitPerMinute: 3,
      mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('errors, limits and headers', () => {
  test('the CSP allows scripts from the site only and images from the map tile host', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-inline[^;]*;.*script|script-src[^;]*unsafe/);
    expect(csp).toMatch(/img-src 'self' data: https:\/\/\*\.tiles\.example\.org/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('malformed JSON is 400, a non-JSON body 415, an oversized body 413 — each with a Korean detail', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: REVIEW_API.list,
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
      remoteAddress: '10.9.0.1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: API_MESSAGES.malformedBody });
    const text = await t.app.inject({
      method: 'POST',
      url: CONSULTATION_API,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
      remoteAddress: '10.9.0.2',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ detail: API_MESSAGES.unsupportedMediaType });
    const large = await t.app.inject({
      method: 'POST',
      url: REVIEW_API.list,
      payload: { ...review, content: 'x'.repeat(200_000) },
      remoteAddress: '10.9.0.3',
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ detail: API_MESSAGES.bodyTooLarge });
  });

  test('unknown API paths and methods are 404 JSON, a broken URL is 400 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['GET', '/api'],
      ['PATCH', REVIEW_API.one(1)],
      ['POST', '/somewhere'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ detail: API_MESSAGES.notFound });
    }
    const broken = await t.app.inject({ url: `${REVIEW_API.list}/%E0%A4%A` });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().detail).toBe('string');
  });

  test('writes are limited per client address; reads are not', async () => {
    const client = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: REVIEW_API.views(1),
        remoteAddress: client,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({ detail: API_MESSAGES.rateLimited });
      }
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
    const other = await t.app.inject({
      method: 'POST',
      url: REVIEW_API.views(1),
      remoteAddress: '10.9.9.10',
    });
    expect(other.statusCode).toBe(404);
    for (let i = 0; i < 5; i++) {
      const read = await t.app.inject({ url: REVIEW_API.list, remoteAddress: client });
      expect(read.statusCode).toBe(200);
    }
  });
});

test('behind a trusted proxy, limits count the forwarded client address', async () => {
  const proxied = await buildApp({
    database: t.db,
    mailer: null,
    distDir: dist,
    config: { trustProxy: 1, writeLimitPerMinute: 2 },
  });
  try {
    const hit = (client: string) =>
      proxied.inject({
        method: 'POST',
        url: REVIEW_API.views(424_242),
        remoteAddress: '10.0.0.1', // the proxy: the same for everyone
        headers: { 'x-forwarded-for': client },
      });
    expect((await hit('203.0.113.7')).statusCode).toBe(404);
    expect((await hit('203.0.113.7')).statusCode).toBe(404);
    expect((await hit('203.0.113.7')).statusCode).toBe(429);
    expect((await hit('198.51.100.3')).statusCode).toBe(404);
  } finally {
    await proxied.close();
  }
});

test('passwords never reach the log, neither from bodies nor from ?password=', async () => {
  let log = '';
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      log += chunk.toString();
      callback();
    },
  });
  const logged = await createTestApp('pglite', { logger: { level: 'debug', stream } });
  try {
    const created = await logged.app.inject({
      method: 'POST',
      url: REVIEW_API.list,
      payload: review,
    });
    const { id } = created.json();
    await logged.app.inject({
      method: 'POST',
      url: REVIEW_API.verify(id),
      payload: { password: 'guess-one' },
    });
    await logged.app.inject({
      method: 'DELETE',
      url: `${REVIEW_API.one(id)}?password=guess-two&x=1`,
    });
    await logged.app.inject({ method: 'DELETE', url: `${REVIEW_API.one(id)}?password=topsecret` });
    expect(log).toContain(`${REVIEW_API.one(id)}?password=[redacted]&x=1`);
    for (const secret of ['topsecret', 'guess-one', 'guess-two']) expect(log).not.toContain(secret);
  } finally {
    await logged.close();
  }
});

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
      '/assets/missing.js',
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/');
    }
  });

  test('without a built site the API still works', async () => {
    const bare = await buildApp({ database: t.db, distDir: join(dist, 'missing'), mailer: null });
    try {
      expect((await bare.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await bare.inject({ url: REVIEW_API.list })).statusCode).toBe(200);
      expect((await bare.inject({ url: '/review' })).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

// Defined only with a PostgreSQL to stop (CI sets TEST_DATABASE_URL); PGlite cannot go away.
if (TEST_DATABASE_URL)
  describe('PostgreSQL going away', () => {
    test('answers 503 with a Korean detail while it is unreachable and recovers without a restart', async () => {
      const target = new URL(TEST_DATABASE_URL as string);
      const sockets = new Set<Socket>();
      const proxy: Server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
      const port = (proxy.address() as AddressInfo).port;
      const down = async () => {
        await new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const socket of sockets) socket.destroy();
          sockets.clear();
        });
      };
      const test = await openTestDatabase('postgres');
      const viaProxy = new URL(TEST_DATABASE_URL as string);
      viaProxy.hostname = '127.0.0.1';
      viaProxy.port = String(port);
      const db = openPostgres(viaProxy.toString(), { schema: test.location });
      const app = await buildApp({ database: db, mailer: null, distDir: join(tmpdir(), 'none') });
      try {
        expect((await app.inject({ url: REVIEW_API.list })).statusCode).toBe(200);
        await down();
        for (const url of [REVIEW_API.list, '/api/health']) {
          const response = await app.inject({ url });
          expect(response.statusCode, url).toBe(503);
          expect(response.json().detail).toBe(API_MESSAGES.unavailable);
        }
        const write = await app.inject({ method: 'POST', url: REVIEW_API.list, payload: review });
        expect(write.statusCode).toBe(503);
        await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
        expect((await app.inject({ url: '/api/health' })).json()).toEqual({
          status: 'ok',
          db: 'ok',
        });
        expect((await app.inject({ url: REVIEW_API.list })).statusCode).toBe(200);
      } finally {
        await app.close();
        await db.close();
        await test.close();
        await new Promise<void>((resolve) =>
          proxy.listening ? proxy.close(() => resolve()) : resolve(),
        );
      }
    });
  });
