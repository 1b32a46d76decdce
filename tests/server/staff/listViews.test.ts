import { expect, test } from 'vitest';
import { STAFF_API, STAFF_LIMITS } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { STAFF_LIST_VIEW } from '../../../contract/staffLists';
import { idRangesOf } from '../../../server/db/idRanges';
import { describeEachDatabase, openForSuite } from '../helpers';
import { asStaff, signedInApp } from '../support/staff';

// A list seen page after page under one search is one access record (decision 297): the record
// names the list and its filters, the pages seen and every id they showed; another search, or
// the same one after the window, is a new record; pages asked at once never write two.
describeEachDatabase('list views recorded once per search on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));
  const get = (url: string) => t.app.inject(asStaff(t.signed, { url }));
  const listed = async () =>
    (await get(`${STAFF_API.audit}?action=consultations_listed`)).json<StaffPage<AuditEntry>>()
      .items;
  const ids = async (url: string) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    return answer.json<StaffPage<{ id: number }>>().items.map((item) => item.id);
  };

  async function seed() {
    await t.db.exec('DELETE FROM consultations');
    // Three pages of new requests.
    await t.db.query(
      `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
       SELECT 'gift', '고객' || i, '010-1234-5678', '내용', now() - make_interval(mins => i)
       FROM generate_series(1, $1::int) AS i`,
      [STAFF_LIMITS.pageSize * 2 + 5],
    );
  }

  test('paging through one search is one record: its filters, pages 1–3 and every id shown', async () => {
    await seed();
    const before = (await listed()).length;
    const shown: number[] = [];
    for (const page of [1, 2, 3, 2]) {
      shown.push(...(await ids(`${STAFF_API.consultations}?status=new&type=gift&page=${page}`)));
    }
    const records = await listed();
    expect(records).toHaveLength(before + 1);
    expect(records[0]?.detail).toBe('status=new type=gift page=1–3');
    expect(records[0]?.target_ids).toEqual(idRangesOf(shown));
  });

  test('another search, or another q, is another record; q itself is never kept', async () => {
    await seed();
    const before = (await listed()).length;
    await ids(`${STAFF_API.consultations}?status=closed`);
    await ids(`${STAFF_API.consultations}?q=${encodeURIComponent('고객1')}`);
    await ids(`${STAFF_API.consultations}?q=${encodeURIComponent('고객2')}`);
    await ids(`${STAFF_API.consultations}?q=${encodeURIComponent('고객1')}&page=2`);
    const records = await listed();
    expect(records.slice(0, 3).map((record) => record.detail)).toEqual([
      'q=* page=1',
      'q=* page=1–2',
      'status=closed page=1',
    ]);
    expect(records).toHaveLength(before + 3);
    const stored = await t.db.query('SELECT * FROM audit_list_pages');
    expect(JSON.stringify(stored)).not.toContain('고객');
  });

  test(`after ${STAFF_LIST_VIEW.windowMinutes} minutes the same search is a new record`, async () => {
    await seed();
    const url = `${STAFF_API.consultations}?from=2021-01-01`;
    await ids(url);
    const before = (await listed()).length;
    // The record of that search, as if written a minute past the window (inserts are allowed).
    const [open] = await t.db.query<{ session_id: number }>(
      "SELECT session_id FROM audit_log WHERE detail = 'from=2021-01-01'",
    );
    const [old] = await t.db.query<{ id: number }>(
      `INSERT INTO audit_log (staff_name, session_id, action, detail, created_at)
       VALUES ('직원', $1, 'consultations_listed', 'from=2021-01-02',
               now() - make_interval(mins => $2)) RETURNING id`,
      [open?.session_id, STAFF_LIST_VIEW.windowMinutes + 1],
    );
    await t.db.query(
      'INSERT INTO audit_list_pages (audit_id, page, target_ids) VALUES ($1, 1, $2)',
      [old?.id, []],
    );
    await ids(`${STAFF_API.consultations}?from=2021-01-02`);
    expect(await listed()).toHaveLength(before + 2);
    // Within the window, the same search again adds to its record.
    await ids(url);
    expect(await listed()).toHaveLength(before + 2);
  });

  test(`a record holds ${STAFF_LIST_VIEW.pagesMax} pages; the next page starts another`, async () => {
    await seed();
    const before = (await listed()).length;
    // One page read again and again (a list left reloading) up to the record's last page…
    for (let view = 0; view < STAFF_LIST_VIEW.pagesMax; view++) {
      await ids(`${STAFF_API.consultations}?status=new&page=1`);
    }
    expect((await listed()).length).toBe(before + 1);
    // …and one past it.
    await ids(`${STAFF_API.consultations}?status=new&page=1`);
    const records = await listed();
    expect(records).toHaveLength(before + 2);
    expect(records.slice(0, 2).map((record) => record.detail)).toEqual([
      'status=new page=1',
      'status=new page=1',
    ]);
  });

  test('ten pages asked at once are one record', async () => {
    await seed();
    const before = (await listed()).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        get(`${STAFF_API.consultations}?from=2022-01-01&page=${1 + (i % 3)}`),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const records = await listed();
    expect(records).toHaveLength(before + 1);
    expect(records[0]?.detail).toBe('from=2022-01-01 page=1–3');
    const [pages] = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_list_pages WHERE audit_id = $1',
      [records[0]?.id],
    );
    expect(pages?.n).toBe(10);
  });

  test('the pages of a record are append-only like the record', async () => {
    await expect(t.db.query('UPDATE audit_list_pages SET page = 9')).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_list_pages')).rejects.toThrow(/append-only/);
  });
});
