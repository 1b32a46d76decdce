import { describe, expect, test } from 'vitest';
import { passwordAttemptsRepository } from '../../../server/db/passwordAttempts';
import { describeEachDatabase } from '../helpers';
import { openStaffStorage } from '../support/staffStorage';

// The review password attempts' storage: counting in the windows, settling, purging.

describeEachDatabase('staff storage on %s', (kind) => {
  const database = openStaffStorage(kind);

  describe('password attempts', () => {
    const windows = { windowMinutes: 15, suspectHours: 24, staleAfterSeconds: 30 };

    /** An attempt by `client` on review 5, `minutesAgo`, wrong, right-but-unsettled (null). */
    async function attempt(client: string, minutesAgo: number, wrong: boolean | null) {
      const rows = await database.db.query<{ id: number }>(
        `INSERT INTO password_attempts (review_id, client, wrong, attempted_at)
         VALUES (5, $1, $2, now() - make_interval(secs => $3)) RETURNING id`,
        [client, wrong, minutesAgo * 60],
      );
      return String(rows[0]?.id);
    }

    test("the standing counts the client's wrong ones in the window and the suspect period, everyone's, and its own running checks", async () => {
      const attempts = passwordAttemptsRepository(database.db);
      await attempt('a', 5, true); // in the window
      await attempt('a', 14, true); // in the window
      await attempt('a', 16, true); // past the window, in the suspect period
      await attempt('a', 25 * 60, true); // past the suspect period
      await attempt('b', 5, true); // someone else
      await attempt('a', 0.1, null); // a running check of the same client
      await attempt('a', 1, null); // a check older than 30 s: its process died
      await attempt('b', 0.1, null); // someone else's running check
      const mine = await attempts.start(5, 'a');
      expect(await attempts.standing(5, 'a', mine, windows)).toEqual({
        recentWrong: 2,
        clientWrong: 3,
        reviewWrong: 4,
        ahead: 1,
      });
      expect(await attempts.standing(6, 'a', mine, windows)).toEqual({
        recentWrong: 0,
        clientWrong: 0,
        reviewWrong: 0,
        ahead: 0,
      });
    });

    test('a later check does not count as ahead of an earlier one', async () => {
      const attempts = passwordAttemptsRepository(database.db);
      const first = await attempts.start(5, 'a');
      await attempts.start(5, 'a');
      expect((await attempts.standing(5, 'a', first, windows)).ahead).toBe(0);
    });

    test('a wrong check counts from now; a right one and an abandoned one leave no trace', async () => {
      const attempts = passwordAttemptsRepository(database.db);
      const probe = await attempts.start(5, 'probe');
      const wrong = await attempts.start(5, 'a');
      await database.db.query(
        "UPDATE password_attempts SET attempted_at = now() - interval '20 minutes' WHERE id = $1",
        [wrong],
      );
      await attempts.settle(wrong, true);
      const right = await attempts.start(5, 'a');
      await attempts.settle(right, false);
      const gone = await attempts.start(5, 'a');
      await attempts.abandon(gone);
      expect(await attempts.standing(5, 'a', probe, windows)).toMatchObject({
        recentWrong: 1,
        clientWrong: 1,
        ahead: 0,
      });
      const left = await database.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM password_attempts',
      );
      expect(left[0]?.n).toBe(2);
    });

    test('purging drops attempts older than the given hours and queue turns already past', async () => {
      const attempts = passwordAttemptsRepository(database.db);
      await attempt('a', 3 * 60, true);
      await attempt('a', 60, true);
      await database.db.query(
        `INSERT INTO password_check_queue (review_id, next_check_at) VALUES
           (1, now() - interval '1 minute'), (2, now() + interval '1 minute')`,
      );
      expect(await attempts.purgeOlderThan(2)).toBe(1);
      const queue = await database.db.query<{ review_id: number }>(
        'SELECT review_id FROM password_check_queue',
      );
      expect(queue.map((row) => row.review_id)).toEqual([2]);
      const probe = await attempts.start(5, 'p');
      expect((await attempts.standing(5, 'a', probe, windows)).clientWrong).toBe(1);
    });
  });
});
