import type { KeyboardEvent, ReactNode } from 'react';
import { formatDateTime } from '../contract/format';
import { HANDLING_STATUS_LABELS, HANDLING_STATUSES, STAFF_LIMITS } from '../contract/staff';
import { STAFF_NOTICE_COPY as NOTICE } from '../contract/staffConsoleNotices';
import { STAFF_NOTE_COPY as NOTE_COPY } from '../contract/staffNotes';
import type {
  HandlingDraft,
  HandlingListEvent,
  HandlingRecord,
} from '../machines/handlingListMachine';
import { FormField, fieldControlProps } from '../src/components/FormField';
import { Modal } from '../src/components/Modal';
import { OptionList } from '../src/components/OptionList';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { STAFF_COPY as COPY } from './copy';
import { AlertMessage, SuccessMessage } from './Messages';
import { NoteLog } from './NoteLog';
import * as print from './PrintView.css';
import { QuietDelete } from './QuietDelete';
import * as styles from './StaffConsole.css';

/** Ctrl+Enter (⌘+Enter on a Mac) in the note box saves, as 저장 does; Enter alone is a new line. */
const isSaveKeys = (event: KeyboardEvent<HTMLTextAreaElement>) =>
  event.key === 'Enter' && (event.ctrlKey || event.metaKey);

interface HandlingDetailProps {
  record: HandlingRecord;
  title: string;
  /** The record's own fields (a request's phone and content, an application's files…). */
  details: ReactNode;
  draft: HandlingDraft;
  draftError: string | null;
  errorMessage: string | null;
  /** A note was just struck through. */
  struck: boolean;
  /** The signed-in account, whose own notes it may strike through. */
  staffName: string;
  /** Only while viewing can the record be saved or deleted (not while either is under way). */
  viewing: boolean;
  saving: boolean;
  fieldId: (name: string) => string;
  send: (event: HandlingListEvent) => void;
}

/**
 * One handled record in a dialog: what was received, its status and notes, changing them (the
 * dialog closes once saved), and a delete folded away below.
 */
export function HandlingDetail(props: HandlingDetailProps) {
  const { record, title, details, draft, draftError, errorMessage, struck } = props;
  const { viewing, saving, fieldId, send } = props;
  return (
    // A phone shows the dialog a screen at a time: it opens at the name, phone and request, which
    // are read before the status is changed below them.
    <Modal title={title} focusDialog onRequestClose={() => send({ type: 'CLOSE' })}>
      <div className={`${styles.dialogBody} ${print.printable}`}>
        {/* On screen the dialog's title names it; on paper the sheet heads with the same words. */}
        <p className={print.printOnly}>{title}</p>
        <dl className={styles.details}>
          <dt>{COPY.columns.receivedAt}</dt>
          <dd>{formatDateTime(record.created_at)}</dd>
          {details}
          <dt>{COPY.columns.status}</dt>
          <dd>
            {HANDLING_STATUS_LABELS[record.status]}
            {record.changed_by && record.changed_at && (
              <span className={styles.muted}>
                {' '}
                ({COPY.detail.lastChange(record.changed_by, formatDateTime(record.changed_at))})
              </span>
            )}
          </dd>
        </dl>
        <NoteLog
          notes={record.notes ?? []}
          staffName={props.staffName}
          enabled={viewing}
          headingId={fieldId('note-log')}
          onStrike={(noteId) => send({ type: 'STRIKE_NOTE', noteId })}
        />
        <div className={`${styles.actions} ${print.noPrint}`}>
          <button
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            onClick={() => window.print()}
          >
            {NOTICE.print}
          </button>
        </div>
        <ScriptedForm
          className={`${form.form} ${print.noPrint}`}
          onSubmit={() => send({ type: 'SAVE' })}
        >
          <FormField
            id={fieldId('new-status')}
            label={COPY.detail.newStatus}
            required
            error={draftError ?? undefined}
          >
            <select
              {...fieldControlProps(fieldId('new-status'), draftError ?? undefined)}
              className={form.input}
              value={draft.status}
              onChange={(event) =>
                send({ type: 'DRAFT_CHANGED', field: 'status', value: event.target.value })
              }
            >
              <OptionList
                values={HANDLING_STATUSES}
                label={(status) => HANDLING_STATUS_LABELS[status]}
                empty="-"
              />
            </select>
          </FormField>
          <FormField
            id={fieldId('note')}
            label={NOTE_COPY.newNote}
            hint={NOTE_COPY.newNoteHint}
            error={undefined}
          >
            <textarea
              {...fieldControlProps(fieldId('note'), undefined, true)}
              className={form.input}
              rows={3}
              maxLength={STAFF_LIMITS.noteMax}
              value={draft.note}
              onChange={(event) =>
                send({ type: 'DRAFT_CHANGED', field: 'note', value: event.target.value })
              }
              onKeyDown={(event) => {
                if (!isSaveKeys(event)) return;
                event.preventDefault();
                send({ type: 'SAVE' });
              }}
            />
          </FormField>
          <AlertMessage message={errorMessage} />
          {struck && <SuccessMessage>{NOTE_COPY.struckDone}</SuccessMessage>}
          <div className={styles.actions}>
            <button type="submit" className={button({ tone: 'brand' })} disabled={!viewing}>
              {saving ? COPY.detail.saving : COPY.detail.save}
            </button>
          </div>
        </ScriptedForm>
        <div className={print.noPrint}>
          <QuietDelete
            summary={NOTICE.deleteRecordSummary}
            hint={NOTICE.deleteRecordHint}
            label={COPY.detail.delete}
            disabled={!viewing}
            onDelete={() => send({ type: 'DELETE' })}
          />
        </div>
      </div>
    </Modal>
  );
}
