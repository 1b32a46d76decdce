import { expect, test } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import { describeEachDatabase } from '../helpers';
import { openMigratedBefore } from '../support/unmigrated';

// Migration 024 (decision 322): a list view's pages keep their ids as runs, like the records.
describeEachDatabase('migration 024 on %s', (kind) => {
  test('turns the ids of pages already seen into runs, and the pages stay append-only', async () => {
    const t = await openMigratedBefore(kind, '024');
    try {
      const [record] = await t.db.query<{ id: number }>(
        `INSERT INTO audit_log (staff_name, action, target_ids, detail)
         VALUES ('a', 'consultations_listed', '{{1,9}}', 'all') RETURNING id`,
      );
      await t.db.query(
        `INSERT INTO audit_list_pages (audit_id, page, target_ids)
         VALUES ($1, 1, '{9,8,7,3,2,9}'), ($1, 2, '{}'), ($1, 3, '{5}')`,
        [record?.id],
      );
      expect(await migrate(t.db)).toContain('024_list_page_id_runs');
      const pages = await t.db.query<{ target_ids: number[][] }>(
        'SELECT target_ids FROM audit_list_pages ORDER BY page',
      );
      expect(pages.map((page) => page.target_ids)).toEqual([
        [
          [2, 3],
          [7, 9],
        ],
        [],
        [[5, 5]],
      ]);
      // Pairs only from now on: a flat list of ids is refused.
      await expect(
        t.db.query(
          "INSERT INTO audit_list_pages (audit_id, page, target_ids) VALUES ($1, 4, '{1,2}')",
          [record?.id],
        ),
      ).rejects.toThrow(/audit_list_pages_target_ids_runs/);
      await expect(t.db.exec('UPDATE audit_list_pages SET page = 9')).rejects.toThrow(
        /append-only/,
      );
    } finally {
      await t.close();
    }
  });
});
