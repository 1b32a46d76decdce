// Requests forged from another site: a sign-in refused by its Origin or Sec-Fetch-Site, and a
// change without the session's token or from another site refused with nothing changed.
import type { InjectOptions } from 'fastify';
import { describe, expect, test } from 'vitest';
import { REVIEW_API } from '../../../contract/reviews';
import { STAFF_API, STAFF_CSRF_HEADER, STAFF_MESSAGES } from '../../../contract/staff';
import { describeEachDatabase, openForSuite } from '../helpers';
import {
  addConsultation,
  addReview,
  asStaff,
  auditActions,
  NAME,
  nextClient,
  PASSWORD,
  signedInApp,
} from '../support/staff';

const as = asStaff;

describeEachDatabase('staff sign-in, sessions and forgery on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));

  test('sign-in from another site is refused (Origin, Sec-Fetch-Site)', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: STAFF_API.session,
        payload: { name: NAME, password: PASSWORD },
        headers,
        remoteAddress: nextClient(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: STAFF_MESSAGES.forgedRequest });
    }
    const sameSite = await t.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name: NAME, password: PASSWORD },
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      remoteAddress: nextClient(),
    });
    expect(sameSite.statusCode).toBe(200);
  });

  describe('forged requests → 403 and nothing changed', () => {
    const forgeries: [string, Record<string, string | undefined>][] = [
      ['no token', { [STAFF_CSRF_HEADER]: undefined }],
      ['a wrong token', { [STAFF_CSRF_HEADER]: 'x'.repeat(43) }],
      ['a cross-site Origin', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ];
    test.each(forgeries)('%s', async (_label, headers) => {
      const consultation = await addConsultation(t.app, '위조대상');
      const review = await addReview(t.app, '위조 대상 후기');
      const before = await auditActions(t.app);
      const calls: InjectOptions[] = [
        {
          method: 'PATCH',
          url: STAFF_API.consultation(consultation),
          payload: { status: 'closed' },
        },
        { method: 'POST', url: STAFF_API.reviewHide(review), payload: { reason: '위조' } },
        { method: 'DELETE', url: STAFF_API.review(review) },
        { method: 'DELETE', url: STAFF_API.session },
      ];
      for (const call of calls) {
        const options = as(t.signed, call);
        const merged = Object.fromEntries(
          Object.entries({ ...options.headers, ...headers }).filter(([, v]) => v !== undefined),
        );
        const response = await t.app.inject({ ...options, headers: merged });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json()).toEqual({ detail: STAFF_MESSAGES.forgedRequest });
      }
      expect(await auditActions(t.app)).toEqual(before);
      expect(
        (await t.app.inject(as(t.signed, { url: STAFF_API.consultation(consultation) }))).json(),
      ).toMatchObject({ status: 'new' });
      expect((await t.app.inject({ url: `${REVIEW_API.list}/${review}` })).statusCode).toBe(200);
      expect((await t.app.inject(as(t.signed, { url: STAFF_API.session }))).statusCode).toBe(200);
    });

    test('GET needs no token (reads change nothing)', async () => {
      const response = await t.app.inject({
        url: STAFF_API.consultations,
        headers: { cookie: t.signed.cookie },
      });
      expect(response.statusCode).toBe(200);
    });
  });
});
