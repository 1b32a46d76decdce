import type { ConsultationType } from '../../contract/consultationTypes';
import type { Database } from './database';

export interface NewConsultation {
  consultation_type: ConsultationType;
  name: string;
  phone: string;
  content: string;
}
export interface ConsultationRow extends NewConsultation {
  id: number;
  created_at: Date;
  notified: boolean;
}

export function consultationsRepository(db: Database) {
  return {
    async create(consultation: NewConsultation): Promise<ConsultationRow> {
      const rows = await db.query<ConsultationRow>(
        `INSERT INTO consultations (consultation_type, name, phone, content) VALUES ($1, $2, $3, $4)
         RETURNING id, consultation_type, name, phone, content, created_at, notified`,
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

    async since(date: Date | undefined): Promise<ConsultationRow[]> {
      return db.query<ConsultationRow>(
        `SELECT id, consultation_type, name, phone, content, created_at, notified FROM consultations
         WHERE created_at >= COALESCE($1::timestamptz, '-infinity') ORDER BY created_at, id`,
        [date ?? null],
      );
    },

    async purgeOlderThan(days: number): Promise<number> {
      const rows = await db.query<{ id: number }>(
        'DELETE FROM consultations WHERE created_at < now() - make_interval(days => $1) RETURNING id',
        [days],
      );
      return rows.length;
    },
  };
}
export type ConsultationsRepository = ReturnType<typeof consultationsRepository>;
