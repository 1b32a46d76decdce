import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { REVIEW_API } from '../../../contract/reviews';
import { createTestApp, type TestApp } from '../helpers';
import {
  consultationBody,
  expectClientSafe,
  idSegment,
  RUNS,
  reviewBody,
} from '../support/fuzzInputs';

type Counts = { reviews: number; consultations: number; jobs: number };

async function counts(t: TestApp) {
  const rows = await t.db.query<Counts>(
    `SELECT (SELECT count(*)::int FROM reviews) AS reviews,
            (SELECT count(*)::int FROM consultations) AS consultations,
            (SELECT count(*)::int FROM job_applications) AS jobs`,
  );
  return rows[0] as Counts;
}

describe('fuzzing every endpoint: no 5xx, every 4xx has a Korean detail, nothing stored when rejected', () => {
  let t: TestApp;
  let existing: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const created = await t.app.inject({
      method: 'POST',
      url: REVIEW_API.list,
      payload: {
        username: '퍼즈',
        // Not one of `text`'s constants ('abcd' is): a fuzzed DELETE that guessed it would remove
        // the review rightly, and the count below would call that a failure.
        password: 'fuzz-owner-4c2e',
        title: 't',
        content: 'c',
        consultation_type: 'gift',
      },
    });
    existing = created.json().id;
  });
  afterAll(() => t.close());

  /**
   * Any of `bodies` posted as JSON (or no body) to `url`: a client-safe answer, and `judge` sees
   * the row counts before and after.
   */
  function fuzzJsonPosts(
    url: string,
    bodies: fc.Arbitrary<unknown>,
    judge: (response: LightMyRequestResponse, before: Counts, after: Counts, body: unknown) => void,
  ) {
    return fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const before = await counts(t);
        const response = await t.app.inject({
          method: 'POST',
          url,
          ...(body === undefined
            ? {}
            : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
        });
        expectClientSafe(response);
        judge(response, before, await counts(t), body);
      }),
      { numRuns: RUNS },
    );
  }

  test('POST reviews', () =>
    fuzzJsonPosts(REVIEW_API.list, reviewBody, (response, before, after) => {
      expect(after.reviews).toBe(before.reviews + (response.statusCode === 201 ? 1 : 0));
    }));

  test('review list queries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('page', 'items_per_page', 'sort_order', 'x'),
          fc.string({ unit: 'binary', maxLength: 12 }),
        ),
        async (query) => {
          const response = await t.app.inject({
            url: `${REVIEW_API.list}?${new URLSearchParams(query).toString()}`,
          });
          expectClientSafe(response);
          if (response.statusCode === 200) expect(Array.isArray(response.json().items)).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('review paths with any id, any method, any body', async () => {
    await fc.assert(
      fc.asyncProperty(
        idSegment,
        fc.constantFrom('GET', 'PUT', 'DELETE', 'POST verify', 'POST views'),
        reviewBody,
        async (id, call, body) => {
          const [method, suffix] = call.split(' ') as ['GET' | 'PUT' | 'DELETE' | 'POST', string?];
          const path = `${REVIEW_API.list}/${id}${suffix === 'verify' ? '/verify-password' : suffix === 'views' ? '/views' : ''}`;
          const before = await counts(t);
          const response = await t.app.inject({
            method,
            url: path,
            remoteAddress: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
            ...(method === 'GET' || body === undefined
              ? {}
              : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
          });
          expectClientSafe(response);
          expect((await counts(t)).reviews).toBe(before.reviews);
        },
      ),
      { numRuns: RUNS },
    );
    // The one real review survived all of that.
    expect((await t.app.inject({ url: REVIEW_API.one(existing) })).statusCode).toBe(200);
  });

  test('POST consultations', () =>
    fuzzJsonPosts(CONSULTATION_API, consultationBody, (response, before, after, body) => {
      const stored = after.consultations - before.consultations;
      // A filled honeypot (any non-blank text) is answered like a success and not stored.
      const website =
        typeof body === 'object' && body !== null ? (body as { website?: unknown }).website : '';
      const honeypot = typeof website === 'string' && website.trim() !== '';
      expect(stored).toBe(response.statusCode === 201 && !honeypot ? 1 : 0);
    }));

  test('raw bodies of any bytes and content type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          REVIEW_API.list,
          CONSULTATION_API,
          REVIEW_API.verify(existing),
          JOB_APPLICATION_API,
        ),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data; boundary=b',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
        ),
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.json(),
          fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
        ),
        async (url, contentType, payload) => {
          const before = await counts(t);
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': contentType },
            payload,
          });
          expectClientSafe(response);
          const after = await counts(t);
          if (response.statusCode !== 201) expect(after).toEqual(before);
        },
      ),
      { numRuns: RUNS },
    );
  });

  test('multipart job applications with any fields and files', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(
            'name',
            'email',
            'phone',
            'position',
            'introduction',
            'experience',
            'privacyAgreement',
            'other',
          ),
          fc.oneof(
            fc.string({ unit: 'binary', maxLength: 30 }),
            fc.constantFrom('true', 'a@b.kr', 'tax-accountant'),
          ),
        ),
        fc.option(
          fc.tuple(
            fc.uint8Array({ maxLength: 64 }),
            fc.constantFrom('a.pdf', 'a.docx', 'a.exe', '', 'a.zip'),
          ),
        ),
        async (fields, file) => {
          const before = await counts(t);
          const data = new FormData();
          for (const [key, value] of Object.entries(fields)) data.append(key, value);
          if (file) data.append('resume', new Blob([new Uint8Array(file[0])]), file[1]);
          const response = await t.app.inject({
            method: 'POST',
            url: JOB_APPLICATION_API,
            payload: data,
          });
          expectClientSafe(response);
          const stored = (await counts(t)).jobs - before.jobs;
          expect(stored).toBe(response.statusCode === 201 ? 1 : 0);
        },
      ),
      { numRuns: RUNS / 2 },
    );
  });
});
