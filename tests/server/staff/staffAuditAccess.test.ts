import { expect, test } from 'vitest';
import { HANDLING_STATUS_LABELS, STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { idRangesOf } from '../../../server/db/idRanges';
import { describeEachDatabase } from '../helpers';
import { ADDRESS, as, OTHER, OTHER_PASSWORD, openAuditSuite } from '../support/auditEntries';
import {
  addApplication,
  addConsultation,
  addReview,
  NAME,
  type Signed,
  signIn,
} from '../support/staff';

// Since the log became 접속기록 (decision 125) signing in, failing to, and reading records are
// entries too, asserted whole with the account id, session and address; reading the log's own
// view is not. The console shows each entry as written.

describeEachDatabase('the audit entry of every staff action on %s', (kind) => {
  const { t, lastId, rowsAfter, recorded, actorOf, noTarget } = openAuditSuite(kind);

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

  test('reading records is recorded with the ids shown; reading the log itself is not', async () => {
    const id = await addConsultation(t.app, '홍신청');
    const applicationId = await addApplication(t.app);
    const actor = await actorOf(t.first, NAME);
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
      const response = await t.app.inject(as(t.first, { url }));
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
      expect(await recorded(as(t.first, { url })), url).toEqual({
        status: 200,
        rows: [{ ...actor, action, target_type, target_id, target_ids: null, detail: null }],
      });
    }

    // The log's own view, the session and the staff member's own sessions are not recorded; the
    // log's CSV download is: it hands staff names and addresses out of the console.
    for (const url of [STAFF_API.audit, STAFF_API.session, STAFF_API.sessions]) {
      expect(await recorded(as(t.first, { url })), url).toEqual({ status: 200, rows: [] });
    }
    const written = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    expect(await recorded(as(t.first, { url: STAFF_API.auditCsv }))).toEqual({
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
      [t.second, OTHER, 'contacted', '전화 드림'],
      [t.first, NAME, 'closed', '완료'],
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
      await t.app.inject(as(t.first, { url: STAFF_API.audit }))
    ).json() as StaffPage<AuditEntry>;
    expect(page.items.slice(0, 2)).toEqual(expected);
  });
});
