import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { AUDIT_WORDS, targetWords } from '../../../contract/staffAuditWords';
import { auditRepository } from '../../../server/db/audit';
import { IdRuns, idRangesOf } from '../../../server/db/idRanges';
import { EXPORT_BATCH_ROWS } from '../../../server/operations/exports';
import { describeEachDatabase, type TestApp } from '../helpers';
import { asStaff, type Signed, signedInApp } from '../support/staff';

// An export's access record names every exported id as runs (migration 019): a million ids in one
// array made the record's INSERT outlast the statement deadline, and the export lost its record.

const kind = () => '상담 신청';

describe('ids gathered as runs', () => {
  test('consecutive ids grow one run; gaps, order and repeats make the same set', () => {
    const runs = new IdRuns();
    for (const id of [5, 6, 7, 9, 1, 2, 9, 3, 10]) runs.add(id);
    expect(runs.ranges()).toEqual([
      [1, 3],
      [5, 7],
      [9, 10],
    ]);
    expect(runs.length).toBe(9);
    expect(idRangesOf([])).toEqual([]);
    expect(idRangesOf([4])).toEqual([[4, 4]]);
  });

  test('a run inside an earlier one leaves the earlier whole', () => {
    // A page seen again within a record names ids already named: [1–10], then 3–5 again.
    expect(idRangesOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 3, 4, 5])).toEqual([[1, 10]]);
    expect(idRangesOf([20, 21, 22, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19])).toEqual([[10, 22]]);
  });

  test('a million consecutive ids are one pair', () => {
    const runs = new IdRuns();
    for (let id = 1; id <= 1_000_000; id++) runs.add(id);
    expect(runs.ranges()).toEqual([[1, 1_000_000]]);
    expect(runs.length).toBe(1_000_000);
  });
});

describeEachDatabase('the ids of an export in its access record on %s', (kind_) => {
  let t: TestApp & { signed: Signed };
  beforeAll(async () => {
    t = await signedInApp(kind_);
  });
  afterAll(() => t.close());

  const lastExport = async () =>
    (
      await t.db.query<{ target_ids: [number, number][]; detail: string }>(
        `SELECT target_ids, detail FROM audit_log
         WHERE action = 'consultations_exported' ORDER BY id DESC LIMIT 1`,
      )
    )[0];

  test('records exactly the exported ids, with the gaps deletes left, and reads them in words', async () => {
    const added = 2 * EXPORT_BATCH_ROWS + 13;
    await t.db.query(
      `INSERT INTO consultations (consultation_type, name, phone, content)
       SELECT 'inheritance', '이름' || n, '010-1111-2222', '내용' FROM generate_series(1, $1) AS n`,
      [added],
    );
    await t.db.query('DELETE FROM consultations WHERE id % 7 = 3 OR id = 100');
    const present = (
      await t.db.query<{ id: number }>('SELECT id FROM consultations ORDER BY id')
    ).map((row) => row.id);

    const csv = await t.app.inject(asStaff(t.signed, { url: STAFF_API.consultationsCsv }));
    expect(csv.statusCode).toBe(200);
    const sent = csv.body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => Number(JSON.parse(line.split(',')[0] ?? '""')));
    expect(sent.toSorted((a, b) => a - b)).toEqual(present);

    const record = await lastExport();
    expect(record?.target_ids).toEqual(idRangesOf(present));
    expect(record?.target_ids.length).toBeGreaterThan(1);
    expect(record?.detail).toBe(`all (${present.length})`);

    const page = await t.app.inject(
      asStaff(t.signed, { url: `${STAFF_API.audit}?action=consultations_exported` }),
    );
    const [entry] = (page.json() as StaffPage<AuditEntry>).items;
    expect(entry?.target_ids).toEqual(idRangesOf(present));
    expect(entry && targetWords(entry, kind)).toBe(AUDIT_WORDS.many(present.length));

    // The access records' CSV writes the same set as ranges: `1-2 4-9 11-…`.
    const records = await t.app.inject(
      asStaff(t.signed, { url: `${STAFF_API.auditCsv}?action=consultations_exported` }),
    );
    const runs = idRangesOf(present)
      .map(([from, to]) => (from === to ? `${from}` : `${from}-${to}`))
      .join(' ');
    expect(records.body).toContain(`"${runs}"`);
    expect(runs).toMatch(/^1-2 4-9 11-16 /);
  });

  test('an export of no rows records an empty set, not a missing one', async () => {
    const csv = await t.app.inject(
      asStaff(t.signed, { url: `${STAFF_API.consultationsCsv}?from=2000-01-01&to=2000-01-02` }),
    );
    expect(csv.statusCode).toBe(200);
    expect((await lastExport())?.target_ids).toEqual([]);
  });

  test('a million consecutive ids are a record of a few bytes', async () => {
    const runs = new IdRuns();
    for (let id = 1; id <= 1_000_000; id++) runs.add(id);
    await auditRepository(t.db).record({
      staffName: 'bulk',
      action: 'consultations_exported',
      targetIds: runs,
    });
    const [row] = await t.db.query<{ target_ids: [number, number][]; bytes: number }>(
      `SELECT target_ids, pg_column_size(target_ids) AS bytes FROM audit_log
       WHERE staff_name = 'bulk' ORDER BY id DESC LIMIT 1`,
    );
    expect(row?.target_ids).toEqual([[1, 1_000_000]]);
    expect(row?.bytes).toBeLessThan(64);
  });

  // None adjacent: every id its own run, the most a set of this size can take. On PostgreSQL
  // every statement here runs under the deadline (server/db/postgres.ts), so it writes and reads
  // back in time or this fails.
  test('200,000 ids, none adjacent, are stored and read back whole', async () => {
    const ids = Array.from({ length: 200_000 }, (_, i) => 2 * i + 1);
    const audit = auditRepository(t.db);
    await audit.record({
      staffName: 'scattered',
      action: 'consultations_exported',
      targetIds: ids,
    });
    const { rows } = await audit.page(1, 1, { staff: 'scattered' });
    const ranges = rows[0]?.target_ids ?? [];
    expect(ranges).toHaveLength(200_000);
    expect(ranges.every(([from, to], i) => from === 2 * i + 1 && to === from)).toBe(true);
  });
});
