import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test, vi } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { UPLOAD_QUOTA } from '../../../contract/limits';
import { API_MESSAGES } from '../../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../../contract/site';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/database';
import {
  createTestApp,
  describeEachDatabase,
  openForSuite,
  openTestDatabase,
  TEST_SCRYPT,
  type TestApp,
} from '../helpers';
import { captureLog } from '../support/logCapture';
import { applicationForm } from '../support/staff';
import { KB, limits } from '../support/uploadLimits';

/** A résumé of 100 KB: the multipart body is about its size, so the quotas below are simple. */
const RESUME = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(100 * KB - 9, 0x20)]);

/** The body as a browser sends it: with its Content-Length, which the quotas admit it by. */
async function bigApplication() {
  const form = applicationForm({ resume: 'placeholder.pdf' });
  form.set('resume', new Blob([new Uint8Array(RESUME)]), '이력서.pdf');
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return {
    payload: body,
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      'content-length': String(body.length),
    },
  };
}

async function apply(t: TestApp, address: string) {
  return t.app.inject({
    method: 'POST',
    url: JOB_APPLICATION_API,
    ...(await bigApplication()),
    remoteAddress: address,
  });
}

async function storedBytes(t: TestApp): Promise<number> {
  const [row] = await t.db.query<{ bytes: number }>(
    'SELECT COALESCE(sum(size), 0)::int AS bytes FROM job_application_files',
  );
  return row?.bytes ?? 0;
}

describeEachDatabase('upload quotas on %s', (kind) => {
  const t = openForSuite(() =>
    createTestApp(kind, {
      // Three applications per address an hour, five for the site.
      config: { uploads: limits({ bytesPerHourPerAddress: 350 * KB, bytesPerHour: 550 * KB }) },
    }),
  );

  test('one address stores up to its hourly bytes, then 507 in Korean; the site stops at its own', async () => {
    for (let i = 0; i < 3; i++) expect((await apply(t, '198.51.100.1')).statusCode).toBe(201);
    const refused = await apply(t, '198.51.100.1');
    expect(refused.statusCode).toBe(507);
    expect(refused.json()).toEqual({ detail: API_MESSAGES.uploadQuotaReached });
    expect(await storedBytes(t)).toBe(3 * RESUME.length);

    // Another address has its own quota, until the site's is reached.
    expect((await apply(t, '198.51.100.2')).statusCode).toBe(201);
    expect((await apply(t, '198.51.100.2')).statusCode).toBe(201);
    const site = await apply(t, '198.51.100.3');
    expect(site.statusCode).toBe(507);
    expect(site.json()).toEqual({ detail: API_MESSAGES.uploadQuotaReached });
    expect(await storedBytes(t)).toBe(5 * RESUME.length);
  });

  test('refused uploads and other writes are unaffected: a consultation is still accepted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: CONSULTATION_API,
      payload: { consultation_type: 'gift', name: '김상담', phone: '010-1234-5678', content: '' },
      remoteAddress: '198.51.100.1',
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('refused uploads in the log', () => {
  test('a flood of refusals, by the API and the form without JavaScript, logs one warning a second with the count', async () => {
    const { stream, text } = captureLog();
    const t = await createTestApp('pglite', {
      logger: { level: 'info', stream },
      config: { uploads: limits({ freeFloorBytes: Number.MAX_SAFE_INTEGER }) },
    });
    // The clock stands still: every refusal falls in the first second, then one more after it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T00:00:00Z'));
      const refusals = async () => {
        for (let i = 0; i < 6; i++) {
          const viaApi = await apply(t, '198.51.100.9');
          const viaForm = await t.app.inject({
            method: 'POST',
            url: NATIVE_FORM_PATHS.job.action,
            ...(await bigApplication()),
            remoteAddress: '198.51.100.9',
          });
          expect([viaApi.statusCode, viaForm.statusCode]).toEqual([507, 507]);
          // Refused before its body was read: the connection goes, so a trickling sender
          // cannot keep holding it.
          expect(viaApi.headers.connection).toBe('close');
        }
      };
      await refusals();
      vi.setSystemTime(new Date('2026-11-26T00:00:01.500Z'));
      await refusals();
    } finally {
      vi.useRealTimers();
      await t.close();
    }
    const warnings = text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; refused?: number })
      .filter((line) => line.msg === 'upload refused');
    // The first refusal is told at once; the next second's warning counts the eleven held back
    // and itself.
    expect(warnings).toEqual([
      expect.objectContaining({ level: 40, refused: 1, client: '198.51.100.9' }),
      expect.objectContaining({ level: 40, refused: 12, client: '198.51.100.9' }),
    ]);
  });
});

describeEachDatabase('a disk short of space on %s', (kind) => {
  test('below the free-space floor uploads answer 507 and /api/health reports storage failing', async () => {
    const t = await createTestApp(kind, {
      config: { uploads: limits({ freeFloorBytes: Number.MAX_SAFE_INTEGER }) },
    });
    try {
      const refused = await apply(t, '198.51.100.9');
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ detail: API_MESSAGES.storageFull });
      expect(await storedBytes(t)).toBe(0);
      // The form sent without JavaScript gets a page that says so, not the API's JSON.
      const native = await t.app.inject({
        method: 'POST',
        url: NATIVE_FORM_PATHS.job.action,
        ...(await bigApplication()),
      });
      expect(native.statusCode).toBe(507);
      expect(native.headers['content-type']).toMatch(/^text\/html/);
      expect(native.body).toContain(API_MESSAGES.storageFull);
      expect(await storedBytes(t)).toBe(0);
      const health = await t.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ db: 'ok', storage: 'error' });
    } finally {
      await t.close();
    }
  });

  test('disk full while writing is a 507 logged at error level, never a 400, and health fails', async () => {
    const database = await openTestDatabase(kind);
    const noSpace = () =>
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    // The upload's bytes fail to reach the disk (as fsync or a chunk write does when it is full);
    // the database's own writes too (PostgreSQL's disk_full, PGlite's message).
    const full: Database = {
      ...database.db,
      kind: database.db.kind,
      files: { ...database.db.files, prepare: async () => Promise.reject(noSpace()) },
      query: (text, params) =>
        text.startsWith('INSERT INTO consultations')
          ? Promise.reject(
              Object.assign(new Error('could not extend file: No space left on device'), {
                code: '53100',
              }),
            )
          : database.db.query(text, params),
      exec: (text) => database.db.exec(text),
      transaction: (fn) => database.db.transaction(fn),
      close: () => database.db.close(),
    };
    const { stream, text: logText } = captureLog();
    const app = await buildApp({
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: join(tmpdir(), 'no-dist-here'),
      config: { writeLimitPerMinute: 100_000 },
      database: full,
      logger: { level: 'info', stream },
    });
    try {
      expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ storage: 'ok' });
      const upload = await app.inject({
        method: 'POST',
        url: JOB_APPLICATION_API,
        ...(await bigApplication()),
      });
      expect(upload.statusCode).toBe(507);
      expect(upload.json()).toEqual({ detail: API_MESSAGES.storageFull });
      const consultation = await app.inject({
        method: 'POST',
        url: CONSULTATION_API,
        payload: { consultation_type: 'gift', name: '김상담', phone: '010-1234-5678', content: '' },
      });
      expect(consultation.statusCode).toBe(507);
      expect(consultation.json()).toEqual({ detail: API_MESSAGES.storageFull });

      const lines = logText()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { level: number; msg: string });
      const diskFull = lines.filter((line) => line.msg.includes('disk full'));
      expect(diskFull).toHaveLength(2);
      expect(diskFull.every((line) => line.level === 50)).toBe(true);

      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ db: 'ok', storage: 'error' });
      const [row] = await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM job_applications',
      );
      expect(row?.n).toBe(0);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('an upload whose sender hangs up halfway', () => {
  test('gives its slot back at once: the next upload from that address is taken, not 429', async () => {
    const t = await createTestApp('pglite', { config: { uploads: limits({}) } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      // Counts uploads admitted, so the probe below never races the half-sent ones for a slot.
      const guard = t.app.storage;
      const begin = guard.begin.bind(guard);
      let admitted = 0;
      guard.begin = async (...args) => {
        const ticket = await begin(...args);
        admitted += 1;
        return ticket;
      };
      const { payload, headers } = await bigApplication();
      const head = `POST ${JOB_APPLICATION_API} HTTP/1.1\r\nHost: x\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${headers['content-length']}\r\n\r\n`;
      // Every slot of the address, each left halfway: the sender closes its side (FIN). Node's
      // parser calls that a broken request, and the answer used to wait for the request in
      // progress, whose body could never end, until the body watch's 408 (15 s).
      const halfSent = await Promise.all(
        Array.from({ length: UPLOAD_QUOTA.concurrentPerAddress }, async () => {
          const socket = connect(port, '127.0.0.1');
          socket.on('error', () => {});
          await new Promise((resolve) => socket.once('connect', resolve));
          socket.write(head);
          socket.write(payload.subarray(0, payload.length / 2));
          return socket;
        }),
      );
      await expect.poll(() => admitted, { timeout: 10_000 }).toBe(halfSent.length);
      // Both are being read: a third is refused with the busy 429.
      expect((await apply(t, '127.0.0.1')).json()).toEqual({ detail: API_MESSAGES.uploadsBusy });
      for (const socket of halfSent) socket.end();
      const started = Date.now();
      await expect
        .poll(async () => (await apply(t, '127.0.0.1')).statusCode, { timeout: 10_000 })
        .toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      for (const socket of halfSent) socket.destroy();
    } finally {
      await t.close();
    }
  });
});
