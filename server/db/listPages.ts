import type { Queryable } from './database';

/** The lists whose rows the database counts per Seoul day and filter value (migration 018). */
export type CountedList = 'consultations' | 'job_applications' | 'reviews' | 'audit_log';

/**
 * What of a filter the day counts can answer: k1 and k2 as migration 018 keys each list (null:
 * any, which the counts keep a row of its own for, migration 023), and the half-open range of
 * Seoul days [fromDay, untilDay).
 */
export interface DayCountKeys {
  k1: string | null;
  k2: string | null;
  fromDay: number;
  untilDay: number;
}

const DAY_MS = 86_400_000;
/** Korea keeps no daylight saving time; seoul_day() in the migration uses the same offset. */
const SEOUL_OFFSET_MS = 9 * 3_600_000;
/** Far enough either way for any row's day: ±5 million days. */
const ANY_DAY = 5_000_000;

/**
 * The Seoul days of a [from, until) range, or null when a bound is not a Seoul midnight: the
 * counts are per whole day, so a range cutting a day in two cannot be answered from them.
 */
export function seoulDays(
  from: Date | undefined,
  until: Date | undefined,
): { fromDay: number; untilDay: number } | null {
  const dayOf = (at: Date | undefined, none: number) => {
    if (at === undefined) return none;
    const shifted = at.getTime() + SEOUL_OFFSET_MS;
    return shifted % DAY_MS === 0 ? shifted / DAY_MS : null;
  };
  const fromDay = dayOf(from, -ANY_DAY);
  const untilDay = dayOf(until, ANY_DAY);
  return fromDay === null || untilDay === null ? null : { fromDay, untilDay };
}

/** A page of a counted list: which list, its table and columns, and its filter as SQL. */
export interface CountedPageQuery {
  list: CountedList;
  table: string;
  columns: string;
  /**
   * Columns worked out for the page's own rows only, over the alias `page`: in `columns`, a
   * subquery would also run for every row the OFFSET skips, up to a day's rows.
   */
  pageColumns?: string;
  /** A condition over the table's rows with its parameters from $1 ('true' for none). */
  where: string;
  params: unknown[];
  keys: DayCountKeys;
}

/**
 * One page, newest first (created_at, then id), and how many rows match, in one statement: one
 * snapshot, so the rows and the total always agree, whatever is written meanwhile. The days are
 * summed newest first until the one holding the page's first row; the page is then read from
 * that day's end by the (…, created_at, id) index, skipping only the rows of that day before it.
 */
export async function countedPage<Row extends { id: number }>(
  db: Queryable,
  query: CountedPageQuery,
  page: number,
  pageSize: number,
): Promise<{ rows: Row[]; total: number }> {
  const { list, table, columns, pageColumns, where, params, keys } = query;
  const n = params.length;
  const at = (k: number) => `$${n + k}`;
  const answer = await db.query<Row & { list_total: number }>(
    `WITH days AS (
       SELECT day, n FROM list_day_counts
       WHERE list = ${at(1)} AND k1 = COALESCE(${at(2)}::text, list_count_any())
         AND k2 = COALESCE(${at(3)}::text, list_count_any())
         AND day >= ${at(4)}::int AND day < ${at(5)}::int
     ), start AS (
       SELECT day, upto - n AS before
       FROM (SELECT day, n, sum(n) OVER (ORDER BY day DESC) AS upto FROM days) AS walked
       WHERE upto > ${at(6)}::bigint ORDER BY day DESC LIMIT 1
     )
     SELECT (SELECT COALESCE(sum(n), 0) FROM days)::int AS list_total, page.*${pageColumns ? `, ${pageColumns}` : ''}
     FROM (VALUES (1)) AS one LEFT JOIN LATERAL (
       SELECT ${columns} FROM ${table}
       WHERE ${where}
         AND created_at < (SELECT to_timestamp((day + 1)::bigint * 86400 - 32400) FROM start)
       ORDER BY created_at DESC, id DESC
       LIMIT ${at(7)}::int OFFSET ${at(6)}::bigint - (SELECT before FROM start)
     ) AS page ON true`,
    [
      ...params,
      list,
      keys.k1,
      keys.k2,
      keys.fromDay,
      keys.untilDay,
      (page - 1) * pageSize,
      pageSize,
    ],
  );
  const total = answer[0]?.list_total ?? 0;
  const rows = answer
    .filter((row) => row.id !== null)
    .map(({ list_total: _, ...row }) => row as unknown as Row);
  return { rows, total };
}
