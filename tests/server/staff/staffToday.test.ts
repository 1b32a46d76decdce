import { expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import { seoulToday } from '../../../contract/staffFilters';
import { STAFF_TODAY_API, type StaffToday } from '../../../contract/staffToday';
import { describeEachDatabase, openForSuite } from '../helpers';
import { asStaff, signedInApp } from '../support/staff';

// Today at a glance: today's new requests and applications (Korea's day), from the day counts.
describeEachDatabase('today at a glance on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));
  const today = async () => {
    const answer = await t.app.inject(asStaff(t.signed, { url: STAFF_TODAY_API }));
    expect(answer.statusCode).toBe(200);
    return answer.json<StaffToday>();
  };

  test("counts today's new ones only: not another status, not an earlier day", async () => {
    await t.db.exec('DELETE FROM consultations; DELETE FROM job_applications');
    await t.db.exec(
      `INSERT INTO consultations (consultation_type, name, phone, content, status, created_at) VALUES
         ('gift', '오늘1', '010-1111-1111', '내용', 'new', now()),
         ('gift', '오늘2', '010-1111-1112', '내용', 'new', now()),
         ('gift', '연락함', '010-1111-1113', '내용', 'contacted', now()),
         ('gift', '그제', '010-1111-1114', '내용', 'new', now() - interval '2 days')`,
    );
    await t.db.exec(
      `INSERT INTO job_applications (name, email, phone, position, introduction, experience, created_at)
       VALUES ('지원', 'a@example.com', '010-2222-2222', 'tax-accountant', '소개', '경력', now())`,
    );
    expect(await today()).toEqual({ day: seoulToday(), consultations: 2, applications: 1 });
  });

  test('a status changed from the list moves the count at once', async () => {
    await t.db.exec('DELETE FROM consultations; DELETE FROM job_applications');
    await t.db.exec(
      `INSERT INTO consultations (consultation_type, name, phone, content) VALUES
         ('gift', '오늘', '010-1111-1111', '내용')`,
    );
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM consultations');
    expect((await today()).consultations).toBe(1);
    const changed = await t.app.inject(
      asStaff(t.signed, {
        method: 'PATCH',
        url: STAFF_API.consultation(row?.id ?? 0),
        payload: { status: 'contacted' },
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(await today()).toEqual({ day: seoulToday(), consultations: 0, applications: 0 });
  });

  test('asks for a session like every staff call', async () => {
    const answer = await t.app.inject({ url: STAFF_TODAY_API });
    expect(answer.statusCode).toBe(401);
  });
});
