import { expect, test } from 'vitest';
import { API_MESSAGES } from '../../../contract/messages';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import type {
  AuditEntry,
  StaffApplication,
  StaffConsultation,
  StaffPage,
} from '../../../contract/staffAnswers';
import { CONSULTATION_CSV_HEADINGS } from '../../../contract/staffExports';
import { seoulToday } from '../../../contract/staffFilters';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import {
  addApplication,
  addConsultation,
  addStaff,
  asStaff,
  auditActions,
  NAME,
  PDF,
  signedInApp,
  signIn,
  ZIP,
} from '../support/staff';

const as = asStaff;

describeEachDatabase('staff records on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));

  test('consultations: newest first, paged, filtered by status and Korea-time days', async () => {
    const fresh = await createTestApp(kind);
    try {
      await addStaff(fresh.app);
      const me = await signIn(fresh.app);
      for (let i = 0; i < STAFF_LIMITS.pageSize + 2; i++)
        await addConsultation(fresh.app, `신청${i}`);
      const old = await addConsultation(fresh.app, '오래된신청', 40);
      const page1 = await fresh.app.inject(as(me, { url: STAFF_API.consultations }));
      expect(page1.statusCode).toBe(200);
      const body = page1.json() as StaffPage<StaffConsultation>;
      expect(body.total).toBe(STAFF_LIMITS.pageSize + 3);
      expect(body.items).toHaveLength(STAFF_LIMITS.pageSize);
      expect(body.items[0]).toEqual({
        id: expect.any(Number),
        consultation_type: 'inheritance',
        name: `신청${STAFF_LIMITS.pageSize + 1}`,
        phone: '010-1111-2222',
        content: '상담 내용',
        created_at: expect.any(String),
        status: 'new',
        note: null,
        changed_at: null,
        changed_by: null,
      });
      const page2 = (
        await fresh.app.inject(as(me, { url: `${STAFF_API.consultations}?page=2` }))
      ).json() as StaffPage<StaffConsultation>;
      expect(page2.items.map((item) => item.name).at(-1)).toBe('오래된신청');

      // The old one was made at this moment 40 days ago: its Korea-time day, inclusive.
      const [row] = await fresh.db.query<{ day: string }>(
        `SELECT to_char(created_at AT TIME ZONE 'Asia/Seoul', 'YYYY-MM-DD') AS day
         FROM consultations WHERE id = $1`,
        [old],
      );
      const day = row?.day ?? '';
      const ranged = (
        await fresh.app.inject(as(me, { url: `${STAFF_API.consultations}?from=${day}&to=${day}` }))
      ).json() as StaffPage<StaffConsultation>;
      expect(ranged.items.map((item) => item.id)).toEqual([old]);

      await fresh.app.inject(
        as(me, {
          method: 'PATCH',
          url: STAFF_API.consultation(old),
          payload: { status: 'closed' },
        }),
      );
      const closed = (
        await fresh.app.inject(as(me, { url: `${STAFF_API.consultations}?status=closed` }))
      ).json() as StaffPage<StaffConsultation>;
      expect(closed).toMatchObject({ total: 1, items: [{ id: old, status: 'closed' }] });
    } finally {
      await fresh.close();
    }
  });

  test('bad list filters are 400 with a Korean detail, never 5xx', async () => {
    for (const [query, detail] of [
      ['from=2026-13-01', STAFF_MESSAGES.invalidDate],
      ['from=2026-02-30', STAFF_MESSAGES.invalidDate],
      ['from=yesterday', STAFF_MESSAGES.invalidDate],
      // Once 500 (PostgreSQL 22008) on the list, an empty CSV: a stranger's attack.
      ['from=0001-01-01', STAFF_MESSAGES.dayTooEarly],
      ['to=0000-12-31', STAFF_MESSAGES.dayTooEarly],
      ['from=1999-12-31', STAFF_MESSAGES.dayTooEarly],
      ['from=2026-03-02&to=2026-03-01', STAFF_MESSAGES.invalidDateRange],
      ['status=lost', API_MESSAGES.invalidInput],
      ['page=0', API_MESSAGES.invalidInput],
    ] as const) {
      const response = await t.app.inject(
        as(t.signed, { url: `${STAFF_API.consultations}?${query}` }),
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toBe(detail);
    }
    for (const url of [STAFF_API.consultation(0), '/api/staff/consultations/abc']) {
      expect((await t.app.inject(as(t.signed, { url }))).statusCode).toBe(400);
    }
  });

  test('opening and changing a consultation: the row, who and when, and an audit entry with the note', async () => {
    const id = await addConsultation(t.app, '홍신청');
    const opened = await t.app.inject(as(t.signed, { url: STAFF_API.consultation(id) }));
    expect(opened.json()).toMatchObject({ id, name: '홍신청', status: 'new' });

    const changed = await t.app.inject(
      as(t.signed, {
        method: 'PATCH',
        url: STAFF_API.consultation(id),
        payload: { status: 'contacted', note: ' 3시에 통화 ' },
      }),
    );
    expect(changed.statusCode).toBe(200);
    const body = changed.json() as StaffConsultation;
    expect(body).toMatchObject({ id, status: 'contacted', note: '3시에 통화', changed_by: NAME });
    expect(Date.now() - Date.parse(body.changed_at ?? '')).toBeLessThan(60_000);

    const audit = (
      await t.app.inject(as(t.signed, { url: STAFF_API.audit }))
    ).json() as StaffPage<AuditEntry>;
    expect(audit.items[0]).toMatchObject({
      staff_name: NAME,
      action: 'consultation_status_changed',
      target_type: 'consultation',
      target_id: id,
      detail: '연락함: 3시에 통화',
    });
    // The page names whose record it was, looked up as it is read; the record stores no name.
    expect(audit.items[0]?.target_name).toBe('홍신청');
    const stored = await t.db.query('SELECT * FROM audit_log WHERE target_id = $1', [id]);
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain('홍신청');

    const missing = await t.app.inject(
      as(t.signed, {
        method: 'PATCH',
        url: STAFF_API.consultation(999_999),
        payload: { status: 'closed' },
      }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: STAFF_MESSAGES.consultationNotFound });
    const bad = await t.app.inject(
      as(t.signed, { method: 'PATCH', url: STAFF_API.consultation(id), payload: { status: 'x' } }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      detail: STAFF_MESSAGES.statusRequired,
      errors: [{ field: 'status', message: STAFF_MESSAGES.statusRequired }],
    });
  });

  test('the CSV: export format, filters, attachment headers and an audit entry', async () => {
    const id = await addConsultation(t.app, '=CSV신청');
    await t.app.inject(
      as(t.signed, {
        method: 'PATCH',
        url: STAFF_API.consultation(id),
        payload: { status: 'closed' },
      }),
    );
    const response = await t.app.inject(
      as(t.signed, { url: `${STAFF_API.consultationsCsv}?status=closed` }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // Named with the list, the day and the filter: Korean, and an ASCII fallback.
    const day = seoulToday();
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="consultations-${day}-closed.csv"; filename*=UTF-8''${encodeURIComponent(`상담신청-${day}-종결.csv`)}`,
    );
    const every = await t.app.inject(
      as(t.signed, {
        method: 'HEAD',
        url: `${STAFF_API.consultationsCsv}?status=new&type=gift&from=2026-12-01&to=2026-12-06&q=010`,
      }),
    );
    expect(every.headers['content-disposition']).toBe(
      `attachment; filename="consultations-${day}-new-gift-2026-12-01~2026-12-06-search.csv"; filename*=UTF-8''${encodeURIComponent(`상담신청-${day}-신규-증여세-2026-12-01~2026-12-06-검색.csv`)}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const csv = response.rawPayload.toString('utf8');
    // The export's format: a BOM for Excel, then the same header and CRLF lines.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    // Korean headings; Korea time as the console shows it; the status, the handler and when.
    expect(lines[0]).toBe(CONSULTATION_CSV_HEADINGS.map((heading) => `"${heading}"`).join(','));
    const row = lines.slice(1).find((line) => line.startsWith(`"${id}",`)) ?? '';
    expect(row).toMatch(
      new RegExp(
        `^"${id}","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}","상속세",.*,"종결","","${NAME}","\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}","미발송"$`,
      ),
    );
    expect(response.body).toContain(`"'=CSV신청"`);
    expect(response.body).not.toContain('홍신청'); // contacted, not closed
    const [last] = (await auditActions(t.app)).slice(-1);
    expect(last).toBe('consultations_exported');
    const [entry] = await t.db.query<{ detail: string }>(
      'SELECT detail FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(entry?.detail).toMatch(/^status=closed \(\d+\)$/);
  });

  test('job applications: list and open with file metadata, status change, downloads', async () => {
    const id = await addApplication(t.app);
    const list = (
      await t.app.inject(as(t.signed, { url: STAFF_API.applications }))
    ).json() as StaffPage<StaffApplication>;
    const item = list.items.find((application) => application.id === id);
    expect(item).toMatchObject({ name: '최지원', email: 'applicant@example.com', status: 'new' });
    expect(item?.files).toEqual([
      { field: 'portfolio', file_name: 'work.zip', kind: 'zip', size: ZIP.length },
      { field: 'resume', file_name: '최지원 이력서.pdf', kind: 'pdf', size: PDF.length },
    ]);
    // One application opened is the list's row with its note log (none yet).
    const opened = await t.app.inject(as(t.signed, { url: STAFF_API.application(id) }));
    expect(opened.json()).toEqual({ ...item, notes: [] });

    const changed = await t.app.inject(
      as(t.signed, {
        method: 'PATCH',
        url: STAFF_API.application(id),
        payload: { status: 'contacted', note: '면접 일정 안내' },
      }),
    );
    expect(changed.json()).toMatchObject({ id, status: 'contacted', changed_by: NAME });
    expect((changed.json() as StaffApplication).files).toHaveLength(2);

    const resume = await t.app.inject(
      as(t.signed, { url: STAFF_API.applicationFile(id, 'resume') }),
    );
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.equals(PDF)).toBe(true);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['content-disposition']).toBe(
      `attachment; filename="${id}-resume.pdf"; filename*=UTF-8''${encodeURIComponent('최지원 이력서.pdf')}`,
    );
    expect(resume.headers['x-content-type-options']).toBe('nosniff');
    expect(resume.headers['content-security-policy']).toBe('sandbox');
    const portfolio = await t.app.inject(
      as(t.signed, { url: STAFF_API.applicationFile(id, 'portfolio') }),
    );
    expect(portfolio.headers['content-type']).toBe('application/zip');
    expect(portfolio.rawPayload.equals(ZIP)).toBe(true);

    const entries = await t.db.query<{ action: string; detail: string | null }>(
      `SELECT action, detail FROM audit_log WHERE target_type = 'application' AND target_id = $1
       ORDER BY id`,
      [id],
    );
    expect(entries).toEqual([
      { action: 'application_viewed', detail: null },
      { action: 'application_status_changed', detail: '연락함: 면접 일정 안내' },
      { action: 'application_file_downloaded', detail: 'resume' },
      { action: 'application_file_downloaded', detail: 'portfolio' },
    ]);

    await t.db.query(
      "DELETE FROM job_application_files WHERE application_id = $1 AND field = 'portfolio'",
      [id],
    );
    const gone = await t.app.inject(
      as(t.signed, { url: STAFF_API.applicationFile(id, 'portfolio') }),
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: STAFF_MESSAGES.fileNotFound });
    const noApplication = await t.app.inject(
      as(t.signed, { url: STAFF_API.applicationFile(999_999, 'resume') }),
    );
    expect(noApplication.json()).toEqual({ detail: STAFF_MESSAGES.applicationNotFound });
    const badField = await t.app.inject(
      as(t.signed, { url: `${STAFF_API.application(id)}/files/photo` }),
    );
    expect(badField.statusCode).toBe(400);
  });
});
