import { expect, test } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import { visitsRepository } from '../../../server/db/visits';
import { describeEachDatabase } from '../helpers';
import { openMigratedBefore } from '../support/unmigrated';

// Migration 025 (decision 324): a referring host's row keeps what it inherited apart. Rows kept
// before it are read as the host's own, as they were shown; the column refuses more than count.
describeEachDatabase('migration 025 on %s', (kind) => {
  test('keeps the hosts counted before it as they were, and inherits apart after it', async () => {
    const t = await openMigratedBefore(kind, '025');
    try {
      await t.db.exec(`INSERT INTO visit_counts (day, kind, key, count)
        VALUES ('2026-11-05', 'referrer', 'search.naver.com', 7)`);
      expect(await migrate(t.db)).toContain('025_referrer_inherited');
      const visits = visitsRepository(t.db);
      await visits.addReferrer('2026-11-05', 'search.naver.com', 2, 1);
      expect((await visits.report('2026-11-05', '2026-11-05')).referrers).toEqual([
        { key: 'search.naver.com', count: 8 },
      ]);
      await expect(
        t.db.exec(`INSERT INTO visit_counts (day, kind, key, count, inherited)
          VALUES ('2026-11-05', 'referrer', 'x.example', 1, 2)`),
      ).rejects.toThrow(/check/i);
    } finally {
      await t.close();
    }
  });
});
