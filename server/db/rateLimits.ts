import type { Database } from './database';

/** Fixed-window counters in the database, so every instance sees the same count. */
export function rateLimitsRepository(db: Database) {
  return {
    async hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
      const rows = await db.query<{ hits: number; ttl_ms: number }>(
        `INSERT INTO rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN r.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END,
           window_start = CASE WHEN r.window_start <= now() - make_interval(secs => $2)
                               THEN now() ELSE r.window_start END
         RETURNING hits,
           GREATEST(0, EXTRACT(EPOCH FROM (r.window_start + make_interval(secs => $2) - now())) * 1000)::int AS ttl_ms`,
        [key, windowMs / 1000],
      );
      const row = rows[0];
      return { current: row?.hits ?? 1, ttl: row?.ttl_ms ?? windowMs };
    },

    async purgeExpired(windowMs: number): Promise<number> {
      const rows = await db.query<{ key: string }>(
        'DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => $1) RETURNING key',
        [windowMs / 1000],
      );
      return rows.length;
    },
  };
}
export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
