import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { API_MESSAGES, NATIVE_FORM_MESSAGES } from '../../../contract/messages';
import { type BuildAppOptions, buildApp } from '../../../server/app';
import { describeEachDatabase, openTestDatabase, TEST_SCRYPT } from '../helpers';
import { consultationPage, jobPage } from '../support/formPages';
import { multipartWithResume } from '../support/multipart';
import {
  applicant,
  CONSULTATION,
  expectApplicationBack,
  expectConsultationBack,
  JOB,
  PDF,
  typedBody,
} from '../support/nativeFormPosts';
import { stoppable } from '../support/stoppableDatabase';

describeEachDatabase('refusals of forms sent without JavaScript are pages on %s', (kind) => {
  let dist: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let switched: ReturnType<typeof stoppable>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const open = async (config: BuildAppOptions['config'] = {}) =>
    buildApp({
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: dist,
      config: { writeLimitPerMinute: 2, requestsInFlightPerAddress: 100_000, ...config },
      database: switched.db,
    });

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'native-refusals-'));
    for (const [path, html] of [
      ['apply-counsel', consultationPage],
      ['job', jobPage],
    ] as const) {
      mkdirSync(join(dist, path), { recursive: true });
      writeFileSync(join(dist, path, 'index.html'), html);
    }
    database = await openTestDatabase(kind);
    switched = stoppable(database.db, kind, database.location);
    app = await open();
  });
  afterAll(async () => {
    await app.close();
    await switched.db.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  let client = 0;
  /** Each test's posts from an address of their own, so the write limit counts them apart. */
  const nextClient = () => `10.0.${kind === 'pglite' ? 1 : 2}.${++client}`;
  const postConsultation = (
    headers: Record<string, string> = {},
    payload = typedBody,
    url = CONSULTATION,
  ) =>
    app.inject({
      method: 'POST',
      url,
      remoteAddress: headers['x-test-client'] ?? nextClient(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload,
    });
  const postApplication = (headers: Record<string, string> = {}, url: string = JOB) => {
    const { body, contentType } = multipartWithResume(applicant, {
      fileName: '이력서.pdf',
      data: PDF,
    });
    return app.inject({
      method: 'POST',
      url,
      remoteAddress: nextClient(),
      headers: { 'content-type': contentType, ...headers },
      payload: body,
    });
  };

  test('the database stopped: the write limit cannot count, and the form comes back (503), not JSON', async () => {
    switched.stop();
    try {
      const consultation = await postConsultation();
      expect(consultation.statusCode).toBe(503);
      expect(consultation.headers['content-type']).toContain('text/html');
      expect(consultation.body).toContain(API_MESSAGES.unavailable);
      expectConsultationBack(consultation.body);

      const application = await postApplication();
      expect(application.statusCode).toBe(503);
      expect(application.headers['content-type']).toContain('text/html');
      expect(application.body).toContain(API_MESSAGES.unavailable);
      expectApplicationBack(application.body);

      // The JSON API keeps JSON.
      const api = await app.inject({
        method: 'POST',
        url: CONSULTATION_API,
        remoteAddress: nextClient(),
        payload: { consultation_type: 'gift', name: '김증여', phone: '010-1234-5678' },
      });
      expect(api.statusCode).toBe(503);
      expect(api.json()).toEqual({ detail: API_MESSAGES.unavailable });
    } finally {
      switched.start();
    }
    // Back up, the same post goes through.
    expect((await postConsultation()).statusCode).toBe(303);
  });

  test('the database busy: 503 with Retry-After, and the page says when to send again', async () => {
    switched.busy();
    try {
      const response = await postConsultation();
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('1');
      expect(response.body).toContain(API_MESSAGES.busy);
      expect(response.body).toContain(NATIVE_FORM_MESSAGES.retryAfter(503, 1) ?? 'missing');
      expectConsultationBack(response.body);
    } finally {
      switched.start();
    }
  });

  test('the write limit: the post at the limit goes through, the one past it comes back (429)', async () => {
    const headers = { 'x-test-client': nextClient() };
    expect((await postConsultation(headers)).statusCode).toBe(303);
    expect((await postConsultation(headers)).statusCode).toBe(303);
    const past = await postConsultation(headers);
    expect(past.statusCode).toBe(429);
    expect(past.headers['content-type']).toContain('text/html');
    expect(past.body).toContain(API_MESSAGES.rateLimited);
    const seconds = Number(past.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(past.body).toContain(NATIVE_FORM_MESSAGES.retryAfter(429, seconds) ?? 'missing');
    expectConsultationBack(past.body);
  });

  test('a body at the limit is read; one byte past it comes back (413) with the fields before the cut', async () => {
    const limit = app.initialConfig.bodyLimit ?? 0;
    const padded = (size: number) => {
      const head = `${typedBody}&pad=`;
      return head + 'x'.repeat(size - head.length);
    };
    const at = await postConsultation({}, padded(limit));
    expect(at.statusCode).toBe(303);
    const past = await postConsultation({}, padded(limit + 1));
    expect(past.statusCode).toBe(413);
    expect(past.headers['content-type']).toContain('text/html');
    expect(past.body).toContain(API_MESSAGES.bodyTooLarge);
    expect(past.body).toContain(NATIVE_FORM_MESSAGES.retryAfter(413, Number.NaN) ?? 'missing');
    expectConsultationBack(past.body);
  });

  test('another site: both forms answer the page (403), drained, but what that site sent is not shown as typed', async () => {
    const evil = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    const consultation = await postConsultation(evil);
    expect(consultation.statusCode).toBe(403);
    expect(consultation.headers['content-type']).toContain('text/html');
    expect(consultation.body).toContain(API_MESSAGES.crossSite);
    expect(consultation.body).toContain(NATIVE_FORM_MESSAGES.refusedHeading);
    expect(consultation.body).not.toContain('김증여');
    expect(consultation.body).not.toContain(NATIVE_FORM_MESSAGES.valuesKept);
    const application = await postApplication(evil);
    expect(application.statusCode).toBe(403);
    expect(application.body).toContain(API_MESSAGES.crossSite);
    expect(application.body).not.toContain('최지원');
    const api = await postApplication(evil, JOB_APPLICATION_API);
    expect(api.statusCode).toBe(403);
    expect(api.json()).toEqual({ detail: API_MESSAGES.crossSite });
  });

  // A stranger's pass: the database stopped under ten posts at once, bytes no keyboard types,
  // and a multipart body cut short, each refused before the body was read.
  test('ten identical posts at once with the database stopped: ten pages, each with its values', async () => {
    switched.stop();
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => postConsultation()));
      for (const answer of answers) {
        expect(answer.statusCode).toBe(503);
        expectConsultationBack(answer.body);
      }
    } finally {
      switched.start();
    }
  });

  test('NUL bytes and markup in a refused post come back escaped, never as markup', async () => {
    switched.stop();
    try {
      const answer = await postConsultation(
        {},
        `${typedBody}&content=x`.replace('name=', 'name=%00%3Cscript%3Ealert(1)%3C%2Fscript%3E'),
      );
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(answer.body).not.toMatch(/<script/);
    } finally {
      switched.start();
    }
  });

  test('a multipart body cut short, refused before it was read, is still answered with the page', async () => {
    switched.stop();
    try {
      const { body, contentType } = multipartWithResume(applicant, {
        fileName: '이력서.pdf',
        data: PDF,
      });
      const cut = body.subarray(0, body.length - 30);
      const answer = await app.inject({
        method: 'POST',
        url: JOB,
        remoteAddress: nextClient(),
        headers: { 'content-type': contentType },
        payload: cut,
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toContain('name="name" value="최지원"');
    } finally {
      switched.start();
    }
  });

  test('a content type the form never sends comes back (415) as the page', async () => {
    const response = await postConsultation({ 'content-type': 'text/plain' }, 'name=김증여');
    expect(response.statusCode).toBe(415);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(API_MESSAGES.unsupportedMediaType);
    // The job form posted without its enctype: the text fields still come back.
    const job = await app.inject({
      method: 'POST',
      url: JOB,
      remoteAddress: nextClient(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(applicant).toString(),
    });
    expect(job.statusCode).toBe(415);
    expectApplicationBack(job.body);
  });

  describe('over the upload quota', () => {
    let quota: Awaited<ReturnType<typeof buildApp>>;
    beforeAll(async () => {
      quota = await open({
        writeLimitPerMinute: 100_000,
        uploads: {
          bytesPerHourPerAddress: 4096,
          bytesPerHour: 1024 * 1024 * 1024,
          concurrentPerAddress: 2,
          concurrent: 20,
          freeFloorBytes: 0,
        },
      });
    });
    afterAll(() => quota.close());

    test('an upload past the hour’s quota comes back (507) with its text fields', async () => {
      const { body, contentType } = multipartWithResume(applicant, {
        fileName: '이력서.pdf',
        data: Buffer.concat([PDF, Buffer.alloc(8192)]),
      });
      const response = await quota.inject({
        method: 'POST',
        url: JOB,
        headers: { 'content-type': contentType },
        payload: body,
      });
      expect(response.statusCode).toBe(507);
      expect(response.body).toContain(API_MESSAGES.uploadQuotaReached);
      expectApplicationBack(response.body);
    });
  });
});
