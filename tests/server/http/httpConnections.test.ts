// Connections: a request during shutdown, CONNECT, bodies that trickle or are refused unread.
import type { AddressInfo } from 'node:net';
import { expect, test, vi } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { BODY_PROGRESS_WINDOW_MS } from '../../../server/connection/slowClients';
import { createTestApp } from '../helpers';
import { parseRaw, rawExchange } from '../support/rawHttp';
import { siteAppForSuite } from '../support/siteApp';

// One app for the file (a PGlite costs seconds): a small write budget, a custom tile host and a
// little built site.
const t = siteAppForSuite();

test('a request that arrives while the server shuts down gets the Korean 503, with every header, and the connection closes', async () => {
  const own = await createTestApp('pglite');
  try {
    let answer: Response | undefined;
    // Runs after the app's own preClose hook, while the server still accepts connections.
    own.app.addHook('preClose', async () => {
      const { port } = own.app.server.address() as AddressInfo;
      answer = await fetch(`http://127.0.0.1:${port}${REVIEW_API.list}`);
    });
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    await own.app.close();
    expect(answer?.status).toBe(503);
    expect(answer?.headers.get('connection')).toBe('close');
    expect(answer?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await answer?.json()).toEqual({ detail: API_MESSAGES.unavailable });
  } finally {
    await own.close().catch(() => {});
  }
});

test('a request answered through inject() before its body was read leaves no body watch behind', async () => {
  // inject()'s socket is a stand-in with no destroy(): a watch kept past the answer threw on it,
  // unhandled, one window later (the first try of decision 167: 3 errors in the full run).
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  try {
    const refused = await t.app.inject({
      method: 'PUT',
      url: REVIEW_API.one(1),
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/json' },
      payload: JSON.stringify({ title: '다른 사이트에서' }),
    });
    expect(refused.statusCode).toBe(403);
    expect(() => vi.advanceTimersByTime(BODY_PROGRESS_WINDOW_MS * 3)).not.toThrow();
  } finally {
    vi.useRealTimers();
  }
});

/** The suite's app on a real socket, for what inject() cannot send: listens once. */

async function listeningPort(): Promise<number> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

test('CONNECT, a tunnel the site does not make, is 405 with the Korean detail, not a dropped socket', async () => {
  const exchange = await rawExchange(await listeningPort(), [
    'CONNECT 127.0.0.1:5432 HTTP/1.1\r\nHost: 127.0.0.1:5432\r\n\r\n',
  ]);
  const answer = parseRaw(exchange.text);
  expect(answer.status).toBe(405);
  expect(JSON.parse(answer.body)).toEqual({ detail: API_MESSAGES.methodNotAllowed });
});

test('an error answered after its whole body was read keeps the connection for the next request', async () => {
  // A fresh app: the suite's own spends 127.0.0.1's small write budget.
  const own = await createTestApp('pglite', {});
  try {
    await own.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = own.app.server.address() as AddressInfo;
    const body = JSON.stringify({ password: '' });
    const exchange = await rawExchange(port, [
      `POST ${REVIEW_API.verify(1)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}GET ${REVIEW_API.list} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    ]);
    expect(exchange.text.match(/HTTP\/1\.1 \d{3} /g)).toEqual(['HTTP/1.1 422 ', 'HTTP/1.1 200 ']);
    expect(parseRaw(exchange.text).headers.connection).toBe('keep-alive');
  } finally {
    await own.close();
  }
});

test('CONNECT pipelined after a request waits for that request to be answered first', async () => {
  const exchange = await rawExchange(await listeningPort(), [
    'GET /review HTTP/1.1\r\nHost: x\r\n\r\nCONNECT 127.0.0.1:5432 HTTP/1.1\r\nHost: x\r\n\r\n',
  ]);
  expect(exchange.text.match(/HTTP\/1\.1 \d{3} /g)).toEqual(['HTTP/1.1 200 ', 'HTTP/1.1 405 ']);
  expect(exchange.text).toContain('prerendered review');
});

test('a GET sent with a body that trickles is answered and its connection closed, not kept for the rest', async () => {
  const exchange = await rawExchange(
    await listeningPort(),
    [
      'GET /api/inheritance-reviews HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n0123456789',
      ...Array.from({ length: 20 }, () => [{ pauseMs: 1_000 }, 'x']).flat(),
    ],
    30_000,
  );
  expect(parseRaw(exchange.text).status).toBe(200);
  expect(exchange.text.match(/HTTP\/1\.1 \d{3} /g)).toHaveLength(1);
  expect(exchange.ms).toBeLessThan(5_000);
});

// Last in the file: it spends the write budget of 127.0.0.1, the address inject() uses.
test('a refusal sent before the body was read closes the connection: a trickle cannot hold it, a broken chunk draws no second answer', async () => {
  const port = await listeningPort();
  const post = () => fetch(`http://127.0.0.1:${port}${REVIEW_API.views(1)}`, { method: 'POST' });
  let refused = await post();
  while (refused.status !== 429) refused = await post();
  const chunkedPut = `PUT ${REVIEW_API.one(1)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
  // The write limit answers at once; the body goes on one byte every 2 s. Kept alive, Node read
  // it to the request timeout (15 min).
  const trickle = [...`{"title":"${'느리게'.repeat(4)}"`].flatMap((char) => [
    char,
    { pauseMs: 2_000 },
  ]);
  const trickled = await rawExchange(port, [`${chunkedPut}40\r\n`, ...trickle], 40_000);
  expect(parseRaw(trickled.text).status).toBe(429);
  expect(parseRaw(trickled.text).headers.connection).toBe('close');
  expect(trickled.text.match(/HTTP\/1\.1 \d{3} /g)).toHaveLength(1);
  // Closed with the answer, long before the body watch's window (15 s) would.
  expect(trickled.ms).toBeLessThan(5_000);
  // A chunk that is no chunk, after the answer: Node's parser took it as a broken request and a
  // 400 followed the 429 on the same connection.
  const broken = await rawExchange(
    port,
    [chunkedPut, { pauseMs: 300 }, 'zz\r\n', { pauseMs: 300 }, 'more junk\r\n\r\n'],
    10_000,
  );
  expect(parseRaw(broken.text).status).toBe(429);
  expect(broken.text.match(/HTTP\/1\.1 \d{3} /g)).toHaveLength(1);
});
