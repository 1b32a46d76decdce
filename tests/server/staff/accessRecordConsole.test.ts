import { beforeAll, describe, expect, test } from 'vitest';
import { STAFF_API, STAFF_MESSAGES } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { EXPORT_BATCH_ROWS } from '../../../server/operations/exports';
import { describeEachDatabase } from '../helpers';
import { as, last, openAccessRecordSuite, records } from '../support/accessRecords';
import { addConsultation, NAME, postSignIn } from '../support/staff';

// The access records as the console shows them, filtered, and as the monthly CSV, itself recorded.

describeEachDatabase('access records on %s', (kind) => {
  const { t, actor } = openAccessRecordSuite(kind);

  describe('the console view', () => {
    // What the view and its CSV are read for, written first: a request opened, and failed
    // sign-ins from one address.
    beforeAll(async () => {
      const id = await addConsultation(t.app, '홍열람');
      const opened = await t.app.inject(as(t.signed, { url: STAFF_API.consultation(id) }));
      expect(opened.statusCode).toBe(200);
      for (const name of [NAME, '없는직원']) {
        const failed = await postSignIn(
          t.app,
          { name, password: 'not the password' },
          '192.0.2.77',
        );
        expect(failed.statusCode).toBe(401);
      }
    });

    test('filters by staff, action and day; each entry says session, address and ids', async () => {
      const query = new URLSearchParams({
        staff: NAME,
        action: 'consultation_viewed',
        from: '2020-01-01',
        to: '2099-12-31',
      });
      const response = await t.app.inject(as(t.signed, { url: `${STAFF_API.audit}?${query}` }));
      expect(response.statusCode).toBe(200);
      const page = response.json() as StaffPage<AuditEntry>;
      expect(page.total).toBeGreaterThan(0);
      expect(
        page.items.every((e) => e.staff_name === NAME && e.action === 'consultation_viewed'),
      ).toBe(true);
      expect(page.items[0]).toMatchObject({ ...actor(), target_type: 'consultation' });

      const none = await t.app.inject(
        as(t.signed, { url: `${STAFF_API.audit}?from=2000-01-01&to=2000-01-31` }),
      );
      expect((none.json() as StaffPage<AuditEntry>).total).toBe(0);
      const bad = await t.app.inject(as(t.signed, { url: `${STAFF_API.audit}?action=nonsense` }));
      expect(bad.statusCode).toBe(400);
      const backwards = await t.app.inject(
        as(t.signed, { url: `${STAFF_API.audit}?from=2026-02-01&to=2026-01-01` }),
      );
      expect(backwards.json()).toMatchObject({ detail: STAFF_MESSAGES.invalidDateRange });
      const yearOne = await t.app.inject(
        as(t.signed, { url: `${STAFF_API.audit}?from=0001-01-01` }),
      );
      expect(yearOne.statusCode).toBe(400);
      expect(yearOne.json()).toMatchObject({ detail: STAFF_MESSAGES.dayTooEarly });
    });

    test('the monthly CSV holds the filtered records and is itself recorded', async () => {
      const response = await t.app.inject(
        as(t.signed, { url: `${STAFF_API.auditCsv}?action=sign_in_failed` }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = response.body.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '"id","created_at","staff_id","staff_name","session_id","client","action","target_type","target_id","target_ids","detail"',
      );
      expect(lines.length).toBeGreaterThan(2);
      expect(lines.slice(1).every((line) => line.includes('"sign_in_failed"'))).toBe(true);
      expect(response.body).toContain('"192.0.2.77"');
      expect(await last(t.app, 'access_records_exported')).toMatchObject({
        ...actor(),
        detail: `action=sign_in_failed (${lines.length - 1})`,
      });
    });

    // A stranger's 300,000 records made this CSV one 74 MB string after 72 s (RSS 406 MB →
    // 1.56 GB); it now comes in keyset batches like the other exports. HEAD is no export.
    test('the CSV streams every record in order across batches, and HEAD records nothing', async () => {
      const many = 2 * EXPORT_BATCH_ROWS + 7;
      await t.app.db.query(
        `INSERT INTO audit_log (staff_name, action, detail, created_at)
         SELECT 'bulk', 'consultations_listed', 'row ' || n, now() - interval '1 day' + n * interval '1 second'
         FROM generate_series(1, $1::int) AS n`,
        [many],
      );
      const exportsBefore = (await records(t.app, 'access_records_exported')).length;
      const head = await t.app.inject(
        as(t.signed, { method: 'HEAD', url: `${STAFF_API.auditCsv}?staff=bulk` }),
      );
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');

      // Fastify drains a HEAD answer's stream after answering: were HEAD an export, its record
      // would be written while the download below reads the same rows, queued ahead of it.
      const response = await t.app.inject(
        as(t.signed, { url: `${STAFF_API.auditCsv}?staff=bulk` }),
      );
      expect(response.statusCode).toBe(200);
      const details = response.body
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',').at(-1));
      expect(details).toEqual(Array.from({ length: many }, (_, i) => `"row ${i + 1}"`));
      expect(await records(t.app, 'access_records_exported')).toHaveLength(exportsBefore + 1);
      expect(await last(t.app, 'access_records_exported')).toMatchObject({
        ...actor(),
        detail: `staff=bulk (${many})`,
      });
    });
  });
});
