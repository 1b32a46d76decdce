import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { RETENTION } from '../../../contract/limits';
import {
  STAFF_API,
  STAFF_LIMITS,
  STAFF_MESSAGES,
  STAFF_SESSION_COOKIE,
} from '../../../contract/staff';
import type { AuditEntry, StaffPage, StaffSessionInfo } from '../../../contract/staffAnswers';
import { idRangesOf } from '../../../server/db/idRanges';
import { copyDatabase } from '../../../server/operations/dbCopy';
import { EXPORT_BATCH_ROWS } from '../../../server/operations/exports';
import { purge } from '../../../server/operations/operations';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import {
  createTestApp,
  describeEachDatabase,
  openTestDatabase,
  TEST_SCRYPT,
  type TestApp,
} from '../helpers';
import {
  addReview,
  addStaff,
  applicationForm,
  asStaff,
  NAME,
  nextClient,
  nextCode,
  PASSWORD,
  postCode,
  postSignIn,
  type Signed,
  signIn,
  totpKeyOf,
} from '../support/staff';

// 접속기록 (decision 125, 개인정보의 안전성 확보조치 기준 §8): every view, search, export and download
// of personal data is recorded with the account id, session, address, records and action.

const ADDRESS = '10.20.30.40';

const as = (signed: Signed, options: InjectOptions) => asStaff(signed, options, ADDRESS);

type Row = Omit<AuditEntry, 'created_at'> & { created_at: Date };

async function records(app: FastifyInstance, action: string): Promise<Row[]> {
  const rows = await app.db.query<Row>(
    `SELECT id, staff_id, staff_name, session_id, client, action, target_type,
            target_id, target_ids, detail, created_at
     FROM audit_log WHERE action = $1 ORDER BY id`,
    [action],
  );
  return rows;
}
const last = async (app: FastifyInstance, action: string) => (await records(app, action)).at(-1);
/** The ids a record's runs name, one by one. */
const idsIn = (row: Row | undefined) =>
  (row?.target_ids ?? []).flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i),
  );
/** The pages seen under a list's record (audit_list_pages), in the order seen. */
const pagesOf = (app: FastifyInstance, id: number | undefined) =>
  app.db.query<{ page: number; target_ids: number[] }>(
    'SELECT page, target_ids FROM audit_list_pages WHERE audit_id = $1 ORDER BY created_at',
    [id],
  );

async function addConsultation(app: FastifyInstance, name: string) {
  const rows = await app.db.query<{ id: number }>(
    `INSERT INTO consultations (consultation_type, name, phone, content)
     VALUES ('inheritance', $1, '010-1111-2222', '상담 내용') RETURNING id`,
    [name],
  );
  return rows[0]?.id ?? 0;
}

async function staffIdOf(app: FastifyInstance, name = NAME) {
  return (await app.staff.findByName(name))?.id;
}

async function sessionsOf(app: FastifyInstance, signed: Signed) {
  const response = await app.inject(as(signed, { url: STAFF_API.sessions }));
  expect(response.statusCode).toBe(200);
  return response.json() as StaffSessionInfo[];
}

describeEachDatabase('access records on %s', (kind) => {
  let t: TestApp;
  let signed: Signed;
  let staffId: number | undefined;
  let sessionId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addStaff(t.app);
    staffId = await staffIdOf(t.app);
    signed = await signIn(t.app);
    sessionId = (await sessionsOf(t.app, signed)).find((s) => s.current)?.id ?? 0;
  });
  afterAll(() => t.close());

  const actor = () => ({
    staff_id: staffId,
    staff_name: NAME,
    session_id: sessionId,
    client: ADDRESS,
  });

  test('listing, searching and opening requests records who, from where, and which ids', async () => {
    const first = await addConsultation(t.app, '홍열람');
    const second = await addConsultation(t.app, '김열람');
    const list = await t.app.inject(
      as(signed, { url: `${STAFF_API.consultations}?status=new&from=2020-01-01` }),
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
    expect(await pagesOf(t.app, listed?.id)).toEqual([{ page: 1, target_ids: shown }]);

    expect(
      (await t.app.inject(as(signed, { url: STAFF_API.consultation(first) }))).statusCode,
    ).toBe(200);
    expect(await last(t.app, 'consultation_viewed')).toMatchObject({
      ...actor(),
      target_type: 'consultation',
      target_id: first,
    });

    const csv = await t.app.inject(as(signed, { url: STAFF_API.consultationsCsv }));
    expect(csv.statusCode).toBe(200);
    const exported = await last(t.app, 'consultations_exported');
    expect(exported).toMatchObject(actor());
    expect(idsIn(exported)).toEqual(expect.arrayContaining([first, second]));
  });

  test('HEAD sends no personal data and is not recorded as a view', async () => {
    const id = await addConsultation(t.app, '머리만');
    const before = (await records(t.app, 'consultation_viewed')).length;
    const head = await t.app.inject(
      as(signed, { method: 'HEAD', url: STAFF_API.consultation(id) }),
    );
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(await records(t.app, 'consultation_viewed')).toHaveLength(before);
  });

  test('a request not found is not recorded as seen', async () => {
    const before = (await records(t.app, 'consultation_viewed')).length;
    expect(
      (await t.app.inject(as(signed, { url: STAFF_API.consultation(999_999) }))).statusCode,
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
    await t.app.inject(as(signed, { url: STAFF_API.applications }));
    const listed = await last(t.app, 'applications_listed');
    expect(listed).toMatchObject(actor());
    expect(idsIn(listed)).toContain(id);
    await t.app.inject(as(signed, { url: STAFF_API.application(id) }));
    expect(await last(t.app, 'application_viewed')).toMatchObject({
      ...actor(),
      target_type: 'application',
      target_id: id,
    });
    const file = await t.app.inject(as(signed, { url: STAFF_API.applicationFile(id, 'resume') }));
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
    await t.app.inject(as(signed, { url: `${STAFF_API.reviews}?visibility=all` }));
    const listed = await last(t.app, 'reviews_listed');
    expect(listed).toMatchObject({ ...actor(), detail: 'visibility=all' });
    expect(idsIn(listed)).toContain(id);
    expect(await pagesOf(t.app, listed?.id)).toEqual([
      { page: 1, target_ids: expect.arrayContaining([id]) },
    ]);
    await t.app.inject(as(signed, { url: STAFF_API.review(id) }));
    expect(await last(t.app, 'review_viewed')).toMatchObject({
      ...actor(),
      target_type: 'review',
      target_id: id,
    });
    const before = (await records(t.app, 'review_viewed')).length;
    await t.app.inject(as(signed, { method: 'HEAD', url: STAFF_API.review(id) }));
    expect(await records(t.app, 'review_viewed')).toHaveLength(before);
  });

  test('failed sign-ins are recorded with the name tried and the address', async () => {
    for (const [name, detail, id] of [
      [NAME, 'wrong password', staffId],
      ['없는직원', 'no such account', null],
    ] as const) {
      const response = await postSignIn(
        t.app,
        { name, password: 'not the password' },
        '192.0.2.77',
      );
      expect(response.statusCode).toBe(401);
      expect(await last(t.app, 'sign_in_failed')).toMatchObject({
        staff_name: name,
        staff_id: id,
        session_id: null,
        client: '192.0.2.77',
        detail,
      });
    }
  });

  test('the command line records account changes; a re-added name is a new id', async () => {
    await runAccountCommand(
      t.db,
      { command: 'add', name: '이중복', role: 'staff' },
      { password: PASSWORD, scrypt: TEST_SCRYPT, actor: { staffName: 'cli:ops', client: 'cli' } },
    );
    const firstId = await staffIdOf(t.app, '이중복');
    const before = await signIn(t.app, '이중복');
    await t.app.inject(as(before, { url: STAFF_API.consultations }));
    await runAccountCommand(
      t.db,
      { command: 'remove', name: '이중복' },
      { actor: { staffName: 'cli:ops', client: 'cli' } },
    );
    await runAccountCommand(
      t.db,
      { command: 'add', name: '이중복', role: 'staff' },
      { password: PASSWORD, scrypt: TEST_SCRYPT, actor: { staffName: 'cli:ops', client: 'cli' } },
    );
    const secondId = await staffIdOf(t.app, '이중복');
    expect(secondId).not.toBe(firstId);
    const after = await signIn(t.app, '이중복');
    await t.app.inject(as(after, { url: STAFF_API.consultations }));

    const lists = (await records(t.app, 'consultations_listed')).filter(
      (r) => r.staff_name === '이중복',
    );
    expect(lists.map((r) => r.staff_id)).toEqual([firstId, secondId]);
    const changes = [
      ...(await records(t.app, 'account_added')),
      ...(await records(t.app, 'account_removed')),
    ].filter((r) => r.detail?.startsWith('이중복'));
    expect(
      changes.map((r) => [r.action, r.target_type, r.target_id, r.staff_name, r.client]),
    ).toEqual([
      ['account_added', 'staff', firstId, 'cli:ops', 'cli'],
      ['account_added', 'staff', secondId, 'cli:ops', 'cli'],
      ['account_removed', 'staff', firstId, 'cli:ops', 'cli'],
    ]);
  });

  describe('append-only', () => {
    test('UPDATE, DELETE and TRUNCATE of the records are refused by the database', async () => {
      const count = async () =>
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]?.n;
      const before = await count();
      expect(before).toBeGreaterThan(0);
      await expect(t.db.query("UPDATE audit_log SET staff_name = 'someone else'")).rejects.toThrow(
        /append-only/,
      );
      await expect(t.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
      // The pages of list views (audit_list_pages) refer to the records: refused before the trigger.
      await expect(t.db.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only|foreign key/);
      await expect(t.db.exec('TRUNCATE audit_log CASCADE')).rejects.toThrow(/append-only/);
      // Claiming to be the purge does not open rows younger than two years either.
      await expect(
        t.db.transaction(async (tx) => {
          await tx.query("SELECT set_config('app.retention_purge', 'on', true)");
          await tx.query('DELETE FROM audit_log');
        }),
      ).rejects.toThrow(/append-only/);
      expect(await count()).toBe(before);
    });

    test('the purge removes records older than the retention and nothing younger', async () => {
      const years = RETENTION.accessRecordsYears;
      await t.db.query(
        `INSERT INTO audit_log (staff_name, action, created_at) VALUES
           ('옛직원', 'signed_in', now() - make_interval(years => $1, days => 1)),
           ('옛직원', 'signed_out', now() - make_interval(years => $1) + interval '1 day')`,
        [years],
      );
      // Old enough is not enough: only the purge's own transaction may delete.
      await expect(
        t.db.query("DELETE FROM audit_log WHERE created_at < now() - interval '2 years'"),
      ).rejects.toThrow(/append-only/);
      const result = await purge(t.db);
      expect(result.accessRecords).toBe(1);
      const left = await t.db.query<{ action: string }>(
        "SELECT action FROM audit_log WHERE staff_name = '옛직원'",
      );
      expect(left).toEqual([{ action: 'signed_out' }]);
      // The pages of an old list view go with their record, even a page younger than the floor.
      const [old] = await t.db.query<{ id: number }>(
        `INSERT INTO audit_log (staff_name, action, detail, created_at)
         VALUES ('옛직원', 'consultations_listed', 'all', now() - make_interval(years => $1, days => 1))
         RETURNING id`,
        [years],
      );
      await t.db.query(
        "INSERT INTO audit_list_pages (audit_id, page, target_ids) VALUES ($1, 1, '{}'), ($1, 2, '{}')",
        [old?.id],
      );
      expect((await purge(t.db)).accessRecords).toBe(1);
      expect(
        await t.db.query('SELECT page FROM audit_list_pages WHERE audit_id = $1', [old?.id]),
      ).toEqual([]);
      // The purge's permission ended with its transaction.
      await expect(t.db.query("DELETE FROM audit_log WHERE staff_name = '옛직원'")).rejects.toThrow(
        /append-only/,
      );
    });

    test('the retention is at least two years', () => {
      expect(RETENTION.accessRecordsYears).toBeGreaterThanOrEqual(2);
    });
  });

  describe('the console view', () => {
    test('filters by staff, action and day; each entry says session, address and ids', async () => {
      const query = new URLSearchParams({
        staff: NAME,
        action: 'consultation_viewed',
        from: '2020-01-01',
        to: '2099-12-31',
      });
      const response = await t.app.inject(as(signed, { url: `${STAFF_API.audit}?${query}` }));
      expect(response.statusCode).toBe(200);
      const page = response.json() as StaffPage<AuditEntry>;
      expect(page.total).toBeGreaterThan(0);
      expect(
        page.items.every((e) => e.staff_name === NAME && e.action === 'consultation_viewed'),
      ).toBe(true);
      expect(page.items[0]).toMatchObject({ ...actor(), target_type: 'consultation' });

      const none = await t.app.inject(
        as(signed, { url: `${STAFF_API.audit}?from=2000-01-01&to=2000-01-31` }),
      );
      expect((none.json() as StaffPage<AuditEntry>).total).toBe(0);
      const bad = await t.app.inject(as(signed, { url: `${STAFF_API.audit}?action=nonsense` }));
      expect(bad.statusCode).toBe(400);
      const backwards = await t.app.inject(
        as(signed, { url: `${STAFF_API.audit}?from=2026-02-01&to=2026-01-01` }),
      );
      expect(backwards.json()).toMatchObject({ detail: STAFF_MESSAGES.invalidDateRange });
      const yearOne = await t.app.inject(as(signed, { url: `${STAFF_API.audit}?from=0001-01-01` }));
      expect(yearOne.statusCode).toBe(400);
      expect(yearOne.json()).toMatchObject({ detail: STAFF_MESSAGES.dayTooEarly });
    });

    test('the monthly CSV holds the filtered records and is itself recorded', async () => {
      const response = await t.app.inject(
        as(signed, { url: `${STAFF_API.auditCsv}?action=sign_in_failed` }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const lines = response.body.slice(1).trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        '"id","created_at","staff_id","staff_name","session_id","client","action","target_type","target_id","target_ids","detail"',
      );
      expect(lines.length).toBeGreaterThan(2);
      expect(lines.slice(1).every((line) => line.includes('"sign_in_failed"'))).toBe(true);
      expect(response.body).toContain('"192.0.2.77"');
      expect(await last(t.app, 'access_records_exported')).toMatchObject({
        ...actor(),
        detail: `action=sign_in_failed (${lines.length - 1})`,
      });
    });

    // A stranger's 300,000 records made this CSV one 74 MB string after 72 s (RSS 406 MB →
    // 1.56 GB); it now comes in keyset batches like the other exports. HEAD is no export.
    test('the CSV streams every record in order across batches, and HEAD records nothing', async () => {
      const many = 2 * EXPORT_BATCH_ROWS + 7;
      await t.app.db.query(
        `INSERT INTO audit_log (staff_name, action, detail, created_at)
         SELECT 'bulk', 'consultations_listed', 'row ' || n, now() - interval '1 day' + n * interval '1 second'
         FROM generate_series(1, $1::int) AS n`,
        [many],
      );
      const exportsBefore = (await records(t.app, 'access_records_exported')).length;
      const head = await t.app.inject(
        as(signed, { method: 'HEAD', url: `${STAFF_API.auditCsv}?staff=bulk` }),
      );
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('text/csv; charset=utf-8');

      // Fastify drains a HEAD answer's stream after answering: were HEAD an export, its record
      // would be written while the download below reads the same rows, queued ahead of it.
      const response = await t.app.inject(as(signed, { url: `${STAFF_API.auditCsv}?staff=bulk` }));
      expect(response.statusCode).toBe(200);
      const details = response.body
        .slice(1)
        .trimEnd()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',').at(-1));
      expect(details).toEqual(Array.from({ length: many }, (_, i) => `"row ${i + 1}"`));
      expect(await records(t.app, 'access_records_exported')).toHaveLength(exportsBefore + 1);
      expect(await last(t.app, 'access_records_exported')).toMatchObject({
        ...actor(),
        detail: `staff=bulk (${many})`,
      });
    });
  });

  describe('sessions', () => {
    test('a staff member lists and ends their own sessions; the ended one is signed out', async () => {
      const other = await signIn(t.app);
      const mine = await sessionsOf(t.app, signed);
      const current = mine.find((s) => s.current);
      const second = mine.find((s) => !s.current);
      expect(current?.id).toBe(sessionId);
      expect(second).toBeDefined();
      expect(mine.length).toBeGreaterThanOrEqual(2);

      const revoked = await t.app.inject(
        as(signed, { method: 'DELETE', url: STAFF_API.sessionById(second?.id ?? 0) }),
      );
      expect(revoked.statusCode).toBe(204);
      expect(revoked.headers['set-cookie']).toBeUndefined();
      expect((await t.app.inject(as(other, { url: STAFF_API.session }))).statusCode).toBe(401);
      expect((await t.app.inject(as(signed, { url: STAFF_API.session }))).statusCode).toBe(200);
      expect(await last(t.app, 'session_revoked')).toMatchObject({
        ...actor(),
        target_type: 'session',
        target_id: second?.id,
      });
    });

    test("another account's session cannot be seen or ended", async () => {
      await addStaff(t.app, '박타인');
      const theirs = await signIn(t.app, '박타인');
      const [their] = await sessionsOf(t.app, theirs);
      const mine = await sessionsOf(t.app, signed);
      expect(mine.map((s) => s.id)).not.toContain(their?.id);
      const attempt = await t.app.inject(
        as(signed, { method: 'DELETE', url: STAFF_API.sessionById(their?.id ?? 0) }),
      );
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toEqual({ detail: STAFF_MESSAGES.sessionNotFound });
      expect((await t.app.inject(as(theirs, { url: STAFF_API.session }))).statusCode).toBe(200);
    });

    test('ending the current session clears the cookie', async () => {
      const s = await signIn(t.app);
      const current = (await sessionsOf(t.app, s)).find((x) => x.current);
      const response = await t.app.inject(
        as(s, { method: 'DELETE', url: STAFF_API.sessionById(current?.id ?? 0) }),
      );
      expect(response.statusCode).toBe(204);
      expect(String(response.headers['set-cookie'])).toMatch(
        new RegExp(`^${STAFF_SESSION_COOKIE}=; Max-Age=0;`),
      );
      expect((await t.app.inject(as(s, { url: STAFF_API.session }))).statusCode).toBe(401);
    });

    test('the cookies are __Host- cookies: Secure, Path=/, no Domain', async () => {
      const client = nextClient();
      const first = await postSignIn(t.app, { name: NAME, password: PASSWORD }, client);
      const response = await postCode(
        t.app,
        { challenge: first.json().challenge, code: nextCode(totpKeyOf(NAME)) },
        client,
      );
      const cookies = response.headers['set-cookie'] as string[];
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/^__Host-[\w-]+=[\w-]{40,}; /);
        expect(cookie.split('; ')).toEqual(expect.arrayContaining(['Secure', 'Path=/']));
        expect(cookie).not.toMatch(/Domain=/i);
      }
    });
  });

  test('wrong sign-ins on one account from many addresses end in 429 for every address', async () => {
    await addStaff(t.app, '표적직원');
    for (let i = 0; i < STAFF_LIMITS.signInAttemptsPerAccount; i++) {
      const response = await postSignIn(t.app, { name: '표적직원', password: 'guess number x' });
      expect(response.statusCode).toBe(401);
    }
    const right = await postSignIn(t.app, { name: '표적직원', password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ detail: STAFF_MESSAGES.signInAccountLimited });
    expect(await last(t.app, 'sign_in_failed')).toMatchObject({
      staff_name: '표적직원',
      detail: 'limited',
    });
    // Other accounts are not affected.
    expect((await signIn(t.app)).cookie).toContain(STAFF_SESSION_COOKIE);
  });
});

describeEachDatabase(
  'db:copy from PGlite to %s keeps recorded ids unused and ids as runs',
  (kind) => {
    test('a removed account and an ended session do not lend their ids to new ones', async () => {
      const source = await createTestApp('pglite');
      const target = await openTestDatabase(kind);
      try {
        const cli = { staffName: 'cli:ops', client: 'cli' };
        await runAccountCommand(
          source.db,
          { command: 'add', name: NAME, role: 'staff' },
          { password: PASSWORD, scrypt: TEST_SCRYPT, actor: cli },
        );
        await runAccountCommand(
          source.db,
          { command: 'add', name: '퇴사자', role: 'staff' },
          { password: PASSWORD, scrypt: TEST_SCRYPT, actor: cli },
        );
        const leaver = await staffIdOf(source.app, '퇴사자');
        await signIn(source.app, '퇴사자');
        const [recorded] = await source.db.query<{ session_id: number }>(
          "SELECT session_id FROM audit_log WHERE action = 'signed_in'",
        );
        await runAccountCommand(source.db, { command: 'remove', name: '퇴사자' }, { actor: cli });
        // An export's ids, as runs (migration 019), cross over as they are.
        await source.app.audit.record({
          staffName: NAME,
          action: 'consultations_exported',
          targetIds: [1, 2, 3, 7, 9, 10],
        });

        await copyDatabase(source.db, target.db);
        expect(
          await target.db.query(
            "SELECT target_ids FROM audit_log WHERE action = 'consultations_exported'",
          ),
        ).toEqual([
          {
            target_ids: [
              [1, 3],
              [7, 7],
              [9, 10],
            ],
          },
        ]);
        await runAccountCommand(
          target.db,
          { command: 'add', name: '신입', role: 'staff' },
          { password: PASSWORD, scrypt: TEST_SCRYPT, actor: cli },
        );
        const [newcomer] = await target.db.query<{ id: number }>(
          "SELECT id FROM staff WHERE name = '신입'",
        );
        expect(newcomer?.id).toBeGreaterThan(leaver ?? Number.POSITIVE_INFINITY);
        const [account] = await target.db.query<{ id: number }>('SELECT id FROM staff LIMIT 1');
        const [session] = await target.db.query<{ id: number }>(
          `INSERT INTO staff_sessions (id_hash, staff_id, csrf_token) VALUES ('h', $1, 't')
         RETURNING id`,
          [account?.id],
        );
        expect(session?.id).toBeGreaterThan(recorded?.session_id ?? Number.POSITIVE_INFINITY);
      } finally {
        await source.close();
        await target.close();
      }
    });
  },
);
