// bench:scale's staff lists (run.ts runs them): requests, applications, moderation and access
// records, each seeded to the board's size through the tables' own triggers in committed
// batches, then page 1, the middle and the last page of every filter the console offers loaded
// with a signed-in session's cookie; and one CSV export of the requests with the server's memory.
import { randomBytes } from 'node:crypto';
import { STAFF_API, STAFF_LIMITS, STAFF_SESSION_COOKIE } from '../../contract/staff';
import { auditRepository } from '../../server/db/audit';
import { consultationsRepository } from '../../server/db/consultations';
import type { Database } from '../../server/db/database';
import { jobApplicationsRepository } from '../../server/db/jobApplications';
import { reviewModerationRepository } from '../../server/db/reviewModeration';
import { seoulMidnight } from '../../server/operations/operations';
import { hashSessionId } from '../../server/plugins/staffSession';
import { CONNECTIONS } from './load';

/** Rows per committed INSERT … SELECT, one statement for the triggers of migration 018. */
const BATCH = 10_000;
const STAFF_NAMES = ['김세무', '이회계', '박상담', '최관리'];
const ACTIONS = [
  'consultations_listed',
  'consultation_viewed',
  'applications_listed',
  'application_viewed',
  'reviews_listed',
  'consultation_status_changed',
  'signed_in',
  'signed_out',
];

/**
 * Adds requests, applications and access records until each table has `upTo` rows, a minute
 * apart going back from now (1,440 a day: a million span about two years), statuses and types
 * spread through them.
 */
export async function seedStaffLists(db: Database, from: number, upTo: number): Promise<void> {
  const statuses = `(CASE i % 10 WHEN 0 THEN 'new' WHEN 1 THEN 'contacted' ELSE 'closed' END)`;
  const phone = `'010-' || lpad((i % 10000)::text, 4, '0') || '-' || lpad(((i::bigint * 7919) % 10000)::text, 4, '0')`;
  const at = 'now() - make_interval(mins => $2::int - i)';
  for (let start = from; start < upTo; start += BATCH) {
    const params = [start, upTo, Math.min(upTo, start + BATCH)];
    const rows = 'FROM generate_series($1::int + 1, $3::int) AS i';
    await db.query(
      `INSERT INTO consultations (consultation_type, name, phone, content, created_at, status)
       SELECT (ARRAY['inheritance', 'gift', 'transfer', 'consulting'])[1 + i % 4], '고객' || i,
              ${phone}, '상담 내용 ' || i, ${at}, ${statuses} ${rows}`,
      params,
    );
    await db.query(
      `INSERT INTO job_applications (name, email, phone, position, introduction, experience, created_at, status)
       SELECT '지원자' || i, 'a' || i || '@example.com', ${phone},
              (ARRAY['tax-accountant', 'accounting-staff', 'tax-consultant'])[1 + i % 3],
              '소개 ' || i, '경력 ' || i,
              ${at}, ${statuses} ${rows}`,
      params,
    );
    await db.query(
      `INSERT INTO audit_log (staff_name, client, action, detail, created_at)
       SELECT ($4::text[])[1 + i % 4], '10.0.0.' || (i % 200), ($5::text[])[1 + i % 8], 'page=1',
              ${at} ${rows}`,
      [...params, STAFF_NAMES, ACTIONS],
    );
  }
}

/**
 * One owner account with a session per connection, as that many staff signed in would leave
 * them; their Cookie headers, which the load hands out in turn. A console is one person's: a
 * session shared by several connections measured them waiting on one another (its row, marked as
 * used on every request, and its list-view record, which takes one page at a time), not the list.
 */
export async function benchSessions(db: Database): Promise<Record<string, string>[]> {
  const sessions: Record<string, string>[] = [];
  for (let k = 0; k < CONNECTIONS; k++) {
    const id = randomBytes(32).toString('base64url');
    await db.query(
      `WITH owner AS (
         INSERT INTO staff (name, password_hash, role) VALUES ($2, 'x', 'owner')
         ON CONFLICT (name) DO UPDATE SET role = 'owner' RETURNING id)
       INSERT INTO staff_sessions (id_hash, staff_id, csrf_token) SELECT $1, id, 'x' FROM owner`,
      [hashSessionId(id), `bench${k}`],
    );
    sessions.push({ cookie: `${STAFF_SESSION_COOKIE}=${id}` });
  }
  return sessions;
}

/** A Seoul date `days` before today, as the console's date fields send it. */
const daysAgo = (days: number) =>
  new Date(Date.now() + 9 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

/** One filter of one list: its query string, and the same page asked of the repository. */
export interface StaffFilter {
  list: 'consultations' | 'applications' | 'reviews' | 'audit';
  label: string;
  query: Record<string, string>;
  page: (db: Database, page: number) => Promise<{ rows: unknown[]; total: number }>;
}

const day = (value: string) => seoulMidnight(value);
const RANGE = { from: daysAgo(90), to: daysAgo(61) };
const RANGE_FILTER = {
  from: day(RANGE.from),
  until: new Date((day(RANGE.to)?.getTime() ?? 0) + 86_400_000),
};
const SIZE = STAFF_LIMITS.pageSize;

/** Every filter the console offers, one value each, the types, and the searches by name and by phone. */
export const STAFF_FILTERS: StaffFilter[] = [
  ...(
    [
      ['all', {}, {}],
      ['status=new', { status: 'new' }, { status: 'new' }],
      ['status=closed', { status: 'closed' }, { status: 'closed' }],
      ['30 days', RANGE, RANGE_FILTER],
      ['q=name', { q: '고객1234' }, { search: '고객1234' }],
      ['q=phone', { q: '5678' }, { search: '5678' }],
    ] as const
  ).flatMap(([label, query, filter]) => [
    {
      list: 'consultations' as const,
      label,
      query,
      page: (db: Database, page: number) => consultationsRepository(db).page(filter, page, SIZE),
    },
    {
      list: 'applications' as const,
      label: label.replace('고객', '지원자'),
      query: 'q' in query && query.q === '고객1234' ? { q: '지원자1234' } : query,
      page: (db: Database, page: number) =>
        jobApplicationsRepository(db).page(
          'search' in filter && filter.search === '고객1234' ? { search: '지원자1234' } : filter,
          page,
          SIZE,
        ),
    },
  ]),
  // The type filter (a request's type, an application's position), alone and with a status.
  ...(
    [
      ['consultations', 'type=consulting', { type: 'consulting' }],
      ['consultations', 'type+status=new', { type: 'gift', status: 'new' }],
      ['applications', 'type=tax-consultant', { type: 'tax-consultant' }],
      ['applications', 'type+status=new', { type: 'tax-accountant', status: 'new' }],
    ] as const
  ).map(([list, label, query]) => ({
    list,
    label,
    query,
    page: (db: Database, page: number) =>
      (list === 'consultations' ? consultationsRepository(db) : jobApplicationsRepository(db)).page(
        query,
        page,
        SIZE,
      ),
  })),
  ...(['all', 'visible', 'hidden'] as const).map((visibility) => ({
    list: 'reviews' as const,
    label: `visibility=${visibility}`,
    query: { visibility },
    page: (db: Database, page: number) =>
      reviewModerationRepository(db).page(visibility, page, SIZE),
  })),
  ...(
    [
      ['all', {}, {}],
      ['action', { action: 'consultation_viewed' }, { action: 'consultation_viewed' }],
      ['staff', { staff: '박상담' }, { staff: '박상담' }],
      ['30 days', RANGE, RANGE_FILTER],
    ] as const
  ).map(([label, query, filter]) => ({
    list: 'audit' as const,
    label,
    query,
    page: (db: Database, page: number) => auditRepository(db).page(page, SIZE, filter),
  })),
];

const PATHS = {
  consultations: STAFF_API.consultations,
  applications: STAFF_API.applications,
  reviews: STAFF_API.reviews,
  audit: STAFF_API.audit,
};
export const staffPath = (filter: StaffFilter, page: number) =>
  `${PATHS[filter.list]}?${new URLSearchParams({ ...filter.query, page: String(page) })}`;

/** Page 1, the middle and the last page of a filter with `total` matches. */
export function staffPages(total: number) {
  const last = Math.max(1, Math.ceil(total / SIZE));
  return [
    { which: 'first' as const, page: 1 },
    { which: 'middle' as const, page: Math.ceil(last / 2) },
    { which: 'last' as const, page: last },
  ];
}

/** The least time of a page through its repository, one connection: the database's own cost. */
export async function staffStatementMs(db: Database, filter: StaffFilter, page: number) {
  const runs: number[] = [];
  for (let i = 0; i < 25; i++) {
    const started = performance.now();
    await filter.page(db, page);
    if (i >= 5) runs.push(performance.now() - started);
  }
  return Math.min(...runs);
}
