import type { AuditAction, AuditTarget } from '../../contract/staff';
import type { AuditEntry } from '../../contract/staffAnswers';
import type { Database, Queryable } from './database';
import { PURGE_BATCH, purgeInBatches } from './handling';
import { IdRuns, idRangesOf, mergedRanges, rangesLiteral } from './idRanges';
import { countedPage, seoulDays } from './listPages';
import { detailWithPages, type ListView, recordListView } from './listViews';

/** Who an entry is by: server/plugins/staffSession.ts's `accessActor` fills these for a request. */
export interface AuditActor {
  staffName: string;
  /** The account's id (never reused); absent for the command line and unknown sign-in names. */
  staffId?: number | null;
  sessionId?: number | null;
  /** request.ip, or 'cli'. */
  client?: string | null;
}

export interface NewAuditEntry extends AuditActor {
  action: AuditAction;
  target?: { type: AuditTarget; id: number };
  /** Every record a list page or an export handed out; stored as runs (migration 019). */
  targetIds?: readonly number[] | IdRuns;
  detail?: string | null;
}

export type AuditRow = Omit<AuditEntry, 'created_at'> & { created_at: Date };

/** The filters of the console's access-record view and its CSV; `until` is exclusive. */
export interface AuditFilter {
  staff?: string | undefined;
  action?: AuditAction | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
}

/**
 * A list view's record holds its pages apart (audit_list_pages, decision 297): every id they
 * showed, kept as runs like every record's (migrations 019, 024), is its target_ids, and the
 * pages go into its detail (detailWithPages).
 */
const COLUMNS = `id, staff_id, staff_name, session_id, client, action, target_type, target_id,
  target_ids, detail, created_at`;
/**
 * The pages of the records `row` names, worked out once a page's rows are chosen: in the same
 * SELECT as an OFFSET they ran for every record skipped too (a day's, ~10 ms at a million).
 */
const pagesOf = (row: string) => `
  (SELECT array_agg(ARRAY[p.target_ids[i][1], p.target_ids[i][2]])
   FROM audit_list_pages p CROSS JOIN LATERAL generate_subscripts(p.target_ids, 1) AS i
   WHERE p.audit_id = ${row}.id) AS page_runs,
  (SELECT array_agg(DISTINCT p.page ORDER BY p.page) FROM audit_list_pages p
   WHERE p.audit_id = ${row}.id) AS pages`;

type ReadRow = { pages: number[] | null; page_runs: [number, number][] | null };

/** A row as read with COLUMNS and pagesOf: its pages' ids as its runs, its pages folded into the detail. */
const withPages = <Row extends AuditRow>(row: Row & ReadRow): Row => {
  const { pages, page_runs, ...rest } = row;
  return {
    ...rest,
    target_ids: page_runs ? mergedRanges(page_runs) : row.target_ids,
    detail: detailWithPages(row.detail, pages),
  } as unknown as Row;
};

/** Ids as the records keep them: runs, written as an integer[][] literal (migration 019). */
export const idRunsLiteral = (ids: readonly number[] | IdRuns) =>
  rangesLiteral(ids instanceof IdRuns ? ids.ranges() : idRangesOf(ids));

/** Writes one entry, on its own or in the transaction of the change it records; its id. */
export async function recordAudit(q: Queryable, entry: NewAuditEntry): Promise<number> {
  const rows = await q.query<{ id: number }>(
    `INSERT INTO audit_log
       (staff_name, staff_id, session_id, client, action, target_type, target_id, target_ids, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::integer[], $9) RETURNING id`,
    [
      entry.staffName,
      entry.staffId ?? null,
      entry.sessionId ?? null,
      entry.client ?? null,
      entry.action,
      entry.target?.type ?? null,
      entry.target?.id ?? null,
      entry.targetIds ? idRunsLiteral(entry.targetIds) : null,
      entry.detail ?? null,
    ],
  );
  return rows[0]?.id ?? 0;
}

/** A change and its audit entry in one transaction: both happen or neither. */
export function withAudit<T>(
  db: Database,
  entry: NewAuditEntry,
  change: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await change(tx);
    await recordAudit(tx, entry);
    return result;
  });
}

/** The WHERE clause of a filter, with its parameters from $1. */
function whereOf(filter: AuditFilter): { where: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, value: unknown) => {
    params.push(value);
    clauses.push(clause.replace('?', `$${params.length}`));
  };
  if (filter.staff) add('staff_name = ?', filter.staff);
  if (filter.action) add('action = ?', filter.action);
  if (filter.from) add('created_at >= ?', filter.from);
  if (filter.until) add('created_at < ?', filter.until);
  return { where: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params };
}

export function auditRepository(db: Database) {
  return {
    record: async (entry: NewAuditEntry) => {
      await recordAudit(db, entry);
    },

    /** A list page seen: added to the open record of its search, or a new one (decision 297). */
    recordListView: (view: ListView, limits: { windowMinutes: number; pagesMax: number }) =>
      recordListView(db, view, limits),

    /**
     * One page, newest first, and the total: from the day counts (server/db/listPages.ts) when
     * the range is whole Seoul days, as the console's always is; otherwise OFFSET and a count.
     */
    async page(
      page: number,
      pageSize: number,
      filter: AuditFilter = {},
    ): Promise<{ rows: AuditRow[]; total: number }> {
      const { where, params } = whereOf(filter);
      const n = params.length;
      const days = seoulDays(filter.from, filter.until);
      if (days) {
        const counted = await countedPage<AuditRow & ReadRow>(
          db,
          {
            list: 'audit_log',
            table: 'audit_log',
            columns: COLUMNS,
            pageColumns: pagesOf('page'),
            where: where ? where.replace(/^WHERE /, '') : 'true',
            params,
            keys: { k1: filter.action ?? null, k2: filter.staff || null, ...days },
          },
          page,
          pageSize,
        );
        return { rows: counted.rows.map(withPages), total: counted.total };
      }
      const [rows, count] = await Promise.all([
        db.query<AuditRow & ReadRow>(
          `SELECT chosen.*, ${pagesOf('chosen')} FROM (
             SELECT ${COLUMNS} FROM audit_log ${where}
             ORDER BY created_at DESC, id DESC LIMIT $${n + 1} OFFSET $${n + 2}
           ) AS chosen ORDER BY created_at DESC, id DESC`,
          [...params, pageSize, (page - 1) * pageSize],
        ),
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM audit_log ${where}`,
          params,
        ),
      ]);
      return { rows: rows.map(withPages), total: count[0]?.total ?? 0 };
    },

    /**
     * The monthly review's CSV a batch at a time, oldest first, after the keyset `after` (as in
     * server/db/handling.ts): two years of records did not fit in memory as one array.
     */
    async batchAfter(
      filter: AuditFilter,
      after: string | null,
      limit: number,
    ): Promise<(AuditRow & { keyset: string })[]> {
      const { where, params } = whereOf(filter);
      const [afterAt, afterId] =
        after === null ? [null, 0] : (JSON.parse(after) as [string, number]);
      const n = params.length;
      const rows = await db.query<AuditRow & ReadRow & { keyset: string }>(
        `SELECT ${COLUMNS}, ${pagesOf('audit_log')},
                json_build_array(created_at::text, id)::text AS keyset
         FROM audit_log ${where ? `${where} AND` : 'WHERE'}
           (created_at, id) > (COALESCE($${n + 1}::text::timestamptz, '-infinity'), $${n + 2}::int)
         ORDER BY created_at, id LIMIT $${n + 3}`,
        [...params, afterAt, afterId, limit],
      );
      return rows.map(withPages);
    },

    /**
     * The retention job: the trigger of migration 005 lets a DELETE through only inside a
     * transaction that says it is the purge, and only of rows older than the legal floor. In
     * batches, each its own transaction (decision 218).
     */
    async purgeOlderThan(years: number): Promise<number> {
      return purgeInBatches(() =>
        db.transaction(async (tx) => {
          await tx.query("SELECT set_config('app.retention_purge', 'on', true)");
          const rows = await tx.query<{ n: number }>(
            `WITH gone AS (
               DELETE FROM audit_log WHERE id IN (
                 SELECT id FROM audit_log WHERE created_at < now() - make_interval(years => $1)
                 ORDER BY created_at, id LIMIT ${PURGE_BATCH})
               RETURNING 1)
             SELECT count(*)::int AS n FROM gone`,
            [years],
          );
          return rows[0]?.n ?? 0;
        }),
      );
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
