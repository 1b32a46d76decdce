import { expect, test } from 'vitest';
import { describePostgres, openTestDatabase } from '../helpers';

// Every statement the server runs reads a page or a batch. A page whose plan the planner costed
// high (an access record's pages summed per row) spent most of a second compiling it with JIT
// before running it in milliseconds (decision 316).
describePostgres("the server's PostgreSQL connections", () => {
  test('run without JIT, on a pooled call and inside a transaction alike', async () => {
    const database = await openTestDatabase('postgres');
    try {
      const pooled = await database.db.query<{ jit: string }>('SHOW jit');
      const inTransaction = await database.db.transaction((tx) =>
        tx.query<{ jit: string }>('SHOW jit'),
      );
      expect([pooled[0]?.jit, inTransaction[0]?.jit]).toEqual(['off', 'off']);
    } finally {
      await database.close();
    }
  });
});
