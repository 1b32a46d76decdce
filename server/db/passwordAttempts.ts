import type { Database } from './database';

export interface AttemptStanding {
  /** This client's wrong guesses on the review in the short window (the per-client limit). */
  recentWrong: number;
  /** This client's wrong guesses on the review in the suspect period. */
  clientWrong: number;
  /** Everyone's wrong guesses on the review in the suspect period (the queue's spacing). */
  reviewWrong: number;
  /** This client's checks of the review started before this one and still running. */
  ahead: number;
}

/**
 * Password attempts on reviews, in the database so every instance shares them. The policy that
 * reads them is server/passwords/passwordGuard.ts.
 */
export function passwordAttemptsRepository(db: Database) {
  return {
    /** Records a check as in flight; returns its id. */
    async start(reviewId: number, client: string): Promise<string> {
      const rows = await db.query<{ id: string | number }>(
        'INSERT INTO password_attempts (review_id, client) VALUES ($1, $2) RETURNING id',
        [reviewId, client],
      );
      return String(rows[0]?.id);
    },

    async standing(
      reviewId: number,
      client: string,
      attemptId: string,
      windows: { windowMinutes: number; suspectHours: number; staleAfterSeconds: number },
    ): Promise<AttemptStanding> {
      const rows = await db.query<{
        recent_wrong: number;
        client_wrong: number;
        review_wrong: number;
        ahead: number;
      }>(
        `SELECT
           count(*) FILTER (WHERE client = $2 AND wrong
                              AND attempted_at > now() - make_interval(mins => $4))::int AS recent_wrong,
           count(*) FILTER (WHERE client = $2 AND wrong)::int AS client_wrong,
           count(*) FILTER (WHERE wrong)::int AS review_wrong,
           count(*) FILTER (WHERE client = $2 AND wrong IS NULL AND id < $3
                              AND attempted_at > now() - make_interval(secs => $6))::int AS ahead
         FROM password_attempts
         WHERE review_id = $1 AND attempted_at > now() - make_interval(hours => $5)`,
        [
          reviewId,
          client,
          attemptId,
          windows.windowMinutes,
          windows.suspectHours,
          windows.staleAfterSeconds,
        ],
      );
      const row = rows[0];
      return {
        recentWrong: row?.recent_wrong ?? 0,
        clientWrong: row?.client_wrong ?? 0,
        reviewWrong: row?.review_wrong ?? 0,
        ahead: row?.ahead ?? 0,
      };
    },

    /**
     * A turn in the review's queue, `spacingMs` after the previous one. Returns how long to wait
     * for it, or null (and takes no turn) when that would be longer than `maxWaitMs`.
     */
    async takeTurn(reviewId: number, spacingMs: number, maxWaitMs: number): Promise<number | null> {
      const rows = await db.query<{ wait_ms: number }>(
        `INSERT INTO password_check_queue AS q (review_id, next_check_at)
         VALUES ($1, now() + make_interval(secs => $2))
         ON CONFLICT (review_id) DO UPDATE
           SET next_check_at = GREATEST(q.next_check_at, now()) + make_interval(secs => $2)
           WHERE GREATEST(q.next_check_at, now()) <= now() + make_interval(secs => $3)
         RETURNING GREATEST(0, EXTRACT(EPOCH FROM (next_check_at - now())) * 1000 - $2 * 1000)::int AS wait_ms`,
        [reviewId, spacingMs / 1000, maxWaitMs / 1000],
      );
      return rows[0] ? rows[0].wait_ms : null;
    },

    /** A right password leaves no trace; a wrong one counts from now. */
    async settle(attemptId: string, wrong: boolean): Promise<void> {
      if (wrong) {
        await db.query(
          'UPDATE password_attempts SET wrong = true, attempted_at = now() WHERE id = $1',
          [attemptId],
        );
      } else {
        await db.query('DELETE FROM password_attempts WHERE id = $1', [attemptId]);
      }
    },

    /** A check that never compared a password (refused, failed) leaves no trace either. */
    async abandon(attemptId: string): Promise<void> {
      await db.query('DELETE FROM password_attempts WHERE id = $1', [attemptId]);
    },

    async purgeOlderThan(hours: number): Promise<number> {
      const rows = await db.query<{ id: string }>(
        'DELETE FROM password_attempts WHERE attempted_at < now() - make_interval(hours => $1) RETURNING id',
        [hours],
      );
      await db.query('DELETE FROM password_check_queue WHERE next_check_at < now()');
      return rows.length;
    },
  };
}
export type PasswordAttemptsRepository = ReturnType<typeof passwordAttemptsRepository>;
