import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import { type ReviewWriteField, reviewWriteMachine } from '../../../machines/reviewWriteMachine';
import { createReview } from '../../api/reviews';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Modal } from '../../components/Modal';
import { nonEmptyValues, readTextValues, useSessionDraft } from '../../components/sessionDraft';
import { REVIEW_FORM_COPY as COPY } from '../../content/reviews';
import { inspect } from '../../inspect';
import { ReviewFields } from './ReviewFields';
import { ReviewForm } from './ReviewForm';
import { ReviewFormField } from './ReviewFormField';
import * as styles from './ReviewForms.css';

export interface ReviewWriteDialogProps {
  onWritten: () => void;
  onClosed: () => void;
}

/** Who writes: the name shown (masked) on the board, and the password that later opens the review. */
const CREDENTIALS = [
  { field: 'username', type: 'text', autoComplete: 'nickname', hint: undefined },
  { field: 'password', type: 'password', autoComplete: 'new-password', hint: COPY.passwordHint },
] as const;

/**
 * What Back, Forward, a reload or a closed dialog bring back to the next opening: every field but
 * the password, which is never written to storage.
 */
const KEPT_FIELDS = ['username', 'consultation_type', 'title', 'content'] as const;
const readKept = (value: unknown) => readTextValues(value, KEPT_FIELDS);

/**
 * The 후기 작성 modal; mounted while open. It starts from the tab's kept draft (decision 280), or
 * empty; a review sent or a draft thrown away leaves nothing kept.
 */
export function ReviewWriteDialog({ onWritten, onClosed }: ReviewWriteDialogProps) {
  const [state, send] = useMachine(
    reviewWriteMachine.provide({
      actors: { createReview: fromPromise(({ input }) => createReview(input)) },
      actions: { reportWritten: () => onWritten() },
    }),
    { inspect },
  );
  useSessionDraft('review', nonEmptyValues(state.context.form, KEPT_FIELDS), readKept, (kept) => {
    for (const field of KEPT_FIELDS) {
      const value = kept[field];
      if (value !== undefined) send({ type: 'FIELD_CHANGED', field, value });
    }
  });
  const finished = state.status === 'done';
  useEffect(() => {
    if (finished) onClosed();
  }, [finished, onClosed]);
  if (finished) return null;

  const { form, fieldErrors, errorMessage } = state.context;
  const submitting = state.matches('submitting');
  const change = (field: ReviewWriteField, value: string) =>
    send({ type: 'FIELD_CHANGED', field, value });
  return (
    <>
      <Modal title={REVIEW_MESSAGES.writeTitle} onRequestClose={() => send({ type: 'CANCEL' })}>
        <ReviewForm
          error={errorMessage}
          busy={submitting}
          cancelLabel={COPY.cancel}
          submitLabel={COPY.submit}
          busyLabel={REVIEW_MESSAGES.submitting}
          onSubmit={() => send({ type: 'SUBMIT' })}
          onCancel={() => send({ type: 'CANCEL' })}
        >
          <div className={styles.pair}>
            {CREDENTIALS.map(({ field, type, autoComplete, hint }) => (
              <ReviewFormField
                key={field}
                label={COPY[field]}
                required
                error={fieldErrors[field]}
                hint={hint}
              >
                {(control) => (
                  <input
                    {...control}
                    className={styles.control}
                    type={type}
                    autoComplete={autoComplete}
                    value={form[field]}
                    onChange={(event) => change(field, event.target.value)}
                  />
                )}
              </ReviewFormField>
            ))}
          </div>
          <ReviewFields values={form} errors={fieldErrors} onChange={change} />
        </ReviewForm>
      </Modal>
      {state.matches('confirmingCancel') && (
        <ConfirmDialog
          message={REVIEW_MESSAGES.cancelWriteConfirm}
          confirmLabel={COPY.confirmCancel}
          cancelLabel={COPY.keepWriting}
          tone="danger"
          onConfirm={() => send({ type: 'CONFIRM_CANCEL' })}
          onCancel={() => send({ type: 'KEEP_WRITING' })}
        />
      )}
    </>
  );
}
