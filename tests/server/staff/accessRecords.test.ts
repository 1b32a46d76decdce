import { expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import type { StaffPage } from '../../../contract/staffAnswers';
import { idRangesOf } from '../../../server/db/idRanges';
import { describeEachDatabase } from '../helpers';
import { as, idsIn, last, openAccessRecordSuite, pagesOf, records } from '../support/accessRecords';
import { addConsultation, addReview, applicationForm } from '../support/staff';

// Reading personal data leaves a record: requests, applications and their files, and reviews
// under moderation, listed or opened; HEAD and a record not found leave none.

describeEachDatabase('access records on %s', (kind) => {
  const { t, actor } = openAccessRecordSuite(kind);

  test('listing, searching and opening requests records who, from where, and which ids', async () => {
    const first = await addConsultation(t.app, '홍열람');
    const second = await addConsultation(t.app, '김열람');
    const list = await t.app.inject(
      as(t.signed, { url: `${STAFF_API.consultations}?status=new&from=2020-01-01` }),
    );
    expect(list.statusCode).toBe(200);
    const shown = (list.json() as StaffPage<{ id: number }>).items.map((item) => item.id);
    expect(shown).toEqual(expect.arrayContaining([first, second]));
    const listed = await last(t.app, 'consultations_listed');
    // The record names the list's filters; the page and what it showed are kept beside it.
    expect(listed).toMatchObject({
      ...actor(),
      target_ids: idRangesOf(shown),
      detail: 'status=new from=2020-01-01',
    });
    expect(await pagesOf(t.app, listed?.id)).toEqual([{ page: 1, target_ids: idRangesOf(shown) }]);

    expect(
      (await t.app.inject(as(t.signed, { url: STAFF_API.consultation(first) }))).statusCode,
    ).toBe(200);
    expect(await last(t.app, 'consultation_viewed')).toMatchObject({
      ...actor(),
      target_type: 'consultation',
      target_id: first,
    });

    const csv = await t.app.inject(as(t.signed, { url: STAFF_API.consultationsCsv }));
    expect(csv.statusCode).toBe(200);
    const exported = await last(t.app, 'consultations_exported');
    expect(exported).toMatchObject(actor());
    expect(idsIn(exported)).toEqual(expect.arrayContaining([first, second]));
  });

  test('HEAD sends no personal data and is not recorded as a view', async () => {
    const id = await addConsultation(t.app, '머리만');
    const before = (await records(t.app, 'consultation_viewed')).length;
    const head = await t.app.inject(
      as(t.signed, { method: 'HEAD', url: STAFF_API.consultation(id) }),
    );
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(await records(t.app, 'consultation_viewed')).toHaveLength(before);
  });

  test('a request not found is not recorded as seen', async () => {
    const before = (await records(t.app, 'consultation_viewed')).length;
    expect(
      (await t.app.inject(as(t.signed, { url: STAFF_API.consultation(999_999) }))).statusCode,
    ).toBe(404);
    expect(await records(t.app, 'consultation_viewed')).toHaveLength(before);
  });

  test('applications: the list, one opened and a résumé downloaded are recorded', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/job-applications',
      payload: applicationForm({ resume: '이력서.pdf' }),
    });
    expect(posted.statusCode).toBe(201);
    const [row] = await t.db.query<{ id: number }>('SELECT max(id) AS id FROM job_applications');
    const id = row?.id ?? 0;
    await t.app.inject(as(t.signed, { url: STAFF_API.applications }));
    const listed = await last(t.app, 'applications_listed');
    expect(listed).toMatchObject(actor());
    expect(idsIn(listed)).toContain(id);
    await t.app.inject(as(t.signed, { url: STAFF_API.application(id) }));
    expect(await last(t.app, 'application_viewed')).toMatchObject({
      ...actor(),
      target_type: 'application',
      target_id: id,
    });
    const file = await t.app.inject(as(t.signed, { url: STAFF_API.applicationFile(id, 'resume') }));
    expect(file.statusCode).toBe(200);
    expect(await last(t.app, 'application_file_downloaded')).toMatchObject({
      ...actor(),
      target_id: id,
      detail: 'resume',
    });
  });

  // A stranger saw the moderation list hand out authors' real names (public: 홍*동) and what they
  // wrote, with no record of it.
  test('reviews under moderation: the list and one opened are recorded, HEAD is not', async () => {
    const id = await addReview(t.app);
    await t.app.inject(as(t.signed, { url: `${STAFF_API.reviews}?visibility=all` }));
    const listed = await last(t.app, 'reviews_listed');
    expect(listed).toMatchObject({ ...actor(), detail: 'visibility=all' });
    expect(idsIn(listed)).toContain(id);
    const pages = await pagesOf(t.app, listed?.id);
    expect(pages.map((page) => page.page)).toEqual([1]);
    expect(idsIn(pages[0])).toContain(id);
    await t.app.inject(as(t.signed, { url: STAFF_API.review(id) }));
    expect(await last(t.app, 'review_viewed')).toMatchObject({
      ...actor(),
      target_type: 'review',
      target_id: id,
    });
    const before = (await records(t.app, 'review_viewed')).length;
    await t.app.inject(as(t.signed, { method: 'HEAD', url: STAFF_API.review(id) }));
    expect(await records(t.app, 'review_viewed')).toHaveLength(before);
  });
});
