import { expect, test } from 'vitest';
import { STAFF_LIMITS } from '../../../contract/staff';
import { type AuditFilter, auditRepository } from '../../../server/db/audit';
import { consultationsRepository } from '../../../server/db/consultations';
import type { HandlingFilter } from '../../../server/db/handling';
import { jobApplicationsRepository } from '../../../server/db/jobApplications';
import { reviewModerationRepository } from '../../../server/db/reviewModeration';
import { seoulMidnight } from '../../../server/operations/operations';
import { describeEachDatabase, openForSuite, openMigratedDatabase } from '../helpers';

// The staff lists find where a page starts from per-day counts that triggers keep (migration
// 018) instead of walking every earlier row. Whatever is written, changed, hidden or deleted,
// every page must be exactly the rows that counting from the newest would give, with the total.
describeEachDatabase('staff list pages on %s', (kind) => {
  const t = openForSuite(() => openMigratedDatabase(kind));
  const SIZE = STAFF_LIMITS.pageSize;
  const day = (value: string) => seoulMidnight(value) as Date;
  const nextDay = (value: string) => new Date(day(value).getTime() + 86_400_000);

  interface Row {
    id: number;
    /** created_at in microseconds, as text of one length: both drivers' Dates keep milliseconds only. */
    us: string;
    status?: string;
    type?: string;
    name?: string;
    hidden?: boolean;
    action?: string;
    staff_name?: string;
  }
  const newestFirst = (a: Row, b: Row) => (a.us < b.us ? 1 : a.us > b.us ? -1 : b.id - a.id);
  const usOf = (at: Date) => String(at.getTime() * 1000);
  /** The page as counting gives it: every row read, filtered and sorted here, then sliced. */
  const counted = (rows: Row[], keep: (row: Row) => boolean, page: number) => {
    const matching = rows.filter(keep).sort(newestFirst);
    return {
      ids: matching.slice((page - 1) * SIZE, page * SIZE).map((row) => row.id),
      total: matching.length,
    };
  };
  const inRange = (from?: Date, until?: Date) => (row: Row) =>
    (!from || row.us >= usOf(from)) && (!until || row.us < usOf(until));

  const US = '(extract(epoch FROM created_at) * 1000000)::bigint::text AS us';
  const consultations = () =>
    t.db.query<Row>(`SELECT id, ${US}, status, consultation_type AS type, name FROM consultations`);
  const applications = () =>
    t.db.query<Row>(`SELECT id, ${US}, status, position AS type FROM job_applications`);
  const reviews = () =>
    t.db.query<Row>(`SELECT id, ${US}, hidden_at IS NOT NULL AS hidden FROM reviews`);
  const audit = () => t.db.query<Row>(`SELECT id, ${US}, action, staff_name FROM audit_log`);

  const consultationCases: [string, HandlingFilter, (row: Row) => boolean][] = [
    ['all', {}, () => true],
    ['new', { status: 'new' }, (row) => row.status === 'new'],
    [
      'two days',
      { from: day('2026-11-05'), until: nextDay('2026-11-06') },
      inRange(day('2026-11-05'), nextDay('2026-11-06')),
    ],
    [
      'closed from a day',
      { status: 'closed', from: day('2026-11-20') },
      (row) => row.status === 'closed' && inRange(day('2026-11-20'))(row),
    ],
    ['search', { search: '고객1' }, (row) => row.name?.includes('고객1') === true],
    // A rare type: its rows are a few of every day's.
    ['type', { type: 'consulting' }, (row) => row.type === 'consulting'],
    [
      'new of a type from a day',
      { status: 'new', type: 'inheritance', from: day('2026-11-12') },
      (row) =>
        row.status === 'new' && row.type === 'inheritance' && inRange(day('2026-11-12'))(row),
    ],
  ];
  const applicationCases: [string, HandlingFilter, (row: Row) => boolean][] = [
    ['all', {}, () => true],
    ['position', { type: 'tax-consultant' }, (row) => row.type === 'tax-consultant'],
    [
      'contacted of a position over two days',
      {
        status: 'contacted',
        type: 'tax-accountant',
        from: day('2026-11-05'),
        until: nextDay('2026-11-06'),
      },
      (row) =>
        row.status === 'contacted' &&
        row.type === 'tax-accountant' &&
        inRange(day('2026-11-05'), nextDay('2026-11-06'))(row),
    ],
  ];
  const auditCases: [string, AuditFilter, (row: Row) => boolean][] = [
    ['all', {}, () => true],
    ['action', { action: 'consultation_viewed' }, (row) => row.action === 'consultation_viewed'],
    [
      'staff and day',
      { staff: '박상담', from: day('2026-11-10'), until: nextDay('2026-11-10') },
      (row) =>
        row.staff_name === '박상담' && inRange(day('2026-11-10'), nextDay('2026-11-10'))(row),
    ],
    // Not a Seoul midnight: the counts cannot answer it, the rows are read instead.
    [
      'from mid-day',
      { from: new Date(day('2026-11-10').getTime() + 3_600_000) },
      inRange(new Date(day('2026-11-10').getTime() + 3_600_000)),
    ],
  ];

  /** Rows two hours and a bit apart from 1 November, some at Seoul midnight, some sharing a time. */
  async function seed() {
    await t.db.exec('TRUNCATE consultations, job_applications, reviews RESTART IDENTITY CASCADE');
    const at = `TIMESTAMPTZ '2026-11-01 00:00:00+09' + make_interval(mins => (i / 2) * 127)`;
    await t.db.exec(
      `INSERT INTO consultations (consultation_type, name, phone, content, created_at, status)
       SELECT CASE WHEN i % 17 = 0 THEN 'consulting' ELSE (ARRAY['gift', 'inheritance'])[1 + i % 2] END,
              '고객' || i, '010-1234-5678', '내용', ${at},
              (ARRAY['new', 'contacted', 'closed'])[1 + i % 3]
       FROM generate_series(0, 899) AS i`,
    );
    await t.db.exec(
      `INSERT INTO job_applications (name, email, phone, position, introduction, experience, created_at, status)
       SELECT '지원자' || i, 'a@example.com', '010-1234-5678',
              CASE WHEN i % 13 = 0 THEN 'tax-consultant'
                   ELSE (ARRAY['tax-accountant', 'accounting-staff'])[1 + i % 2] END,
              '소개', '경력', ${at}, (ARRAY['new', 'contacted', 'closed'])[1 + i % 3]
       FROM generate_series(0, 599) AS i`,
    );
    await t.db.exec(
      `INSERT INTO reviews (username, password_hash, title, content, consultation_type, created_at, hidden_at)
       SELECT '작성자', 'x', '제목', '내용', 'gift', ${at}, CASE WHEN i % 7 = 0 THEN now() END
       FROM generate_series(0, 899) AS i`,
    );
    await t.db.exec(
      `INSERT INTO audit_log (staff_name, action, created_at)
       SELECT (ARRAY['김세무', '박상담'])[1 + i % 2],
              (ARRAY['consultation_viewed', 'consultations_listed', 'signed_in'])[1 + i % 3], ${at}
       FROM generate_series(0, 899) AS i`,
    );
    // Two at a Seoul midnight and one a microsecond before it: the edge of a day's count.
    await t.db.exec(
      `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
       SELECT 'gift', '자정', '010-1234-5678', '내용', at
       FROM unnest(ARRAY[TIMESTAMPTZ '2026-11-05 00:00:00+09', '2026-11-05 00:00:00+09',
                         '2026-11-04 23:59:59.999999+09']) AS at`,
    );
  }

  const countsAgree = async () => {
    const kept = await t.db.query(
      `SELECT list, day, k1, k2, n FROM list_day_counts WHERE n <> 0 ORDER BY 1, 2, 3, 4`,
    );
    const real = await t.db.query(
      `SELECT * FROM (
         SELECT 'consultations' AS list, seoul_day(created_at) AS day, status AS k1,
                consultation_type AS k2, count(*)::int AS n FROM consultations GROUP BY 1, 2, 3, 4
         UNION ALL
         SELECT 'job_applications', seoul_day(created_at), status, position, count(*)::int
         FROM job_applications GROUP BY 1, 2, 3, 4
         UNION ALL
         SELECT 'reviews', seoul_day(created_at),
                CASE WHEN hidden_at IS NULL THEN 'visible' ELSE 'hidden' END, '', count(*)::int
         FROM reviews GROUP BY 1, 2, 3, 4
         UNION ALL
         SELECT 'audit_log', seoul_day(created_at), action, staff_name, count(*)::int
         FROM audit_log GROUP BY 1, 2, 3, 4) AS everything
       ORDER BY 1, 2, 3, 4`,
    );
    expect(kept).toEqual(real);
  };

  /** Every page of every case, and one past the last. */
  async function everyPageAgrees() {
    const requests = consultationsRepository(t.db);
    const applied = jobApplicationsRepository(t.db);
    const moderation = reviewModerationRepository(t.db);
    const records = auditRepository(t.db);
    const [c, j, r, a] = [
      await consultations(),
      await applications(),
      await reviews(),
      await audit(),
    ];
    const check = async (
      label: string,
      rows: Row[],
      keep: (row: Row) => boolean,
      read: (page: number) => Promise<{ rows: { id: number }[]; total: number }>,
    ) => {
      const last = Math.max(1, Math.ceil(rows.filter(keep).length / SIZE));
      for (let page = 1; page <= last + 1; page++) {
        const answer = await read(page);
        expect(
          { ids: answer.rows.map((row) => row.id), total: answer.total },
          `${label} page ${page}`,
        ).toEqual(counted(rows, keep, page));
      }
    };
    for (const [label, filter, keep] of consultationCases) {
      await check(`requests ${label}`, c, keep, (page) => requests.page(filter, page, SIZE));
    }
    for (const [label, filter, keep] of applicationCases) {
      await check(`applications ${label}`, j, keep, (page) => applied.page(filter, page, SIZE));
    }
    for (const visibility of ['all', 'visible', 'hidden'] as const) {
      const keep = (row: Row) => visibility === 'all' || row.hidden === (visibility === 'hidden');
      await check(`reviews ${visibility}`, r, keep, (page) =>
        moderation.page(visibility, page, SIZE),
      );
    }
    for (const [label, filter, keep] of auditCases) {
      await check(`records ${label}`, a, keep, (page) => records.page(page, SIZE, filter));
    }
  }

  test('every page of every filter across day edges, the same instant twice, past the end', async () => {
    await seed();
    await countsAgree();
    await everyPageAgrees();
  });

  test('whatever is written, changed, hidden or deleted between two requests, each page is exact', async () => {
    await seed();
    const requests = consultationsRepository(t.db);
    const applications = jobApplicationsRepository(t.db);
    let seed53 = 53;
    const next = (n: number) => {
      seed53 = (seed53 * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed53 % n;
    };
    for (let step = 0; step < 30; step++) {
      const id = 1 + next(950);
      const change = next(6);
      if (change === 0) {
        await requests.create({
          consultation_type: 'gift',
          name: '새고객',
          phone: '010-1111-2222',
          content: '내용',
        });
        await t.db.query(
          `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
           VALUES ('inheritance', '지난고객', '02-123-4567', '내용', TIMESTAMPTZ '2026-11-10 00:00:00+09')`,
        );
      } else if (change === 1) {
        await requests.setStatus(t.db, id, { status: 'new' }, '박상담');
        // An application moved to another position moves its count with it.
        await t.db.query("UPDATE job_applications SET position = 'tax-consultant' WHERE id = $1", [
          id,
        ]);
      } else if (change === 2) {
        await t.db.query('DELETE FROM consultations WHERE id BETWEEN $1 AND $1 + 2', [id]);
      } else if (change === 3) {
        await t.db.query(
          'UPDATE reviews SET hidden_at = CASE WHEN hidden_at IS NULL THEN now() END WHERE id = $1',
          [id],
        );
      } else if (change === 4) {
        await t.db.query('DELETE FROM reviews WHERE id = $1', [id]);
      } else {
        await auditRepository(t.db).record({ staffName: '박상담', action: 'consultation_viewed' });
      }
      expect((await applications.page({}, 1, SIZE)).total).toBe(600);
    }
    await countsAgree();
    await everyPageAgrees();
  });

  test('written, changed, hidden and deleted while pages are read: each answer is one moment of the list', async () => {
    await seed();
    const requests = consultationsRepository(t.db);
    const moderation = reviewModerationRepository(t.db);
    const reads: Promise<{
      page: number;
      rows: { id: number; created_at: Date }[];
      total: number;
    }>[] = [];
    const writes: Promise<unknown>[] = [];
    // Twelve rounds: PGlite queues at most 100 statements, and each round is seven.
    for (let i = 0; i < 12; i++) {
      writes.push(
        requests.create({
          consultation_type: 'gift',
          name: `동시${i}`,
          phone: '010-1111-2222',
          content: '내용',
        }),
        requests.setStatus(t.db, 1 + i * 29, { status: 'closed' }, '박상담'),
        t.db.query('DELETE FROM consultations WHERE id = $1', [2 + i * 31]),
        t.db.query('UPDATE reviews SET hidden_at = now() WHERE id = $1', [1 + i * 23]),
        t.db.query('DELETE FROM reviews WHERE id = $1', [3 + i * 19]),
      );
      const page = 1 + ((i * 7) % 40);
      reads.push(
        requests.page({ status: 'closed' }, page, SIZE).then((answer) => ({ page, ...answer })),
        moderation.page('visible', page, SIZE).then((answer) => ({ page, ...answer })),
      );
    }
    await Promise.all(writes);
    for (const read of await Promise.all(reads)) {
      // The page's length follows from its own total: the rows and the counts came from one snapshot.
      expect(read.rows).toHaveLength(
        Math.max(0, Math.min(SIZE, read.total - (read.page - 1) * SIZE)),
      );
      const order = read.rows.map((row) => [row.created_at.getTime(), row.id]);
      expect(order).toEqual(
        [...order].sort(([atA = 0, idA = 0], [atB = 0, idB = 0]) => atB - atA || idB - idA),
      );
    }
    await countsAgree();
    await everyPageAgrees();
  });

  test('a list emptied, and one of one row, page as before', async () => {
    await t.db.exec('TRUNCATE consultations RESTART IDENTITY CASCADE');
    const requests = consultationsRepository(t.db);
    expect(await requests.page({}, 1, SIZE)).toEqual({ rows: [], total: 0 });
    expect(await requests.page({ status: 'new' }, 3, SIZE)).toEqual({ rows: [], total: 0 });
    await requests.create({
      consultation_type: 'gift',
      name: '한명',
      phone: '010-1111-2222',
      content: '내용',
    });
    const one = await requests.page({}, 1, SIZE);
    expect([one.rows.map((row) => row.name), one.total]).toEqual([['한명'], 1]);
    expect(await requests.page({}, 2, SIZE)).toEqual({ rows: [], total: 1 });
  });
});
