import { expect, test } from 'vitest';
import { RETENTION } from '../../../contract/limits';
import type { Database } from '../../../server/db/database';
import { PURGE_BATCH } from '../../../server/db/handling';
import { purge } from '../../../server/operations/operations';
import { describeEachDatabase, openForSuite, openMigratedDatabase } from '../helpers';

// The retention purge deletes a batch at a time, each batch its own statement and transaction
// (decision 218): a year of a million rows must not hold the tables visitors write to.
describeEachDatabase('the purge in batches on %s', (kind) => {
  const t = openForSuite(() => openMigratedDatabase(kind));

  /** The database, counting the statements and transactions that delete from `table`. */
  function counting(db: Database, table: string) {
    const seen = { deletes: 0, transactions: 0 };
    const deletes = (text: string) => {
      if (text.includes(`DELETE FROM ${table}`)) seen.deletes += 1;
    };
    const wrapped: Database = {
      ...db,
      query: (text, params) => {
        deletes(text);
        return db.query(text, params);
      },
      transaction: (fn) => {
        seen.transactions += 1;
        return db.transaction((tx) =>
          fn({
            ...tx,
            query: (text, params) => {
              deletes(text);
              return tx.query(text, params);
            },
          }),
        );
      },
    };
    return { db: wrapped, seen };
  }

  test('one more old request than a batch: two deletes, everything old gone, the young kept', async () => {
    await t.db.exec('DELETE FROM consultations');
    await t.db.query(
      `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
       SELECT 'gift', '옛신청' || i, '010-0000-0000', '내용', now() - make_interval(days => $1 + 1)
       FROM generate_series(1, $2::int) AS i`,
      [RETENTION.consultationsDays, PURGE_BATCH + 1],
    );
    await t.db.query(
      `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
       VALUES ('gift', '새신청', '010-0000-0000', '내용', now() - make_interval(days => $1 - 1))`,
      [RETENTION.consultationsDays],
    );
    const { db, seen } = counting(t.db, 'consultations');
    const result = await purge(db);
    expect(result.consultations).toBe(PURGE_BATCH + 1);
    expect(seen.deletes).toBe(2);
    const left = await t.db.query<{ name: string }>('SELECT name FROM consultations');
    expect(left).toEqual([{ name: '새신청' }]);
  });

  test('exactly a batch of old requests: the second delete finds none and the purge stops', async () => {
    await t.db.exec('DELETE FROM consultations');
    await t.db.query(
      `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
       SELECT 'gift', '옛신청', '010-0000-0000', '내용', now() - make_interval(days => $1 + 1)
       FROM generate_series(1, $2::int)`,
      [RETENTION.consultationsDays, PURGE_BATCH],
    );
    const { db, seen } = counting(t.db, 'consultations');
    expect((await purge(db)).consultations).toBe(PURGE_BATCH);
    expect(seen.deletes).toBe(2);
  });

  test("at the period's edge: an hour past it goes (an application with its file), an hour short of it stays", async () => {
    await t.db.exec('DELETE FROM consultations; DELETE FROM job_applications');
    const request = `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
                     VALUES ('gift', $1, '010-0000-0000', '내용',
                             now() - make_interval(days => $2) + $3::interval)`;
    await t.db.query(request, ['한시간지남', RETENTION.consultationsDays, '-1 hour']);
    await t.db.query(request, ['한시간남음', RETENTION.consultationsDays, '1 hour']);
    const application = `INSERT INTO job_applications (name, email, phone, position, introduction, experience, created_at)
                         VALUES ($1, 'a@b.kr', '010-0000-0000', 'tax-accountant', '소개', '',
                                 now() - make_interval(days => $2) + $3::interval) RETURNING id`;
    for (const [name, shift] of [
      ['한시간지남', '-1 hour'],
      ['한시간남음', '1 hour'],
    ] as const) {
      const [row] = await t.db.query<{ id: number }>(application, [
        name,
        RETENTION.jobApplicationsDays,
        shift,
      ]);
      await t.db.query(
        `INSERT INTO job_application_files (application_id, field, file_name, kind, size, data)
         VALUES ($1, 'resume', 'cv.pdf', 'pdf', 5, $2)`,
        [row?.id, Buffer.from('%PDF-')],
      );
    }

    expect(await purge(t.db)).toMatchObject({ consultations: 1, jobApplications: 1 });
    expect(await t.db.query('SELECT name FROM consultations')).toEqual([{ name: '한시간남음' }]);
    expect(await t.db.query('SELECT name FROM job_applications')).toEqual([{ name: '한시간남음' }]);
    const files = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM job_application_files',
    );
    expect(files).toEqual([{ n: 1 }]);
  });

  test('access records past retention go a batch per transaction, each saying it is the purge', async () => {
    await t.db.query(
      `INSERT INTO audit_log (staff_name, action, created_at)
       SELECT '옛직원', 'signed_in', now() - make_interval(years => $1, days => 1)
       FROM generate_series(1, $2::int)`,
      [RETENTION.accessRecordsYears, PURGE_BATCH + 1],
    );
    const { db, seen } = counting(t.db, 'audit_log');
    const result = await purge(db);
    expect(result.accessRecords).toBe(PURGE_BATCH + 1);
    expect(seen.deletes).toBe(2);
    expect(seen.transactions).toBeGreaterThanOrEqual(2);
    const left = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE staff_name = '옛직원'",
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
