import type { Queryable } from './database';
import { type HandledTable, isStorableId } from './handling';

/** Each handled table's note log (migration 016); constants, never input. */
const NOTES_TABLE: Record<HandledTable, string> = {
  consultations: 'consultation_notes',
  job_applications: 'job_application_notes',
};

export interface NoteRow {
  id: number;
  body: string;
  author: string;
  created_at: Date;
  struck_at: Date | null;
  struck_by: string | null;
}
const NOTE_COLUMNS = 'id, body, author, created_at, struck_at, struck_by';

/** Why a note could not be struck through; null when it was. */
export type StrikeRefusal = 'notFound' | 'notYours' | 'alreadyStruck';

/**
 * The note log of one handled table (decision 233). A note is only ever added or struck through,
 * never changed or deleted (it goes with its record). The record's `note` column follows the
 * latest note not struck through, for the lists; every change of the log locks the record's row
 * first, so two staff adding notes at once leave it naming the later one.
 */
export function notesQueries(db: Queryable, table: HandledTable) {
  const notes = NOTES_TABLE[table];
  /** The record locked for the rest of `tx`; false when there is none. */
  async function lock(tx: Queryable, id: number): Promise<boolean> {
    if (!isStorableId(id)) return false;
    const rows = await tx.query(`SELECT id FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
    return rows.length > 0;
  }
  async function followLatest(tx: Queryable, id: number): Promise<void> {
    await tx.query(
      `UPDATE ${table} SET note = (
         SELECT body FROM ${notes} WHERE record_id = $1 AND struck_at IS NULL
         ORDER BY id DESC LIMIT 1)
       WHERE id = $1`,
      [id],
    );
  }
  return {
    /** The record's notes, oldest first. */
    notes(id: number): Promise<NoteRow[]> {
      if (!isStorableId(id)) return Promise.resolve([]);
      return db.query<NoteRow>(
        `SELECT ${NOTE_COLUMNS} FROM ${notes} WHERE record_id = $1 ORDER BY id`,
        [id],
      );
    },

    /** Adds a note in `tx` (with its audit entry); false when the record is gone. */
    async addNote(tx: Queryable, id: number, body: string, author: string): Promise<boolean> {
      if (!(await lock(tx, id))) return false;
      await tx.query(`INSERT INTO ${notes} (record_id, body, author) VALUES ($1, $2, $3)`, [
        id,
        body,
        author,
      ]);
      await followLatest(tx, id);
      return true;
    },

    /** Strikes one note of the record through, by its author only; why not, or null when done. */
    async strikeNote(
      tx: Queryable,
      id: number,
      noteId: number,
      by: string,
    ): Promise<{ refused: StrikeRefusal } | { struck: NoteRow }> {
      if (!isStorableId(noteId) || !(await lock(tx, id))) return { refused: 'notFound' };
      const [note] = await tx.query<NoteRow>(
        `SELECT ${NOTE_COLUMNS} FROM ${notes} WHERE id = $1 AND record_id = $2`,
        [noteId, id],
      );
      if (!note) return { refused: 'notFound' };
      if (note.author !== by) return { refused: 'notYours' };
      if (note.struck_at) return { refused: 'alreadyStruck' };
      const [struck] = await tx.query<NoteRow>(
        `UPDATE ${notes} SET struck_at = now(), struck_by = $2 WHERE id = $1
         RETURNING ${NOTE_COLUMNS}`,
        [noteId, by],
      );
      await followLatest(tx, id);
      return { struck: struck ?? note };
    },
  };
}
