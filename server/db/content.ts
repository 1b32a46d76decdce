import type { Queryable } from './database';
import { isStorableId } from './handling';

// The published versions of the site's content and its one draft (migration 009, decision 149).
// Bodies are stored as the contract's JSON; the server checks them before they get here.

/** Arbitrary constant: one publish (or seed) at a time, so versions follow one another. */
const CONTENT_LOCK = 4_721_905;
/** Every instance listens here; the payload is the new version's number. */
export const CONTENT_CHANNEL = 'site_content_published';

export interface ContentVersionRow {
  version: number;
  body: unknown;
  published_by: string;
  published_at: Date;
  reverted_from: number | null;
}

export interface ContentDraftRow {
  /** Changes with every save: a confirmed call names the one its owner saw. */
  revision: number;
  body: unknown;
  updated_by: string;
  updated_at: Date;
}

const VERSION_COLUMNS = 'version, body, published_by, published_at, reverted_from';

export function contentRepository(db: Queryable) {
  return {
    /** Held until the transaction ends. */
    async lock(): Promise<void> {
      await db.query('SELECT pg_advisory_xact_lock($1)', [CONTENT_LOCK]);
    },

    /** The version visitors are served: the newest. */
    async published(): Promise<ContentVersionRow | undefined> {
      const rows = await db.query<ContentVersionRow>(
        `SELECT ${VERSION_COLUMNS} FROM content_versions ORDER BY version DESC LIMIT 1`,
      );
      return rows[0];
    },

    async version(version: number): Promise<ContentVersionRow | undefined> {
      if (!isStorableId(version)) return undefined;
      const rows = await db.query<ContentVersionRow>(
        `SELECT ${VERSION_COLUMNS} FROM content_versions WHERE version = $1`,
        [version],
      );
      return rows[0];
    },

    /** The newest `limit` versions, newest first, and the one before them (for what changed). */
    async history(limit: number): Promise<ContentVersionRow[]> {
      return db.query<ContentVersionRow>(
        `SELECT ${VERSION_COLUMNS} FROM content_versions ORDER BY version DESC LIMIT $1`,
        [limit + 1],
      );
    },

    /**
     * A new published version, numbered after the newest (under the lock), told to every
     * instance when the transaction commits. The draft goes: what it held is now published (or,
     * for a revert, set aside by the owner's choice).
     */
    async publish(body: unknown, by: string, revertedFrom: number | null = null): Promise<number> {
      const rows = await db.query<{ version: number }>(
        `INSERT INTO content_versions (version, body, published_by, reverted_from)
         SELECT coalesce(max(version), 0) + 1, $1::text::jsonb, $2, $3 FROM content_versions
         RETURNING version`,
        [JSON.stringify(body), by, revertedFrom],
      );
      const version = rows[0]?.version ?? 0;
      await db.query('DELETE FROM content_draft');
      await db.query('SELECT pg_notify($1, $2)', [CONTENT_CHANNEL, String(version)]);
      return version;
    },

    async draft(): Promise<ContentDraftRow | undefined> {
      const rows = await db.query<ContentDraftRow>(
        'SELECT revision, body, updated_by, updated_at FROM content_draft',
      );
      return rows[0];
    },

    async saveDraft(body: unknown, by: string): Promise<void> {
      await db.query(
        `INSERT INTO content_draft (body, updated_by) VALUES ($1::text::jsonb, $2)
         ON CONFLICT (only_row) DO UPDATE SET body = EXCLUDED.body,
           updated_by = EXCLUDED.updated_by, updated_at = now(),
           revision = nextval('content_draft_revisions')`,
        [JSON.stringify(body), by],
      );
    },

    async discardDraft(): Promise<boolean> {
      const rows = await db.query<{ only_row: boolean }>(
        'DELETE FROM content_draft RETURNING only_row',
      );
      return rows.length > 0;
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
