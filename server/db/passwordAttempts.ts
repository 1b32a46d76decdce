import type { Database } from './database';

export interface AttemptLimit {
  max: number;
  windowMinutes: number;
}

/**
 * Brute-force limit on review passwords, per review and per client address. An attempt is
 * recorded *before* the password is checked and counted together with the earlier ones, so
 * parallel requests (on any instance) can never get more than `max` checks through; a correct
 * password removes its record again, so only wrong attempts count.
 */
export function passwordAttemptsRepository(db: Database) {
  return {
    async reserve(reviewId: number, client: string, limit: AttemptLimit) {
      const inserted = await db.query<{ id: string | number }>(
        'INSERT INTO password_attempts (review_id, client) VALUES ($1, $2) RETURNING id',
        [reviewId, client],
      );
      const id = inserted[0]?.id;
      const counts = await db.query<{ per_review: number; per_client: number }>(
        `SELECT count(*) FILTER (WHERE review_id = $1)::int AS per_review,
                count(*) FILTER (WHERE client = $2)::int AS per_client
         FROM password_attempts
         WHERE (review_id = $1 OR client = $2) AND attempted_at > now() - make_interval(mins => $3)`,
        [reviewId, client, limit.windowMinutes],
      );
      const row = counts[0] ?? { per_review: 0, per_client: 0 };
      const allowed = row.per_review <= limit.max && row.per_client <= limit.max;
      // A refused request never tried a password: it must not extend the lock-out.
      if (!allowed) await this.release(id);
      return { allowed, attemptId: id };
    },

    async release(attemptId: string | number | undefined) {
      if (attemptId === undefined) return;
      await db.query('DELETE FROM password_attempts WHERE id = $1', [attemptId]);
    },

    async purgeOlderThan(minutes: number): Promise<number> {
      const rows = await db.query<{ id: string }>(
        'DELETE FROM password_attempts WHERE attempted_at < now() - make_interval(mins => $1) RETURNING id',
        [minutes],
      );
      return rows.length;
    },
  };
}
export type PasswordAttemptsRepository = ReturnType<typeof passwordAttemptsRepository>;
