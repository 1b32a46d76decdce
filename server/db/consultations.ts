import type { ConsultationType } from '../../contract/consultationTypes';
import type { Database } from './database';
import {
  HANDLING_COLUMNS,
  type HandlingColumns,
  handlingQueries,
  PURGE_BATCH_SQL,
  purgeInBatches,
} from './handling';
import { notesQueries } from './notes';

export interface NewConsultation {
  consultation_type: ConsultationType;
  name: string;
  phone: string;
  content: string;
}
export interface ConsultationRow extends NewConsultation, HandlingColumns {
  id: number;
  created_at: Date;
  notified: boolean;
}

const COLUMNS = `id, consultation_type, name, phone, content, created_at, notified, ${HANDLING_COLUMNS}`;

export function consultationsRepository(db: Database) {
  return {
    ...handlingQueries<ConsultationRow>(db, 'consultations', COLUMNS),
    ...notesQueries(db, 'consultations'),

    async create(consultation: NewConsultation): Promise<ConsultationRow> {
      const rows = await db.query<ConsultationRow>(
        `INSERT INTO consultations (consultation_type, name, phone, content) VALUES ($1, $2, $3, $4)
         RETURNING ${COLUMNS}`,
        [
          consultation.consultation_type,
          consultation.name,
          consultation.phone,
          consultation.content,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },

    async markNotified(id: number): Promise<void> {
      await db.query('UPDATE consultations SET notified = true WHERE id = $1', [id]);
    },

    async purgeOlderThan(days: number): Promise<number> {
      const purged = await purgeInBatches(
        async () =>
          (await db.query<{ n: number }>(PURGE_BATCH_SQL('consultations'), [days]))[0]?.n ?? 0,
      );
      return purged;
    },
  };
}
export type ConsultationsRepository = ReturnType<typeof consultationsRepository>;
