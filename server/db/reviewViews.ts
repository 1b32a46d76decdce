import { randomBytes } from 'node:crypto';
import type { Database } from './database';
import { reviewCanExist } from './reviews';

/** Marks of recent views (migration 014, decision 192): a re-open inside the window is not counted. */
export function reviewViewsRepository(db: Database) {
  return {
    /** Today's salt (by the database's clock, the same for every instance); earlier days' go. */
    async salt(): Promise<Buffer> {
      await db.query('DELETE FROM review_view_salts WHERE day < current_date');
      const rows = await db.query<{ salt: Uint8Array }>(
        `WITH made AS (
           INSERT INTO review_view_salts (day, salt) VALUES (current_date, $1)
           ON CONFLICT (day) DO NOTHING RETURNING salt
         )
         SELECT salt FROM made
         UNION ALL
         SELECT salt FROM review_view_salts WHERE day = current_date`,
        [randomBytes(32)],
      );
      // A second statement when the first found neither: another instance's salt committed while
      // the insert waited on it, after the first statement's snapshot (READ COMMITTED).
      const salt =
        rows[0]?.salt ??
        (
          await db.query<{ salt: Uint8Array }>(
            'SELECT salt FROM review_view_salts WHERE day = current_date',
          )
        )[0]?.salt;
      if (!salt) throw new Error('no salt for today');
      return Buffer.from(salt);
    },

    /**
     * Raises the visible review's views unless `mark` opened it within `windowSeconds`; the mark
     * and the count change in one statement, so ten opens at once count once. The views after, or
     * undefined when no visible review has the id.
     */
    async count(id: number, mark: Buffer, windowSeconds: number): Promise<number | undefined> {
      if (!reviewCanExist(id)) return undefined;
      const counted = await db.query<{ views: number }>(
        `WITH marked AS (
           INSERT INTO review_view_marks AS m (mark, seen_at) VALUES ($2, now())
           ON CONFLICT (mark) DO UPDATE SET seen_at = now()
             WHERE m.seen_at <= now() - make_interval(secs => $3)
           RETURNING 1
         )
         UPDATE reviews SET views = views + 1
         WHERE id = $1 AND hidden_at IS NULL AND EXISTS (SELECT 1 FROM marked)
         RETURNING views`,
        [id, mark, windowSeconds],
      );
      if (counted[0]) return counted[0].views;
      // A second statement, not a branch of the first: when the mark was just written by an open
      // still committing, the insert waits for it, but the first statement's snapshot predates
      // that commit and would answer the count before it (0 where every other open says 1).
      const rows = await db.query<{ views: number }>(
        'SELECT views FROM reviews WHERE id = $1 AND hidden_at IS NULL',
        [id],
      );
      return rows[0]?.views;
    },

    /** Deletes marks past the window: they no longer decide anything. */
    async purgeExpired(windowSeconds: number): Promise<number> {
      const rows = await db.query<{ mark: Uint8Array }>(
        'DELETE FROM review_view_marks WHERE seen_at <= now() - make_interval(secs => $1) RETURNING mark',
        [windowSeconds],
      );
      return rows.length;
    },
  };
}
export type ReviewViewsRepository = ReturnType<typeof reviewViewsRepository>;
