import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { HANDLING_STATUS_LABELS, STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffPage, StaffSessionInfo } from '../../../contract/staffAnswers';
import { idRangesOf } from '../../../server/db/idRanges';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import {
  addApplication,
  addConsultation,
  addReview,
  addStaff,
  asStaff,
  NAME,
  type Signed,
  signIn,
} from '../support/staff';

// Every staff action leaves one audit entry saying who did what to which record, and why (the
// note, the hide reason, the export's filters): the entry is asserted whole, field by field, for
// each action, by two different staff members so "who" cannot be a constant. An action that
// fails (not found, already hidden, invalid input) leaves none. Since the log became 접속기록
// (decision 125) signing in, failing to, and reading records are entries too, asserted whole with
// the account id, session and address; reading the log's own view is not.

const OTHER = '박직원';
const OTHER_PASSWORD = 'another long password';
const ADDRESS = '10.30.40.50';

const as = (signed: Signed, options: InjectOptions) => asStaff(signed, options, ADDRESS);

type Entry = Pick<AuditEntry, 'staff_name' | 'action' | 'target_type' | 'target_id' | 'detail'>;
/** An entry as `audited` reads it: who, what, on which record (or none), and the detail. */
const entry = (
  staff_name: string,
  action: Entry['action'],
  target: { type: NonNullable<Entry['target_type']>; id: number } | null,
  detail: Entry['detail'],
): Entry => ({
  staff_name,
  action,
  target_type: target?.type ?? null,
  target_id: target?.id ?? null,
  detail,
});
/** An access record as stored, all but its id and time. */
type Row = Omit<AuditEntry, 'id' | 'created_at'>;

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
  /** The whole rows written since `since`, oldest first. */
  async function rowsAfter(since: number): Promise<Row[]> {
    return t.db.query<Row>(
      `SELECT staff_id, staff_name, session_id, client, action, target_type, target_id,
              target_ids, detail
       FROM audit_log WHERE id > $1 ORDER BY id`,
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

  /** Runs one request as `signed`: answered `status`, it wrote exactly `entries`. */
  async function expectAudited(
    signed: Signed,
    options: InjectOptions,
    status: number,
    entries: Entry[],
  ) {
    expect(await audited(as(signed, options))).toEqual({ status, entries });
  }

  /** A status change by `signed` (staff member `name`): answered 200, with its one entry. */
  function expectStatusChanged(
    signed: Signed,
    name: string,
    target: 'consultation' | 'application',
    id: number,
    payload: { status: string; note?: string },
    detail: string,
  ) {
    return expectAudited(signed, { method: 'PATCH', url: STAFF_API[target](id), payload }, 200, [
      entry(name, `${target}_status_changed`, { type: target, id }, detail),
    ]);
  }

  /** Runs one request and returns its status and the whole rows it wrote. */
  async function recorded(options: InjectOptions) {
    const since = await lastId();
    const response = await t.app.inject(options);
    return { status: response.statusCode, rows: await rowsAfter(since) };
  }
  /** Who a signed-in request is, as its access record names them. */
  async function actorOf(signed: Signed, name: string) {
    const response = await t.app.inject(as(signed, { url: STAFF_API.sessions }));
    expect(response.statusCode).toBe(200);
    const sessionId = (response.json() as StaffSessionInfo[]).find((s) => s.current)?.id;
    const staffId = (await t.app.staff.findByName(name))?.id;
    expect([staffId, sessionId]).toEqual([expect.any(Number), expect.any(Number)]);
    return { staff_id: staffId, staff_name: name, session_id: sessionId, client: ADDRESS };
  }
  const noTarget = { target_type: null, target_id: null, target_ids: null };

  test('signing in, failing to and signing out: who, which session, from where', async () => {
    const since = await lastId();
    const session: Signed = await signIn(t.app, OTHER, OTHER_PASSWORD, ADDRESS);
    const actor = await actorOf(session, OTHER);
    expect(await rowsAfter(since)).toEqual([
      { ...actor, action: 'signed_in', ...noTarget, detail: null },
    ]);

    // A wrong password is recorded with the account tried and the address, but no session.
    expect(
      await recorded({
        method: 'POST',
        url: STAFF_API.session,
        payload: { name: NAME, password: 'wrong password!' },
        remoteAddress: ADDRESS,
      }),
    ).toEqual({
      status: 401,
      rows: [
        {
          staff_id: (await t.app.staff.findByName(NAME))?.id,
          staff_name: NAME,
          session_id: null,
          client: ADDRESS,
          action: 'sign_in_failed',
          ...noTarget,
          detail: 'wrong password',
        },
      ],
    });

    expect(await recorded(as(session, { method: 'DELETE', url: STAFF_API.session }))).toEqual({
      status: 204,
      rows: [{ ...actor, action: 'signed_out', ...noTarget, detail: null }],
    });
  });

  test('changing a consultation status: who, which one, the new status and the note', async () => {
    const id = await addConsultation(t.app, '홍신청');
    await expectStatusChanged(
      first,
      NAME,
      'consultation',
      id,
      { status: 'contacted', note: '  전화 드림  ' },
      `${HANDLING_STATUS_LABELS.contacted}: 전화 드림`,
    );
    await expectStatusChanged(
      second,
      OTHER,
      'consultation',
      id,
      { status: 'closed' },
      HANDLING_STATUS_LABELS.closed,
    );
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
    await expectStatusChanged(
      second,
      OTHER,
      'application',
      id,
      { status: 'contacted', note: '면접 일정 안내' },
      `${HANDLING_STATUS_LABELS.contacted}: 면접 일정 안내`,
    );
    for (const [signed, staff, field] of [
      [first, NAME, 'resume'],
      [second, OTHER, 'portfolio'],
    ] as const) {
      const download = await audited(as(signed, { url: STAFF_API.applicationFile(id, field) }));
      expect(download.status).toBe(200);
      expect(download.entries).toEqual([
        entry(staff, 'application_file_downloaded', { type: 'application', id: id }, field),
      ]);
    }
    expect(
      await audited(as(first, { url: STAFF_API.applicationFile(id + 1000, 'resume') })),
    ).toEqual({ status: 404, entries: [] });
  });

  test('exporting consultations: who, the filters and how many rows', async () => {
    await addConsultation(t.app, '홍신청');
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM consultations WHERE status = 'new'",
    );
    await expectAudited(
      first,
      { url: `${STAFF_API.consultationsCsv}?status=new&from=2000-01-01` },
      200,
      [entry(NAME, 'consultations_exported', null, `status=new from=2000-01-01 (${rows[0]?.n})`)],
    );
    const all = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consultations');
    const everything = await audited(as(second, { url: STAFF_API.consultationsCsv }));
    expect(everything.entries).toEqual([
      entry(OTHER, 'consultations_exported', null, `all (${all[0]?.n})`),
    ]);
  });

  test('hiding with its reason, restoring and deleting a review: who, which one, why', async () => {
    const id = await addReview(t.app);
    await expectAudited(
      first,
      {
        method: 'POST',
        url: STAFF_API.reviewHide(id),
        payload: { reason: ' 명예훼손 신고 ' },
      },
      200,
      [entry(NAME, 'review_hidden', { type: 'review', id: id }, '명예훼손 신고')],
    );
    // Hiding it again (409) or without a reason (400) writes nothing.
    for (const [payload, status] of [
      [{ reason: '다시' }, 409],
      [{ reason: '   ' }, 400],
    ] as const) {
      expect(
        await audited(as(second, { method: 'POST', url: STAFF_API.reviewHide(id), payload })),
      ).toEqual({ status, entries: [] });
    }

    const restore = { method: 'POST', url: STAFF_API.reviewRestore(id) } as const;
    await expectAudited(second, { ...restore, payload: { reason: '신고 철회' } }, 200, [
      entry(OTHER, 'review_restored', { type: 'review', id: id }, '신고 철회'),
    ]);
    // Restoring a visible one (409) or without a reason (400) writes nothing.
    for (const [payload, status] of [
      [{ reason: '다시' }, 409],
      [{ reason: '   ' }, 400],
    ] as const) {
      expect(await audited(as(first, { ...restore, payload }))).toEqual({ status, entries: [] });
    }

    const deleted = await audited(as(first, { method: 'DELETE', url: STAFF_API.review(id) }));
    expect(deleted.status).toBe(204);
    expect(deleted.entries).toEqual([
      entry(NAME, 'review_deleted', { type: 'review', id: id }, null),
    ]);
    expect(await audited(as(first, { method: 'DELETE', url: STAFF_API.review(id) }))).toEqual({
      status: 404,
      entries: [],
    });
  });

  test('reading records is recorded with the ids shown; reading the log itself is not', async () => {
    const id = await addConsultation(t.app, '홍신청');
    const applicationId = await addApplication(t.app);
    const actor = await actorOf(first, NAME);
    const idsOf = (response: { json(): unknown }) =>
      (response.json() as StaffPage<{ id: number }>).items.map((item) => item.id);

    const reviewId = await addReview(t.app);
    // Searches not made before in this session: each is a new record (decision 297), its
    // filters in the detail, the first page's ids on it.
    for (const [url, action, added, detail] of [
      [`${STAFF_API.consultations}?from=2020-01-01`, 'consultations_listed', id, 'from=2020-01-01'],
      [
        `${STAFF_API.applications}?from=2020-01-01`,
        'applications_listed',
        applicationId,
        'from=2020-01-01',
      ],
      // Authors' real names (public: 박*기) and what they wrote: recorded since decision 140.
      [`${STAFF_API.reviews}?visibility=visible`, 'reviews_listed', reviewId, 'visibility=visible'],
    ] as const) {
      const since = await lastId();
      const response = await t.app.inject(as(first, { url }));
      expect(response.statusCode, url).toBe(200);
      const shown = idsOf(response);
      expect(shown, url).toContain(added);
      expect(await rowsAfter(since), url).toEqual([
        {
          ...actor,
          action,
          target_type: null,
          target_id: null,
          target_ids: idRangesOf(shown),
          detail,
        },
      ]);
    }
    for (const [url, action, target_type, target_id] of [
      [STAFF_API.consultation(id), 'consultation_viewed', 'consultation', id],
      [STAFF_API.application(applicationId), 'application_viewed', 'application', applicationId],
      [STAFF_API.review(reviewId), 'review_viewed', 'review', reviewId],
    ] as const) {
      expect(await recorded(as(first, { url })), url).toEqual({
        status: 200,
        rows: [{ ...actor, action, target_type, target_id, target_ids: null, detail: null }],
      });
    }

    // The log's own view, the session and the staff member's own sessions are not recorded; the
    // log's CSV download is: it hands staff names and addresses out of the console.
    for (const url of [STAFF_API.audit, STAFF_API.session, STAFF_API.sessions]) {
      expect(await recorded(as(first, { url })), url).toEqual({ status: 200, rows: [] });
    }
    const written = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(await recorded(as(first, { url: STAFF_API.auditCsv }))).toEqual({
      status: 200,
      rows: [
        {
          ...actor,
          action: 'access_records_exported',
          ...noTarget,
          detail: `all (${written[0]?.n})`,
        },
      ],
    });
  });

  test('the console shows each entry as written, newest first, with the record’s name and the session’s sign-in', async () => {
    const id = await addConsultation(t.app, '홍신청');
    const changes = [
      [second, OTHER, 'contacted', '전화 드림'],
      [first, NAME, 'closed', '완료'],
    ] as const;
    const expected = [];
    for (const [signed, name, status, note] of changes) {
      const changed = await t.app.inject(
        as(signed, { method: 'PATCH', url: STAFF_API.consultation(id), payload: { status, note } }),
      );
      expect(changed.statusCode).toBe(200);
      expected.unshift({
        id: expect.any(Number),
        ...(await actorOf(signed, name)),
        action: 'consultation_status_changed',
        target_type: 'consultation',
        target_id: id,
        target_ids: null,
        // Named now, for the console to read out (the entry itself holds no visitor's data).
        target_name: '홍신청',
        detail: `${HANDLING_STATUS_LABELS[status]}: ${note}`,
        session_started_at: expect.any(String),
        created_at: expect.any(String),
      });
    }
    const page = (
      await t.app.inject(as(first, { url: STAFF_API.audit }))
    ).json() as StaffPage<AuditEntry>;
    expect(page.items.slice(0, 2)).toEqual(expected);
  });
});
