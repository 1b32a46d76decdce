import { formatDateTime } from '../contract/format';
import { STAFF_NOTE_COPY as COPY, type StaffNote } from '../contract/staffNotes';
import { button } from '../src/styles/button.css';
import * as styles from './NoteLog.css';
import { noPrint } from './PrintView.css';

interface NoteLogProps {
  notes: readonly StaffNote[];
  /** The signed-in account: only its own notes, not yet struck, offer 메모 취소. */
  staffName: string;
  /** Only while the dialog is viewing (no save or strike under way). */
  enabled: boolean;
  headingId: string;
  onStrike: (noteId: number) => void;
}

/** A record's notes, oldest first: each dated with its author; a struck one stays, struck. */
export function NoteLog({ notes, staffName, enabled, headingId, onStrike }: NoteLogProps) {
  return (
    <section aria-labelledby={headingId} className={styles.log}>
      <h3 id={headingId} className={styles.heading}>
        {COPY.log}
      </h3>
      {notes.length === 0 ? (
        <p className={styles.byline}>{COPY.empty}</p>
      ) : (
        <ol className={styles.list}>
          {notes.map((note) => {
            const at = formatDateTime(note.created_at);
            return (
              <li key={note.id} className={styles.entry}>
                <p className={styles.byline}>{COPY.byline(note.author, at)}</p>
                {note.struck_at ? (
                  <>
                    <del className={styles.body}>{note.body}</del>
                    <p className={styles.byline}>
                      {COPY.struck(note.struck_by ?? '', formatDateTime(note.struck_at))}
                    </p>
                  </>
                ) : (
                  <p className={styles.body}>{note.body}</p>
                )}
                {!note.struck_at && note.author === staffName && (
                  <button
                    type="button"
                    className={`${button({ tone: 'outline', size: 'sm' })} ${noPrint}`}
                    aria-label={COPY.strikeLabel(at)}
                    disabled={!enabled}
                    onClick={() => onStrike(note.id)}
                  >
                    {COPY.strike}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
