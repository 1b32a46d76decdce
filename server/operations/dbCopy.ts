// `npm run db:copy`: everything that matters from PGlite's data directory into an empty
// PostgreSQL (docs/operations.md, docs/decisions.md 85). Works on any two Databases, so it is
// tested PGlite → PostgreSQL and PGlite → PGlite.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database, Queryable } from '../db/database';
import type { StoredFileRef } from '../db/fileStore';
import { migrate } from '../db/migrate';

/** Copied as they are, ids included, parents before children. */
export const COPIED_TABLES = [
  'reviews',
  'consultations',
  'job_applications',
  'staff',
  // With the sealed authenticator keys in staff: nobody enrols again after a copy.
  'staff_recovery_codes',
  'audit_log',
  'content_versions',
  'content_draft',
  // The success cases' uploaded pictures (decision 154): a published page names them.
  'content_images',
];
/** Each table's key, where it is not `id`; the one with no sequence has none to continue. */
const KEYS: Record<string, { column: string; sequence: boolean }> = {
  // Numbered from the table under the content lock (migration 011).
  content_versions: { column: 'version', sequence: false },
  content_draft: { column: 'only_row', sequence: false },
};
const keyOf = (table: string) => KEYS[table] ?? { column: 'id', sequence: true };
/**
 * Not copied: staff_sessions (staff sign in again on the new database), staff_devices (each
 * browser becomes known again at its next sign-in), staff_sign_in_challenges, and the short-lived
 * counters password_attempts, password_check_queue, staff_sign_in_attempts and rate_limits.
 * job_application_files are copied through the file stores (the bytes change storage).
 */
const FILE_TABLE = 'job_application_files';
const FILE_COLUMNS = 'application_id, field, file_name, kind, size';

export interface TableReport {
  table: string;
  rows: number;
  checksum: string;
}

export class CopyError extends Error {}

type Row = Record<string, unknown>;

/** A value as text that means the same on both databases (dates as ISO, bytes as hex). */
function canonical(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('hex');
  if (typeof value === 'bigint') return String(value);
  return value;
}

function checksumOf(rows: Row[]): string {
  const hash = createHash('sha256');
  for (const row of rows) {
    const entries = Object.keys(row)
      .sort()
      .map((key) => [key, canonical(row[key])]);
    hash.update(`${JSON.stringify(entries)}\n`);
  }
  return hash.digest('hex');
}

const readTable = (db: Queryable, table: string) =>
  db.query<Row>(`SELECT * FROM ${table} ORDER BY ${keyOf(table).column}`);
const readFileRows = (db: Queryable) =>
  db.query<Row & StoredFileRef>(
    `SELECT ${FILE_COLUMNS}, storage FROM ${FILE_TABLE} ORDER BY application_id, field`,
  );
/** The file rows without where their bytes live, which differs by design between the two. */
const fileMetadata = (rows: Row[]) => rows.map(({ storage: _storage, ...metadata }) => metadata);

async function tableReport(db: Database, table: string): Promise<TableReport> {
  const rows =
    table === FILE_TABLE ? fileMetadata(await readFileRows(db)) : await readTable(db, table);
  return { table, rows: rows.length, checksum: checksumOf(rows) };
}

async function fileDigest(db: Database, ref: StoredFileRef): Promise<string> {
  const hash = createHash('sha256');
  const bytes = await db.files.open(db, ref);
  if (!bytes) return 'missing';
  for await (const chunk of bytes) hash.update(chunk);
  return hash.digest('hex');
}

/**
 * Parameters per INSERT: many rows a statement, because the reviews' counting triggers run once a
 * statement (migration 013) and one transaction of a row a statement made the copy of a large
 * board quadratic (decision 214). PostgreSQL's limit is 65,535.
 */
const PARAMS_PER_INSERT = 30_000;

async function insertRows(tx: Queryable, table: string, rows: Row[]) {
  const first = rows[0];
  if (first) {
    // Generated columns (the phone numbers' digits, migration 013) are the database's to compute.
    const generated = new Set(
      (
        await tx.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'ALWAYS'`,
          [table],
        )
      ).map((row) => row.column_name),
    );
    const columns = Object.keys(first).filter((column) => !generated.has(column));
    const perStatement = Math.max(1, Math.floor(PARAMS_PER_INSERT / columns.length));
    for (let start = 0; start < rows.length; start += perStatement) {
      const slice = rows.slice(start, start + perStatement);
      const values = slice.map(
        (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`,
      );
      await tx.query(
        `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) OVERRIDING SYSTEM VALUE
         VALUES ${values.join(', ')}`,
        slice.flatMap((row) => columns.map((column) => row[column])),
      );
    }
  }
  // New rows continue after the copied ids.
  const key = keyOf(table);
  if (!key.sequence) return;
  await tx.query(
    `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${key.column}) FROM ${table}), 0) + 1, false)`,
    [table, key.column],
  );
}

/**
 * Account and session ids are never handed out twice (the access records tell people apart by
 * them): on the target they continue after every id the copied records name, including those of
 * removed accounts and of sessions, which are not copied. Nor is a draft's revision: a publish
 * names the one its owner saw (decision 155).
 */
async function continueRecordedIds(tx: Queryable) {
  await tx.query(
    `SELECT setval('content_draft_revisions',
       COALESCE((SELECT max(revision) FROM content_draft), 0) + 1, false)`,
  );
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('staff', 'id'),
       GREATEST((SELECT max(id) FROM staff), (SELECT max(staff_id) FROM audit_log), 0) + 1, false)`,
  );
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('staff_sessions', 'id'),
       COALESCE((SELECT max(session_id) FROM audit_log), 0) + 1, false)`,
  );
}

/** Refuses a target that holds anything the copy would write (a second run, a live database). */
async function assertEmpty(target: Database) {
  const filled: string[] = [];
  for (const table of [...COPIED_TABLES, FILE_TABLE]) {
    const [row] = await target.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    if (row && row.n > 0) filled.push(`${table} (${row.n})`);
  }
  if (filled.length > 0) {
    throw new CopyError(
      `대상 데이터베이스가 비어 있지 않아 복사하지 않았습니다: ${filled.join(', ')}.\n` +
        `The target database is not empty (${filled.join(', ')}); nothing was copied. ` +
        'Copy into a new, empty database.',
    );
  }
}

/** Each file passes through a temporary file: the target's store takes files from disk. */
async function copyFiles(source: Database, target: Database, tx: Queryable) {
  const spool = mkdtempSync(join(tmpdir(), 'db-copy-'));
  try {
    for (const file of await readFileRows(source)) {
      const path = join(spool, randomUUID());
      await source.files.copyTo(source, file, path);
      await target.files.prepare({ path, size: statSync(path).size });
      await target.files.save(tx, {
        application_id: Number(file.application_id),
        field: String(file.field),
        fileName: String(file.file_name),
        kind: String(file.kind),
        spooled: { path, size: statSync(path).size },
      });
    }
  } finally {
    rmSync(spool, { recursive: true, force: true });
  }
}

/** Compares counts and checksums of every table and the bytes of every file; throws on a difference. */
export async function verifyCopy(source: Database, target: Database): Promise<TableReport[]> {
  const reports: TableReport[] = [];
  const mismatches: string[] = [];
  for (const table of [...COPIED_TABLES, FILE_TABLE]) {
    const [from, to] = [await tableReport(source, table), await tableReport(target, table)];
    if (from.rows !== to.rows || from.checksum !== to.checksum) {
      mismatches.push(`${table}: ${from.rows} rows → ${to.rows} rows, checksums differ`);
    }
    reports.push(from);
  }
  const targetFiles = await readFileRows(target);
  for (const [index, file] of (await readFileRows(source)).entries()) {
    const copy = targetFiles[index];
    if (!copy || (await fileDigest(source, file)) !== (await fileDigest(target, copy))) {
      mismatches.push(`file ${file.application_id}-${file.field}: bytes differ`);
    }
  }
  if (mismatches.length > 0) {
    throw new CopyError(`복사본이 원본과 다릅니다. (the copy differs)\n${mismatches.join('\n')}`);
  }
  return reports;
}

/**
 * Brings both schemas up to date, refuses a non-empty target, copies in one transaction (all or
 * nothing), then verifies. Returns what was copied.
 */
export async function copyDatabase(source: Database, target: Database): Promise<TableReport[]> {
  await migrate(source);
  await migrate(target);
  await assertEmpty(target);
  await target.transaction(async (tx) => {
    for (const table of COPIED_TABLES) {
      await insertRows(tx, table, await readTable(source, table));
      if (table === 'job_applications') await copyFiles(source, target, tx);
    }
    await continueRecordedIds(tx);
  });
  return verifyCopy(source, target);
}
