import { expect, test } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import { describeEachDatabase } from '../helpers';
import { openMigratedBefore } from '../support/unmigrated';

// Migration 023 (decision 319): the day counts kept before it gain a row for "any" of each key,
// and the counts written after it keep those rows, so a filter reads one row a day.
describeEachDatabase('migration 023 on %s', (kind) => {
  test('adds the sums over any status, any type and both to the counts already kept', async () => {
    const t = await openMigratedBefore(kind, '023');
    try {
      await t.db.exec(`INSERT INTO consultations (consultation_type, name, phone, content, created_at, status)
        VALUES ('gift', '가', '010-1234-5678', '내용', '2026-11-05 10:00+09', 'new'),
               ('gift', '나', '010-1234-5678', '내용', '2026-11-05 11:00+09', 'closed'),
               ('transfer', '다', '010-1234-5678', '내용', '2026-11-05 12:00+09', 'new'),
               ('transfer', '라', '010-1234-5678', '내용', '2026-11-06 12:00+09', 'new')`);
      expect(await migrate(t.db)).toContain('023_list_day_counts_any');
      const counts = async () =>
        (
          await t.db.query<{ day: string; k1: string; k2: string; n: number }>(
            `SELECT to_char(DATE '1970-01-01' + day, 'MM-DD') AS day,
                    CASE WHEN k1 = chr(1) THEN '*' ELSE k1 END AS k1,
                    CASE WHEN k2 = chr(1) THEN '*' ELSE k2 END AS k2, n
             FROM list_day_counts WHERE list = 'consultations' AND n <> 0 ORDER BY 1, 2, 3`,
          )
        ).map((row) => `${row.day} ${row.k1} ${row.k2} ${row.n}`);
      expect(await counts()).toEqual([
        '11-05 * * 3',
        '11-05 * gift 2',
        '11-05 * transfer 1',
        '11-05 closed * 1',
        '11-05 closed gift 1',
        '11-05 new * 2',
        '11-05 new gift 1',
        '11-05 new transfer 1',
        '11-06 * * 1',
        '11-06 * transfer 1',
        '11-06 new * 1',
        '11-06 new transfer 1',
      ]);
      // Written after the migration: a status changed moves the count under every key it had.
      await t.db.exec(`UPDATE consultations SET status = 'closed' WHERE name = '라'`);
      expect((await counts()).filter((row) => row.startsWith('11-06'))).toEqual([
        '11-06 * * 1',
        '11-06 * transfer 1',
        '11-06 closed * 1',
        '11-06 closed transfer 1',
      ]);
    } finally {
      await t.close();
    }
  });
});
