import type { InjectOptions } from 'fastify';
import { expect, test } from 'vitest';
import { HANDLING_STATUS_LABELS, STAFF_API } from '../../../contract/staff';
import { describeEachDatabase } from '../helpers';
import { as, entry, OTHER, openAuditSuite } from '../support/auditEntries';
import { addApplication, addConsultation, addReview, NAME } from '../support/staff';

// Every staff action leaves one audit entry saying who did what to which record, and why (the
// note, the hide reason, the export's filters): the entry is asserted whole, field by field, for
// each action, by two different staff members so "who" cannot be a constant. An action that
// fails (not found, already hidden, invalid input) leaves none. Signing in and reading records
// are in staffAuditAccess.test.ts.

describeEachDatabase('the audit entry of every staff action on %s', (kind) => {
  const { t, audited, expectAudited, expectStatusChanged } = openAuditSuite(kind);

  test('changing a consultation status: who, which one, the new status and the note', async () => {
    const id = await addConsultation(t.app, '홍신청');
    await expectStatusChanged(
      t.first,
      NAME,
      'consultation',
      id,
      { status: 'contacted', note: '  전화 드림  ' },
      `${HANDLING_STATUS_LABELS.contacted}: 전화 드림`,
    );
    await expectStatusChanged(
      t.second,
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
      expect(await audited(as(t.first, options as InjectOptions))).toEqual({ status, entries: [] });
    }
  });

  test('changing an application status and downloading its files: who, which one, what', async () => {
    const id = await addApplication(t.app);
    await expectStatusChanged(
      t.second,
      OTHER,
      'application',
      id,
      { status: 'contacted', note: '면접 일정 안내' },
      `${HANDLING_STATUS_LABELS.contacted}: 면접 일정 안내`,
    );
    for (const [signed, staff, field] of [
      [t.first, NAME, 'resume'],
      [t.second, OTHER, 'portfolio'],
    ] as const) {
      const download = await audited(as(signed, { url: STAFF_API.applicationFile(id, field) }));
      expect(download.status).toBe(200);
      expect(download.entries).toEqual([
        entry(staff, 'application_file_downloaded', { type: 'application', id: id }, field),
      ]);
    }
    expect(
      await audited(as(t.first, { url: STAFF_API.applicationFile(id + 1000, 'resume') })),
    ).toEqual({ status: 404, entries: [] });
  });

  test('exporting consultations: who, the filters and how many rows', async () => {
    await addConsultation(t.app, '홍신청');
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM consultations WHERE status = 'new'",
    );
    await expectAudited(
      t.first,
      { url: `${STAFF_API.consultationsCsv}?status=new&from=2000-01-01` },
      200,
      [entry(NAME, 'consultations_exported', null, `status=new from=2000-01-01 (${rows[0]?.n})`)],
    );
    const all = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consultations');
    const everything = await audited(as(t.second, { url: STAFF_API.consultationsCsv }));
    expect(everything.entries).toEqual([
      entry(OTHER, 'consultations_exported', null, `all (${all[0]?.n})`),
    ]);
  });

  test('hiding with its reason, restoring and deleting a review: who, which one, why', async () => {
    const id = await addReview(t.app);
    await expectAudited(
      t.first,
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
        await audited(as(t.second, { method: 'POST', url: STAFF_API.reviewHide(id), payload })),
      ).toEqual({ status, entries: [] });
    }

    const restore = { method: 'POST', url: STAFF_API.reviewRestore(id) } as const;
    await expectAudited(t.second, { ...restore, payload: { reason: '신고 철회' } }, 200, [
      entry(OTHER, 'review_restored', { type: 'review', id: id }, '신고 철회'),
    ]);
    // Restoring a visible one (409) or without a reason (400) writes nothing.
    for (const [payload, status] of [
      [{ reason: '다시' }, 409],
      [{ reason: '   ' }, 400],
    ] as const) {
      expect(await audited(as(t.first, { ...restore, payload }))).toEqual({ status, entries: [] });
    }

    const deleted = await audited(as(t.first, { method: 'DELETE', url: STAFF_API.review(id) }));
    expect(deleted.status).toBe(204);
    expect(deleted.entries).toEqual([
      entry(NAME, 'review_deleted', { type: 'review', id: id }, null),
    ]);
    expect(await audited(as(t.first, { method: 'DELETE', url: STAFF_API.review(id) }))).toEqual({
      status: 404,
      entries: [],
    });
  });
});
