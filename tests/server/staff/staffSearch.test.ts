import { expect, test } from 'vitest';
import { HANDLING_STATUSES, STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { handlingQuery, STAFF_SEARCH, STAFF_SEARCH_MESSAGES } from '../../../contract/staffLists';
import { describeEachDatabase, openForSuite } from '../helpers';
import { addApplication, asStaff, signedInApp } from '../support/staff';

// The staff lists' search `q` (decision 216): a name anywhere inside, or a phone number's digits
// however either side typed them; with the other filters, on the list, its count and its CSV.
describeEachDatabase('staff search on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));

  const consultation = (name: string, phone: string) =>
    t.db.query(
      `INSERT INTO consultations (consultation_type, name, phone, content) VALUES ('gift', $1, $2, '내용')`,
      [name, phone],
    );
  const search = async (q: string, more: Record<string, string> = {}) => {
    const query = new URLSearchParams({ q, ...more }).toString();
    const answer = await t.app.inject(
      asStaff(t.signed, { url: `${STAFF_API.consultations}?${query}` }),
    );
    return answer;
  };
  const names = async (q: string, more: Record<string, string> = {}) => {
    const answer = await search(q, more);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<StaffPage<{ name: string }>>();
    expect(body.total).toBe(body.items.length);
    return body.items.map((item) => item.name).sort();
  };

  test('a name matches anywhere inside it, and only names that hold it', async () => {
    await t.db.exec('DELETE FROM consultations');
    await consultation('김철수', '010-1234-5678');
    await consultation('박철수', '010 9999 0000');
    await consultation('이영희', '02-555-1234');
    expect(await names('철수')).toEqual(['김철수', '박철수']);
    expect(await names('김철수')).toEqual(['김철수']);
    expect(await names('  영희 ')).toEqual(['이영희']);
    expect(await names('최')).toEqual([]);
  });

  test('phone digits match however the number was typed, on either side', async () => {
    await t.db.exec('DELETE FROM consultations');
    await consultation('김철수', '010-1234-5678');
    await consultation('박철수', '010 1234 9999');
    await consultation('이영희', '+82 10.5555.5678');
    expect(await names('01012345678')).toEqual(['김철수']);
    expect(await names('010 1234 5678')).toEqual(['김철수']);
    expect(await names('010-1234')).toEqual(['김철수', '박철수']);
    expect(await names('(5678)')).toEqual(['김철수', '이영희']);
    expect(await names('8210')).toEqual(['이영희']);
  });

  test(`${STAFF_SEARCH.minDigits} digits search phone numbers; fewer search names only`, async () => {
    await t.db.exec('DELETE FROM consultations');
    await consultation('김철수', '010-1234-5678');
    await consultation('고객12', '02-000-0000');
    expect(STAFF_SEARCH.minDigits).toBe(3);
    expect(await names('123')).toEqual(['김철수']);
    // Two digits: the phone numbers are not searched, the name is.
    expect(await names('12')).toEqual(['고객12']);
  });

  test('a name and part of a number together: every word must match', async () => {
    await t.db.exec('DELETE FROM consultations');
    await consultation('김민수', '010-1234-5678');
    await consultation('강하늘', '010-5678-1234');
    await consultation('김영희', '010-2222-3333');
    expect(await names('김 5678')).toEqual(['김민수']);
    expect(await names('5678 김')).toEqual(['김민수']);
    expect(await names('김 민수')).toEqual(['김민수']);
    expect(await names('김 9999')).toEqual([]);
    // A number typed with spaces is still one number, not three words.
    expect(await names('010 1234 5678')).toEqual(['김민수']);
  });

  test('% and _ are searched as themselves', async () => {
    await t.db.exec('DELETE FROM consultations');
    await consultation('100%_고객', '010-0000-0001');
    await consultation('보통고객', '010-0000-0002');
    expect(await names('%')).toEqual(['100%_고객']);
    expect(await names('_')).toEqual(['100%_고객']);
    expect(await names('\\')).toEqual([]);
  });

  test('blank is no search; the search goes with the status filter', async () => {
    await t.db.exec('DELETE FROM consultations');
    await consultation('김철수', '010-1234-5678');
    await consultation('김영수', '010-1234-0000');
    await t.db.exec(`UPDATE consultations SET status = 'closed' WHERE name = '김영수'`);
    expect(await names('   ')).toEqual(['김영수', '김철수']);
    expect(await names('김', { status: 'closed' })).toEqual(['김영수']);
    expect(HANDLING_STATUSES).toContain('closed');
  });

  test(`a search of ${STAFF_SEARCH.max} characters is taken; one more is refused in Korean`, async () => {
    await t.db.exec('DELETE FROM consultations');
    await consultation('김'.repeat(STAFF_SEARCH.max), '010-1234-5678');
    expect(await names('김'.repeat(STAFF_SEARCH.max))).toHaveLength(1);
    const tooLong = await search('김'.repeat(STAFF_SEARCH.max + 1));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ detail: STAFF_SEARCH_MESSAGES.tooLong });
  });

  test('applications are searched alike, and the CSV takes the search', async () => {
    await t.db.exec('DELETE FROM job_applications');
    await addApplication(t.app);
    const [row] = await t.db.query<{ name: string; phone: string }>(
      'SELECT name, phone FROM job_applications',
    );
    const digits = (row?.phone ?? '').replace(/[^0-9]/g, '');
    const listed = async (q: string) =>
      (
        await t.app.inject(
          asStaff(t.signed, { url: `${STAFF_API.applications}?q=${encodeURIComponent(q)}` }),
        )
      ).json<StaffPage<{ name: string }>>().total;
    expect(await listed(digits)).toBe(1);
    expect(await listed(row?.name ?? '')).toBe(1);
    expect(await listed('없는이름')).toBe(0);
    const csv = await t.app.inject(
      asStaff(t.signed, { url: `${STAFF_API.applicationsCsv}?q=없는이름` }),
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(row?.name ?? '');
  });

  test('the access record says a search was made, and never what was typed', async () => {
    await t.db.exec('DELETE FROM consultations');
    await consultation('김철수', '010-1234-5678');
    await names('김철수');
    const records = await t.app.inject(asStaff(t.signed, { url: STAFF_API.audit }));
    const latest = records
      .json<StaffPage<AuditEntry>>()
      .items.find((entry) => entry.action === 'consultations_listed');
    expect(latest?.detail).toBe('q=* page=1');
    expect(JSON.stringify(records.json())).not.toContain('김철수');
  });

  test('the console sends the search trimmed, and none when blank', () => {
    const filters = { status: '', from: '', to: '' } as const;
    expect(handlingQuery({ ...filters, q: ' 010-1234 ' }, 2)).toEqual({ page: '2', q: '010-1234' });
    expect(handlingQuery({ ...filters, q: '   ' }, 1)).toEqual({ page: '1' });
    expect(handlingQuery(filters, 1)).toEqual({ page: '1' });
  });
});

describeEachDatabase('the search indexes on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));

  test('names and phone digits have trigram indexes (pg_trgm loaded, on PGlite too)', async () => {
    const rows = await t.db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE indexname LIKE '%trgm%' AND schemaname = current_schema()
       ORDER BY indexname`,
    );
    expect(rows.map((row) => row.indexname)).toEqual([
      'consultations_name_trgm_idx',
      'consultations_phone_trgm_idx',
      'job_applications_name_trgm_idx',
      'job_applications_phone_trgm_idx',
    ]);
  });
});
