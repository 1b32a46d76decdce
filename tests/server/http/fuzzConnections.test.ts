// Fuzzing below the JSON: any bytes in a multipart file name, and any bytes on a raw connection.
import { type AddressInfo, connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { createTestApp, describeEachDatabase, openForSuite, type TestApp } from '../helpers';
import { expectClientSafe, RUNS } from '../support/fuzzInputs';
import { multipartWithResume } from '../support/multipart';

describeEachDatabase('fuzzing multipart file names on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  test('any bytes in a file name: never a 5xx; a stored name is exactly what the database can hold', async () => {
    const nameBytes = fc.oneof(
      fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)),
      fc.string({ unit: 'binary', maxLength: 30 }).map((name) => Buffer.from(`${name}.pdf`)),
      fc.constantFrom(
        Buffer.from('cv\u0000.pdf'),
        Buffer.from([0x63, 0x76, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x64, 0x66]), // CESU surrogate
        Buffer.from('이력서.pdf'),
        Buffer.from(`${'a'.repeat(300)}.pdf`),
      ),
    );
    await fc.assert(
      fc.asyncProperty(nameBytes, async (fileName) => {
        const { body, contentType } = multipartWithResume(
          {
            name: '퍼즈',
            email: 'fuzz@example.com',
            phone: '010-1234-5678',
            position: 'tax-accountant',
            introduction: '소개',
            privacyAgreement: 'true',
          },
          { fileName, data: Buffer.from('%PDF-1.7\n') },
        );
        const response = await t.app.inject({
          method: 'POST',
          url: JOB_APPLICATION_API,
          headers: { 'content-type': contentType },
          payload: body,
        });
        expectClientSafe(response);
      }),
      { numRuns: RUNS / 2 },
    );
  });
});

describe('fuzzing the raw connection', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Sends bytes, half-closes, and collects what comes back until the server closes. */
  function exchange(bytes: Buffer): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      const timer = setTimeout(() => {
        socket.destroy();
        reject(new Error(`still open after 5 s: ${JSON.stringify(bytes.toString('latin1'))}`));
      }, 5_000);
      socket.on('connect', () => socket.end(bytes));
      socket.on('data', (data) => {
        text += data.toString('utf8');
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(text);
      });
    });
  }

  test('any bytes, alone or after a request line: no 5xx, every error answer is Korean JSON', async () => {
    const prefix = fc.constantFrom(
      '',
      'GET / HTTP/1.1\r\n',
      'POST /api/consultations/inheritance HTTP/1.1\r\nHost: x\r\n',
      'GET /api/inheritance-reviews/',
      'PUT /api/inheritance-reviews/1 HTTP/1.1\r\nContent-Length: 5\r\nContent-Type: application/json\r\n\r\n',
    );
    await fc.assert(
      fc.asyncProperty(prefix, fc.uint8Array({ maxLength: 200 }), async (start, junk) => {
        const text = await exchange(Buffer.concat([Buffer.from(start), Buffer.from(junk)]));
        for (const answer of text.split(/(?=HTTP\/1\.1 )/).filter(Boolean)) {
          const status = Number(answer.slice(9, 12));
          expect(status, answer.slice(0, 80)).toBeLessThan(500);
          if (status >= 400) {
            const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
            expect(JSON.parse(body).detail).toMatch(/[가-힣]/);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
