// The operations commands (npm run export / purge), kept apart from their CLI wrappers so they
// can be tested against a real database.
import { createWriteStream, mkdirSync } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { consultationTypeLabel } from '../contract/consultationTypes';
import { PASSWORD_GUARD, RETENTION } from '../contract/limits';
import { STAFF_LIMITS } from '../contract/staff';
import { type AuditRow, auditRepository } from './db/audit';
import {
  type ConsultationRow,
  type ConsultationsRepository,
  consultationsRepository,
} from './db/consultations';
import type { Database } from './db/database';
import type { HandlingFilter } from './db/handling';
import {
  type JobApplicationFileRow,
  type JobApplicationRow,
  type JobApplicationsRepository,
  jobApplicationsRepository,
} from './db/jobApplications';
import { passwordAttemptsRepository } from './db/passwordAttempts';
import { rateLimitsRepository } from './db/rateLimits';
import { SESSION_LIFETIME, staffRepository } from './db/staff';

/**
 * One CSV cell. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a
 * leading apostrophe: the export is opened in Excel by staff and comes from public input.
 */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvLine = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A CSV small enough to build at once (the access records of one review period); BOM first for Excel. */
const wholeCsv = (header: string[], rows: unknown[][]) =>
  `\uFEFF${csvLine(header)}${rows.map(csvLine).join('')}`;

/** Told each batch an export hands on, so the console's download can record whose data left. */
export type ExportedRows = (rows: readonly { id: number }[]) => void;

/** Rows per query of an export: a few hundred kilobytes of CSV in memory at a time. */
export const EXPORT_BATCH_ROWS = 200;

/**
 * The matching rows in batches, each its own short query (keyset: after the previous batch's
 * last row), so an export of any size holds one batch in memory and no statement runs long
 * enough to meet the deadline.
 */
async function* batches<Row extends { keyset: string; id: number }>(
  next: (after: string | null) => Promise<Row[]>,
  sent: ExportedRows = () => {},
): AsyncGenerator<Row[]> {
  let after: string | null = null;
  for (;;) {
    const rows = await next(after);
    const last = rows.at(-1);
    if (!last) return;
    // A cursor that stands still would send the same rows for ever: stop instead.
    if (last.keyset === after) throw new Error(`export keyset did not advance past ${after}`);
    sent(rows);
    yield rows;
    if (rows.length < EXPORT_BATCH_ROWS) return;
    after = last.keyset;
    // PGlite runs one query at a time, and a batch asked for at once would get it before the
    // visitors' queries waiting since (measured: one list request held for the whole export).
    // Letting the event loop turn first puts them in between.
    await setImmediate();
  }
}

/** A CSV as it is produced: the BOM and header first (the BOM makes Excel read Korean), then a chunk per batch. */
async function* csv<Row>(
  header: string[],
  rows: AsyncIterable<Row[]>,
  cells: (row: Row) => Promise<unknown[]> | unknown[],
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(header)}`;
  for await (const batch of rows) {
    let chunk = '';
    for (const row of batch) chunk += csvLine(await cells(row));
    yield chunk;
  }
}

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/**
 * Midnight in Seoul, where staff work, starting `day` (YYYY-MM-DD); undefined for a day that
 * does not exist (2026-02-30 would otherwise roll over to March).
 */
export function seoulMidnight(day: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00+09:00`);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Date(date.getTime() + SEOUL_OFFSET_MS).toISOString().startsWith(day)
    ? date
    : undefined;
}

/** `2026-03-01` is midnight in Seoul; full ISO timestamps are taken as given. */
export function parseSince(value: string): Date {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? seoulMidnight(value) : new Date(value);
  if (!date || Number.isNaN(date.getTime())) throw new Error(`--since: not a date: ${value}`);
  return date;
}

export const EXPORT_USAGE =
  'usage: npm run --silent export -- consultations [--since YYYY-MM-DD] [--out FILE]\n' +
  '       npm run --silent export -- job-applications [--since YYYY-MM-DD] [--files DIR] [--out FILE]';

export interface ExportArgs {
  what: 'consultations' | 'job-applications';
  since: Date | undefined;
  filesDir: string | undefined;
  /** The CSV's file; stdout when absent. */
  out: string | undefined;
}

export function parseExportArgs(argv: string[]): ExportArgs {
  const [what, ...rest] = argv;
  if (what !== 'consultations' && what !== 'job-applications') throw new Error(EXPORT_USAGE);
  let since: Date | undefined;
  let filesDir: string | undefined;
  let out: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (flag === '--since' && value) since = parseSince(value);
    else if (flag === '--files' && value && what === 'job-applications') filesDir = value;
    else if (flag === '--out' && value) out = value;
    else throw new Error(EXPORT_USAGE);
    i++;
  }
  return { what, since, filesDir, out };
}

/** The consultations CSV of `npm run export` and of the staff console's download. */
export function consultationsCsv(
  repository: ConsultationsRepository,
  filter: HandlingFilter,
  sent?: ExportedRows,
): AsyncGenerator<string> {
  return csv(
    ['id', 'created_at', 'consultation_type', 'type_label', 'name', 'phone', 'content', 'notified'],
    batches((after) => repository.batchAfter(filter, after, EXPORT_BATCH_ROWS), sent),
    (r: ConsultationRow) => [
      r.id,
      r.created_at,
      r.consultation_type,
      consultationTypeLabel(r.consultation_type),
      r.name,
      r.phone,
      r.content,
      r.notified ? 'yes' : 'no',
    ],
  );
}

/** The access records for the monthly review (the console's download), oldest first. */
export function accessRecordsCsv(rows: AuditRow[]): string {
  return wholeCsv(
    [
      'id',
      'created_at',
      'staff_id',
      'staff_name',
      'session_id',
      'client',
      'action',
      'target_type',
      'target_id',
      'target_ids',
      'detail',
    ],
    rows.map((r) => [
      r.id,
      r.created_at,
      r.staff_id,
      r.staff_name,
      r.session_id,
      r.client,
      r.action,
      r.target_type,
      r.target_id,
      r.target_ids?.join(' '),
      r.detail,
    ]),
  );
}

/**
 * The job applications CSV of `npm run export` and of the staff console's download; with
 * `filesDir` (the command only) the attached files are written there too, one at a time.
 */
export function applicationsCsv(
  repository: JobApplicationsRepository,
  filter: HandlingFilter,
  filesDir?: string,
  sent?: ExportedRows,
): AsyncGenerator<string> {
  let files: JobApplicationFileRow[] = [];
  async function* withFiles() {
    for await (const rows of batches(
      (after) => repository.batchAfter(filter, after, EXPORT_BATCH_ROWS),
      sent,
    )) {
      files = await repository.filesOf(rows.map((row) => row.id));
      yield rows;
    }
  }
  if (filesDir) mkdirSync(filesDir, { recursive: true });
  return csv(
    [
      'id',
      'created_at',
      'position',
      'name',
      'email',
      'phone',
      'introduction',
      'experience',
      'files',
    ],
    withFiles(),
    async (r: JobApplicationRow) => {
      const names: string[] = [];
      for (const file of files) {
        if (file.application_id !== r.id) continue;
        const name = `${r.id}-${file.field}.${file.kind}`;
        names.push(`${file.field}: ${file.file_name}${filesDir ? ` → ${name}` : ''}`);
        if (filesDir) await repository.copyFile(file, join(filesDir, name));
      }
      return [
        r.id,
        r.created_at,
        r.position,
        r.name,
        r.email,
        r.phone,
        r.introduction,
        r.experience,
        names.join('; '),
      ];
    },
  );
}

/** `npm run export`'s CSV, a chunk at a time. */
export function exportCsv(db: Database, args: ExportArgs): AsyncGenerator<string> {
  const filter = { from: args.since };
  return args.what === 'consultations'
    ? consultationsCsv(consultationsRepository(db), filter)
    : applicationsCsv(jobApplicationsRepository(db), filter, args.filesDir);
}

/** Writes the export to `--out` or `stdout`, waiting for whichever is slower: memory stays flat. */
export async function writeExport(db: Database, args: ExportArgs, stdout: Writable): Promise<void> {
  const chunks = Readable.from(exportCsv(db, args));
  if (!args.out) return pipeline(chunks, stdout, { end: false });
  // Written beside the target and renamed: a failed export never leaves half a file behind.
  const partial = `${args.out}.partial`;
  try {
    await pipeline(chunks, createWriteStream(partial));
    await rename(partial, args.out);
  } catch (error) {
    await unlink(partial).catch(() => {});
    throw error;
  }
}

export interface PurgeResult {
  consultations: number;
  jobApplications: number;
  passwordAttempts: number;
  rateLimits: number;
  staffSessions: number;
  accessRecords: number;
}

/** Deletes personal data past its retention period (docs/product.md#retention) and expired counters. */
export async function purge(db: Database): Promise<PurgeResult> {
  return {
    consultations: await consultationsRepository(db).purgeOlderThan(RETENTION.consultationsDays),
    jobApplications: await jobApplicationsRepository(db).purgeOlderThan(
      RETENTION.jobApplicationsDays,
    ),
    passwordAttempts: await passwordAttemptsRepository(db).purgeOlderThan(
      PASSWORD_GUARD.suspectHours,
    ),
    rateLimits: await rateLimitsRepository(db).purgeExpired(60_000),
    staffSessions: await staffRepository(db).purgeExpired(
      STAFF_LIMITS.signInWindowMinutes,
      SESSION_LIFETIME,
    ),
    accessRecords: await auditRepository(db).purgeOlderThan(RETENTION.accessRecordsYears),
  };
}
