// CSV exports of consultations, job applications and access records, a batch at a time: shared
// by the staff console's downloads (server/routes/staffRecords.ts, staff.ts) and `npm run export`
// (server/operations/operations.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { setImmediate } from 'node:timers/promises';
import { consultationTypeLabel } from '../../contract/consultationTypes';
import { formatDateTime } from '../../contract/format';
import { jobPositionName } from '../../contract/jobPositions';
import { HANDLING_STATUS_LABELS } from '../../contract/staff';
import { idRangesText } from '../../contract/staffAuditWords';
import {
  APPLICATION_CSV_HEADINGS,
  APPLICATION_FILE_WORDS,
  CONSULTATION_CSV_HEADINGS,
  NOTIFIED_WORDS,
} from '../../contract/staffExports';
import type { AuditFilter, AuditRepository, AuditRow } from '../db/audit';
import type { ConsultationRow, ConsultationsRepository } from '../db/consultations';
import type { HandlingColumns, HandlingFilter } from '../db/handling';
import type {
  JobApplicationFileRow,
  JobApplicationRow,
  JobApplicationsRepository,
} from '../db/jobApplications';

/**
 * One CSV cell. Cells that a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a
 * leading apostrophe: the export is opened in Excel by staff and comes from public input.
 */
export function csvCell(value: unknown): string {
  let text = value instanceof Date ? value.toISOString() : String(value ?? '');
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** A time as the console shows it, in Korea time: `2026-12-06 15:07`. */
const koreaTime = (date: Date | null) => (date ? formatDateTime(date.toISOString()) : '');

/** Where a request or application stands: status, latest note, who changed it last and when. */
const handlingCells = (r: HandlingColumns) => [
  HANDLING_STATUS_LABELS[r.status] ?? r.status,
  r.note,
  r.changed_by,
  koreaTime(r.changed_at),
];

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
  header: readonly string[],
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

/** The consultations CSV of `npm run export` and of the staff console's download. */
export function consultationsCsv(
  repository: ConsultationsRepository,
  filter: HandlingFilter,
  sent?: ExportedRows,
): AsyncGenerator<string> {
  return csv(
    CONSULTATION_CSV_HEADINGS,
    batches((after) => repository.batchAfter(filter, after, EXPORT_BATCH_ROWS), sent),
    (r: ConsultationRow) => [
      r.id,
      koreaTime(r.created_at),
      consultationTypeLabel(r.consultation_type),
      r.name,
      r.phone,
      r.content,
      ...handlingCells(r),
      r.notified ? NOTIFIED_WORDS.yes : NOTIFIED_WORDS.no,
    ],
  );
}

/** The access records for the monthly review (the console's download), oldest first. */
export function accessRecordsCsv(
  repository: AuditRepository,
  filter: AuditFilter,
  sent?: ExportedRows,
): AsyncGenerator<string> {
  return csv(
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
    batches((after) => repository.batchAfter(filter, after, EXPORT_BATCH_ROWS), sent),
    (r: AuditRow) => [
      r.id,
      r.created_at,
      r.staff_id,
      r.staff_name,
      r.session_id,
      r.client,
      r.action,
      r.target_type,
      r.target_id,
      idRangesText(r.target_ids),
      r.detail,
    ],
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
  return csv(APPLICATION_CSV_HEADINGS, withFiles(), async (r: JobApplicationRow) => {
    const names: string[] = [];
    for (const file of files) {
      if (file.application_id !== r.id) continue;
      const name = `${r.id}-${file.field}.${file.kind}`;
      names.push(
        `${APPLICATION_FILE_WORDS[file.field]}: ${file.file_name}${filesDir ? ` → ${name}` : ''}`,
      );
      if (filesDir) await repository.copyFile(file, join(filesDir, name));
    }
    return [
      r.id,
      koreaTime(r.created_at),
      jobPositionName(r.position),
      r.name,
      r.email,
      r.phone,
      r.introduction,
      r.experience,
      names.join('; '),
      ...handlingCells(r),
    ];
  });
}
