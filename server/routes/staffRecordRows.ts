// The records as the console receives them (contract/staff.ts), from their database rows.
import { HANDLING_STATUS_LABELS } from '../../contract/staff';
import type {
  StaffApplication,
  StaffApplicationFile,
  StaffConsultation,
} from '../../contract/staffAnswers';
import type { StaffNote } from '../../contract/staffNotes';
import type { ConsultationRow } from '../db/consultations';
import type { HandlingColumns } from '../db/handling';
import type { JobApplicationFileRow, JobApplicationRow } from '../db/jobApplications';
import type { NoteRow } from '../db/notes';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What the audit log keeps of a status change: the new status and the staff member's note. */
export const changeDetail = (status: keyof typeof HANDLING_STATUS_LABELS, note: string) =>
  note ? `${HANDLING_STATUS_LABELS[status]}: ${note}` : HANDLING_STATUS_LABELS[status];

export const noteOf = (row: NoteRow): StaffNote => ({
  id: row.id,
  body: row.body,
  author: row.author,
  created_at: row.created_at.toISOString(),
  struck_at: iso(row.struck_at),
  struck_by: row.struck_by,
});

const handling = (row: HandlingColumns) => ({
  status: row.status,
  note: row.note,
  changed_at: iso(row.changed_at),
  changed_by: row.changed_by,
});

export function staffConsultation(row: ConsultationRow): StaffConsultation {
  return {
    id: row.id,
    consultation_type: row.consultation_type,
    name: row.name,
    phone: row.phone,
    content: row.content,
    created_at: row.created_at.toISOString(),
    ...handling(row),
  };
}

export function staffApplication(
  row: JobApplicationRow,
  files: JobApplicationFileRow[],
): StaffApplication {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    position: row.position,
    introduction: row.introduction,
    experience: row.experience,
    created_at: row.created_at.toISOString(),
    ...handling(row),
    files: files
      .filter((file) => file.application_id === row.id)
      .map(
        (file): StaffApplicationFile => ({
          field: file.field,
          file_name: file.file_name,
          kind: file.kind,
          size: file.size,
        }),
      ),
  };
}
