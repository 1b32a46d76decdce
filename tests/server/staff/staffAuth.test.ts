// The staff API's gate: every call needs a session, sign-in sets it and counts wrong guesses
// against the client, and passwords, session ids and tokens are kept out of the log.
import type { InjectOptions } from 'fastify';
import { expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import type { StaffSignInStep } from '../../../contract/staffAccess';
import type { StaffSession } from '../../../contract/staffAnswers';
import { describeEachDatabase, fieldErrors, openForSuite } from '../helpers';
import { withLoggedApp } from '../support/logCapture';
import {
  addStaff,
  asStaff,
  NAME,
  nextClient,
  nextCode,
  PASSWORD,
  postCode,
  postSignIn,
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
