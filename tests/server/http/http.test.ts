// The API's errors, limits and headers, the client address behind a proxy, and text no one types.
import { describe, expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { API_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { buildApp } from '../../../server/app';
import {
  API_CONTENT_SECURITY_POLICY,
  DOCUMENT_ONLY_HEADERS,
} from '../../../server/plugins/security';
import { createTestApp, openForSuite } from '../helpers';
import { siteAppForSuite } from '../support/siteApp';

const review = {
  username: '정양도',
  password: 'topsecret',
  title: '양도세 후기',
  content: '내용',
  consultation_type: 'transfer',
};

// One app for the file (a PGlite costs seconds): a small write budget, a custom tile host and a
// little built site.
const t = siteAppForSuite();

describe('errors, limits and headers', () => {
  test("a page's CSP allows scripts from the site only and images from the map tile host", async () => {
    const response = await t.app.inject({ url: '/review' });
    expect(response.body).toBe('<html>prerendered review</html>');
    const csp = String(response.headers['content-security-policy']);
    // The build's inline script by its hash; nothing else from that file gets in.
    expect(csp).toContain("script-src 'self' 'sha256-AAAA';");
    expect(csp).not.toMatch(/unsafe-inline[^;]*;.*script|script-src[^;]*unsafe/);
    expect(csp).not.toContain('evil.example');
    expect(csp).toMatch(/img-src 'self' data: https:\/\/\*\.tiles\.example\.org/);
    expect(csp).toContain("object-src 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('an API answer, found or not, lets nothing load, run or frame it, and carries no document header', async () => {
    for (const [url, status] of [
      [`${REVIEW_API.list}?page=1&items_per_page=10&sort_order=newest`, 200],
      [`${REVIEW_API.list}/999999`, 404],
      ['/api/no-such-call', 404],
    ] as const) {
      const response = await t.app.inject({ url, remoteAddress: '10.9.0.40' });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-security-policy'], url).toBe(API_CONTENT_SECURITY_POLICY);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['strict-transport-security'], url).toContain('max-age=');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['cache-control'], url).toBe('no-store');
      for (const name of DOCUMENT_ONLY_HEADERS) {
        if (name === 'content-security-policy' || name === 'x-frame-options') continue;
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // A URL Fastify cannot decode never reaches a route: its 400 is an API answer still.
    const malformed = await t.app.inject({ url: '/api/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().detail).toBe(API_MESSAGES.malformedBody);
    expect(malformed.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    // A page keeps all of them, and may be kept while it revalidates.
    const page = await t.app.inject({ url: '/review' });
    for (const name of DOCUMENT_ONLY_HEADERS) expect(page.headers[name], name).toBeDefined();
    expect(page.headers['cache-control']).not.toBe('no-store');
    const badPage = await t.app.inject({ url: '/%E0%A4%A' });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.headers['content-security-policy']).toContain("default-src 'self'");
  });

  test('malformed JSON is 400, a non-JSON body 415, an oversized body 413 — each with a Korean detail', async () => {
    for (const [request, status, detail] of [
      [
        {
          url: REVIEW_API.list,
          headers: { 'content-type': 'application/json' },
          payload: '{"username": ',
          remoteAddress: '10.9.0.1',
        },
        400,
        API_MESSAGES.malformedBody,
      ],
      [
        {
          url: CONSULTATION_API,
          headers: { 'content-type': 'text/plain' },
          payload: 'hello',
          remoteAddress: '10.9.0.2',
        },
        415,
        API_MESSAGES.unsupportedMediaType,
      ],
      [
        {
          // Multipart is read only by the routes that take files (the plugin is scoped to them).
          url: REVIEW_API.list,
          headers: { 'content-type': 'multipart/form-data; boundary=X' },
          payload:
            '--X\r\ncontent-disposition: form-data; name="username"\r\n\r\n김상속\r\n--X--\r\n',
          remoteAddress: '10.9.0.4',
        },
        415,
        API_MESSAGES.unsupportedMediaType,
      ],
      [
        {
          url: REVIEW_API.list,
          payload: { ...review, content: 'x'.repeat(200_000) },
          remoteAddress: '10.9.0.3',
        },
        413,
        API_MESSAGES.bodyTooLarge,
      ],
    ] as const) {
      const response = await t.app.inject({ method: 'POST', ...request });
      expect(response.statusCode, request.remoteAddress).toBe(status);
      expect(response.json()).toEqual({ detail });
    }
  });

  test('unknown API paths are 404 JSON, a broken URL is 400 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/nothing'],
      ['GET', '/api'],
      ['DELETE', '/api/inheritance-reviews/1/nothing'],
      ['PATCH', '/api/inheritance-reviews/'],
      ['POST', '/somewhere'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers.allow, `${method} ${url}`).toBeUndefined();
      expect(response.json()).toEqual({ detail: API_MESSAGES.notFound });
    }
    const broken = await t.app.inject({ url: `${REVIEW_API.list}/%E0%A4%A` });
    expect(broken.statusCode).toBe(400);
    expect(typeof broken.json().detail).toBe('string');
  });

  test('an API path asked with a method it does not have is 405 with the ones it has', async () => {
    for (const [method, url, allow] of [
      ['PATCH', REVIEW_API.one(1), 'GET, PUT, DELETE, HEAD'],
      ['POST', `${REVIEW_API.one(1)}?x=1`, 'GET, PUT, DELETE, HEAD'],
      ['DELETE', REVIEW_API.list, 'GET, POST, HEAD'],
      ['GET', REVIEW_API.views(1), 'POST'],
      ['GET', CONSULTATION_API, 'POST'],
      ['OPTIONS', CONSULTATION_API, 'POST'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(405);
      expect(response.headers.allow, `${method} ${url}`).toBe(allow);
      expect(response.json()).toEqual({ detail: API_MESSAGES.methodNotAllowed });
    }
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
    distDir: t.dist,
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

describe('text no one types', () => {
  const t = openForSuite(() => createTestApp('pglite'));

  test('forbidden characters anywhere in a body — unknown fields and keys too — are a Korean 422; bytes that are not UTF-8 a 400', async () => {
    const valid = {
      consultation_type: 'gift',
      name: '홍길동',
      phone: '010-1234-5678',
      content: '',
    };
    for (const body of [
      { ...valid, extra: { nested: '\u0000' } },
      { ...valid, '\ud800': 1 },
      { ...valid, name: '홍\u0001길동' },
      { ...valid, name: '\u202e동길홍' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: CONSULTATION_API,
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().detail).toBe(API_MESSAGES.invalidCharacters);
    }
    const notUtf8 = await t.app.inject({
      method: 'POST',
      url: CONSULTATION_API,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([
        Buffer.from('{"consultation_type":"gift","name":"'),
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from('","phone":"010"}'),
      ]),
    });
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json().detail).toBe(API_MESSAGES.malformedBody);
    // Tabs and line breaks are text, not controls.
    const multiline = await t.app.inject({
      method: 'POST',
      url: CONSULTATION_API,
      payload: { ...valid, content: '첫 줄\r\n\t둘째 줄' },
    });
    expect(multiline.statusCode).toBe(201);
  });
});
