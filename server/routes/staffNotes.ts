import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { API_MESSAGES } from '../../contract/messages';
import { reviewIdSchema } from '../../contract/reviews';
import { STAFF_MESSAGES } from '../../contract/staff';
import { STAFF_NOTE_MESSAGES, STAFF_NOTES_API } from '../../contract/staffNotes';
import { recordAudit } from '../db/audit';
import type { NoteRow, StrikeRefusal } from '../db/notes';
import { HttpError } from '../http';
import { accessActor, staffOf } from '../plugins/staffSession';
import { noteOf, staffApplication, staffConsultation } from './staffRecordRows';
import { ID_PARAM, local, recordId } from './staffRequest';

const REFUSALS: Record<StrikeRefusal, () => HttpError> = {
  notFound: () => new HttpError(404, STAFF_NOTE_MESSAGES.noteNotFound),
  notYours: () => new HttpError(403, STAFF_NOTE_MESSAGES.notYourNote),
  alreadyStruck: () => new HttpError(409, STAFF_NOTE_MESSAGES.alreadyStruck),
};

/** A record as one answer about it gives it: with its whole note log, oldest first. */
export async function withNoteLog<Item extends object>(
  item: Item,
  notes: Promise<NoteRow[]>,
): Promise<Item & { notes: ReturnType<typeof noteOf>[] }> {
  return { ...item, notes: (await notes).map(noteOf) };
}

const NOTE_PARAM = ':noteId' as unknown as number;
function noteId(request: FastifyRequest): number {
  const result = v.safeParse(reviewIdSchema, (request.params as { noteId?: unknown }).noteId);
  if (!result.success) throw new HttpError(400, API_MESSAGES.invalidInput);
  return result.output;
}

/** Striking a note through (its author only), recorded in the same transaction (decision 233). */
export async function staffNoteRoutes(app: FastifyInstance) {
  const kinds = [
    {
      path: 'consultations',
      target: 'consultation',
      action: 'consultation_note_struck',
      records: app.consultations,
      notFound: STAFF_MESSAGES.consultationNotFound,
      present: async (id: number) => {
        const row = await app.consultations.find(id);
        return row && withNoteLog(staffConsultation(row), app.consultations.notes(id));
      },
    },
    {
      path: 'job-applications',
      target: 'application',
      action: 'application_note_struck',
      records: app.jobApplications,
      notFound: STAFF_MESSAGES.applicationNotFound,
      present: async (id: number) => {
        const row = await app.jobApplications.find(id);
        return (
          row &&
          withNoteLog(
            staffApplication(row, await app.jobApplications.files(id)),
            app.jobApplications.notes(id),
          )
        );
      },
    },
  ] as const;

  for (const kind of kinds) {
    app.post(local(STAFF_NOTES_API.strike(kind.path, ID_PARAM, NOTE_PARAM)), async (request) => {
      const id = recordId(request);
      const note = noteId(request);
      const staff = staffOf(request);
      // The entry names the note struck through, so it is written inside the strike's transaction.
      await app.db.transaction(async (tx) => {
        const outcome = await kind.records.strikeNote(tx, id, note, staff.name);
        if ('refused' in outcome) throw REFUSALS[outcome.refused]();
        await recordAudit(tx, {
          ...accessActor(request),
          action: kind.action,
          target: { type: kind.target, id },
          detail: outcome.struck.body,
        });
      });
      const record = await kind.present(id);
      if (!record) throw new HttpError(404, kind.notFound);
      return record;
    });
  }
}
