import { beforeEach } from 'vitest';
import type { Database } from '../../../server/db/database';
import { type DatabaseKind, openForSuite, openMigratedDatabase } from '../helpers';

// The staff side's storage rules are called directly, one database per kind, rows written with
// explicit times so every order and window is known.

/** The suite's migrated database on `kind`, its reviews, requests and password attempts cleared before each test. */
export function openStaffStorage(kind: DatabaseKind) {
  const database = openForSuite(() => openMigratedDatabase(kind));
  // audit_log is append-only (migration 005), so it is not cleared here: the audit tests each
  // have a database of their own.
  beforeEach(async () => {
    await database.db.exec(
      'DELETE FROM reviews; DELETE FROM consultations; DELETE FROM password_attempts; DELETE FROM password_check_queue;',
    );
  });
  return database;
}

/** Reviews 1..n in `db` by age: the first is the oldest; `hidden` lists the hidden ones' numbers. */
export async function insertReviews(
  db: Database,
  n: number,
  hidden: number[] = [],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 1; i <= n; i++) {
    const rows = await db.query<{ id: number }>(
      `INSERT INTO reviews (username, password_hash, title, content, consultation_type, created_at,
         hidden_at, hidden_reason, hidden_by)
       VALUES ($1, 'x', $2, 'c', '상속', TIMESTAMPTZ '2026-01-01T00:00:00Z' + make_interval(days => $3),
         $4, $5, $6) RETURNING id`,
      [
        `u${i}`,
        `t${i}`,
        i,
        hidden.includes(i) ? new Date('2026-02-01T00:00:00Z') : null,
        hidden.includes(i) ? '광고' : null,
        hidden.includes(i) ? 'kim' : null,
      ],
    );
    ids.push(rows[0]?.id ?? 0);
  }
  return ids;
}
