// The operations commands (npm run export / purge), kept apart from their CLI wrappers so they
// can be tested against a real database; the CSV itself is server/operations/exports.ts.
import { createWriteStream } from 'node:fs';
import { rename, unlink } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PASSWORD_GUARD, RETENTION } from '../../contract/limits';
import { STAFF_LIMITS } from '../../contract/staff';
import { auditRepository } from '../db/audit';
import { consultationsRepository } from '../db/consultations';
import type { Database } from '../db/database';
import { jobApplicationsRepository } from '../db/jobApplications';
import { passwordAttemptsRepository } from '../db/passwordAttempts';
import { rateLimitsRepository } from '../db/rateLimits';
import { staffRepository } from '../db/staff';
import { SESSION_LIFETIME } from '../db/staffSessions';
import { visitsRepository } from '../db/visits';
import { applicationsCsv, consultationsCsv } from './exports';

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
  /** Days' visit totals and sketches past RETENTION.visitTotalsMonths. */
  visitDays: number;
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
    visitDays: await visitsRepository(db).purgeOlderThan(RETENTION.visitTotalsMonths),
  };
}
