import type { FileField, FileKind, JobApplicationFields } from '../../contract/jobs';
import type { Database } from './database';
import type { NewStoredFile, SpooledFile, StoredFileRef } from './fileStore';
import {
  HANDLING_COLUMNS,
  type HandlingColumns,
  handlingQueries,
  isStorableId,
  PURGE_BATCH_SQL,
  purgeInBatches,
} from './handling';
import { notesQueries } from './notes';

export interface StoredFile {
  field: FileField;
  fileName: string;
  kind: FileKind;
  spooled: SpooledFile;
}
export type NewJobApplication = Omit<JobApplicationFields, 'privacyAgreement'>;
export interface JobApplicationRow extends NewJobApplication, HandlingColumns {
  id: number;
  created_at: Date;
}

const COLUMNS = `id, name, email, phone, position, introduction, experience, created_at, ${HANDLING_COLUMNS}`;
const FILE_COLUMNS = 'application_id, field, file_name, kind, size, storage';
export interface JobApplicationFileRow extends StoredFileRef {
  field: FileField;
  file_name: string;
  kind: FileKind;
  size: number;
}

export function jobApplicationsRepository(db: Database) {
  return {
    ...handlingQueries<JobApplicationRow>(db, 'job_applications', COLUMNS),
    ...notesQueries(db, 'job_applications'),

    /**
     * The application and its files are stored together or not at all. The files arrive already
     * spooled to disk; the transaction only moves them into storage.
     */
    async create(application: NewJobApplication, files: StoredFile[]): Promise<number> {
      for (const file of files) await db.files.prepare(file.spooled);
      const saved: NewStoredFile[] = [];
      try {
        return await db.transaction(async (tx) => {
          const rows = await tx.query<{ id: number }>(
            `INSERT INTO job_applications (name, email, phone, position, introduction, experience)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [
              application.name,
              application.email,
              application.phone,
              application.position,
              application.introduction,
              application.experience,
            ],
          );
          const id = rows[0]?.id;
          if (id === undefined) throw new Error('INSERT … RETURNING gave no row');
          for (const file of files) {
            const stored = { application_id: id, ...file };
            saved.push(stored);
            await db.files.save(tx, stored);
          }
          return id;
        });
      } catch (error) {
        for (const file of saved) await db.files.discard(file);
        throw error;
      }
    },

    async files(applicationId: number): Promise<JobApplicationFileRow[]> {
      return db.query<JobApplicationFileRow>(
        `SELECT ${FILE_COLUMNS} FROM job_application_files WHERE application_id = $1 ORDER BY field`,
        [applicationId],
      );
    },

    /** The files of several applications in one query (a page of the staff list). */
    async filesOf(applicationIds: number[]): Promise<JobApplicationFileRow[]> {
      if (applicationIds.length === 0) return [];
      return db.query<JobApplicationFileRow>(
        `SELECT ${FILE_COLUMNS} FROM job_application_files
         WHERE application_id = ANY($1::int[]) ORDER BY application_id, field`,
        [applicationIds],
      );
    },

    async file(
      applicationId: number,
      field: FileField,
    ): Promise<JobApplicationFileRow | undefined> {
      if (!isStorableId(applicationId)) return undefined;
      const rows = await db.query<JobApplicationFileRow>(
        `SELECT ${FILE_COLUMNS} FROM job_application_files WHERE application_id = $1 AND field = $2`,
        [applicationId, field],
      );
      return rows[0];
    },

    /** A stored file's bytes, a chunk at a time; null when they are missing. */
    open(file: JobApplicationFileRow) {
      return db.files.open(db, file);
    },

    /** Writes a stored file to `destination` without holding it in memory. */
    copyFile(file: JobApplicationFileRow, destination: string): Promise<void> {
      return db.files.copyTo(db, file, destination);
    },

    async purgeOlderThan(days: number): Promise<number> {
      const purged = await purgeInBatches(
        async () =>
          (await db.query<{ n: number }>(PURGE_BATCH_SQL('job_applications'), [days]))[0]?.n ?? 0,
      );
      await db.files.sweep(db);
      return purged;
    },
  };
}
export type JobApplicationsRepository = ReturnType<typeof jobApplicationsRepository>;
