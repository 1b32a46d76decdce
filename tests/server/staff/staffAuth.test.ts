// The staff API's gate: sign-in and its limits, sessions and their expiry, sign-out, requests
// forged from another site, secrets kept out of the log, and two instances sharing sessions.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { describe, expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import {
  STAFF_API,
  STAFF_CSRF_HEADER,
  STAFF_LIMITS,
  STAFF_MESSAGES,
} from '../../../contract/staff';
import type { StaffSignInStep } from '../../../contract/staffAccess';
import type { StaffSession } from '../../../contract/staffAnswers';
import { buildApp } from '../../../server/app';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  fieldErrors,
  openForSuite,
  openPostgresSchema,
  TEST_SCRYPT,
  TEST_TOTP_KEY,
  testClock,
} from '../helpers';
import { withLoggedApp } from '../support/logCapture';
import {
  addConsultation,
  addReview,
  addStaff,
  asStaff,
  auditActions,
  NAME,
  nextClient,
  nextCode,
  PASSWORD,
  postCode,
  postSignIn,
  type Signed,
  signedInApp,
  signIn,
  totpKeyOf,
} from '../support/staff';

const as = asStaff;

/** Every staff call the contract names, with a body where one is needed. */
const EVERY_CALL: InjectOptions[] = [
  { method: 'GET', url: STAFF_API.session },
  { method: 'DELETE', url: STAFF_API.session },
  { method: 'GET', url: STAFF_API.consultations },
  { method: 'GET', url: STAFF_API.consultation(1) },
  { method: 'PATCH', url: STAFF_API.consultation(1), payload: { status: 'closed' } },
  { method: 'GET', url: STAFF_API.consultationsCsv },
  { method: 'DELETE', url: STAFF_API.consultation(1) },
  { method: 'GET', url: STAFF_API.applications },
  { method: 'GET', url: STAFF_API.applicationsCsv },
  { method: 'DELETE', url: STAFF_API.application(1) },
  { method: 'GET', url: STAFF_API.application(1) },
  { method: 'PATCH', url: STAFF_API.application(1), payload: { status: 'closed' } },
  { method: 'GET', url: STAFF_API.applicationFile(1, 'resume') },
  { method: 'GET', url: STAFF_API.reviews },
  { method: 'GET', url: STAFF_API.review(1) },
  { method: 'POST', url: STAFF_API.reviewHide(1), payload: { reason: '요청' } },
  { method: 'POST', url: STAFF_API.reviewRestore(1), payload: { reason: '요청' } },
  { method: 'DELETE', url: STAFF_API.review(1) },
  { method: 'GET', url: STAFF_API.audit },
  { method: 'GET', url: '/api/staff/no-such-thing' },
  { method: 'POST', url: '/api/staff/consultations/1/anything' },
];

describeEachDatabase('staff sign-in, sessions and forgery on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));

  test.each(EVERY_CALL)('$method $url without a session → 401 signInRequired', async (call) => {
    const response = await t.app.inject(call);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: STAFF_MESSAGES.signInRequired });
  });

  test('an unknown staff path with a session is a 404; a made-up cookie is still a 401', async () => {
    const known = await t.app.inject(as(t.signed, { url: '/api/staff/no-such-thing' }));
    expect(known.statusCode).toBe(404);
    expect(known.json()).toEqual({ detail: API_MESSAGES.notFound });
    const madeUp = await t.app.inject({
      url: STAFF_API.consultations,
      headers: { cookie: `__Host-staff_session=${'A'.repeat(43)}` },
    });
    expect(madeUp.statusCode).toBe(401);
  });

  test('sign-in sets the HttpOnly, Secure, SameSite=Strict cookie and stores only its hash', async () => {
    const client = nextClient();
    const first = await postSignIn(t.app, { name: ` ${NAME} `, password: PASSWORD }, client);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe('no-store');
    const step = first.json() as StaffSignInStep;
    expect(step).toEqual({ next: 'code', challenge: expect.stringMatching(/^[\w-]{40,}$/) });
    const response = await postCode(
      t.app,
      { challenge: step.challenge, code: nextCode(totpKeyOf(NAME)) },
      client,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json() as StaffSession;
    expect(body.staff).toEqual({ name: NAME, role: 'staff' });
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    const cookies = response.headers['set-cookie'] as string[];
    const cookie = cookies[0] ?? '';
    expect(cookie).toMatch(/^__Host-staff_session=[\w-]{40,}; /);
    expect(cookies[1]).toMatch(/^__Host-staff_device=[\w-]{40,}; Max-Age=7776000; /);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/']) {
      expect(cookie).toContain(attribute);
      expect(cookies[1]).toContain(attribute);
    }
    expect(response.headers['cache-control']).toBe('no-store');
    const id = /^__Host-staff_session=([\w-]+)/.exec(cookie)?.[1] ?? '';
    const stored = await t.db.query<{ id_hash: string }>('SELECT id_hash FROM staff_sessions');
    expect(stored.map((row) => row.id_hash)).not.toContain(id);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.id_hash))).toBe(true);

    const current = await t.app.inject({ url: STAFF_API.session, headers: { cookie } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(body);
  });

  test('a wrong password and an unknown name get the same 401', async () => {
    const wrong = await postSignIn(t.app, { name: NAME, password: 'wrong password!' });
    const unknown = await postSignIn(t.app, { name: '없는사람', password: PASSWORD });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: STAFF_MESSAGES.signInFailed });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  test('sign-in input is checked: 400 with a Korean detail per field', async () => {
    const response = await postSignIn(t.app, { name: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      fieldErrors(
        ['name', STAFF_MESSAGES.nameRequired],
        ['password', STAFF_MESSAGES.passwordRequired],
      ),
    );
  });

  test(`after ${STAFF_LIMITS.signInAttempts} wrong sign-ins the client gets 429, even with the right password; others do not`, async () => {
    const client = nextClient();
    const attempt = (password: string, remoteAddress = client) =>
      postSignIn(t.app, { name: NAME, password }, remoteAddress);
    for (let i = 0; i < STAFF_LIMITS.signInAttempts; i++) {
      expect((await attempt('wrong password!')).statusCode).toBe(401);
    }
    const limited = await attempt(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: STAFF_MESSAGES.signInRateLimited });
    expect((await attempt(PASSWORD, nextClient())).statusCode).toBe(200);
    // The window passes: the limit lifts.
    await t.db.query(
      `UPDATE staff_sign_in_attempts SET attempted_at = now() - make_interval(mins => $1)`,
      [STAFF_LIMITS.signInWindowMinutes + 1],
    );
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  test('parallel wrong guesses see each other: no more than the limit are checked', async () => {
    const client = nextClient();
    const responses = await Promise.all(
      Array.from({ length: 3 * STAFF_LIMITS.signInAttempts }, () =>
        postSignIn(t.app, { name: NAME, password: 'wrong password!' }, client),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(
      STAFF_LIMITS.signInAttempts,
    );
    expect(codes.filter((code) => code !== 401).every((code) => code === 429)).toBe(true);
  });

  // Found from outside: ten parallel sign-ins with the right password (a double click, two tabs)
  // answered 5 × 429 — checks still in flight were counted as wrong ones.
  test('ten parallel sign-ins with the right password all succeed', async () => {
    const client = nextClient();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        postSignIn(t.app, { name: NAME, password: PASSWORD }, client),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
  });

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

  test('sessions expire when idle and after the absolute limit; expired rows are deleted', async () => {
    const idle = await signIn(t.app);
    const busy = await signIn(t.app);
    const hashOf = async (s: Signed) => {
      const { hashSessionId } = await import('../../../server/plugins/staffSession');
      return hashSessionId(s.cookie.split('=')[1] ?? '');
    };
    await t.db.query(
      'UPDATE staff_sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE id_hash = $1',
      [await hashOf(idle), STAFF_LIMITS.sessionIdleMinutes + 1],
    );
    // Used a minute ago but signed in longer ago than the absolute limit.
    await t.db.query(
      `UPDATE staff_sessions SET created_at = now() - make_interval(hours => $2),
         last_seen_at = now() - interval '1 minute' WHERE id_hash = $1`,
      [await hashOf(busy), STAFF_LIMITS.sessionAbsoluteHours],
    );
    for (const session of [idle, busy]) {
      const response = await t.app.inject(as(session, { url: STAFF_API.consultations }));
      expect(response.statusCode).toBe(401);
      const rows = await t.db.query('SELECT 1 FROM staff_sessions WHERE id_hash = $1', [
        await hashOf(session),
      ]);
      expect(rows).toHaveLength(0);
    }
  });

  test('each request moves last_seen_at, so a session in use does not go idle', async () => {
    const s = await signIn(t.app);
    const { hashSessionId } = await import('../../../server/plugins/staffSession');
    const idHash = hashSessionId(s.cookie.split('=')[1] ?? '');
    await t.db.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '20 minutes' WHERE id_hash = $1",
      [idHash],
    );
    expect((await t.app.inject(as(s, { url: STAFF_API.session }))).statusCode).toBe(200);
    const [row] = await t.db.query<{ idle_s: number }>(
      'SELECT EXTRACT(EPOCH FROM now() - last_seen_at)::int AS idle_s FROM staff_sessions WHERE id_hash = $1',
      [idHash],
    );
    expect(row?.idle_s).toBeLessThan(60);
  });

  test('sign-out deletes the session, clears the cookie and is audited', async () => {
    const s = await signIn(t.app);
    const out = await t.app.inject(as(s, { method: 'DELETE', url: STAFF_API.session }));
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^__Host-staff_session=; Max-Age=0; HttpOnly; Secure; SameSite=Strict; Path=\/$/,
    );
    expect((await t.app.inject(as(s, { url: STAFF_API.session }))).statusCode).toBe(401);
    const actions = await auditActions(t.app);
    expect(actions).toContain('signed_in');
    expect(actions.at(-1)).toBe('signed_out');
  });
});

test('passwords, session ids and tokens never reach the log', async () => {
  await withLoggedApp('debug', async (logged, logText) => {
    await addStaff(logged.app);
    const s = await signIn(logged.app);
    await logged.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name: NAME, password: 'a wrong one!' },
    });
    await logged.app.inject(as(s, { url: `${STAFF_API.consultations}?from=2026-01-01` }));
    await logged.app.inject(as(s, { method: 'DELETE', url: STAFF_API.session }));
    expect(logText()).toContain(`${STAFF_API.consultations}?[redacted]`);
    const sessionId = s.cookie.split('=')[1] ?? '';
    for (const secret of [PASSWORD, 'a wrong one!', sessionId, s.csrf]) {
      expect(logText()).not.toContain(secret);
    }
  });
});

// Two instances need a database both can reach: only PostgreSQL (PGlite is single-process).
describePostgres('two instances on one PostgreSQL', () => {
  test('share sessions, sign-out and the sign-in limit', async () => {
    const first = await createTestApp('postgres');
    const second = await buildApp({
      database: openPostgresSchema(first.location),
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: join(tmpdir(), 'none'),
      clock: testClock.now,
      config: { writeLimitPerMinute: 100_000, staffTotpKey: TEST_TOTP_KEY },
    });
    try {
      await addStaff(first.app);
      const s = await signIn(first.app);
      const onSecond = await second.inject(as(s, { url: STAFF_API.session }));
      expect(onSecond.statusCode).toBe(200);
      expect(onSecond.json()).toEqual({
        staff: { name: NAME, role: 'staff' },
        csrfToken: s.csrf,
        readyToPublish: expect.any(Array),
      });
      const out = await second.inject(as(s, { method: 'DELETE', url: STAFF_API.session }));
      expect(out.statusCode).toBe(204);
      expect((await first.app.inject(as(s, { url: STAFF_API.session }))).statusCode).toBe(401);

      const client = nextClient();
      for (let i = 0; i < STAFF_LIMITS.signInAttempts; i++) {
        const response = await [first.app, second][i % 2]?.inject({
          method: 'POST',
          url: STAFF_API.session,
          payload: { name: NAME, password: 'wrong password!' },
          remoteAddress: client,
        });
        expect(response?.statusCode).toBe(401);
      }
      const limited = await postSignIn(first.app, { name: NAME, password: PASSWORD }, client);
      expect(limited.statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
