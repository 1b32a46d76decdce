import { expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { HANDLING_TYPE_MESSAGES } from '../../../contract/staffLists';
import { describeEachDatabase, openForSuite } from '../helpers';
import { asStaff, signedInApp } from '../support/staff';

// The lists' type filter: a request's 상담 유형, an application's 지원 분야, beside the status, on
// the list, its total, its CSV and its access record; another list's type is refused in Korean.
describeEachDatabase('staff type filter on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));

  const get = (url: string) => t.app.inject(asStaff(t.signed, { url }));
  const names = async (url: string) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<StaffPage<{ name: string }>>();
    expect(body.total).toBe(body.items.length);
    return body.items.map((item) => item.name).sort();
  };

  async function seed() {
    await t.db.exec('DELETE FROM consultations; DELETE FROM job_applications');
    await t.db.exec(
      `INSERT INTO consultations (consultation_type, name, phone, content, status) VALUES
         ('gift', '김증여', '010-1111-1111', '내용', 'new'),
         ('gift', '박증여', '010-2222-2222', '내용', 'closed'),
         ('inheritance', '이상속', '010-3333-3333', '내용', 'new')`,
    );
    await t.db.exec(
      `INSERT INTO job_applications (name, email, phone, position, introduction, experience) VALUES
         ('최세무', 'a@example.com', '010-4444-4444', 'tax-accountant', '소개', '경력'),
         ('정회계', 'b@example.com', '010-5555-5555', 'accounting-staff', '소개', '경력')`,
    );
  }

  test('requests by type, with the status and the search', async () => {
    await seed();
    expect(await names(`${STAFF_API.consultations}?type=gift`)).toEqual(['김증여', '박증여']);
    expect(await names(`${STAFF_API.consultations}?type=gift&status=new`)).toEqual(['김증여']);
    expect(await names(`${STAFF_API.consultations}?type=gift&q=박`)).toEqual(['박증여']);
    expect(await names(`${STAFF_API.consultations}?type=transfer`)).toEqual([]);
  });

  test('applications by position', async () => {
    await seed();
    expect(await names(`${STAFF_API.applications}?type=tax-accountant`)).toEqual(['최세무']);
    expect(await names(`${STAFF_API.applications}?type=accounting-staff`)).toEqual(['정회계']);
  });

  test("the other list's type, or an unknown one, is refused with a Korean message", async () => {
    for (const url of [
      `${STAFF_API.consultations}?type=tax-accountant`,
      `${STAFF_API.applications}?type=gift`,
      `${STAFF_API.consultationsCsv}?type=nonsense`,
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.body, url).toContain(HANDLING_TYPE_MESSAGES.typeInvalid);
    }
  });

  test('the CSV takes the type, and the access records name it', async () => {
    await seed();
    const csv = await get(`${STAFF_API.consultationsCsv}?type=inheritance`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('이상속');
    expect(csv.body).not.toContain('김증여');
    const records = (await get(STAFF_API.audit)).json<StaffPage<AuditEntry>>().items;
    const exported = records.find((entry) => entry.action === 'consultations_exported');
    expect(exported?.detail).toBe('type=inheritance (1)');
  });
});
