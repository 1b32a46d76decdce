import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JOB_APPLICATION_API } from '../../contract/jobs';
import { API_MESSAGES } from '../../contract/messages';
import { REVIEW_API } from '../../contract/reviews';
import {
  type AuditEntry,
  STAFF_API,
  STAFF_CSRF_HEADER,
  STAFF_LIMITS,
  STAFF_MESSAGES,
  type StaffApplication,
  type StaffConsultation,
  type StaffPage,
  type StaffReview,
  type StaffSession,
} from '../../contract/staff';
import { buildApp } from '../../server/app';
import {
  captureLog,
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openPostgresSchema,
  TEST_SCRYPT,
  type TestApp,
} from './helpers';
import {
  addStaff,
  applicationForm,
  asStaff,
  NAME,
  nextClient,
  PASSWORD,
  PDF,
  type Signed,
  signIn,
  ZIP,
} from './support/staff';

const as = asStaff;

async function addConsultation(app: FastifyInstance, name: string, daysAgo = 0) {
  const rows = await app.db.query<{ id: number }>(
    `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
     VALUES ('inheritance', $1, '010-1111-2222', '상담 내용', now() - make_interval(days => $2))
     RETURNING id`,
    [name, daysAgo],
  );
  return rows[0]?.id ?? 0;
}

async function addApplication(app: FastifyInstance) {
  const response = await app.inject({
    method: 'POST',
    url: JOB_APPLICATION_API,
    payload: applicationForm({ resume: '최지원 이력서.pdf', portfolio: 'work.zip' }),
  });
  expect(response.statusCode).toBe(201);
  const rows = await app.db.query<{ id: number }>('SELECT max(id) AS id FROM job_applications');
  return rows[0]?.id ?? 0;
}

async function addReview(app: FastifyInstance, title = '좋은 상담') {
  const response = await app.inject({
    method: 'POST',
    url: REVIEW_API.list,
    payload: {
      username: '박후기',
      password: 'secret1',
      title,
      content: '후기 내용입니다.',
      consultation_type: 'gift',
    },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

async function auditActions(app: FastifyInstance): Promise<string[]> {
  const rows = await app.db.query<{ action: string }>('SELECT action FROM audit_log ORDER BY id');
  return rows.map((row) => row.action);
}

/** Every staff call the contract names, with a body where one is needed. */
const EVERY_CALL: InjectOptions[] = [
  { method: 'GET', url: STAFF_API.session },
  { method: 'DELETE', url: STAFF_API.session },
  { method: 'GET', url: STAFF_API.consultations },
  { method: 'GET', url: STAFF_API.consultation(1) },
  { method: 'PATCH', url: STAFF_API.consultation(1), payload: { status: 'closed' } },
  { method: 'GET', url: STAFF_API.consultationsCsv },
  { method: 'DELETE', url: STAFF_API.consultation(1) },
  { method: 'GET', url: STAFF_API.applications },
  { method: 'GET', url: STAFF_API.applicationsCsv },
  { method: 'DELETE', url: STAFF_API.application(1) },
  { method: 'GET', url: STAFF_API.application(1) },
  { method: 'PATCH', url: STAFF_API.application(1), payload: { status: 'closed' } },
  { method: 'GET', url: STAFF_API.applicationFile(1, 'resume') },
  { method: 'GET', url: STAFF_API.reviews },
  { method: 'GET', url: STAFF_API.review(1) },
  { method: 'POST', url: STAFF_API.reviewHide(1), payload: { reason: '요청' } },
  { method: 'POST', url: STAFF_API.reviewRestore(1) },
  { method: 'DELETE', url: STAFF_API.review(1) },
  { method: 'GET', url: STAFF_API.audit },
  { method: 'GET', url: '/api/staff/no-such-thing' },
  { method: 'POST', url: '/api/staff/consultations/1/anything' },
];

describeEachDatabase('staff API on %s', (kind) => {
  let t: TestApp;
  let signed: Signed;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addStaff(t.app);
    signed = await signIn(t.app);
  });
  afterAll(() => t.close());

  test.each(EVERY_CALL)('$method $url without a session → 401 signInRequired', async (call) => {
    const response = await t.app.inject(call);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: STAFF_MESSAGES.signInRequired });
  });

  test('an unknown staff path with a session is a 404; a made-up cookie is still a 401', async () => {
    const known = await t.app.inject(as(signed, { url: '/api/staff/no-such-thing' }));
    expect(known.statusCode).toBe(404);
    expect(known.json()).toEqual({ detail: API_MESSAGES.notFound });
    const madeUp = await t.app.inject({
      url: STAFF_API.consultations,
      headers: { cookie: `__Host-staff_session=${'A'.repeat(43)}` },
    });
    expect(madeUp.statusCode).toBe(401);
  });

  test('sign-in sets the HttpOnly, Secure, SameSite=Strict cookie and stores only its hash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name: ` ${NAME} `, password: PASSWORD },
      remoteAddress: nextClient(),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as StaffSession;
    expect(body.staff).toEqual({ name: NAME });
    expect(body.csrfToken).toMatch(/^[\w-]{40,}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-staff_session=[\w-]{40,}; /);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=Strict', 'Path=/']) {
      expect(cookie).toContain(attribute);
    }
    expect(response.headers['cache-control']).toBe('no-store');
    const id = /^__Host-staff_session=([\w-]+)/.exec(cookie)?.[1] ?? '';
    const stored = await t.db.query<{ id_hash: string }>('SELECT id_hash FROM staff_sessions');
    expect(stored.map((row) => row.id_hash)).not.toContain(id);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.id_hash))).toBe(true);

    const current = await t.app.inject({ url: STAFF_API.session, headers: { cookie } });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(body);
  });

  test('a wrong password and an unknown name get the same 401', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name: NAME, password: 'wrong password!' },
      remoteAddress: nextClient(),
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name: '없는사람', password: PASSWORD },
      remoteAddress: nextClient(),
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: STAFF_MESSAGES.signInFailed });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  test('sign-in input is checked: 400 with a Korean detail per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name: '', password: '' },
      remoteAddress: nextClient(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: STAFF_MESSAGES.nameRequired,
      errors: [
        { field: 'name', message: STAFF_MESSAGES.nameRequired },
        { field: 'password', message: STAFF_MESSAGES.passwordRequired },
      ],
    });
  });

  test(`after ${STAFF_LIMITS.signInAttempts} wrong sign-ins the client gets 429, even with the right password; others do not`, async () => {
    const client = nextClient();
    const attempt = (password: string, remoteAddress = client) =>
      t.app.inject({
        method: 'POST',
        url: STAFF_API.session,
        payload: { name: NAME, password },
        remoteAddress,
      });
    for (let i = 0; i < STAFF_LIMITS.signInAttempts; i++) {
      expect((await attempt('wrong password!')).statusCode).toBe(401);
    }
    const limited = await attempt(PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ detail: STAFF_MESSAGES.signInRateLimited });
    expect((await attempt(PASSWORD, nextClient())).statusCode).toBe(200);
    // The window passes: the limit lifts.
    await t.db.query(
      `UPDATE staff_sign_in_attempts SET attempted_at = now() - make_interval(mins => $1)`,
      [STAFF_LIMITS.signInWindowMinutes + 1],
    );
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
  });

  test('parallel wrong guesses see each other: no more than the limit are checked', async () => {
    const client = nextClient();
    const responses = await Promise.all(
      Array.from({ length: 3 * STAFF_LIMITS.signInAttempts }, () =>
        t.app.inject({
          method: 'POST',
          url: STAFF_API.session,
          payload: { name: NAME, password: 'wrong password!' },
          remoteAddress: client,
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(
      STAFF_LIMITS.signInAttempts,
    );
    expect(codes.filter((code) => code !== 401).every((code) => code === 429)).toBe(true);
  });

  // Found from outside: ten parallel sign-ins with the right password (a double click, two tabs)
  // answered 5 × 429 — checks still in flight were counted as wrong ones.
  test('ten parallel sign-ins with the right password all succeed', async () => {
    const client = nextClient();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: STAFF_API.session,
          payload: { name: NAME, password: PASSWORD },
          remoteAddress: client,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
  });

  test('sign-in from another site is refused (Origin, Sec-Fetch-Site)', async () => {
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: STAFF_API.session,
        payload: { name: NAME, password: PASSWORD },
        headers,
        remoteAddress: nextClient(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: STAFF_MESSAGES.forgedRequest });
    }
    const sameSite = await t.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name: NAME, password: PASSWORD },
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
      remoteAddress: nextClient(),
    });
    expect(sameSite.statusCode).toBe(200);
  });

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
      ['from=2026-03-02&to=2026-03-01', STAFF_MESSAGES.invalidDateRange],
      ['status=lost', API_MESSAGES.invalidInput],
      ['page=0', API_MESSAGES.invalidInput],
    ] as const) {
      const response = await t.app.inject(
        as(signed, { url: `${STAFF_API.consultations}?${query}` }),
      );
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail, query).toBe(detail);
    }
    for (const url of [STAFF_API.consultation(0), '/api/staff/consultations/abc']) {
      expect((await t.app.inject(as(signed, { url }))).statusCode).toBe(400);
    }
  });

  test('opening and changing a consultation: the row, who and when, and an audit entry with the note', async () => {
    const id = await addConsultation(t.app, '홍신청');
    const opened = await t.app.inject(as(signed, { url: STAFF_API.consultation(id) }));
    expect(opened.json()).toMatchObject({ id, name: '홍신청', status: 'new' });

    const changed = await t.app.inject(
      as(signed, {
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
      await t.app.inject(as(signed, { url: STAFF_API.audit }))
    ).json() as StaffPage<AuditEntry>;
    expect(audit.items[0]).toMatchObject({
      staff_name: NAME,
      action: 'consultation_status_changed',
      target_type: 'consultation',
      target_id: id,
      detail: '연락함: 3시에 통화',
    });
    expect(JSON.stringify(audit)).not.toContain('홍신청');

    const missing = await t.app.inject(
      as(signed, {
        method: 'PATCH',
        url: STAFF_API.consultation(999_999),
        payload: { status: 'closed' },
      }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: STAFF_MESSAGES.consultationNotFound });
    const bad = await t.app.inject(
      as(signed, { method: 'PATCH', url: STAFF_API.consultation(id), payload: { status: 'x' } }),
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
      as(signed, {
        method: 'PATCH',
        url: STAFF_API.consultation(id),
        payload: { status: 'closed' },
      }),
    );
    const response = await t.app.inject(
      as(signed, { url: `${STAFF_API.consultationsCsv}?status=closed` }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['cache-control']).toBe('no-store');
    const csv = response.rawPayload.toString('utf8');
    // The export's format: a BOM for Excel, then the same header and CRLF lines.
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '"id","created_at","consultation_type","type_label","name","phone","content","notified"',
    );
    expect(lines.slice(1).some((line) => line.startsWith(`"${id}",`))).toBe(true);
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
      await t.app.inject(as(signed, { url: STAFF_API.applications }))
    ).json() as StaffPage<StaffApplication>;
    const item = list.items.find((application) => application.id === id);
    expect(item).toMatchObject({ name: '최지원', email: 'applicant@example.com', status: 'new' });
    expect(item?.files).toEqual([
      { field: 'portfolio', file_name: 'work.zip', kind: 'zip', size: ZIP.length },
      { field: 'resume', file_name: '최지원 이력서.pdf', kind: 'pdf', size: PDF.length },
    ]);
    const opened = await t.app.inject(as(signed, { url: STAFF_API.application(id) }));
    expect(opened.json()).toEqual(item);

    const changed = await t.app.inject(
      as(signed, {
        method: 'PATCH',
        url: STAFF_API.application(id),
        payload: { status: 'contacted', note: '면접 일정 안내' },
      }),
    );
    expect(changed.json()).toMatchObject({ id, status: 'contacted', changed_by: NAME });
    expect((changed.json() as StaffApplication).files).toHaveLength(2);

    const resume = await t.app.inject(as(signed, { url: STAFF_API.applicationFile(id, 'resume') }));
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.equals(PDF)).toBe(true);
    expect(resume.headers['content-type']).toBe('application/pdf');
    expect(resume.headers['content-disposition']).toBe(
      `attachment; filename="${id}-resume.pdf"; filename*=UTF-8''${encodeURIComponent('최지원 이력서.pdf')}`,
    );
    expect(resume.headers['x-content-type-options']).toBe('nosniff');
    expect(resume.headers['content-security-policy']).toBe('sandbox');
    const portfolio = await t.app.inject(
      as(signed, { url: STAFF_API.applicationFile(id, 'portfolio') }),
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
      as(signed, { url: STAFF_API.applicationFile(id, 'portfolio') }),
    );
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: STAFF_MESSAGES.fileNotFound });
    const noApplication = await t.app.inject(
      as(signed, { url: STAFF_API.applicationFile(999_999, 'resume') }),
    );
    expect(noApplication.json()).toEqual({ detail: STAFF_MESSAGES.applicationNotFound });
    const badField = await t.app.inject(
      as(signed, { url: `${STAFF_API.application(id)}/files/photo` }),
    );
    expect(badField.statusCode).toBe(400);
  });

  test('a hidden review is gone from every public answer, with content for staff, and back after restore', async () => {
    const id = await addReview(t.app, '숨길 후기');
    const publicList = async () =>
      (await t.app.inject({ url: `${REVIEW_API.list}?items_per_page=20` })).json() as {
        items: { id: number }[];
        total: number;
      };
    const before = await publicList();

    const hidden = await t.app.inject(
      as(signed, {
        method: 'POST',
        url: STAFF_API.reviewHide(id),
        payload: { reason: '명예훼손 신고' },
      }),
    );
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      id,
      content: '후기 내용입니다.',
      username: '박후기',
      hidden_reason: '명예훼손 신고',
      hidden_by: NAME,
      hidden_at: expect.any(String),
    });

    const after = await publicList();
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(id);
    const publicCalls: InjectOptions[] = [
      { url: `${REVIEW_API.list}/${id}` },
      { method: 'POST', url: `${REVIEW_API.list}/${id}/views` },
      {
        method: 'POST',
        url: `${REVIEW_API.list}/${id}/verify-password`,
        payload: { password: 'secret1' },
      },
      {
        method: 'PUT',
        url: `${REVIEW_API.list}/${id}`,
        payload: { password: 'secret1', title: '수정', content: '수정', consultation_type: 'gift' },
      },
      { method: 'DELETE', url: `${REVIEW_API.list}/${id}`, payload: { password: 'secret1' } },
    ];
    for (const call of publicCalls) {
      const response = await t.app.inject({ ...call, remoteAddress: nextClient() });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.body).not.toContain('숨길 후기');
      expect(response.body).not.toContain('후기 내용입니다.');
    }

    const again = await t.app.inject(
      as(signed, { method: 'POST', url: STAFF_API.reviewHide(id), payload: { reason: '다시' } }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: STAFF_MESSAGES.alreadyHidden });
    const hiddenOnly = (
      await t.app.inject(as(signed, { url: `${STAFF_API.reviews}?visibility=hidden` }))
    ).json() as StaffPage<StaffReview>;
    expect(hiddenOnly.items.map((review) => review.id)).toEqual([id]);
    const all = (
      await t.app.inject(as(signed, { url: STAFF_API.reviews }))
    ).json() as StaffPage<StaffReview>;
    expect(all.total).toBe(before.total);
    expect(all.items[0]?.id).toBe(id);

    const restored = await t.app.inject(
      as(signed, { method: 'POST', url: STAFF_API.reviewRestore(id) }),
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      id,
      hidden_at: null,
      hidden_reason: null,
      hidden_by: null,
    });
    expect((await publicList()).total).toBe(before.total);
    const detail = await t.app.inject({ url: `${REVIEW_API.list}/${id}` });
    expect(detail.statusCode).toBe(200);
    const verify = await t.app.inject({
      method: 'POST',
      url: `${REVIEW_API.list}/${id}/verify-password`,
      payload: { password: 'secret1' },
      remoteAddress: nextClient(),
    });
    expect(verify.json()).toMatchObject({ verified: true });

    const notHidden = await t.app.inject(
      as(signed, { method: 'POST', url: STAFF_API.reviewRestore(id) }),
    );
    expect(notHidden.statusCode).toBe(409);
    expect(notHidden.json()).toEqual({ detail: STAFF_MESSAGES.notHidden });
    const noReason = await t.app.inject(
      as(signed, { method: 'POST', url: STAFF_API.reviewHide(id), payload: { reason: '  ' } }),
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toBe(STAFF_MESSAGES.hideReasonRequired);
  });

  test('deleting a review for good: 204, gone for staff and public, audited; a second time 404', async () => {
    const id = await addReview(t.app, '지울 후기');
    const deleted = await t.app.inject(as(signed, { method: 'DELETE', url: STAFF_API.review(id) }));
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url: `${REVIEW_API.list}/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject(as(signed, { url: STAFF_API.review(id) }))).statusCode).toBe(404);
    const again = await t.app.inject(as(signed, { method: 'DELETE', url: STAFF_API.review(id) }));
    expect(again.json()).toEqual({ detail: STAFF_MESSAGES.reviewNotFound });
    const [entry] = await t.db.query<{ action: string; target_id: number }>(
      "SELECT action, target_id FROM audit_log WHERE action = 'review_deleted'",
    );
    expect(entry).toEqual({ action: 'review_deleted', target_id: id });
  });

  describe('forged requests → 403 and nothing changed', () => {
    const forgeries: [string, Record<string, string | undefined>][] = [
      ['no token', { [STAFF_CSRF_HEADER]: undefined }],
      ['a wrong token', { [STAFF_CSRF_HEADER]: 'x'.repeat(43) }],
      ['a cross-site Origin', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ];
    test.each(forgeries)('%s', async (_label, headers) => {
      const consultation = await addConsultation(t.app, '위조대상');
      const review = await addReview(t.app, '위조 대상 후기');
      const before = await auditActions(t.app);
      const calls: InjectOptions[] = [
        {
          method: 'PATCH',
          url: STAFF_API.consultation(consultation),
          payload: { status: 'closed' },
        },
        { method: 'POST', url: STAFF_API.reviewHide(review), payload: { reason: '위조' } },
        { method: 'DELETE', url: STAFF_API.review(review) },
        { method: 'DELETE', url: STAFF_API.session },
      ];
      for (const call of calls) {
        const options = as(signed, call);
        const merged = Object.fromEntries(
          Object.entries({ ...options.headers, ...headers }).filter(([, v]) => v !== undefined),
        );
        const response = await t.app.inject({ ...options, headers: merged });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json()).toEqual({ detail: STAFF_MESSAGES.forgedRequest });
      }
      expect(await auditActions(t.app)).toEqual(before);
      expect(
        (await t.app.inject(as(signed, { url: STAFF_API.consultation(consultation) }))).json(),
      ).toMatchObject({ status: 'new' });
      expect((await t.app.inject({ url: `${REVIEW_API.list}/${review}` })).statusCode).toBe(200);
      expect((await t.app.inject(as(signed, { url: STAFF_API.session }))).statusCode).toBe(200);
    });

    test('GET needs no token (reads change nothing)', async () => {
      const response = await t.app.inject({
        url: STAFF_API.consultations,
        headers: { cookie: signed.cookie },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  test('sessions expire when idle and after the absolute limit; expired rows are deleted', async () => {
    const idle = await signIn(t.app);
    const busy = await signIn(t.app);
    const hashOf = async (s: Signed) => {
      const { hashSessionId } = await import('../../server/plugins/staffSession');
      return hashSessionId(s.cookie.split('=')[1] ?? '');
    };
    await t.db.query(
      'UPDATE staff_sessions SET last_seen_at = now() - make_interval(mins => $2) WHERE id_hash = $1',
      [await hashOf(idle), STAFF_LIMITS.sessionIdleMinutes + 1],
    );
    // Used a minute ago but signed in longer ago than the absolute limit.
    await t.db.query(
      `UPDATE staff_sessions SET created_at = now() - make_interval(hours => $2),
         last_seen_at = now() - interval '1 minute' WHERE id_hash = $1`,
      [await hashOf(busy), STAFF_LIMITS.sessionAbsoluteHours],
    );
    for (const session of [idle, busy]) {
      const response = await t.app.inject(as(session, { url: STAFF_API.consultations }));
      expect(response.statusCode).toBe(401);
      const rows = await t.db.query('SELECT 1 FROM staff_sessions WHERE id_hash = $1', [
        await hashOf(session),
      ]);
      expect(rows).toHaveLength(0);
    }
  });

  test('each request moves last_seen_at, so a session in use does not go idle', async () => {
    const s = await signIn(t.app);
    const { hashSessionId } = await import('../../server/plugins/staffSession');
    const idHash = hashSessionId(s.cookie.split('=')[1] ?? '');
    await t.db.query(
      "UPDATE staff_sessions SET last_seen_at = now() - interval '20 minutes' WHERE id_hash = $1",
      [idHash],
    );
    expect((await t.app.inject(as(s, { url: STAFF_API.session }))).statusCode).toBe(200);
    const [row] = await t.db.query<{ idle_s: number }>(
      'SELECT EXTRACT(EPOCH FROM now() - last_seen_at)::int AS idle_s FROM staff_sessions WHERE id_hash = $1',
      [idHash],
    );
    expect(row?.idle_s).toBeLessThan(60);
  });

  test('sign-out deletes the session, clears the cookie and is audited', async () => {
    const s = await signIn(t.app);
    const out = await t.app.inject(as(s, { method: 'DELETE', url: STAFF_API.session }));
    expect(out.statusCode).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(
      /^__Host-staff_session=; Max-Age=0; HttpOnly; Secure; SameSite=Strict; Path=\/$/,
    );
    expect((await t.app.inject(as(s, { url: STAFF_API.session }))).statusCode).toBe(401);
    const actions = await auditActions(t.app);
    expect(actions).toContain('signed_in');
    expect(actions.at(-1)).toBe('signed_out');
  });

  test('the audit log pages newest first', async () => {
    for (let i = 0; i <= STAFF_LIMITS.pageSize; i++) {
      await t.app.audit.record({ staffName: NAME, action: 'signed_in' });
    }
    const response = await t.app.inject(as(signed, { url: `${STAFF_API.audit}?page=1` }));
    const body = response.json() as StaffPage<AuditEntry>;
    expect(body.total).toBeGreaterThan(STAFF_LIMITS.pageSize);
    expect(body.items).toHaveLength(STAFF_LIMITS.pageSize);
    const ids = body.items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await t.app.inject(as(signed, { url: `${STAFF_API.audit}?page=x` }))).statusCode).toBe(
      400,
    );
  });
});

test('passwords, session ids and tokens never reach the log', async () => {
  const { stream, text: logText } = captureLog();
  const logged = await createTestApp('pglite', { logger: { level: 'debug', stream } });
  try {
    await addStaff(logged.app);
    const s = await signIn(logged.app);
    await logged.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name: NAME, password: 'a wrong one!' },
    });
    await logged.app.inject(as(s, { url: `${STAFF_API.consultations}?from=2026-01-01` }));
    await logged.app.inject(as(s, { method: 'DELETE', url: STAFF_API.session }));
    expect(logText()).toContain(`${STAFF_API.consultations}?[redacted]`);
    const sessionId = s.cookie.split('=')[1] ?? '';
    for (const secret of [PASSWORD, 'a wrong one!', sessionId, s.csrf]) {
      expect(logText()).not.toContain(secret);
    }
  } finally {
    await logged.close();
  }
});

// Two instances need a database both can reach: only PostgreSQL (PGlite is single-process).
describePostgres('two instances on one PostgreSQL', () => {
  test('share sessions, sign-out and the sign-in limit', async () => {
    const first = await createTestApp('postgres');
    const second = await buildApp({
      database: openPostgresSchema(first.location),
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: join(tmpdir(), 'none'),
      config: { writeLimitPerMinute: 100_000 },
    });
    try {
      await addStaff(first.app);
      const s = await signIn(first.app);
      const onSecond = await second.inject(as(s, { url: STAFF_API.session }));
      expect(onSecond.statusCode).toBe(200);
      expect(onSecond.json()).toEqual({ staff: { name: NAME }, csrfToken: s.csrf });
      const out = await second.inject(as(s, { method: 'DELETE', url: STAFF_API.session }));
      expect(out.statusCode).toBe(204);
      expect((await first.app.inject(as(s, { url: STAFF_API.session }))).statusCode).toBe(401);

      const client = nextClient();
      for (let i = 0; i < STAFF_LIMITS.signInAttempts; i++) {
        const response = await [first.app, second][i % 2]?.inject({
          method: 'POST',
          url: STAFF_API.session,
          payload: { name: NAME, password: 'wrong password!' },
          remoteAddress: client,
        });
        expect(response?.statusCode).toBe(401);
      }
      const limited = await first.app.inject({
        method: 'POST',
        url: STAFF_API.session,
        payload: { name: NAME, password: PASSWORD },
        remoteAddress: client,
      });
      expect(limited.statusCode).toBe(429);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
