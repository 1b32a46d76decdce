import { expect, test } from 'vitest';
import { RETENTION } from '../../../contract/limits';
import { purge } from '../../../server/operations/operations';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';

// Each retention of RETENTION at its edge: what has been kept an hour (a day, for the daily visit
// totals) less than its period stays through `npm run purge`; what is an hour (a day) past it goes.

describeEachDatabase('retention at its edge on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  test('each kept record just inside its period stays; one just past it is purged', async () => {
    const consultation = (name: string, shift: string) =>
      t.db.query(
        `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
         VALUES ('gift', $1, '010-0000-0000', '', now() - make_interval(days => $2) + $3::interval)`,
        [name, RETENTION.consultationsDays, shift],
      );
    const application = (name: string, shift: string) =>
      t.db.query(
        `INSERT INTO job_applications
           (name, email, phone, position, introduction, experience, created_at)
         VALUES ($1, 'a@b.kr', '010', 'tax-accountant', '소개', '',
                 now() - make_interval(days => $2) + $3::interval)`,
        [name, RETENTION.jobApplicationsDays, shift],
      );
    const accessRecord = (name: string, shift: string) =>
      t.db.query(
        `INSERT INTO audit_log (staff_name, action, created_at)
         VALUES ($1, 'signed_in', now() - make_interval(years => $2) + $3::interval)`,
        [name, RETENTION.accessRecordsYears, shift],
      );
    const visitDay = (count: number, shift: string) =>
      t.db.query(
        `INSERT INTO visit_counts (day, kind, key, count)
         VALUES ((now() - make_interval(months => $1) + $2::interval)::date, 'view', '/', $3)`,
        [RETENTION.visitTotalsMonths, shift, count],
      );
    await consultation('남길신청', '1 hour');
    await consultation('지울신청', '-1 hour');
    await application('남길지원', '1 hour');
    await application('지울지원', '-1 hour');
    await accessRecord('남길직원', '1 hour');
    await accessRecord('지울직원', '-1 hour');
    // The day exactly its period ago is still inside it; the day before is not.
    await visitDay(1, '0 days');
    await visitDay(2, '-1 day');

    const result = await purge(t.db);
    expect(result).toMatchObject({
      consultations: 1,
      jobApplications: 1,
      accessRecords: 1,
      visitDays: 1,
    });
    const names = async (sql: string) =>
      (await t.db.query<{ name: string }>(sql)).map((row) => row.name);
    expect(await names('SELECT name FROM consultations')).toEqual(['남길신청']);
    expect(await names('SELECT name FROM job_applications')).toEqual(['남길지원']);
    expect(
      await names(`SELECT staff_name AS name FROM audit_log WHERE action = 'signed_in'`),
    ).toEqual(['남길직원']);
    expect(await t.db.query('SELECT count FROM visit_counts')).toEqual([{ count: 1 }]);
  });
});
