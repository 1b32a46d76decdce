import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { consultationTypeLabel } from '../../contract/consultationTypes';
import { jobPositionName } from '../../contract/jobPositions';
import {
  HANDLING_STATUS_LABELS,
  STAFF_API,
  STAFF_LIMITS,
  STAFF_MESSAGES,
} from '../../contract/staff';
import { exportFileNames } from '../../contract/staffExports';
import { seoulToday } from '../../contract/staffFilters';
import {
  HANDLING_LIST_TYPES,
  type HandlingListQuery,
  handlingListQuerySchemaOf,
  handlingUpdateSchema,
} from '../../contract/staffLists';
import { withAudit } from '../db/audit';
import type { ConsultationRow } from '../db/consultations';
import { type HandlingFilter, type HandlingQueries, isStorableId } from '../db/handling';
import type { JobApplicationRow } from '../db/jobApplications';
import type { notesQueries } from '../db/notes';
import { HttpError } from '../http';
import { applicationsCsv, consultationsCsv, type ExportedRows } from '../operations/exports';
import { accessActor, staffOf } from '../plugins/staffSession';
import { withNoteLog } from './staffNotes';
import { changeDetail, staffApplication, staffConsultation } from './staffRecordRows';
import {
  filterDetail,
  handlingFilter,
  ID_PARAM,
  local,
  recordId,
  recordListSeen,
  recordSeen,
  sendRecordedCsv,
  staffInput,
} from './staffRequest';

type HandlingNotes = ReturnType<typeof notesQueries>;

const STATUS_CHANGED = {
  consultation: 'consultation_status_changed',
  application: 'application_status_changed',
} as const;

const VIEWED = {
  consultation: 'consultation_viewed',
  application: 'application_viewed',
} as const;

/** Each list's query: its `type` one of its own types (a request's, or an application's). */
const LIST_QUERIES = {
  consultations: handlingListQuerySchemaOf(HANDLING_LIST_TYPES.consultations),
  applications: handlingListQuerySchemaOf(HANDLING_LIST_TYPES.applications),
};
const LIST_OF = {
  consultations_listed: 'consultations',
  consultations_exported: 'consultations',
  applications_listed: 'applications',
  applications_exported: 'applications',
} as const;

const DELETED = {
  consultation: 'consultation_deleted',
  application: 'application_deleted',
} as const;

/** Consultation requests and job applications: list, open, change status, CSV and files. */
export async function staffRecordRoutes(app: FastifyInstance) {
  /** PATCH of either kind: the new status and a note added, with its audit entry, or a 404. */
  async function changeStatus<Row extends object>(
    request: FastifyRequest,
    target: keyof typeof STATUS_CHANGED,
    records: {
      setStatus: HandlingQueries<Row>['setStatus'];
      addNote: HandlingNotes['addNote'];
    },
    notFound: () => HttpError,
  ): Promise<Row> {
    const id = recordId(request);
    const { status, note } = staffInput(handlingUpdateSchema, request.body);
    const staff = staffOf(request);
    const entry = {
      ...accessActor(request),
      action: STATUS_CHANGED[target],
      target: { type: target, id },
      detail: changeDetail(status, note),
    };
    return withAudit(app.db, entry, async (tx) => {
      const updated = await records.setStatus(tx, id, { status }, staff.name);
      if (!updated) throw notFound();
      // A note is added to the log; no note leaves the log (and the latest note) as it was.
      if (!note) return updated;
      await records.addNote(tx, id, note, staff.name);
      return { ...updated, note };
    });
  }

  const consultationNotFound = () => new HttpError(404, STAFF_MESSAGES.consultationNotFound);
  const applicationNotFound = () => new HttpError(404, STAFF_MESSAGES.applicationNotFound);

  /** A page of either list, as staff sees its rows, with the access record naming them. */
  async function listPage<Row extends { id: number }, Item>(
    request: FastifyRequest,
    records: { page: HandlingQueries<Row>['page'] },
    action: 'consultations_listed' | 'applications_listed',
    present: (rows: Row[]) => Item[] | Promise<Item[]>,
  ) {
    const query = staffInput(LIST_QUERIES[LIST_OF[action]], request.query);
    const { rows, total } = await records.page(
      handlingFilter(query),
      query.page,
      STAFF_LIMITS.pageSize,
    );
    const items = await present(rows);
    await recordListSeen(app, request, { action, query, targetIds: rows.map((row) => row.id) });
    return { items, total };
  }

  app.get(local(STAFF_API.consultations), (request) =>
    listPage(request, app.consultations, 'consultations_listed', (rows) =>
      rows.map(staffConsultation),
    ),
  );

  /** Either kind's CSV, with the list's filters; recorded as it ends (sendRecordedCsv). */
  function sendCsv(
    request: FastifyRequest,
    reply: FastifyReply,
    exported: (filter: HandlingFilter, sent: ExportedRows) => AsyncIterable<string>,
    action: 'consultations_exported' | 'applications_exported',
  ) {
    const list = LIST_OF[action];
    const query = staffInput(LIST_QUERIES[list], request.query);
    const typeWords = list === 'consultations' ? consultationTypeLabel : jobPositionName;
    return sendRecordedCsv(
      app,
      request,
      reply,
      exportFileNames(list, seoulToday(), query, {
        status: query.status && HANDLING_STATUS_LABELS[query.status],
        type: query.type && typeWords(query.type),
      }),
      (sent) => exported(handlingFilter(query), sent),
      (ids) => ({ action, targetIds: ids, detail: csvDetail(query, ids.length) }),
    );
  }

  app.get(local(STAFF_API.consultationsCsv), (request, reply) =>
    sendCsv(
      request,
      reply,
      (filter, sent) => consultationsCsv(app.consultations, filter, sent),
      'consultations_exported',
    ),
  );

  app.get(local(STAFF_API.applicationsCsv), (request, reply) =>
    sendCsv(
      request,
      reply,
      (filter, sent) => applicationsCsv(app.jobApplications, filter, undefined, sent),
      'applications_exported',
    ),
  );

  /** DELETE of either kind: the row goes together with its audit entry, or a 404. */
  async function removeRecord(
    request: FastifyRequest,
    id: number,
    target: 'consultation' | 'application',
    records: { remove: HandlingQueries<object>['remove'] },
    notFound: () => HttpError,
  ) {
    const entry = {
      ...accessActor(request),
      action: DELETED[target],
      target: { type: target, id },
    };
    await withAudit(app.db, entry, async (tx) => {
      if (!(await records.remove(tx, id))) throw notFound();
    });
  }

  app.delete(local(STAFF_API.consultation(ID_PARAM)), async (request, reply) => {
    await removeRecord(
      request,
      recordId(request),
      'consultation',
      app.consultations,
      consultationNotFound,
    );
    return reply.code(204).send();
  });

  app.delete(local(STAFF_API.application(ID_PARAM)), async (request, reply) => {
    const id = recordId(request);
    if (!isStorableId(id)) throw applicationNotFound();
    const files = await app.jobApplications.files(id);
    await removeRecord(request, id, 'application', app.jobApplications, applicationNotFound);
    // After the commit: a crash in between leaves files no row names, which purge's sweep removes.
    await app.db.files.remove(files);
    return reply.code(204).send();
  });

  /** GET of one record of either kind: the row, with its view recorded, or a 404. */
  async function viewedRecord<Row extends { id: number }>(
    request: FastifyRequest,
    target: 'consultation' | 'application',
    records: { find: HandlingQueries<Row>['find'] },
    notFound: () => HttpError,
  ): Promise<Row> {
    const row = await records.find(recordId(request));
    if (!row) throw notFound();
    await recordSeen(app, request, {
      action: VIEWED[target],
      target: { type: target, id: row.id },
    });
    return row;
  }

  /** One request as its dialog shows it: with the note log. */
  const consultationWithNotes = (row: ConsultationRow) =>
    withNoteLog(staffConsultation(row), app.consultations.notes(row.id));

  app.get(local(STAFF_API.consultation(ID_PARAM)), async (request) =>
    consultationWithNotes(
      await viewedRecord(request, 'consultation', app.consultations, consultationNotFound),
    ),
  );

  app.patch(local(STAFF_API.consultation(ID_PARAM)), async (request) =>
    consultationWithNotes(
      await changeStatus(request, 'consultation', app.consultations, consultationNotFound),
    ),
  );

  app.get(local(STAFF_API.applications), (request) =>
    listPage(request, app.jobApplications, 'applications_listed', async (rows) => {
      const files = await app.jobApplications.filesOf(rows.map((row) => row.id));
      return rows.map((row) => staffApplication(row, files));
    }),
  );

  /** An application as its dialog shows it: with its files and the note log. */
  const withFiles = async (row: JobApplicationRow) =>
    withNoteLog(
      staffApplication(row, await app.jobApplications.files(row.id)),
      app.jobApplications.notes(row.id),
    );

  app.get(local(STAFF_API.application(ID_PARAM)), async (request) =>
    withFiles(await viewedRecord(request, 'application', app.jobApplications, applicationNotFound)),
  );

  app.patch(local(STAFF_API.application(ID_PARAM)), async (request) =>
    withFiles(await changeStatus(request, 'application', app.jobApplications, applicationNotFound)),
  );
}

function csvDetail(query: HandlingListQuery, count: number): string {
  return `${filterDetail(query)} (${count})`;
}
