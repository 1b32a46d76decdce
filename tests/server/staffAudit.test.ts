import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { JOB_APPLICATION_API } from '../../contract/jobs';
import { REVIEW_API } from '../../contract/reviews';
import {
  type AuditEntry,
  HANDLING_STATUS_LABELS,
  STAFF_API,
  STAFF_CSRF_HEADER,
  type StaffPage,
} from '../../contract/staff';
import { createTestApp, describeEachDatabase, type TestApp } from './helpers';
import { addStaff, applicationForm, NAME, nextClient, type Signed, signIn } from './support/staff';

// Every staff action leaves one audit entry saying who did what to which record, and why (the
// note, the hide reason, the export's filters): the entry is asserted whole, field by field, for
// each action, by two different staff members so "who" cannot be a constant. An action that
// fails (not found, already hidden, invalid input) leaves none.

const OTHER = '박직원';
const OTHER_PASSWORD = 'another long password';

function as(signed: Signed, options: InjectOptions): InjectOptions {
  return {
    ...options,
    headers: {
      cookie: signed.cookie,
      [STAFF_CSRF_HEADER]: signed.csrf,
      'sec-fetch-site': 'same-origin',
      ...options.headers,
    },
  };
}

type Entry = Pick<AuditEntry, 'staff_name' | 'action' | 'target_type' | 'target_id' | 'detail'>;

describeEachDatabase('the audit entry of every staff action on %s', (kind) => {
  let t: TestApp;
  let first: Signed;
  let second: Signed;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addStaff(t.app);
    await addStaff(t.app, OTHER, OTHER_PASSWORD);
    first = await signIn(t.app);
    second = await signIn(t.app, OTHER, OTHER_PASSWORD);
  });
  afterAll(() => t.close());

  /** The entries written since `since` (an audit_log id), oldest first. */
  async function entriesAfter(since: number): Promise<Entry[]> {
    return t.db.query<Entry>(
      `SELECT staff_name, action, target_type, target_id, detail FROM audit_log
       WHERE id > $1 ORDER BY id`,
      [since],
    );
  }
  async function lastId(): Promise<number> {
    const rows = await t.db.query<{ id: number | null }>(
      'SELECT max(id)::int AS id FROM audit_log',
    );
    return rows[0]?.id ?? 0;
  }
  /** Runs one request and returns its status and the entries it wrote. */
  async function audited(options: InjectOptions) {
    const since = await lastId();
    const response = await t.app.inject(options);
    return { status: response.statusCode, entries: await entriesAfter(since) };
  }

  async function addConsultation(app: FastifyInstance) {
    const rows = await app.db.query<{ id: number }>(
      `INSERT INTO consultations (consultation_type, name, phone, content)
       VALUES ('gift', '홍신청', '010-1111-2222', '상담 내용') RETURNING id`,
    );
    return rows[0]?.id ?? 0;
  }
  async function addApplication(app: FastifyInstance) {
    const response = await app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      payload: applicationForm({ resume: '이력서.pdf', portfolio: 'work.zip' }),
    });
    expect(response.statusCode).toBe(201);
    const rows = await app.db.query<{ id: number }>(
      'SELECT max(id)::int AS id FROM job_applications',
    );
    return rows[0]?.id ?? 0;
  }
  async function addReview(app: FastifyInstance) {
    const response = await app.inject({
      method: 'POST',
      url: REVIEW_API.list,
      payload: {
        username: '박후기',
        password: 'secret1',
        title: '좋은 상담',
        content: '후기 내용입니다.',
        consultation_type: 'gift',
      },
    });
    expect(response.statusCode).toBe(201);
    return (response.json() as { id: number }).id;
  }

  test('signing in and out: who, and nothing else', async () => {
    const signInRequest = (name: string, password: string): InjectOptions => ({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name, password },
      remoteAddress: nextClient(),
    });
    const signedIn = await audited(signInRequest(OTHER, OTHER_PASSWORD));
    expect(signedIn.status).toBe(200);
    expect(signedIn.entries).toEqual([
      { staff_name: OTHER, action: 'signed_in', target_type: null, target_id: null, detail: null },
    ]);
    // A wrong password is no staff action: nothing is written.
    expect(await audited(signInRequest(NAME, 'wrong password!'))).toEqual({
      status: 401,
      entries: [],
    });

    const session = await signIn(t.app, OTHER, OTHER_PASSWORD);
    const signedOut = await audited(as(session, { method: 'DELETE', url: STAFF_API.session }));
    expect(signedOut.status).toBe(204);
    expect(signedOut.entries).toEqual([
      { staff_name: OTHER, action: 'signed_out', target_type: null, target_id: null, detail: null },
    ]);
  });

  test('changing a consultation status: who, which one, the new status and the note', async () => {
    const id = await addConsultation(t.app);
    const withNote = await audited(
      as(first, {
        method: 'PATCH',
        url: STAFF_API.consultation(id),
        payload: { status: 'contacted', note: '  전화 드림  ' },
      }),
    );
    expect(withNote.status).toBe(200);
    expect(withNote.entries).toEqual([
      {
        staff_name: NAME,
        action: 'consultation_status_changed',
        target_type: 'consultation',
        target_id: id,
        detail: `${HANDLING_STATUS_LABELS.contacted}: 전화 드림`,
      },
    ]);
    const withoutNote = await audited(
      as(second, {
        method: 'PATCH',
        url: STAFF_API.consultation(id),
        payload: { status: 'closed' },
      }),
    );
    expect(withoutNote.entries).toEqual([
      {
        staff_name: OTHER,
        action: 'consultation_status_changed',
        target_type: 'consultation',
        target_id: id,
        detail: HANDLING_STATUS_LABELS.closed,
      },
    ]);
    // Refused changes leave no entry.
    for (const [options, status] of [
      [
        { method: 'PATCH', url: STAFF_API.consultation(id + 1000), payload: { status: 'closed' } },
        404,
      ],
      [{ method: 'PATCH', url: STAFF_API.consultation(id), payload: { status: 'done' } }, 400],
    ] as const) {
      expect(await audited(as(first, options as InjectOptions))).toEqual({ status, entries: [] });
    }
  });

  test('changing an application status and downloading its files: who, which one, what', async () => {
    const id = await addApplication(t.app);
    const changed = await audited(
      as(second, {
        method: 'PATCH',
        url: STAFF_API.application(id),
        payload: { status: 'contacted', note: '면접 일정 안내' },
      }),
    );
    expect(changed.status).toBe(200);
    expect(changed.entries).toEqual([
      {
        staff_name: OTHER,
        action: 'application_status_changed',
        target_type: 'application',
        target_id: id,
        detail: `${HANDLING_STATUS_LABELS.contacted}: 면접 일정 안내`,
      },
    ]);
    for (const [signed, staff, field] of [
      [first, NAME, 'resume'],
      [second, OTHER, 'portfolio'],
    ] as const) {
      const download = await audited(as(signed, { url: STAFF_API.applicationFile(id, field) }));
      expect(download.status).toBe(200);
      expect(download.entries).toEqual([
        {
          staff_name: staff,
          action: 'application_file_downloaded',
          target_type: 'application',
          target_id: id,
          detail: field,
        },
      ]);
    }
    expect(
      await audited(as(first, { url: STAFF_API.applicationFile(id + 1000, 'resume') })),
    ).toEqual({ status: 404, entries: [] });
  });

  test('exporting consultations: who, the filters and how many rows', async () => {
    await addConsultation(t.app);
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM consultations WHERE status = 'new'",
    );
    const filtered = await audited(
      as(first, { url: `${STAFF_API.consultationsCsv}?status=new&from=2000-01-01` }),
    );
    expect(filtered.status).toBe(200);
    expect(filtered.entries).toEqual([
      {
        staff_name: NAME,
        action: 'consultations_exported',
        target_type: null,
        target_id: null,
        detail: `status=new from=2000-01-01 (${rows[0]?.n})`,
      },
    ]);
    const all = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consultations');
    const everything = await audited(as(second, { url: STAFF_API.consultationsCsv }));
    expect(everything.entries).toEqual([
      {
        staff_name: OTHER,
        action: 'consultations_exported',
        target_type: null,
        target_id: null,
        detail: `all (${all[0]?.n})`,
      },
    ]);
  });

  test('hiding with its reason, restoring and deleting a review: who, which one, why', async () => {
    const id = await addReview(t.app);
    const hidden = await audited(
      as(first, {
        method: 'POST',
        url: STAFF_API.reviewHide(id),
        payload: { reason: ' 명예훼손 신고 ' },
      }),
    );
    expect(hidden.status).toBe(200);
    expect(hidden.entries).toEqual([
      {
        staff_name: NAME,
        action: 'review_hidden',
        target_type: 'review',
        target_id: id,
        detail: '명예훼손 신고',
      },
    ]);
    // Hiding it again (409) or without a reason (400) writes nothing.
    for (const [payload, status] of [
      [{ reason: '다시' }, 409],
      [{ reason: '   ' }, 400],
    ] as const) {
      expect(
        await audited(as(second, { method: 'POST', url: STAFF_API.reviewHide(id), payload })),
      ).toEqual({ status, entries: [] });
    }

    const restored = await audited(
      as(second, { method: 'POST', url: STAFF_API.reviewRestore(id) }),
    );
    expect(restored.status).toBe(200);
    expect(restored.entries).toEqual([
      {
        staff_name: OTHER,
        action: 'review_restored',
        target_type: 'review',
        target_id: id,
        detail: null,
      },
    ]);
    expect(await audited(as(first, { method: 'POST', url: STAFF_API.reviewRestore(id) }))).toEqual({
      status: 409,
      entries: [],
    });

    const deleted = await audited(as(first, { method: 'DELETE', url: STAFF_API.review(id) }));
    expect(deleted.status).toBe(204);
    expect(deleted.entries).toEqual([
      {
        staff_name: NAME,
        action: 'review_deleted',
        target_type: 'review',
        target_id: id,
        detail: null,
      },
    ]);
    expect(await audited(as(first, { method: 'DELETE', url: STAFF_API.review(id) }))).toEqual({
      status: 404,
      entries: [],
    });
  });

  test('reading records and the log itself is not an action: nothing is written', async () => {
    const id = await addConsultation(t.app);
    for (const url of [
      STAFF_API.consultations,
      STAFF_API.consultation(id),
      STAFF_API.applications,
      STAFF_API.reviews,
      STAFF_API.audit,
      STAFF_API.session,
    ]) {
      expect(await audited(as(first, { url })), url).toEqual({ status: 200, entries: [] });
    }
  });

  test('the console shows each entry as written, newest first', async () => {
    const id = await addReview(t.app);
    await t.app.inject(
      as(second, { method: 'POST', url: STAFF_API.reviewHide(id), payload: { reason: '광고' } }),
    );
    const page = (
      await t.app.inject(as(first, { url: STAFF_API.audit }))
    ).json() as StaffPage<AuditEntry>;
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      staff_name: OTHER,
      action: 'review_hidden',
      target_type: 'review',
      target_id: id,
      detail: '광고',
      created_at: expect.any(String),
    });
  });
});
