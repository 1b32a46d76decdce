import type { ReviewVisibility } from '../../contract/staff';
import type { Database, Queryable } from './database';
import { isStorableId } from './handling';
import { countedPage, seoulDays } from './listPages';

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
  restored_at: Date | null;
  restored_reason: string | null;
  restored_by: string | null;
}

const COLUMNS = `id, username, title, content, consultation_type, created_at, updated_at, views,
  hidden_at, hidden_reason, hidden_by, restored_at, restored_reason, restored_by`;
/**
 * Each visibility as a constant condition: a prepared statement's generic plan cannot use the
 * partial indexes of hidden and visible reviews for a condition on a parameter.
 */
const SHOWN_SQL: Record<ReviewVisibility, string> = {
  all: 'true',
  visible: 'hidden_at IS NULL',
  hidden: 'hidden_at IS NOT NULL',
};
const ALL_DAYS = seoulDays(undefined, undefined) ?? { fromDay: 0, untilDay: 0 };

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
    /** One page, newest first, from the day counts (server/db/listPages.ts), and the total. */
    page(visibility: ReviewVisibility, page: number, pageSize: number) {
      return countedPage<ModeratedReviewRow>(
        db,
        {
          list: 'reviews',
          table: 'reviews',
          columns: COLUMNS,
          where: SHOWN_SQL[visibility],
          params: [],
          keys: {
            k1: visibility === 'all' ? null : visibility,
            k2: null,
            ...ALL_DAYS,
          },
        },
        page,
        pageSize,
      );
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

    /** Shown again, with why and by whom; why it was hidden stays on the review. */
    async restore(
      tx: Queryable,
      id: number,
      reason: string,
      by: string,
    ): Promise<ModerationResult> {
      if (!isStorableId(id)) return 'notFound';
      const rows = await tx.query<ModeratedReviewRow>(
        `UPDATE reviews SET hidden_at = NULL, restored_at = now(), restored_reason = $2, restored_by = $3
         WHERE id = $1 AND hidden_at IS NOT NULL RETURNING ${COLUMNS}`,
        [id, reason, by],
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
