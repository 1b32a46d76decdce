import type { FastifyInstance } from 'fastify';
import { STAFF_API, STAFF_LIMITS } from '../../contract/staff';
import type { AuditEntry } from '../../contract/staffAnswers';
import { type AuditQuery, auditQuerySchema } from '../../contract/staffLists';
import type { AuditFilter, AuditRow } from '../db/audit';
import { type AuditWords, auditWordsFor } from '../db/auditWords';
import { accessRecordsCsv } from '../operations/exports';
import { filterDetail, handlingFilter, local, sendRecordedCsv, staffInput } from './staffRequest';

const auditEntry =
  (words: AuditWords) =>
  (row: AuditRow): AuditEntry => ({
    ...row,
    created_at: row.created_at.toISOString(),
    target_name: words.names.get(`${row.target_type}:${row.target_id}`) ?? null,
    session_started_at:
      row.session_id === null
        ? null
        : (words.sessionStarts.get(row.session_id)?.toISOString() ?? null),
  });

/** The access-record query's filters: the day range as the handling lists read it. */
function auditFilter(query: AuditQuery): AuditFilter {
  const { from, until } = handlingFilter({ page: query.page, from: query.from, to: query.to });
  return { staff: query.staff || undefined, action: query.action, from, until };
}

/** The access records (the audit log): a page with names in words, and the CSV. */
export async function staffAuditRoutes(app: FastifyInstance) {
  app.get(local(STAFF_API.audit), async (request) => {
    const query = staffInput(auditQuerySchema, request.query);
    const { rows, total } = await app.audit.page(
      query.page,
      STAFF_LIMITS.pageSize,
      auditFilter(query),
    );
    return { items: rows.map(auditEntry(await auditWordsFor(app.db, rows))), total };
  });

  // Staff names and addresses are personal data too: handing them out is itself recorded.
  app.get(local(STAFF_API.auditCsv), (request, reply) => {
    const query = staffInput(auditQuerySchema, request.query);
    return sendRecordedCsv(
      app,
      request,
      reply,
      'access-records.csv',
      (sent) => accessRecordsCsv(app.audit, auditFilter(query), sent),
      (ids) => ({
        action: 'access_records_exported',
        detail: `${filterDetail(query)} (${ids.length})`,
      }),
    );
  });
}
