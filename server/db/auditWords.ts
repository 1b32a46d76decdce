import type { AuditTarget } from '../../contract/staff';
import type { AuditRow } from './audit';
import type { Queryable } from './database';

/** The name each kind of record goes by: a requester's or applicant's name, a review's title. */
const NAME_SQL: Partial<Record<AuditTarget, string>> = {
  consultation: 'SELECT id, name FROM consultations WHERE id = ANY($1::int[])',
  application: 'SELECT id, name FROM job_applications WHERE id = ANY($1::int[])',
  review: 'SELECT id, title AS name FROM reviews WHERE id = ANY($1::int[])',
  staff: 'SELECT id, name FROM staff WHERE id = ANY($1::int[])',
};

export interface AuditWords {
  /** `consultation:3` → 홍길동; missing for a record deleted since. */
  names: Map<string, string>;
  /** A session's number → when it signed in, from its own signed_in entry. */
  sessionStarts: Map<number, Date>;
}

/**
 * What a page of access records names, in words: the records' names (read now, never stored in
 * the record itself, which holds no visitor's data) and when each session signed in.
 */
export async function auditWordsFor(db: Queryable, rows: AuditRow[]): Promise<AuditWords> {
  const names = new Map<string, string>();
  for (const [type, sql] of Object.entries(NAME_SQL)) {
    const ids = [...new Set(rows.filter((r) => r.target_type === type).map((r) => r.target_id))];
    const known = ids.filter((id): id is number => id !== null);
    if (known.length === 0 || !sql) continue;
    for (const row of await db.query<{ id: number; name: string }>(sql, [known])) {
      names.set(`${type}:${row.id}`, row.name);
    }
  }
  const sessions = [...new Set(rows.map((r) => r.session_id))].filter(
    (id): id is number => id !== null,
  );
  const sessionStarts = new Map<number, Date>();
  if (sessions.length > 0) {
    const started = await db.query<{ session_id: number; created_at: Date }>(
      `SELECT session_id, min(created_at) AS created_at FROM audit_log
       WHERE action = 'signed_in' AND session_id = ANY($1::int[]) GROUP BY session_id`,
      [sessions],
    );
    for (const row of started) sessionStarts.set(row.session_id, new Date(row.created_at));
  }
  return { names, sessionStarts };
}
