// A form refused before its body was read: the answer still reaches a browser that is uploading.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { API_MESSAGES } from '../../../contract/messages';
import { buildApp } from '../../../server/app';
import { LINGER_WINDOW_MS } from '../../../server/connection/lingering';
import { openTestDatabase } from '../helpers';
import { jobPage } from '../support/formPages';
import { multipartWithResume } from '../support/multipart';
import { applicant, JOB, PDF } from '../support/nativeFormPosts';

/**
 * Sends `body` over a real socket in 64 KB writes, as a browser uploads, and resolves with the
 * answer once it has arrived and the whole body was sent; rejects with the socket's error (EPIPE,
 * ECONNRESET), which a browser shows as a network error whatever the answer was.
 */
function upload(
  port: number,
  path: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    let sent = false;
    let answer: { status: number; text: string } | undefined;
    const settle = () => {
      if (sent && answer) resolve(answer);
    };
    const request = httpRequest(
      { port, path, method: 'POST', headers: { ...headers, 'content-length': body.length } },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          answer = { status: response.statusCode ?? 0, text };
          settle();
        });
      },
    );
    request.on('error', reject);
    request.on('finish', () => {
      sent = true;
      settle();
    });
    let offset = 0;
    const write = () => {
      while (offset < body.length) {
        const chunk = body.subarray(offset, offset + 64 * 1024);
        offset += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      request.end();
    };
    write();
  });
}

describe('a refusal sent before the body is read still reaches the client', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let port: number;
  let dist: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'native-linger-'));
    mkdirSync(join(dist, 'job'), { recursive: true });
    writeFileSync(join(dist, 'job', 'index.html'), jobPage);
    database = await openTestDatabase('pglite');
    app = await buildApp({
      mailer: null,
      distDir: dist,
      config: { writeLimitPerMinute: 100_000, requestsInFlightPerAddress: 100_000 },
      database: database.db,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const nineMegabytes = () =>
    multipartWithResume(applicant, {
      fileName: '이력서.pdf',
      data: Buffer.concat([PDF, Buffer.alloc(9 * 1024 * 1024)]),
    });

  test.each([
    ['the page', JOB, 'text/html'],
    ['the API', JOB_APPLICATION_API, 'application/json'],
  ])(
    'a 9 MB upload from another site to %s gets its 403, not a reset',
    async (_name, path, type) => {
      const { body, contentType } = nineMegabytes();
      const answer = await upload(
        port,
        path,
        { 'content-type': contentType, origin: 'https://evil.example' },
        body,
      );
      expect(answer.status).toBe(403);
      expect(answer.text).toContain(type === 'text/html' ? '<html' : '{"detail"');
      expect(answer.text).toContain(API_MESSAGES.crossSite);
    },
  );

  test('a refused body that trickles is answered within seconds, not held to the request timeout', async () => {
    const started = Date.now();
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /job HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\n' +
            'Content-Type: multipart/form-data; boundary=b\r\nContent-Length: 100000\r\n\r\n--b\r\n',
        );
      });
      let answer = '';
      const drip = setInterval(() => socket.writable && socket.write('x'), 500);
      socket.on('data', (chunk) => {
        answer += chunk.toString('utf8');
      });
      socket.on('close', () => {
        clearInterval(drip);
        resolve(answer);
      });
      socket.on('error', reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 403 /);
    expect(text).toContain(API_MESSAGES.crossSite);
    expect(Date.now() - started).toBeLessThan(LINGER_WINDOW_MS * 3);
  });
});
