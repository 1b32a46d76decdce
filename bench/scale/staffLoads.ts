// bench:scale's loads of the staff lists (filters and seeding: staff.ts), and the export's memory.
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { STAFF_API } from '../../contract/staff';
import type { AuditEntry, StaffPage } from '../../contract/staffAnswers';
import { idCount } from '../../contract/staffAuditWords';
import type { Database } from '../../server/db/database';
import type { Target } from '../api/targets';
import { loadPage } from './load';
import { STAFF_FILTERS, type StaffFilter, staffPages, staffPath, staffStatementMs } from './staff';

export interface StaffFigure {
  database: 'PostgreSQL' | 'PGlite';
  rows: number;
  list: StaffFilter['list'];
  filter: string;
  which: 'first' | 'middle' | 'last';
  page: number;
  total: number;
  rps: number;
  p50: number;
  p99: number;
  statementMs: number;
  errors: number;
  ratio: number;
  load: number;
}

/** Each filter's total and its three pages' least statement times, before the server opens the database. */
export async function staffStatements(db: Database) {
  const planned: {
    filter: StaffFilter;
    total: number;
    pages: { which: StaffFigure['which']; page: number; ms: number }[];
  }[] = [];
  for (const filter of STAFF_FILTERS) {
    const { total } = await filter.page(db, 1);
    const pages = [];
    for (const page of staffPages(total)) {
      pages.push({ ...page, ms: await staffStatementMs(db, filter, page.page) });
    }
    planned.push({ filter, total, pages });
  }
  return planned;
}

/**
 * Each filter's page 1, middle and last page loaded in turn, `seconds` each after one second to
 * warm up; one round (the review board's three rounds over twenty filters would take an hour).
 */
export async function measureStaff(
  database: StaffFigure['database'],
  rows: number,
  server: Target,
  headers: Record<string, string>[],
  planned: Awaited<ReturnType<typeof staffStatements>>,
  seconds: number,
): Promise<StaffFigure[]> {
  const figures: StaffFigure[] = [];
  for (const { filter, total, pages } of planned) {
    let firstRps = 0;
    for (const { which, page, ms } of pages) {
      const path = staffPath(filter, page);
      await loadPage(server, path, 1, headers);
      const load = await loadPage(server, path, seconds, headers);
      if (which === 'first') firstRps = load.rps;
      const figure: StaffFigure = {
        database,
        rows,
        list: filter.list,
        filter: filter.label,
        which,
        page,
        total,
        ...load,
        statementMs: ms,
        ratio: firstRps > 0 ? load.rps / firstRps : 0,
        load: loadavg()[0] ?? 0,
      };
      figures.push(figure);
      console.log(
        `${database.padEnd(11)}${String(rows).padStart(9)} ${filter.list.padEnd(14)}${filter.label.padEnd(18)}${which.padEnd(7)}page ${String(page).padStart(6)}  ${load.rps.toFixed(0).padStart(6)} req/s  p50 ${load.p50.toFixed(1).padStart(5)} ms  p99 ${load.p99.toFixed(1).padStart(6)} ms  SQL ${ms.toFixed(2).padStart(5)} ms  ${figure.ratio.toFixed(2)} of page 1  errors ${load.errors}  load ${figure.load.toFixed(1)}`,
      );
    }
  }
  return figures;
}

/** The newest access record of an export of the requests: the last one this bench's session wrote. */
async function newestExportRecord(server: Target, headers: Record<string, string>) {
  const answer = await fetch(
    `http://127.0.0.1:${server.port}${STAFF_API.audit}?action=consultations_exported`,
    { headers },
  );
  if (answer.status !== 200) throw new Error(`the access records answered ${answer.status}`);
  return ((await answer.json()) as StaffPage<AuditEntry>).items[0] ?? null;
}

/**
 * Waits up to `seconds` for the export's access record, which the server writes as the stream
 * ends: whether it was written, how many ids it names, and how long after the last byte.
 */
async function exportRecord(
  server: Target,
  headers: Record<string, string>,
  before: number | null,
  seconds: number,
) {
  const ended = performance.now();
  for (;;) {
    const entry = await newestExportRecord(server, headers);
    if (entry && entry.id !== before) {
      return {
        recorded: true,
        recordedIds: idCount(entry.target_ids),
        recordSeconds: (performance.now() - ended) / 1000,
      };
    }
    if (performance.now() - ended > seconds * 1000) {
      return { recorded: false, recordedIds: null, recordSeconds: null };
    }
    await sleep(100);
  }
}

/**
 * The requests' whole CSV through the server, its resident memory sampled every 100 ms: what
 * an export of the whole table costs the server, against its size before; and whether the
 * export's access record was written, naming every row sent.
 */
export async function exportMemory(server: Target, headers: Record<string, string>) {
  const before = (await newestExportRecord(server, headers))?.id ?? null;
  const rss = await server.rss();
  let peak = rss;
  const sampler = setInterval(() => {
    void server.rss().then((now) => {
      peak = Math.max(peak, now);
    });
  }, 100);
  const started = performance.now();
  let bytes = 0;
  try {
    const answer = await fetch(`http://127.0.0.1:${server.port}${STAFF_API.consultationsCsv}`, {
      headers,
    });
    if (!answer.body || answer.status !== 200) throw new Error(`CSV answered ${answer.status}`);
    for await (const chunk of answer.body) bytes += (chunk as Uint8Array).byteLength;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  return {
    bytes,
    seconds,
    rssBeforeMb: rss / 2 ** 20,
    rssPeakMb: peak / 2 ** 20,
    ...(await exportRecord(server, headers, before, 10)),
  };
}
