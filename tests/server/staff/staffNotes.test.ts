import { expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import type {
  AuditEntry,
  StaffApplication,
  StaffConsultation,
  StaffPage,
} from '../../../contract/staffAnswers';
import { STAFF_NOTE_MESSAGES, STAFF_NOTES_API } from '../../../contract/staffNotes';
import { migrate } from '../../../server/db/migrate';
import { describeEachDatabase, openForSuite } from '../helpers';
import {
  addApplication,
  addConsultation,
  addStaff,
  asStaff,
  NAME,
  type Signed,
  signedInApp,
  signIn,
} from '../support/staff';
import { openMigratedBefore } from '../support/unmigrated';

const OTHER = '이직원';

// The note log (decision 233): whatever staff do to a record, every note ever added is still
// there, in order, with its author and time; a wrong one is struck through, never removed.
describeEachDatabase('the note log on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));
  let other: Signed | undefined;
  const otherStaff = async () => {
    if (!other) {
      await addStaff(t.app, OTHER);
      other = await signIn(t.app, OTHER);
    }
    return other;
  };

  const change = async (
    signed: Signed,
    id: number,
    payload: { status: string; note?: string },
  ): Promise<StaffConsultation> => {
    const response = await t.app.inject(
      asStaff(signed, { method: 'PATCH', url: STAFF_API.consultation(id), payload }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const opened = async (id: number): Promise<StaffConsultation> =>
    (await t.app.inject(asStaff(t.signed, { url: STAFF_API.consultation(id) }))).json();
  const strike = (signed: Signed, id: number, noteId: number) =>
    t.app.inject(
      asStaff(signed, {
        method: 'POST',
        url: STAFF_NOTES_API.strike('consultations', id, noteId),
      }),
    );
  const bodies = (record: StaffConsultation) => record.notes?.map((note) => note.body);
  const listed = async (id: number) =>
    (
      (
        await t.app.inject(asStaff(t.signed, { url: STAFF_API.consultations }))
      ).json() as StaffPage<StaffConsultation>
    ).items.find((item) => item.id === id);

  test('two notes across two status changes: both kept, oldest first, each dated with its author', async () => {
    const id = await addConsultation(t.app, '노트일');
    await change(t.signed, id, { status: 'contacted', note: '오전 통화, 부재중' });
    const after = await change(t.signed, id, { status: 'closed', note: ' 오후 통화 완료 ' });
    expect(after.notes).toEqual([
      {
        id: expect.any(Number),
        body: '오전 통화, 부재중',
        author: NAME,
        created_at: expect.any(String),
        struck_at: null,
        struck_by: null,
      },
      expect.objectContaining({ body: '오후 통화 완료', author: NAME, struck_at: null }),
    ]);
    const first = after.notes?.[0];
    expect(Date.now() - Date.parse(first?.created_at ?? '')).toBeLessThan(60_000);
    expect(bodies(await opened(id))).toEqual(['오전 통화, 부재중', '오후 통화 완료']);
    // The list shows the latest, without the log.
    const row = await listed(id);
    expect(row?.note).toBe('오후 통화 완료');
    expect(row).not.toHaveProperty('notes');
  });

  test('no edit erases a note: empty notes, the same status, other staff and strikes leave every note', async () => {
    const id = await addConsultation(t.app, '노트이');
    const someone = await otherStaff();
    const added: string[] = [];
    const steps: [Signed, { status: string; note?: string }][] = [
      [t.signed, { status: 'contacted', note: '첫 통화' }],
      [t.signed, { status: 'closed' }],
      [someone, { status: 'new', note: '' }],
      [someone, { status: 'new', note: '재문의' }],
      [t.signed, { status: 'contacted', note: '   ' }],
      [t.signed, { status: 'closed', note: '종결' }],
    ];
    for (const [signed, payload] of steps) {
      const answer = await change(signed, id, payload);
      if (payload.note?.trim()) added.push(payload.note.trim());
      expect(bodies(answer), JSON.stringify(payload)).toEqual(added);
    }
    const log = (await opened(id)).notes ?? [];
    expect(log.map((note) => note.author)).toEqual([NAME, OTHER, NAME]);
    const struck = await strike(t.signed, id, log[2]?.id ?? 0);
    expect(struck.statusCode).toBe(200);
    expect(bodies(struck.json())).toEqual(added);
    await change(t.signed, id, { status: 'new' });
    expect(bodies(await opened(id))).toEqual(added);
  });

  test('the same status with a note adds the note and keeps who changed the status last', async () => {
    const id = await addConsultation(t.app, '노트삼');
    const first = await change(t.signed, id, { status: 'contacted' });
    const again = await change(await otherStaff(), id, { status: 'contacted', note: '추가 메모' });
    expect(again).toMatchObject({
      status: 'contacted',
      changed_by: NAME,
      changed_at: first.changed_at,
      note: '추가 메모',
    });
    expect(again.notes?.map((note) => note.author)).toEqual([OTHER]);
  });

  test('a wrong note is struck through by its author only, recorded, and the list falls back to the one before', async () => {
    const id = await addConsultation(t.app, '노트사');
    await change(t.signed, id, { status: 'contacted', note: '맞는 메모' });
    const [right, wrong] =
      (await change(t.signed, id, { status: 'contacted', note: '잘못 쓴 메모' })).notes ?? [];

    const refused = await strike(await otherStaff(), id, wrong?.id ?? 0);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(STAFF_NOTE_MESSAGES.notYourNote);

    const done = await strike(t.signed, id, wrong?.id ?? 0);
    expect(done.statusCode).toBe(200);
    const record = done.json() as StaffConsultation;
    expect(record.notes?.[1]).toMatchObject({
      body: '잘못 쓴 메모',
      struck_by: NAME,
      struck_at: expect.any(String),
    });
    expect(record.note).toBe('맞는 메모');
    expect((await listed(id))?.note).toBe('맞는 메모');

    const audit = (
      await t.app.inject(
        asStaff(t.signed, { url: `${STAFF_API.audit}?action=consultation_note_struck` }),
      )
    ).json() as StaffPage<AuditEntry>;
    expect(audit.items[0]).toMatchObject({
      staff_name: NAME,
      action: 'consultation_note_struck',
      target_type: 'consultation',
      target_id: id,
      detail: '잘못 쓴 메모',
    });

    const twice = await strike(t.signed, id, wrong?.id ?? 0);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(STAFF_NOTE_MESSAGES.alreadyStruck);
    // Every note struck through: the list shows none.
    await strike(t.signed, id, right?.id ?? 0);
    expect((await listed(id))?.note).toBeNull();
  });

  test('a note of another record, an unknown note or record: 404; a bad id: 400', async () => {
    const id = await addConsultation(t.app, '노트오');
    const elsewhere = await addConsultation(t.app, '노트육');
    const [note] = (await change(t.signed, id, { status: 'contacted', note: '메모' })).notes ?? [];
    for (const [record, noteId] of [
      [elsewhere, note?.id ?? 0],
      [id, (note?.id ?? 0) + 1000],
      [id + 1000, note?.id ?? 0],
      [id, 2 ** 31],
    ]) {
      const response = await strike(t.signed, record ?? 0, noteId ?? 0);
      expect(response.statusCode).toBe(404);
      expect(response.json().detail).toBe(STAFF_NOTE_MESSAGES.noteNotFound);
    }
    expect((await strike(t.signed, id, 0)).statusCode).toBe(400);
    expect((await opened(id)).notes?.[0]?.struck_at).toBeNull();
  });

  test('two notes saved at once on one record: both kept, the list naming the later', async () => {
    const id = await addConsultation(t.app, '노트칠');
    const someone = await otherStaff();
    const answers = await Promise.all(
      ['가', '나', '다', '라'].map((body, i) =>
        t.app.inject(
          asStaff(i % 2 ? someone : t.signed, {
            method: 'PATCH',
            url: STAFF_API.consultation(id),
            payload: { status: 'contacted', note: body },
          }),
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const log = (await opened(id)).notes ?? [];
    expect(log.map((note) => note.body).sort()).toEqual(['가', '나', '다', '라']);
    expect((await listed(id))?.note).toBe(log.at(-1)?.body);
  });

  test('applications keep a log too, struck through the same way', async () => {
    const id = await addApplication(t.app);
    const response = await t.app.inject(
      asStaff(t.signed, {
        method: 'PATCH',
        url: STAFF_API.application(id),
        payload: { status: 'contacted', note: '면접 안내' },
      }),
    );
    const [note] = (response.json() as StaffApplication).notes ?? [];
    expect(note).toMatchObject({ body: '면접 안내', author: NAME });
    const struck = await t.app.inject(
      asStaff(t.signed, {
        method: 'POST',
        url: STAFF_NOTES_API.strike('job-applications', id, note?.id ?? 0),
      }),
    );
    expect(struck.statusCode).toBe(200);
    expect(struck.json()).toMatchObject({ note: null, files: expect.any(Array) });
    expect((struck.json() as StaffApplication).notes?.[0]?.struck_by).toBe(NAME);
    // Deleting the application takes its notes with it.
    const deleted = await t.app.inject(
      asStaff(t.signed, { method: 'DELETE', url: STAFF_API.application(id) }),
    );
    expect(deleted.statusCode).toBe(204);
    expect(await t.app.jobApplications.notes(id)).toEqual([]);
  });
});

describeEachDatabase('migration 016 on %s', (kind) => {
  test('moves each record’s single note into its log, by whoever last changed it, then', async () => {
    const t = await openMigratedBefore(kind, '016');
    try {
      await t.db.exec(`
        INSERT INTO consultations (consultation_type, name, phone, content, note, changed_at, changed_by)
        VALUES ('gift', '가', '010', '', '옛 메모', '2026-12-01T01:00:00Z', '김직원'),
               ('gift', '나', '010', '', NULL, NULL, NULL),
               ('gift', '다', '010', '', '', '2026-12-01T01:00:00Z', '김직원');
        INSERT INTO job_applications (name, email, phone, position, introduction, experience, note, changed_at, changed_by)
        VALUES ('라', 'a@b.kr', '010', 'tax-consultant', '', '', '지원 메모', '2026-12-02T01:00:00Z', '이직원');`);
      expect(await migrate(t.db)).toContain('016_note_log');
      const notes = await t.db.query<{ body: string; author: string; at: string }>(
        `SELECT body, author, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS at
         FROM consultation_notes ORDER BY id`,
      );
      expect(notes).toEqual([{ body: '옛 메모', author: '김직원', at: '2026-12-01 01:00' }]);
      const applied = await t.db.query<{ body: string; author: string }>(
        'SELECT body, author FROM job_application_notes',
      );
      expect(applied).toEqual([{ body: '지원 메모', author: '이직원' }]);
    } finally {
      await t.close();
    }
  });
});
