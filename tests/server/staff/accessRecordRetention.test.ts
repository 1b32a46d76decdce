import { describe, expect, test } from 'vitest';
import { RETENTION } from '../../../contract/limits';
import { purge } from '../../../server/operations/operations';
import { describeEachDatabase } from '../helpers';
import { openAccessRecordSuite } from '../support/accessRecords';

// The records are append-only for as long as they are kept, and the purge alone removes them after.

describeEachDatabase('access records on %s', (kind) => {
  const { t } = openAccessRecordSuite(kind);

  describe('append-only', () => {
    test('UPDATE, DELETE and TRUNCATE of the records are refused by the database', async () => {
      const count = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]?.n;
      const before = await count();
      expect(before).toBeGreaterThan(0);
      await expect(t.db.query("UPDATE audit_log SET staff_name = 'someone else'")).rejects.toThrow(
        /append-only/,
      );
      await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
      // The pages of list views (audit_list_pages) refer to the records: refused before the trigger.
      await expect(t.db.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only|foreign key/);
      await expect(t.db.exec('TRUNCATE audit_log CASCADE')).rejects.toThrow(/append-only/);
      // Claiming to be the purge does not open rows younger than two years either.
      await expect(
        t.db.transaction(async (tx) => {
          await tx.query("SELECT set_config('app.retention_purge', 'on', true)");
          await tx.query('DELETE FROM audit_log');
        }),
      ).rejects.toThrow(/append-only/);
      expect(await count()).toBe(before);
    });

    test('the purge removes records older than the retention and nothing younger', async () => {
      const years = RETENTION.accessRecordsYears;
      await t.db.query(
        `INSERT INTO audit_log (staff_name, action, created_at) VALUES
           ('옛직원', 'signed_in', now() - make_interval(years => $1, days => 1)),
           ('옛직원', 'signed_out', now() - make_interval(years => $1) + interval '1 day')`,
        [years],
      );
      // Old enough is not enough: only the purge's own transaction may delete.
      await expect(
        t.db.query("DELETE FROM audit_log WHERE created_at < now() - interval '2 years'"),
      ).rejects.toThrow(/append-only/);
      const result = await purge(t.db);
      expect(result.accessRecords).toBe(1);
      const left = await t.db.query<{ action: string }>(
        "SELECT action FROM audit_log WHERE staff_name = '옛직원'",
      );
      expect(left).toEqual([{ action: 'signed_out' }]);
      // The pages of an old list view go with their record, even a page younger than the floor.
      const [old] = await t.db.query<{ id: number }>(
        `INSERT INTO audit_log (staff_name, action, detail, created_at)
         VALUES ('옛직원', 'consultations_listed', 'all', now() - make_interval(years => $1, days => 1))
         RETURNING id`,
        [years],
      );
      await t.db.query(
        "INSERT INTO audit_list_pages (audit_id, page, target_ids) VALUES ($1, 1, '{}'), ($1, 2, '{}')",
        [old?.id],
      );
      expect((await purge(t.db)).accessRecords).toBe(1);
      expect(
        await t.db.query('SELECT page FROM audit_list_pages WHERE audit_id = $1', [old?.id]),
      ).toEqual([]);
      // The purge's permission ended with its transaction.
      await expect(t.db.query("DELETE FROM audit_log WHERE staff_name = '옛직원'")).rejects.toThrow(
        /append-only/,
      );
    });

    test('the retention is at least two years', () => {
      expect(RETENTION.accessRecordsYears).toBeGreaterThanOrEqual(2);
    });
  });
});
