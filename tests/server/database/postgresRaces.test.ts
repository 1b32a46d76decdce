import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { PASSWORD_ATTEMPTS, REVIEW_VIEWS } from '../../../contract/limits';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { buildApp } from '../../../server/app';
import { reviewViewsRepository } from '../../../server/db/reviewViews';
import { createTestApp, describePostgres, openPostgresSchema, TEST_SCRYPT } from '../helpers';
import { review } from '../support/concurrency';
import { checkPassword } from '../support/reviewPasswords';

// Races only PostgreSQL can run: two instances on one database, and one session's statement
// waiting on a row another session has written but not yet committed.

// Two instances need a database both can reach: only PostgreSQL (PGlite is single-process).
describePostgres('two instances on one PostgreSQL', () => {
  test('share the wrong-password limit of a client on a review; the owner still gets in', async () => {
    const first = await createTestApp('postgres');
    const secondDb = openPostgresSchema(first.location);
    const second = await buildApp({
      database: secondDb,
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: join(tmpdir(), 'none'),
      config: { writeLimitPerMinute: 100_000 },
    });
    try {
      const created = await first.app.inject({
        method: 'POST',
        url: REVIEW_API.list,
        payload: review,
      });
      const id = created.json().id as number;
      const instances = [first.app, second];
      for (let i = 0; i < PASSWORD_ATTEMPTS.max; i++) {
        const response = await instances[i % 2]?.inject({
          method: 'POST',
          url: REVIEW_API.verify(id),
          payload: { password: `nope-${i}` },
          remoteAddress: '10.70.0.1',
        });
        expect(response?.json()).toEqual({ verified: false });
      }
      for (const app of instances) {
        const response = await checkPassword(app, id, review.password, '10.70.0.1');
        expect(response.statusCode).toBe(429);
        expect(response.json().detail).toBe(REVIEW_MESSAGES.tooManyAttempts);
      }
      for (const app of instances) {
        const owner = await checkPassword(app, id, review.password, '10.70.1.1');
        expect(owner.json().verified).toBe(true);
      }
    } finally {
      await second.close();
      await secondDb.close();
      await first.close();
    }
  });
});

describePostgres('a re-open waiting on an open still committing', () => {
  test('answers the count that open committed, not the one its own statement began with', async () => {
    const t = await createTestApp('postgres');
    try {
      const created = await t.app.inject({ method: 'POST', url: REVIEW_API.list, payload: review });
      const id = created.json().id as number;
      const views = reviewViewsRepository(t.db);
      const mark = Buffer.alloc(32, 1);
      let reopened: Promise<number | undefined> | undefined;
      await t.db.transaction(async (tx) => {
        // The first open, held uncommitted while the second one starts and waits on its mark.
        await tx.query('INSERT INTO review_view_marks (mark) VALUES ($1)', [mark]);
        await tx.query('UPDATE reviews SET views = views + 1 WHERE id = $1', [id]);
        reopened = views.count(id, mark, REVIEW_VIEWS.repeatWindowSeconds);
        for (;;) {
          const waiting = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE '%review_view_marks%'`,
          );
          if ((waiting[0]?.n ?? 0) > 0) break;
        }
      });
      expect(await reopened).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describePostgres("the day's first opens on two instances at once", () => {
  test("each reads the one salt written, not an error, when the other's insert commits while it waits", async () => {
    const t = await createTestApp('postgres');
    try {
      await t.db.query('DELETE FROM review_view_salts');
      const views = reviewViewsRepository(t.db);
      const written = Buffer.alloc(32, 9);
      let salted: Promise<Buffer> | undefined;
      await t.db.transaction(async (tx) => {
        // The other instance's salt, held uncommitted while this one starts and waits on it.
        await tx.query('INSERT INTO review_view_salts (day, salt) VALUES (current_date, $1)', [
          written,
        ]);
        salted = views.salt();
        for (;;) {
          const waiting = await t.db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE wait_event_type = 'Lock' AND query LIKE '%review_view_salts%'`,
          );
          if ((waiting[0]?.n ?? 0) > 0) break;
        }
      });
      expect(await salted).toEqual(written);
    } finally {
      await t.close();
    }
  });
});
