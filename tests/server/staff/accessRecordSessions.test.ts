import { describe, expect, test } from 'vitest';
import { STAFF_API, STAFF_MESSAGES, STAFF_SESSION_COOKIE } from '../../../contract/staff';
import { describeEachDatabase } from '../helpers';
import { as, last, openAccessRecordSuite, sessionsOf } from '../support/accessRecords';
import {
  addStaff,
  NAME,
  nextClient,
  nextCode,
  PASSWORD,
  postCode,
  postSignIn,
  signIn,
  totpKeyOf,
} from '../support/staff';

// A staff member's own sessions: listed, ended (recorded), and their cookies.

describeEachDatabase('access records on %s', (kind) => {
  const { t, actor } = openAccessRecordSuite(kind);

  describe('sessions', () => {
    test('a staff member lists and ends their own sessions; the ended one is signed out', async () => {
      const other = await signIn(t.app);
      const mine = await sessionsOf(t.app, t.signed);
      const current = mine.find((s) => s.current);
      const second = mine.find((s) => !s.current);
      expect(current?.id).toBe(t.sessionId);
      expect(second).toBeDefined();
      expect(mine.length).toBeGreaterThanOrEqual(2);

      const revoked = await t.app.inject(
        as(t.signed, { method: 'DELETE', url: STAFF_API.sessionById(second?.id ?? 0) }),
      );
      expect(revoked.statusCode).toBe(204);
      expect(revoked.headers['set-cookie']).toBeUndefined();
      expect((await t.app.inject(as(other, { url: STAFF_API.session }))).statusCode).toBe(401);
      expect((await t.app.inject(as(t.signed, { url: STAFF_API.session }))).statusCode).toBe(200);
      expect(await last(t.app, 'session_revoked')).toMatchObject({
        ...actor(),
        target_type: 'session',
        target_id: second?.id,
      });
    });

    test("another account's session cannot be seen or ended", async () => {
      await addStaff(t.app, '박타인');
      const theirs = await signIn(t.app, '박타인');
      const [their] = await sessionsOf(t.app, theirs);
      const mine = await sessionsOf(t.app, t.signed);
      expect(mine.map((s) => s.id)).not.toContain(their?.id);
      const attempt = await t.app.inject(
        as(t.signed, { method: 'DELETE', url: STAFF_API.sessionById(their?.id ?? 0) }),
      );
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toEqual({ detail: STAFF_MESSAGES.sessionNotFound });
      expect((await t.app.inject(as(theirs, { url: STAFF_API.session }))).statusCode).toBe(200);
    });

    test('ending the current session clears the cookie', async () => {
      const s = await signIn(t.app);
      const current = (await sessionsOf(t.app, s)).find((x) => x.current);
      const response = await t.app.inject(
        as(s, { method: 'DELETE', url: STAFF_API.sessionById(current?.id ?? 0) }),
      );
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['set-cookie'])).toMatch(
        new RegExp(`^${STAFF_SESSION_COOKIE}=; Max-Age=0;`),
      );
      expect((await t.app.inject(as(s, { url: STAFF_API.session }))).statusCode).toBe(401);
    });

    test('the cookies are __Host- cookies: Secure, Path=/, no Domain', async () => {
      const client = nextClient();
      const first = await postSignIn(t.app, { name: NAME, password: PASSWORD }, client);
      const response = await postCode(
        t.app,
        { challenge: first.json().challenge, code: nextCode(totpKeyOf(NAME)) },
        client,
      );
      const cookies = response.headers['set-cookie'] as string[];
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Host-[\w-]+=[\w-]{40,}; /);
        expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Secure', 'Path=/']));
        expect(cookie).not.toMatch(/Domain=/i);
      }
    });
  });
});
