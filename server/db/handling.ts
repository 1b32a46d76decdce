import type { HandlingStatus } from '../../contract/staff';
import { searchPhoneDigits } from '../../contract/staffLists';
import type { Database, Queryable } from './database';
import { countedPage, type DayCountKeys, seoulDays } from './listPages';

/** The two kinds of visitor record staff handle; the table names are constants, never input. */
export type HandledTable = 'consultations' | 'job_applications';

export interface HandlingColumns {
  status: HandlingStatus;
  note: string | null;
  changed_at: Date | null;
  changed_by: string | null;
}

/** The column each table's `type` filter reads (HANDLING_LIST_TYPES); constants, never input. */
const TYPE_COLUMNS: Record<HandledTable, string> = {
  consultations: 'consultation_type',
  job_applications: 'position',
};

/**
 * A list filter: status, type, a half-open time range [from, until) and the search (STAFF_SEARCH).
 */
export interface HandlingFilter {
  status?: HandlingStatus | undefined;
  /** A request's consultation_type or an application's position. */
  type?: string | undefined;
  from?: Date | undefined;
  until?: Date | undefined;
  /** Trimmed; blank or absent: no search. */
  search?: string | undefined;
}

/** `note` is the latest note not struck through (migration 016), kept for the lists. */
export const HANDLING_COLUMNS = 'status, note, changed_at, changed_by';

/**
 * One WHERE for list, count and CSV, so the three can never disagree about a filter, with its
 * parameters from $1. The search is `%…%` (a name pattern, and a digits pattern when `q` is a
 * phone number), served by the trigram indexes of migration 013 where pg_trgm exists. It is in
 * the statement only when there is one: as `$4 IS NULL OR …` in every statement, PostgreSQL's
 * generic plan guessed that almost no row matched and sorted the whole table for each batch of
 * an export instead of reading the (created_at, id) index in order.
 */
const BASE_FILTER_SQL = `($1::text IS NULL OR status = $1)
  AND created_at >= COALESCE($2::timestamptz, '-infinity')
  AND created_at < COALESCE($3::timestamptz, 'infinity')`;
/** `text` matched literally anywhere inside: LIKE's own characters escaped. */
const inside = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;
function whereOf(
  filter: HandlingFilter,
  table: HandledTable,
): { where: string; params: unknown[] } {
  const params: unknown[] = [filter.status ?? null, filter.from ?? null, filter.until ?? null];
  let where = BASE_FILTER_SQL;
  // A plain equality, only when set, like the search: the type's index serves it (migration 020).
  if (filter.type) {
    params.push(filter.type);
    where += ` AND ${TYPE_COLUMNS[table]} = $${params.length}`;
  }
  const search = filter.search?.trim();
  if (!search) return { where, params };
  // A whole phone number typed with spaces is one term; otherwise every word must match, so
  // "김 5678" finds a 김 whose number holds 5678.
  const terms = searchPhoneDigits(search) === null ? search.split(/\s+/) : [search];
  for (const term of terms) {
    const digits = searchPhoneDigits(term);
    params.push(inside(term));
    const name = `$${params.length}`;
    if (digits === null) where += ` AND name ILIKE ${name}`;
    else {
      params.push(inside(digits));
      where += ` AND (name ILIKE ${name} OR phone_digits LIKE $${params.length})`;
    }
  }
  return { where, params };
}

/** The filter's fields the day counts of migration 018 answer; any other field reads the rows. */
const COUNTED_FIELDS = new Set(['status', 'type', 'from', 'until']);
/** The day counts' keys for a filter, or null when they cannot answer it (a search, another field). */
function dayCountKeys(filter: HandlingFilter): DayCountKeys | null {
  const fields = Object.entries(filter).filter(([, value]) => value !== undefined && value !== '');
  if (fields.some(([field]) => !COUNTED_FIELDS.has(field))) return null;
  const days = seoulDays(filter.from, filter.until);
  return days && { k1: filter.status ?? null, k2: filter.type || null, ...days };
}

/**
 * Rows per DELETE of the retention purge. Each batch is its own statement and transaction, so
 * the purge of a year of a million rows holds no lock for long and the visitors' inserts and
 * the staff's pages go on between batches (decision 218).
 */
export const PURGE_BATCH = 5_000;

/** Runs `batch` (which deletes at most PURGE_BATCH rows and says how many) until one falls short. */
export async function purgeInBatches(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await batch();
    total += deleted;
    if (deleted < PURGE_BATCH) return total;
  }
}

/** The oldest PURGE_BATCH rows of `table` older than `days`, deleted; how many were. */
export const PURGE_BATCH_SQL = (table: HandledTable) =>
  `WITH gone AS (
     DELETE FROM ${table} WHERE id IN (
       SELECT id FROM ${table} WHERE created_at < now() - make_interval(days => $1)
       ORDER BY created_at, id LIMIT ${PURGE_BATCH})
     RETURNING 1)
   SELECT count(*)::int AS n FROM gone`;

/** Ids beyond PostgreSQL's integer cannot exist; asking would only raise an error. */
const MAX_ID = 2_147_483_647;
export const isStorableId = (id: number) => Number.isInteger(id) && id >= 1 && id <= MAX_ID;

/** List, count, read and status change of one handled table, selecting `columns`. */
export function handlingQueries<Row extends object>(
  db: Database,
  table: HandledTable,
  columns: string,
) {
  return {
    /**
     * Up to `limit` matching rows after `after` (the `keyset` of the last row of the previous
     * batch; null for the first), oldest first. Keyset, not OFFSET: every batch of a 100,000-row
     * export is one short range scan of the (created_at, id) index, however far in it is, so it
     * fits the statement deadline. `keyset` carries created_at as text, and is sent back as text
     * (`::text`): through a JavaScript Date (postgres.js turns a timestamptz parameter into
     * one) it would lose its microseconds, and batches would repeat.
     */
    batchAfter(
      filter: HandlingFilter,
      after: string | null,
      limit: number,
    ): Promise<(Row & { keyset: string; id: number })[]> {
      const [afterAt, afterId] =
        after === null ? [null, 0] : (JSON.parse(after) as [string, number]);
      const { where, params } = whereOf(filter, table);
      const n = params.length;
      return db.query<Row & { keyset: string; id: number }>(
        `SELECT ${columns}, json_build_array(created_at::text, id)::text AS keyset
         FROM ${table} WHERE ${where}
           AND (created_at, id) > (COALESCE($${n + 1}::text::timestamptz, '-infinity'), $${n + 2}::int)
         ORDER BY created_at, id LIMIT $${n + 3}`,
        [...params, afterAt, afterId, limit],
      );
    },

    async count(filter: HandlingFilter): Promise<number> {
      const { where, params } = whereOf(filter, table);
      const rows = await db.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM ${table} WHERE ${where}`,
        params,
      );
      return rows[0]?.total ?? 0;
    },

    /**
     * One page, newest first, and how many match in all. Without a search, from the day counts
     * (server/db/listPages.ts): any page of a million rows costs about what page 1 does. A
     * search reads its matches (few, through the trigram indexes) with OFFSET and a count.
     */
    async page(
      filter: HandlingFilter,
      page: number,
      pageSize: number,
    ): Promise<{ rows: Row[]; total: number }> {
      const { where, params } = whereOf(filter, table);
      const keys = dayCountKeys(filter);
      if (keys) {
        // The status again as a plain equality: a generic plan cannot use the status index for
        // `$1 IS NULL OR status = $1`, and would read every status to find a rare one's rows.
        const byStatus = filter.status === undefined ? '' : ` AND status = $${params.length + 1}`;
        return countedPage<Row & { id: number }>(
          db,
          {
            list: table,
            table,
            columns,
            where: where + byStatus,
            params: filter.status === undefined ? params : [...params, filter.status],
            keys,
          },
          page,
          pageSize,
        );
      }
      const n = params.length;
      // A search's matches are found first, by the best way to its WHERE alone (the trigram
      // indexes for a rare name or number), then ordered and counted: left to choose, the planner
      // sometimes walked the time index backwards through a million rows to reach a deep page of
      // a few hundred matches (decision 318). A prepared statement's generic plan knows no
      // pattern either, so each search is planned for its own.
      return db.transaction(async (tx) => {
        await tx.exec('SET LOCAL plan_cache_mode = force_custom_plan');
        const answer = await tx.query<Row & { id: number | null; list_total: number }>(
          `WITH found AS MATERIALIZED (SELECT id, created_at FROM ${table} WHERE ${where}),
           shown AS (SELECT id FROM found ORDER BY created_at DESC, id DESC
                     LIMIT $${n + 1} OFFSET $${n + 2})
           SELECT (SELECT count(*) FROM found)::int AS list_total, page.*
           FROM (VALUES (1)) AS one LEFT JOIN LATERAL (
             SELECT ${columns} FROM ${table} WHERE id IN (SELECT id FROM shown)
             ORDER BY created_at DESC, id DESC
           ) AS page ON true`,
          [...params, pageSize, (page - 1) * pageSize],
        );
        const rows = answer
          .filter((row) => row.id !== null)
          .map(({ list_total: _, ...row }) => row as unknown as Row);
        return { rows, total: answer[0]?.list_total ?? 0 };
      });
    },

    async find(id: number): Promise<Row | undefined> {
      if (!isStorableId(id)) return undefined;
      return (await db.query<Row>(`SELECT ${columns} FROM ${table} WHERE id = $1`, [id]))[0];
    },

    /**
     * Sets the status; `tx` lets the caller add a note and write the audit entry in the same
     * transaction. The note is never touched here (the log's, server/db/notes.ts); the same
     * status again keeps who changed it last and when, so a note alone does not pose as a change.
     */
    async setStatus(
      tx: Queryable,
      id: number,
      change: { status: HandlingStatus },
      by: string,
    ): Promise<Row | undefined> {
      if (!isStorableId(id)) return undefined;
      const rows = await tx.query<Row>(
        `UPDATE ${table} SET status = $2,
           changed_at = CASE WHEN status = $2 THEN changed_at ELSE now() END,
           changed_by = CASE WHEN status = $2 THEN changed_by ELSE $3 END
         WHERE id = $1 RETURNING ${columns}`,
        [id, change.status, by],
      );
      return rows[0];
    },

    /** Deletes one record (an application's files rows go with it); false when there was none. */
    async remove(tx: Queryable, id: number): Promise<boolean> {
      if (!isStorableId(id)) return false;
      const rows = await tx.query<{ id: number }>(
        `DELETE FROM ${table} WHERE id = $1 RETURNING id`,
        [id],
      );
      return rows.length > 0;
    },
  };
}
export type HandlingQueries<Row extends object> = ReturnType<typeof handlingQueries<Row>>;
