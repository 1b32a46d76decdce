// The operations commands (npm run export / purge), kept apart from their CLI wrappers so they
// can be tested against a real database.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { consultationTypeLabel } from '../contract/consultationTypes';
import { PASSWORD_GUARD, RETENTION } from '../contract/limits';
import { STAFF_LIMITS } from '../contract/staff';
import { type AuditRow, auditRepository } from './db/audit';
import { type ConsultationRow, consultationsRepository } from './db/consultations';
import type { Database } from './db/database';
import { jobApplicationsRepository } from './db/jobApplications';
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

export function toCsv(header: string[], rows: unknown[][]): string {
  // The BOM makes Excel read UTF-8 (Korean) correctly.
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
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
  'usage: npm run export -- consultations [--since YYYY-MM-DD]\n' +
  '       npm run export -- job-applications [--since YYYY-MM-DD] [--files DIR]';

export interface ExportArgs {
  what: 'consultations' | 'job-applications';
  since: Date | undefined;
  filesDir: string | undefined;
}

export function parseExportArgs(argv: string[]): ExportArgs {
  const [what, ...rest] = argv;
  if (what !== 'consultations' && what !== 'job-applications') throw new Error(EXPORT_USAGE);
  let since: Date | undefined;
  let filesDir: string | undefined;
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    const value = rest[i + 1];
    if (flag === '--since' && value) since = parseSince(value);
    else if (flag === '--files' && value && what === 'job-applications') filesDir = value;
    else throw new Error(EXPORT_USAGE);
    i++;
  }
  return { what, since, filesDir };
}

/** The consultations CSV of `npm run export` and of the staff console's download. */
export function consultationsCsv(rows: ConsultationRow[]): string {
  return toCsv(
    ['id', 'created_at', 'consultation_type', 'type_label', 'name', 'phone', 'content', 'notified'],
    rows.map((r) => [
      r.id,
      r.created_at,
      r.consultation_type,
      consultationTypeLabel(r.consultation_type),
      r.name,
      r.phone,
      r.content,
      r.notified ? 'yes' : 'no',
    ]),
  );
}

/** The access records for the monthly review (the console's download), oldest first. */
export function accessRecordsCsv(rows: AuditRow[]): string {
  return toCsv(
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

/** The CSV for stdout; for job applications optionally writes the attached files to a folder. */
export async function exportCsv(db: Database, args: ExportArgs): Promise<string> {
  if (args.what === 'consultations') {
    return consultationsCsv(await consultationsRepository(db).matching({ from: args.since }));
  }
  const repository = jobApplicationsRepository(db);
  const rows = await repository.matching({ from: args.since });
  const fileColumns: string[][] = [];
  for (const row of rows) {
    const files = await repository.files(row.id);
    const names: string[] = [];
    for (const file of files) {
      const name = `${row.id}-${file.field}.${file.kind}`;
      names.push(`${file.field}: ${file.file_name}${args.filesDir ? ` → ${name}` : ''}`);
      if (args.filesDir) {
        mkdirSync(args.filesDir, { recursive: true });
        await repository.copyFile(file, join(args.filesDir, name));
      }
    }
    fileColumns.push(names);
  }
  return toCsv(
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
    rows.map((r, index) => [
      r.id,
      r.created_at,
      r.position,
      r.name,
      r.email,
      r.phone,
      r.introduction,
      r.experience,
      (fileColumns[index] ?? []).join('; '),
    ]),
  );
}

export interface PurgeResult {
  consultations: number;
  jobApplications: number;
  passwordAttempts: number;
  rateLimits: number;
  staffSessions: number;
  accessRecords: number;
}

/** Deletes personal data past its retention period (DESIGN §7.8) and expired counters. */
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
