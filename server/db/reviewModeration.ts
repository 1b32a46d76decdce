import type { ReviewVisibility } from '../../contract/staff';
import type { Database, Queryable } from './database';
import { isStorableId } from './handling';

export interface ModeratedReviewRow {
  id: number;
  username: string;
  title: string;
  content: string;
  consultation_type: string;
  created_at: Date;
  updated_at: Date | null;
  views: number;
  hidden_at: Date | null;
  hidden_reason: string | null;
  hidden_by: string | null;
}

const COLUMNS = `id, username, title, content, consultation_type, created_at, updated_at, views,
  hidden_at, hidden_reason, hidden_by`;
const VISIBILITY_SQL = `($1 = 'all' OR ($1 = 'hidden') = (hidden_at IS NOT NULL))`;

/** What a hide or restore found: the changed review, or why nothing changed. */
export type ModerationResult = ModeratedReviewRow | 'notFound' | 'unchanged';

/** Every review as staff see it, hidden ones included, and the moderation changes. */
export function reviewModerationRepository(db: Database) {
  async function outcome(tx: Queryable, id: number, rows: ModeratedReviewRow[]) {
    if (rows[0]) return rows[0];
    const found = await tx.query<{ id: number }>('SELECT id FROM reviews WHERE id = $1', [id]);
    return found.length > 0 ? 'unchanged' : 'notFound';
  }
  return {
    async page(visibility: ReviewVisibility, page: number, pageSize: number) {
      const [rows, count] = await Promise.all([
        db.query<ModeratedReviewRow>(
          `SELECT ${COLUMNS} FROM reviews WHERE ${VISIBILITY_SQL}
           ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
          [visibility, pageSize, (page - 1) * pageSize],
        ),
        db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM reviews WHERE ${VISIBILITY_SQL}`,
          [visibility],
        ),
      ]);
      return { rows, total: count[0]?.total ?? 0 };
    },

    async find(id: number): Promise<ModeratedReviewRow | undefined> {
      if (!isStorableId(id)) return undefined;
      return (
        await db.query<ModeratedReviewRow>(`SELECT ${COLUMNS} FROM reviews WHERE id = $1`, [id])
      )[0];
    },

    async hide(tx: Queryable, id: number, reason: string, by: string): Promise<ModerationResult> {
      if (!isStorableId(id)) return 'notFound';
      const rows = await tx.query<ModeratedReviewRow>(
        `UPDATE reviews SET hidden_at = now(), hidden_reason = $2, hidden_by = $3
         WHERE id = $1 AND hidden_at IS NULL RETURNING ${COLUMNS}`,
        [id, reason, by],
      );
      return outcome(tx, id, rows);
    },

    async restore(tx: Queryable, id: number): Promise<ModerationResult> {
      if (!isStorableId(id)) return 'notFound';
      const rows = await tx.query<ModeratedReviewRow>(
        `UPDATE reviews SET hidden_at = NULL, hidden_reason = NULL, hidden_by = NULL
         WHERE id = $1 AND hidden_at IS NOT NULL RETURNING ${COLUMNS}`,
        [id],
      );
      return outcome(tx, id, rows);
    },

    async remove(tx: Queryable, id: number): Promise<boolean> {
      if (!isStorableId(id)) return false;
      const rows = await tx.query<{ id: number }>(
        'DELETE FROM reviews WHERE id = $1 RETURNING id',
        [id],
      );
      return rows.length > 0;
    },
  };
}
export type ReviewModerationRepository = ReturnType<typeof reviewModerationRepository>;
