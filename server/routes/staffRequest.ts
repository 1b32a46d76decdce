// What every staff route reads the same way: paths inside the staff plugin, a record's id, input
// checked with a 400, the list's day filters, a download's file name and the access record's
// summary of the filters chosen.
import { createHmac, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_MESSAGES } from '../../contract/messages';
import { reviewIdSchema } from '../../contract/reviews';
import { type AuditAction, STAFF_MESSAGES } from '../../contract/staff';
import { type HandlingListQuery, STAFF_LIST_VIEW } from '../../contract/staffLists';
import type { AuditActor, NewAuditEntry } from '../db/audit';
import type { HandlingFilter } from '../db/handling';
import { IdRuns } from '../db/idRanges';
import { HttpError, parseInput } from '../http';
import type { ExportedRows } from '../operations/exports';
import { seoulMidnight } from '../operations/operations';
import { accessActor, STAFF_PREFIX } from '../plugins/staffSession';

const DAY_MS = 86_400_000;
/** Paths inside the staff plugin, which is registered at STAFF_PREFIX. */
export const local = (path: string) => path.slice(STAFF_PREFIX.length);
export function staffInput<S extends v.GenericSchema>(schema: S, input: unknown) {
  return parseInput(schema, input, 400);
}

/** The contract's path builders with the route parameter where the id goes. */
export const ID_PARAM = ':id' as unknown as number;

/** The `:id` of a staff path: a positive integer (ids are integers everywhere, like reviews'). */
export function recordId(request: FastifyRequest): number {
  const result = v.safeParse(reviewIdSchema, (request.params as { id?: unknown }).id);
  if (!result.success) throw new HttpError(400, API_MESSAGES.invalidInput);
  return result.output;
}

/** The query's Korea-time days as a half-open range: `to` includes its whole day. */
export function handlingFilter(query: HandlingListQuery): HandlingFilter {
  const day = (value: string | undefined) => {
    if (value === undefined) return undefined;
    const date = seoulMidnight(value);
    if (!date) {
      throw new HttpError(400, STAFF_MESSAGES.invalidDate, [
        { field: value === query.from ? 'from' : 'to', message: STAFF_MESSAGES.invalidDate },
      ]);
    }
    return date;
  };
  const to = day(query.to);
  return {
    status: query.status,
    type: query.type,
    from: day(query.from),
    until: to && new Date(to.getTime() + DAY_MS),
    search: query.q,
  };
}

/** `filename*` carries the Korean name; the plain `filename` is an ASCII fallback. */
export function attachmentDisposition(fileName: string, fallback: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * The filters of a list, search or export, for the access record: only what staff chose. A search
 * is recorded as made (`q=*`), not what was typed: a name or phone number is a visitor's personal
 * data, which the detail never holds; the ids shown are recorded beside it (decision 217).
 */
export function filterDetail(query: Partial<Record<string, string | number>>): string {
  const filters = Object.entries(query)
    .filter(([key, value]) => key !== 'page' && value !== undefined && value !== '')
    .map(([key, value]) => `${key}=${key === 'q' ? '*' : value}`);
  return filters.length ? filters.join(' ') : 'all';
}

/**
 * A CSV download, streamed a batch at a time (server/operations/exports.ts). HEAD answers the headers only
 * and is not an export: nothing is read and nothing recorded. The access record is written when
 * the stream ends — also when it ends early — and names exactly the rows that were sent (the
 * table is append-only, so it cannot be written first and completed later), as runs of ids.
 */
export function sendRecordedCsv(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  /** One ASCII name, or a Korean name with its ASCII fallback. */
  fileName: string | { fileName: string; fallback: string },
  rows: (sent: ExportedRows) => AsyncIterable<string>,
  entry: (sentIds: IdRuns) => Omit<NewAuditEntry, keyof AuditActor>,
) {
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header(
      'content-disposition',
      typeof fileName === 'string'
        ? attachmentDisposition(fileName, fileName)
        : attachmentDisposition(fileName.fileName, fileName.fallback),
    );
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const actor = accessActor(request);
  // Gathered as runs: a million ids sent are a few pairs to record (migration 019).
  const ids = new IdRuns();
  const chunks = rows((sent) => {
    for (const row of sent) ids.add(row.id);
  });
  async function* recorded() {
    try {
      yield* chunks;
    } finally {
      await app.audit.record({ ...actor, ...entry(ids) });
    }
  }
  const body = Readable.from(recorded());
  body.on('error', (error) => request.log.error({ err: error }, 'CSV export failed mid-way'));
  return reply.send(body);
}

/**
 * Tells one search from another without keeping it: a keyed hash of `q`, the key this process's
 * own. Another instance, or a restart, only starts a new record for the same search.
 */
const SEARCH_KEY = randomBytes(32);
const searchKey = (q: string) => createHmac('sha256', SEARCH_KEY).update(q).digest('base64url');

/**
 * A list page sent to staff, recorded once per session, list and search (decision 297): the
 * record names the list's filters; the page and its rows are added to it. HEAD is no view.
 */
export async function recordListSeen(
  app: FastifyInstance,
  request: FastifyRequest,
  view: {
    action: AuditAction;
    query: { page: number } & Partial<Record<string, string | number>>;
    targetIds: number[];
  },
) {
  if (request.method === 'HEAD') return;
  await app.audit.recordListView(
    {
      ...accessActor(request),
      action: view.action,
      detail: filterDetail(view.query),
      page: view.query.page,
      targetIds: view.targetIds,
      searchKey: typeof view.query.q === 'string' && view.query.q ? searchKey(view.query.q) : null,
    },
    STAFF_LIST_VIEW,
  );
}

/**
 * A list or record sent to staff, recorded (개인정보의 안전성 확보조치 기준 §8). HEAD (which
 * Fastify answers with the GET route, body dropped) sends no personal data, so it is no view.
 */
export async function recordSeen(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: Omit<NewAuditEntry, keyof AuditActor>,
) {
  if (request.method === 'HEAD') return;
  await app.audit.record({ ...accessActor(request), ...entry });
}
