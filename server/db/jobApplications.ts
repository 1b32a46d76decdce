import type { FileField, FileKind, JobApplicationFields } from '../../contract/jobs';
import type { Database } from './database';

export interface StoredFile {
  field: FileField;
  fileName: string;
  kind: FileKind;
  data: Buffer;
}
export type NewJobApplication = Omit<JobApplicationFields, 'privacyAgreement'>;
export interface JobApplicationRow extends NewJobApplication {
  id: number;
  created_at: Date;
}
export interface JobApplicationFileRow {
  field: FileField;
  file_name: string;
  kind: FileKind;
  size: number;
  data: Uint8Array;
}

export function jobApplicationsRepository(db: Database) {
  return {
    /** The application and its files are stored together or not at all. */
    async create(application: NewJobApplication, files: StoredFile[]): Promise<number> {
      return db.transaction(async (tx) => {
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
          await tx.query(
            `INSERT INTO job_application_files (application_id, field, file_name, kind, size, data)
             VALUES ($1, $2, $3, $4, $5, $6)`,
            [id, file.field, file.fileName, file.kind, file.data.length, file.data],
          );
        }
        return id;
      });
    },

    async since(date: Date | undefined): Promise<JobApplicationRow[]> {
      return db.query<JobApplicationRow>(
        `SELECT id, name, email, phone, position, introduction, experience, created_at
         FROM job_applications WHERE created_at >= COALESCE($1::timestamptz, '-infinity')
         ORDER BY created_at, id`,
        [date ?? null],
      );
    },

    async files(applicationId: number): Promise<JobApplicationFileRow[]> {
      return db.query<JobApplicationFileRow>(
        'SELECT field, file_name, kind, size, data FROM job_application_files WHERE application_id = $1 ORDER BY field',
        [applicationId],
      );
    },

    async purgeOlderThan(days: number): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'DELETE FROM job_applications WHERE created_at < now() - make_interval(days => $1) RETURNING id',
        [days],
      );
      return rows.length;
    },
  };
}
export type JobApplicationsRepository = ReturnType<typeof jobApplicationsRepository>;
