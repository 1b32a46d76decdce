import { expect } from 'vitest';
import { STAFF_LIMITS } from '../../../contract/staff';
import { type AuditFilter, auditRepository } from '../../../server/db/audit';
import { consultationsRepository } from '../../../server/db/consultations';
import type { HandlingFilter } from '../../../server/db/handling';
import { jobApplicationsRepository } from '../../../server/db/jobApplications';
import { reviewModerationRepository } from '../../../server/db/reviewModeration';
import { seoulMidnight } from '../../../server/operations/operations';
import type { TestDatabase } from '../helpers';

// The staff lists find where a page starts from per-day counts that triggers keep (migration
// 018) instead of walking every earlier row. The oracle here counts from the newest instead:
// every page must be exactly the rows that counting gives, with the total.

export const SIZE = STAFF_LIMITS.pageSize;

/** The seed, the counts' check and the pages' check, on the suite's database `t`. */
export function listPageOracle(t: TestDatabase) {
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
      // Each day under its keys, under either key alone and under none (chr(1): any).
      `SELECT list, day, COALESCE(k1, chr(1)) AS k1, COALESCE(k2, chr(1)) AS k2,
              count(*)::int AS n
       FROM (
         SELECT 'consultations' AS list, seoul_day(created_at) AS day, status AS k1,
                consultation_type AS k2 FROM consultations
         UNION ALL
         SELECT 'job_applications', seoul_day(created_at), status, position FROM job_applications
         UNION ALL
         SELECT 'reviews', seoul_day(created_at),
                CASE WHEN hidden_at IS NULL THEN 'visible' ELSE 'hidden' END, '' FROM reviews
         UNION ALL
         SELECT 'audit_log', seoul_day(created_at), action, staff_name FROM audit_log) AS everything
       GROUP BY list, GROUPING SETS ((day, k1, k2), (day, k1), (day, k2), (day))
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

  return { seed, countsAgree, everyPageAgrees };
}
