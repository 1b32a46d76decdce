// A staff session's life: it ends when idle or past the absolute limit, each request keeps it
// alive, sign-out ends it, and two instances share sessions, sign-out and the sign-in limit.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { STAFF_API, STAFF_LIMITS } from '../../../contract/staff';
import { buildApp } from '../../../server/app';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openForSuite,
  openPostgresSchema,
  TEST_SCRYPT,
  TEST_TOTP_KEY,
  testClock,
} from '../helpers';
import {
  addStaff,
  asStaff,
  auditActions,
  NAME,
  nextClient,
  PASSWORD,
  postSignIn,
  type Signed,
  signedInApp,
  signIn,
} from '../support/staff';

const as = asStaff;

describeEachDatabase('staff sign-in, sessions and forgery on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));

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
