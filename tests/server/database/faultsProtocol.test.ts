import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { describe, expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { REVIEW_API } from '../../../contract/reviews';
import { MARKER, slowClients } from '../support/faultScenarios';
import {
  attackedServer,
  expectContractAnswer,
  json,
  review,
  scannedLogs,
} from '../support/faultServers';
import { parseRaw, rawExchange } from '../support/rawHttp';

// Broken HTTP from outside: malformed, unexpected, cut off or trickled requests get the contract's
// answer (or are closed) and leave at most debug lines, while everyone else is answered.

const logsToScan = scannedLogs();

describe('the server on PGlite, attacked from outside', () => {
  const server = attackedServer(logsToScan);

  test('connection-level errors answer the contract: Korean JSON with every security header', async () => {
    const cases: [string, (string | Buffer)[], number, ('site' | 'api')?][] = [
      [
        'bad URL escape',
        ['GET /api/inheritance-reviews/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'],
        400,
        'api',
      ],
      [
        'bad framing',
        ['POST /api/consultations/inheritance HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n'],
        400,
      ],
      [
        'both framings at once',
        [
          'POST /api/consultations/inheritance HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
        ],
        400,
      ],
      [
        'headers too large',
        [`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`],
        431,
      ],
      ['unsupported method', ['BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n'], 405],
      ['not HTTP at all', [Buffer.from([0x16, 0x03, 0x01, 0x00, 0xa5, 0x01, 0x00, 0x00])], 400],
    ];
    for (const [name, chunks, status, headers] of cases) {
      try {
        const { text } = await rawExchange(server.port, chunks, 5_000);
        expectContractAnswer(text, status, headers);
      } catch (error) {
        throw new Error(`${name}: ${(error as Error).message}`);
      }
    }
  });

  test('a good request followed by garbage on one connection gets its own answer, then the error', async () => {
    const created = (await (await fetch(server.base + REVIEW_API.list, json(review))).json()) as {
      id: number;
    };
    const { text } = await rawExchange(
      server.port,
      [`POST ${REVIEW_API.views(created.id)} HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE\r\n\r\n`],
      5_000,
    );
    const [first, second] = text.split(/(?=HTTP\/1\.1 )/);
    expect(parseRaw(first ?? '').status).toBe(200);
    expect(JSON.parse(parseRaw(first ?? '').body)).toEqual({ views: 1 });
    expectContractAnswer(second ?? '', 405);
    await new Promise((done) => setTimeout(done, 100));
    expect(server.output()).toContain(`"url":"${REVIEW_API.views(created.id)}","status":200`);
  });

  test("Expect headers: an unknown one gets the contract's 417, a body over the limit is refused before it is sent", async () => {
    const unknown = await rawExchange(
      server.port,
      ['GET /api/health HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n'],
      5_000,
    );
    expectContractAnswer(unknown.text, 417);
    const tooLarge = await rawExchange(
      server.port,
      [
        `POST ${CONSULTATION_API} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000000\r\nExpect: 100-continue\r\n\r\n`,
      ],
      5_000,
    );
    expect(tooLarge.text).not.toContain('100 Continue');
    expectContractAnswer(tooLarge.text, 413);
  });

  test('clients that disconnect mid-request are logged at most as debug lines', async () => {
    const before = server.output().length;
    const sendAndHangUp = (data: string | Buffer, afterMs: number) =>
      new Promise<void>((resolve) => {
        const socket = connect(server.port, '127.0.0.1', () => {
          socket.write(data);
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, afterMs);
        });
        socket.on('error', () => resolve());
      });
    const body = JSON.stringify({ password: MARKER });
    for (const afterMs of [0, 1, 5, 20, 200]) {
      await sendAndHangUp(
        `POST ${REVIEW_API.verify(1)} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}\u0000garbage`,
        afterMs,
      );
      await sendAndHangUp(
        `POST ${CONSULTATION_API} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"name":"${MARKER}`,
        afterMs,
      );
      await sendAndHangUp(
        `DELETE ${REVIEW_API.one(1)} HTTP/1.1\r\nHost: x\r\n\r\n\u0016\u0003\u0001`,
        afterMs,
      );
      await sendAndHangUp(
        Buffer.concat([
          Buffer.from(`POST ${REVIEW_API.views(1)} HTTP/1.1\r\nHost: x\r\n\r\n`),
          randomBytes(64),
        ]),
        afterMs,
      );
    }
    await new Promise((done) => setTimeout(done, 500));
    const lines = server.output().slice(before).trim().split('\n').filter(Boolean);
    for (const line of lines) expect(JSON.parse(line).level, line).toBeLessThanOrEqual(30);
    expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
  });

  test('trickling headers and bodies are closed with 408 while everyone else is answered', async () => {
    const slow = await slowClients(server);
    for (const ms of slow.othersMs) expect(ms).toBeLessThan(500);
    expect(slow.headers.ms).toBeLessThan(13_000);
    expectContractAnswer(slow.headers.text, 408);
    expect(slow.body.ms).toBeLessThan(25_000);
    expectContractAnswer(slow.body.text, 408);
    expect(slow.chunked.ms).toBeLessThan(25_000);
    expectContractAnswer(slow.chunked.text, 408);
    // Refused at once, then trickled on: the refusal is the one answer, and the socket still goes.
    expect(slow.afterRefusal.ms).toBeLessThan(25_000);
    expect(parseRaw(slow.afterRefusal.text).status).toBe(403);
    expect(slow.afterRefusal.text.match(/HTTP\/1\.1 \d{3} /g)).toHaveLength(1);
  });
});
