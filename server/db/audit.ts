import type { AuditAction, AuditEntry, AuditTarget } from '../../contract/staff';
import type { Database, Queryable } from './database';

export interface NewAuditEntry {
  staffName: string;
  action: AuditAction;
  target?: { type: AuditTarget; id: number };
  detail?: string | null;
}

export type AuditRow = Omit<AuditEntry, 'created_at'> & { created_at: Date };

/** Writes one entry, on its own or in the transaction of the change it records. */
async function recordAudit(q: Queryable, entry: NewAuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (staff_name, action, target_type, target_id, detail)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      entry.staffName,
      entry.action,
      entry.target?.type ?? null,
      entry.target?.id ?? null,
      entry.detail ?? null,
    ],
  );
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

export function auditRepository(db: Database) {
  return {
    record: (entry: NewAuditEntry) => recordAudit(db, entry),

    async page(page: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        db.query<AuditRow>(
          `SELECT id, staff_name, action, target_type, target_id, detail, created_at FROM audit_log
           ORDER BY created_at DESC, id DESC LIMIT $1 OFFSET $2`,
          [pageSize, (page - 1) * pageSize],
        ),
        db.query<{ total: number }>('SELECT count(*)::int AS total FROM audit_log'),
      ]);
      return { rows, total: count[0]?.total ?? 0 };
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
