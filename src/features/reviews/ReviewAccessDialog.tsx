import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { consultationTypeLabel } from '../../../contract/consultationTypes';
import { formatDate, formatNumber, maskAuthor } from '../../../contract/format';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import type { ReviewPublic, ReviewWithContent } from '../../../contract/reviews';
import { reviewAccessMachine } from '../../../machines/reviewAccessMachine';
import {
  countReviewView,
  deleteReview,
  updateReview,
  verifyReviewPassword,
} from '../../api/reviews';
import { ActionRow } from '../../components/ActionRow';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { ScriptedForm } from '../../components/ScriptedForm';
import { REVIEW_ACCESS_COPY as COPY } from '../../content/reviews';
import { inspect } from '../../inspect';
import { button } from '../../styles/button.css';
import * as styles from './ReviewAccessDialog.css';
import { ReviewFields } from './ReviewFields';
import { ReviewForm } from './ReviewForm';
import * as formStyles from './ReviewForms.css';

export interface ReviewAccessDialogProps {
  row: ReviewPublic;
  onUpdated: (review: ReviewWithContent) => void;
  onDeleted: () => void;
  onClosed: () => void;
}

/** Password → detail → edit / delete for one review; mounted while that review is open. */
export function ReviewAccessDialog({
  row,
  onUpdated,
  onDeleted,
  onClosed,
}: ReviewAccessDialogProps) {
  const [state, send] = useMachine(
    reviewAccessMachine.provide({
      actors: {
        verifyPassword: fromPromise(({ input }) => verifyReviewPassword(input.id, input.password)),
        countView: fromPromise(({ input }) => countReviewView(input.id)),
        saveReview: fromPromise(({ input }) => updateReview(input.id, input.update)),
        deleteReview: fromPromise(({ input }) => deleteReview(input.id, input.password)),
      },
      actions: {
        reportUpdated: (_, review) => onUpdated(review),
        reportDeleted: () => onDeleted(),
      },
    }),
    { input: { row }, inspect },
  );
  // The detail step takes focus itself only when the visitor comes back from editing. On first
  // open the Modal focuses it, and must first record the row button that focus returns to on close
  // (a child's effect runs before the Modal's and would be taken for the opener).
  const hasEdited = useRef(false);
  const finished = state.status === 'done';
  useEffect(() => {
    if (finished) onClosed();
  }, [finished, onClosed]);
  if (finished) return null;

  const close = () => send({ type: 'CLOSE' });
  if (state.matches('askingPassword') || state.matches('verifying')) {
    const verifying = state.matches('verifying');
    return (
      <PasswordStep
        password={state.context.password}
        error={state.context.errorMessage}
        verifying={verifying}
        onChange={(password) => send({ type: 'PASSWORD_CHANGED', password })}
        onSubmit={() => send({ type: 'SUBMIT_PASSWORD' })}
        onClose={close}
      />
    );
  }

  const review = state.context.review;
  if (!review) return null;
  const editing = state.matches({ unlocked: 'editing' }) || state.matches({ unlocked: 'saving' });
  if (editing) hasEdited.current = true;
  return (
    <>
      <Modal
        title={editing ? COPY.editTitle : review.title}
        onRequestClose={() => send(editing ? { type: 'CANCEL_EDIT' } : { type: 'CLOSE' })}
      >
        {editing ? (
          <EditStep
            draft={state.context.draft}
            errors={state.context.fieldErrors}
            error={state.context.errorMessage}
            saving={state.matches({ unlocked: 'saving' })}
            onChange={(field, value) => send({ type: 'DRAFT_CHANGED', field, value })}
            onSave={() => send({ type: 'SAVE' })}
            onCancel={() => send({ type: 'CANCEL_EDIT' })}
          />
        ) : (
          <DetailStep
            review={review}
            focusOnMount={hasEdited.current}
            error={state.context.errorMessage}
            deleting={state.matches({ unlocked: 'deleting' })}
            onEdit={() => send({ type: 'EDIT' })}
            onDelete={() => send({ type: 'DELETE' })}
          />
        )}
      </Modal>
      {(state.matches({ unlocked: 'confirmingDelete' }) ||
        state.matches({ unlocked: 'deleting' })) && (
        <ConfirmDialog
          message={REVIEW_MESSAGES.deleteConfirm}
          confirmLabel={
            state.matches({ unlocked: 'deleting' }) ? COPY.deleting : COPY.deleteConfirmLabel
          }
          tone="danger"
          busy={state.matches({ unlocked: 'deleting' })}
          onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
          onCancel={() => send({ type: 'CANCEL_DELETE' })}
        />
      )}
    </>
  );
}

interface PasswordStepProps {
  password: string;
  error: string | null;
  verifying: boolean;
  onChange: (password: string) => void;
  onSubmit: () => void;
  onClose: () => void;
}

function PasswordStep({
  password,
  error,
  verifying,
  onChange,
  onSubmit,
  onClose,
}: PasswordStepProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Modal title={COPY.passwordTitle} size="narrow" onRequestClose={onClose}>
      <ScriptedForm className={formStyles.form} onSubmit={onSubmit}>
        <p id={hintId} className={formStyles.hint}>
          {COPY.passwordHint}
        </p>
        <div className={formStyles.field}>
          <label htmlFor={id} className={formStyles.label}>
            {COPY.passwordLabel}
          </label>
          <input
            id={id}
            className={formStyles.control}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => onChange(event.target.value)}
          />
          {error && (
            <p id={errorId} role="alert" className={formStyles.error}>
              {error}
            </p>
          )}
        </div>
        <div className={formStyles.actions}>
          {/* aria-disabled keeps focus on the button while the request runs; the machine ignores
              a second submit in this state. */}
          <button type="submit" className={button({ tone: 'brand' })} aria-disabled={verifying}>
            {verifying ? COPY.verifying : COPY.verify}
          </button>
        </div>
      </ScriptedForm>
    </Modal>
  );
}

interface DetailStepProps {
  review: ReviewWithContent;
  focusOnMount: boolean;
  error: string | null;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

function DetailStep({ review, focusOnMount, error, deleting, onEdit, onDelete }: DetailStepProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  // Back from editing, focus lands where the visitor left off instead of on the page behind.
  const focusFirst = useRef(focusOnMount);
  useEffect(() => {
    if (focusFirst.current) editRef.current?.focus();
  }, []);
  return (
    <div className={styles.detail}>
      <dl className={styles.meta}>
        {(
          [
            [COPY.fields.author, maskAuthor(review.username)],
            [COPY.fields.type, consultationTypeLabel(review.consultation_type)],
            [COPY.fields.date, formatDate(review.created_at)],
            [COPY.fields.views, formatNumber(review.views)],
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.content}>{review.content}</p>
      {error && (
        <p role="alert" className={formStyles.formError}>
          {error}
        </p>
      )}
      <ActionRow
        className={formStyles.actions}
        actions={[
          { label: COPY.edit, tone: 'outline', onClick: onEdit, disabled: deleting, ref: editRef },
          { label: COPY.delete, tone: 'danger', onClick: onDelete, disabled: deleting },
        ]}
      />
    </div>
  );
}

interface EditStepProps {
  draft: { title: string; content: string; consultation_type: string };
  errors: Partial<Record<'title' | 'content' | 'consultation_type', string>>;
  error: string | null;
  saving: boolean;
  onChange: (field: 'title' | 'content' | 'consultation_type', value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

function EditStep({ draft, errors, error, saving, onChange, onSave, onCancel }: EditStepProps) {
  const titleRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);
  return (
    <ReviewForm
      error={error}
      busy={saving}
      cancelLabel={COPY.cancelEdit}
      submitLabel={COPY.save}
      busyLabel={COPY.saving}
      onSubmit={onSave}
      onCancel={onCancel}
    >
      <ReviewFields values={draft} errors={errors} onChange={onChange} titleRef={titleRef} />
    </ReviewForm>
  );
}
