import type { ConsultationType } from '../../contract/consultationTypes';
import type { SortOrder } from '../../contract/limits';
import type { Database } from './database';

export interface ReviewRow {
  id: number;
  username: string;
  title: string;
  consultation_type: string;
  created_at: Date;
  views: number;
}
export interface ReviewContentRow extends ReviewRow {
  content: string;
}
export interface ReviewSecretRow extends ReviewContentRow {
  password_hash: string;
}

const PUBLIC_COLUMNS = 'id, username, title, consultation_type, created_at, views';
const CONTENT_COLUMNS = `${PUBLIC_COLUMNS}, content`;

/** A hidden review (임시조치) does not exist for any public call. */
const VISIBLE = 'hidden_at IS NULL';

/** Kept equal to `count(*) … WHERE hidden_at IS NULL` by triggers (migration 007, decision 141). */
export const REVIEW_COUNT_SQL = 'SELECT visible AS total FROM review_totals';

/** Below this many reviews before the page, the page's start is found by walking the index. */
const WALK_BELOW = 1_000;

/**
 * A page of the board with the board's total on each row (decision 159): one statement, so one
 * round trip and one snapshot — two statements could see a review written between them. A page
 * past the end has no row to carry the total, and reads it on its own. The board is in the order
 * of writing (id); `review_page_start` (migration 013, decision 213) finds the id the page starts
 * at from the per-block counts, in the same snapshot, so page p costs what page 1 does: $1 is the
 * page size and $2 how many visible reviews come before the page, as with OFFSET. Exported so the
 * benchmark's minimal endpoint and peer run exactly the same statements.
 */
const pageSql = (direction: 'ASC' | 'DESC') => {
  const newest = direction === 'DESC';
  // The first pages, where most visitors are, skip fewer entries of the index of visible ids than
  // one block holds: walking them costs less than calling the function.
  const start = `CASE WHEN $2 < ${WALK_BELOW} THEN (SELECT id FROM reviews WHERE ${VISIBLE} ORDER BY id ${direction} OFFSET $2 LIMIT 1) ELSE review_page_start(${newest}, $2) END`;
  return `SELECT ${PUBLIC_COLUMNS}, (${REVIEW_COUNT_SQL}) AS total FROM reviews WHERE ${VISIBLE} AND id ${
    newest ? '<=' : '>='
  } (SELECT ${start}) ORDER BY id ${direction} LIMIT $1`;
};
export const REVIEW_PAGE_SQL: Record<SortOrder, string> = {
  newest: pageSql('DESC'),
  oldest: pageSql('ASC'),
};

/** Ids beyond PostgreSQL's integer cannot exist; asking would only raise an error. */
const MAX_ID = 2_147_483_647;
export const reviewCanExist = (id: number) => id >= 1 && id <= MAX_ID;
const exists = reviewCanExist;

export interface NewReview {
  username: string;
  title: string;
  content: string;
  consultation_type: ConsultationType;
}
export type ReviewChanges = Omit<NewReview, 'username'>;

export function reviewsRepository(db: Database) {
  return {
    async list(page: number, pageSize: number, sort: SortOrder) {
      const rows = await db.query<ReviewRow & { total: number }>(REVIEW_PAGE_SQL[sort], [
        pageSize,
        (page - 1) * pageSize,
      ]);
      const total =
        rows[0]?.total ?? (await db.query<{ total: number }>(REVIEW_COUNT_SQL))[0]?.total ?? 0;
      return { rows, total };
    },

    async find(id: number): Promise<ReviewSecretRow | undefined> {
      if (!exists(id)) return undefined;
      const rows = await db.query<ReviewSecretRow>(
        `SELECT ${CONTENT_COLUMNS}, password_hash FROM reviews WHERE id = $1 AND ${VISIBLE}`,
        [id],
      );
      return rows[0];
    },

    async create(review: NewReview, passwordHash: string): Promise<ReviewContentRow> {
      const rows = await db.query<ReviewContentRow>(
        `INSERT INTO reviews (username, password_hash, title, content, consultation_type)
         VALUES ($1, $2, $3, $4, $5) RETURNING ${CONTENT_COLUMNS}`,
        [review.username, passwordHash, review.title, review.content, review.consultation_type],
      );
      const row = rows[0];
      if (!row) throw new Error('INSERT … RETURNING gave no row');
      return row;
    },

    /**
     * Changes the review only if its hash is still the one the password was checked against,
     * so a concurrent delete or password change wins cleanly (undefined = gone).
     */
    async update(
      id: number,
      checkedHash: string,
      changes: ReviewChanges,
    ): Promise<ReviewContentRow | undefined> {
      const rows = await db.query<ReviewContentRow>(
        `UPDATE reviews SET title = $3, content = $4, consultation_type = $5, updated_at = now()
         WHERE id = $1 AND password_hash = $2 AND ${VISIBLE} RETURNING ${CONTENT_COLUMNS}`,
        [id, checkedHash, changes.title, changes.content, changes.consultation_type],
      );
      return rows[0];
    },

    async remove(id: number, checkedHash: string): Promise<boolean> {
      const rows = await db.query<{ id: number }>(
        `DELETE FROM reviews WHERE id = $1 AND password_hash = $2 AND ${VISIBLE} RETURNING id`,
        [id, checkedHash],
      );
      return rows.length > 0;
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
