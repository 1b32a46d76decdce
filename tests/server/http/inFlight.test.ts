// One address's requests in progress are bounded (decision 139): a stranger's sixty keep-alive
// connections looping over the review list filled PGlite's queue, and every other visitor's list
// and health check answered 503. Past the bound that address alone gets 429 with Retry-After and
// the Korean detail; others are served, and the slots come back as its requests finish.

import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import { openTestDatabase, TEST_SCRYPT, type TestDatabase } from '../helpers';
import { captureLog } from '../support/logCapture';

const LIST = `${REVIEW_API.list}?page=1&items_per_page=10&sort_order=newest`;
const CAP = 4;
const ATTACKER = '203.0.113.7';
const NEIGHBOUR = '198.51.100.20';

/** While the gate is shut, every statement waits for it to open; `waiting` counts those that do. */
let gateOpened: Promise<void> = Promise.resolve();
let waiting = 0;
let openGate: () => void = () => {};
function shutGate() {
  gateOpened = new Promise((resolve) => {
    openGate = resolve;
  });
}

function gated(db: Database): Database {
  return new Proxy(db, {
    get(target, key, receiver) {
      if (key !== 'query') return Reflect.get(target, key, receiver);
      return async (...args: Parameters<Database['query']>) => {
        waiting += 1;
        await gateOpened;
        waiting -= 1;
        return target.query(...args);
      };
    },
  });
}

describe('requests in progress per address', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  const log = captureLog();

  beforeAll(async () => {
    testDb = await openTestDatabase('pglite');
    app = await buildApp({
      database: gated(testDb.db),
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: join(tmpdir(), 'no-dist-here'),
      logger: { level: 'info', stream: log.stream },
      config: { requestsInFlightPerAddress: CAP },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.close();
  });

  // inject() sends when its answer is first asked for: Promise.resolve asks at once, in order.
  const send = (url: string, remoteAddress: string) =>
    Promise.resolve(app.inject({ url, remoteAddress }));
  const list = (remoteAddress: string) => send(LIST, remoteAddress);

  test('past the bound one address gets 429 at once, another is served, and the slots come back', async () => {
    shutGate();
    const held = Array.from({ length: CAP }, () => list(ATTACKER));
    const refused = await list(ATTACKER);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ detail: API_MESSAGES.tooManyInFlight });

    const neighbour = list(NEIGHBOUR);
    openGate();
    expect((await neighbour).statusCode).toBe(200);
    expect((await Promise.all(held)).map((answer) => answer.statusCode)).toEqual(
      Array(CAP).fill(200),
    );

    // Every slot is free again, refused or answered: the bound is reached once more, not before.
    shutGate();
    const again = Array.from({ length: CAP }, () => list(ATTACKER));
    expect((await list(ATTACKER)).statusCode).toBe(429);
    openGate();
    expect((await Promise.all(again)).map((answer) => answer.statusCode)).toEqual(
      Array(CAP).fill(200),
    );
    const warnings = log
      .text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; address?: string })
      .filter(
        (line) => line.msg === 'request refused: too many requests in progress from one address',
      );
    expect(warnings).toEqual([expect.objectContaining({ level: 40, address: ATTACKER })]);
  });

  test('health checks count too, so a flood cannot hide behind them, but each address has its own bound', async () => {
    shutGate();
    const held = Array.from({ length: CAP }, () => send('/api/health', ATTACKER));
    expect((await list(ATTACKER)).statusCode).toBe(429);
    const neighbours = Array.from({ length: CAP }, () => list(NEIGHBOUR));
    openGate();
    expect((await Promise.all(neighbours)).map((answer) => answer.statusCode)).toEqual(
      Array(CAP).fill(200),
    );
    await Promise.all(held);
  });

  test('a request that is answered gives back its one slot, not more', async () => {
    shutGate();
    const held = Array.from({ length: CAP - 1 }, () => list(ATTACKER));
    // Answered at once (no statement to wait for): its slot is taken and given back once.
    expect((await send('/api/no-such-thing', ATTACKER)).statusCode).toBe(404);
    held.push(list(ATTACKER));
    await until(() => waiting === CAP);
    const past = list(ATTACKER);
    held.push(past);
    try {
      expect(await refusedOrLetIn(past)).toBe(429);
    } finally {
      openGate();
      await Promise.all(held);
    }
  });

  test('a client that goes away before its answer gives its slot back at once', async () => {
    // Over real sockets: a visitor closing the tab mid-request is a socket closed, not a response
    // finished, and the slot must come back then, not when (or if) the answer is written.
    const port = await listening();
    shutGate();
    const abandoned = Array.from({ length: CAP }, () => rawGet(port));
    await until(() => waiting === CAP);
    for (const request of abandoned) request.destroy();
    await until(async () => (await connectionsOpen()) === 0);
    // The gate is still shut: a request past the bound would be refused at once; this one is let
    // in, and waits at the gate like the ones before it did.
    const next = rawGet(port);
    const answer = new Promise<number>((resolve) =>
      next.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      }),
    );
    let refusedEarly = false;
    void answer.then((status) => {
      refusedEarly = status === 429;
    });
    await until(() => waiting === CAP + 1 || refusedEarly);
    expect(refusedEarly).toBe(false);
    openGate();
    expect(await answer).toBe(200);
  });

  async function listening() {
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }
  const connectionsOpen = () =>
    new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
});

/** A GET of the list on a connection of its own. */
function rawGet(port: number) {
  const request = get({ host: '127.0.0.1', port, path: LIST, agent: false });
  request.on('error', () => {});
  return request;
}

/** 429 when refused at once; 'let in' when the request reached the (shut) gate instead. */
async function refusedOrLetIn(request: Promise<{ statusCode: number }>) {
  const before = waiting;
  let status: number | undefined;
  void request.then((answer) => {
    status = answer.statusCode;
  });
  await until(() => status !== undefined || waiting > before);
  return status ?? 'let in';
}

/** Waits, a turn of the event loop at a time, until `done` holds. */
async function until(done: () => boolean | Promise<boolean>) {
  for (let turn = 0; !(await done()); turn++) {
    if (turn > 100_000) throw new Error('never came');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
