import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { CONSULTATION_MESSAGES } from '../../../contract/messages';
import { createMailer } from '../../../server/mailer';
import { createTestApp, describeEachDatabase, openForSuite, type TestApp } from '../helpers';

const request = {
  consultation_type: 'gift',
  name: '  박증여 ',
  phone: '010-1234-5678',
  content: '자녀 증여 관련 상담을 원합니다.',
};

/** A consultation request with `payload` as its body, as the public form posts it. */
function postConsultation(t: TestApp, payload: object) {
  return t.app.inject({ method: 'POST', url: CONSULTATION_API, payload });
}

async function storedCount(t: TestApp) {
  const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consultations');
  return rows[0]?.n;
}

describeEachDatabase('consultations on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  test('a request is stored (trimmed) and answered 201 success with a message', async () => {
    const response = await postConsultation(t, request);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'success',
      message: CONSULTATION_MESSAGES.storedAndNotified,
    });
    const rows = await t.db.query<{ name: string; consultation_type: string; content: string }>(
      'SELECT name, consultation_type, content FROM consultations ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({
      name: '박증여',
      consultation_type: 'gift',
      content: request.content,
    });
  });

  test('content is optional', async () => {
    const { content: _content, ...rest } = request;
    const response = await postConsultation(t, rest);
    expect(response.statusCode).toBe(201);
  });

  test('a filled honeypot gets the same answer and nothing is stored', async () => {
    const before = await storedCount(t);
    const response = await postConsultation(t, { ...request, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json().status).toBe('success');
    expect(await storedCount(t)).toBe(before);
  });

  test.each([
    [{ consultation_type: 'other' }, 'consultation_type', CONSULTATION_MESSAGES.typeRequired],
    [{ name: '   ' }, 'name', CONSULTATION_MESSAGES.nameRequired],
    [{ name: '가'.repeat(31) }, 'name', CONSULTATION_MESSAGES.nameTooLong],
    [{ phone: '' }, 'phone', CONSULTATION_MESSAGES.phoneRequired],
    [{ phone: '0'.repeat(21) }, 'phone', CONSULTATION_MESSAGES.phoneTooLong],
    [{ content: '가'.repeat(2001) }, 'content', CONSULTATION_MESSAGES.contentTooLong],
  ])(
    'invalid %o is 422 with its Korean message and is not stored',
    async (overrides, field, message) => {
      const before = await storedCount(t);
      const response = await postConsultation(t, { ...request, ...overrides });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ detail: message, errors: [{ field, message }] });
      expect(await storedCount(t)).toBe(before);
    },
  );
});

/** `use` on a fresh PGlite app whose mailer sends to staff through 127.0.0.1:`smtpPort`. */
async function withMailingApp(smtpPort: number, use: (t: TestApp) => Promise<void>) {
  const mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: 'site@example.com',
    to: ['staff@example.com'],
  });
  const t = await createTestApp('pglite', { mailer });
  try {
    await use(t);
  } finally {
    mailer.close();
    await t.close();
  }
}

describe('staff notification by e-mail', () => {
  const received: string[] = [];
  let smtp: SMTPServer;
  let smtpPort: number;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  test('a loopback SMTP server receives the notification; the record is marked notified', async () => {
    await withMailingApp(smtpPort, async (t) => {
      const response = await postConsultation(t, request);
      expect(response.statusCode).toBe(201);
      expect(response.json().status).toBe('success');
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('staff@example.com');
      const rows = await t.db.query<{ notified: boolean }>('SELECT notified FROM consultations');
      expect(rows).toEqual([{ notified: true }]);
    });
  });

  test('a refused SMTP connection answers partial_success and the record is still stored', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await withMailingApp(port, async (t) => {
      const response = await postConsultation(t, request);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        status: 'partial_success',
        message: CONSULTATION_MESSAGES.storedNotificationFailed,
      });
      const rows = await t.db.query<{ name: string; notified: boolean }>(
        'SELECT name, notified FROM consultations',
      );
      expect(rows).toEqual([{ name: '박증여', notified: false }]);
    });
  });
});
