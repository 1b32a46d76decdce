import { expect, test } from 'vitest';
import { POOL_SIZE, TRANSACTIONS_AT_ONCE } from '../../../server/db/postgres';
import { describePostgres, openTestDatabase } from '../helpers';

describePostgres("the server's PostgreSQL pool", () => {
  test(`forty statements at once share ${POOL_SIZE} connections, pipelined, and all are answered`, async () => {
    const database = await openTestDatabase('postgres');
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          database.db.query<{ pid: number; i: number }>(
            'SELECT pg_backend_pid() AS pid, $1::int AS i, pg_sleep(0.01)',
            [i],
          ),
        ),
      );
      expect(answers.map((rows) => rows[0]?.i)).toEqual(Array.from({ length: 40 }, (_, i) => i));
      expect(new Set(answers.map((rows) => rows[0]?.pid)).size).toBe(POOL_SIZE);
    } finally {
      await database.close();
    }
  });

  test(`eight long transactions at once run ${TRANSACTIONS_AT_ONCE} at a time, and single statements meanwhile are answered at once`, async () => {
    const database = await openTestDatabase('postgres');
    try {
      let running = 0;
      let most = 0;
      const transactions = Array.from({ length: 8 }, (_, i) =>
        database.db.transaction(async (tx) => {
          running += 1;
          most = Math.max(most, running);
          // As long as a 30 MB application's chunks take to write.
          await tx.query('SELECT pg_sleep(0.4)');
          running -= 1;
          return i;
        }),
      );
      const singles = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          await new Promise((wait) => setTimeout(wait, i * 50));
          const started = performance.now();
          await database.db.query('SELECT 1');
          return performance.now() - started;
        }),
      );
      expect(await Promise.all(transactions)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      expect(most).toBe(TRANSACTIONS_AT_ONCE);
      // Behind a transaction they would wait its 0.4 s (or, with every connection taken, miss
      // the statement deadline and be refused).
      expect(Math.max(...singles)).toBeLessThan(300);
    } finally {
      await database.close();
    }
  });
});
