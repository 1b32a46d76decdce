import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { createTestApp, type TestApp } from '../helpers';

// A path that is not valid percent-encoding (`GET /%`) never reaches a route: Fastify refuses it
// first. A browser asking for a page gets what any path the site lacks gets, a redirect home
// (decision 200), not JSON; an API client keeps the JSON 400 (decision 304).

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const MALFORMED = ['/%', '/%E0%A4%A', '/success-case/%ff', '/%zz?x=1', '/faq%'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('pglite');
});
afterAll(() => t.close());

describe('a path that cannot be decoded', () => {
  test.each(MALFORMED)(
    '%s asked for by a browser goes home, with the page headers',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url, headers: { accept: BROWSER_ACCEPT } });
        expect(response.statusCode, `${method} ${url}`).toBe(302);
        expect(response.headers.location).toBe('/');
        expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      }
    },
  );

  test("the console's own paths go back to the console", async () => {
    for (const url of ['/staff/%', '/staff/records/%E0%A4%A']) {
      const response = await t.app.inject({ url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe('/staff');
    }
  });

  test('an API client, an API path or a method other than GET keeps the JSON 400', async () => {
    const requests: { method?: 'GET' | 'POST'; url: string; headers?: { accept: string } }[] = [
      ...MALFORMED.map((url) => ({ url })),
      ...MALFORMED.map((url) => ({ url, headers: { accept: 'application/json' } })),
      { url: '/api/%', headers: { accept: BROWSER_ACCEPT } },
      { url: '/api/inheritance-reviews/%E0%A4%A', headers: { accept: BROWSER_ACCEPT } },
      { method: 'POST', url: '/%', headers: { accept: BROWSER_ACCEPT } },
    ];
    for (const request of requests) {
      const response = await t.app.inject(request);
      const name = `${request.method ?? 'GET'} ${request.url} ${request.headers?.accept ?? ''}`;
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toEqual({ detail: API_MESSAGES.malformedBody });
    }
  });
});
