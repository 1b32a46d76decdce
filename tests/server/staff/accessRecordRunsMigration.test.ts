import { expect, test } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import { describeEachDatabase } from '../helpers';
import { openMigratedBefore } from '../support/unmigrated';

describeEachDatabase('migration 019 on %s', (kind) => {
  test('turns the ids of existing access records into runs, and the records stay append-only', async () => {
    const t = await openMigratedBefore(kind, '019');
    try {
      await t.db.exec(`INSERT INTO audit_log (staff_name, action, target_ids) VALUES
        ('a', 'consultations_listed', '{9,2,5,3,4,9}'),
        ('b', 'consultations_exported', '{}'),
        ('c', 'signed_in', NULL),
        ('d', 'reviews_listed', '{7}')`);
      expect(await migrate(t.db)).toContain('019_access_record_id_ranges');
      const rows = await t.db.query<{ target_ids: [number, number][] | null }>(
        'SELECT target_ids FROM audit_log ORDER BY id',
      );
      expect(rows.map((row) => row.target_ids)).toEqual([
        [
          [2, 5],
          [9, 9],
        ],
        [],
        null,
        [[7, 7]],
      ]);
      // Pairs only from now on: a flat list of ids is refused.
      await expect(
        t.db.exec(
          "INSERT INTO audit_log (staff_name, action, target_ids) VALUES ('e', 'reviews_listed', '{1,2}')",
        ),
      ).rejects.toThrow(/audit_log_target_ids_runs/);
      await expect(t.db.exec("UPDATE audit_log SET target_ids = '{}'")).rejects.toThrow(
        /append-only/,
      );
    } finally {
      await t.close();
    }
  });
});
