import { useMachine } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { consultationTypeLabel } from '../contract/consultationTypes';
import { formatDateTime } from '../contract/format';
import { REVIEW_VISIBILITIES, STAFF_LIMITS } from '../contract/staff';
import { STAFF_NOTICE_COPY as NOTICE } from '../contract/staffConsoleNotices';
import { reviewModerationMachine } from '../machines/reviewModerationMachine';
import { ConfirmDialog } from '../src/components/ConfirmDialog';
import { FormField, fieldControlProps } from '../src/components/FormField';
import { Modal } from '../src/components/Modal';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import type { StaffApi } from './api';
import { STAFF_COPY } from './copy';
import { DialogFormEnd } from './DialogFormEnd';
import { FilterSelect } from './FilterFields';
import { ListStatus } from './ListStatus';
import { SuccessMessage } from './Messages';
import { PageNav } from './PageNav';
import { QuietDelete } from './QuietDelete';
import { SectionPanel } from './SectionPanel';
import * as styles from './StaffConsole.css';

const COPY = STAFF_COPY.reviews;

/** 후기 관리: every review with its content; hide (임시조치) with a reason, restore, delete. */
export function ReviewsSection({ api }: { api: StaffApi }) {
  const [state, send] = useMachine(
    reviewModerationMachine.provide({
      actors: {
        fetchReviews: fromPromise(({ input }) => api.fetchReviews(input)),
        hideReview: fromPromise(({ input }) => api.hideReview(input)),
        restoreReview: fromPromise(({ input }) => api.restoreReview(input)),
        deleteReview: fromPromise(({ input }) => api.deleteReview(input)),
      },
    }),
  );
  const { context } = state;
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // The row whose button was pressed may be gone after the reload: focus moves to the outcome.
  useEffect(() => {
    if (context.outcome && state.matches({ list: 'showing' })) outcomeRef.current?.focus();
  }, [context.outcome, state]);
  const target = context.target;
  const restoring = state.matches('askingRestoreReason') || state.matches('restoring');
  const inDialog = state.matches('askingReason') || state.matches('hiding') || restoring;
  const dialog = restoring
    ? {
        heading: NOTICE.restoreHeading,
        label: NOTICE.restoreReason,
        hint: NOTICE.restoreReasonHint,
        submit: NOTICE.restoreSubmit,
      }
    : {
        heading: COPY.hideHeading,
        label: COPY.hideReason,
        hint: COPY.hideReasonHint,
        submit: COPY.hideSubmit,
      };

  return (
    <SectionPanel headingId="reviews-heading" title={STAFF_COPY.sections.reviews}>
      <FilterSelect
        id="reviews-visibility"
        label={COPY.visibilityLabel}
        value={context.visibility}
        values={REVIEW_VISIBILITIES}
        optionLabel={(visibility) => COPY.visibility[visibility]}
        onChange={(value) => {
          const visibility = REVIEW_VISIBILITIES.find((v) => v === value);
          if (visibility) send({ type: 'VISIBILITY_CHANGED', visibility });
        }}
      />
      {context.outcome && (
        <SuccessMessage ref={outcomeRef}>{COPY.done[context.outcome]}</SuccessMessage>
      )}
      <ListStatus
        loading={state.matches({ list: 'loading' })}
        failed={state.matches({ list: 'failed' })}
        errorMessage={inDialog ? null : context.errorMessage}
        total={context.total}
        onRetry={() => send({ type: 'RETRY' })}
      />
      <ul className={styles.reviewList}>
        {context.items.map((review) => (
          <li key={review.id} className={styles.panel}>
            <h3 className={styles.reviewTitle}>
              {review.title}{' '}
              {review.hidden_at && <span className={styles.hiddenBadge}>{COPY.hiddenBadge}</span>}
            </h3>
            <p className={styles.muted}>
              {COPY.author} {review.username} · {consultationTypeLabel(review.consultation_type)} ·{' '}
              {COPY.writtenAt} {formatDateTime(review.created_at)} · {COPY.views} {review.views}
            </p>
            {review.hidden_at && (
              <p className={styles.muted}>
                {COPY.hiddenBecause(
                  review.hidden_reason ?? '',
                  review.hidden_by ?? '',
                  formatDateTime(review.hidden_at),
                )}
              </p>
            )}
            {review.restored_at && (
              <p className={styles.muted}>
                {NOTICE.restoredBecause(
                  review.restored_reason ?? '',
                  review.restored_by ?? '',
                  formatDateTime(review.restored_at),
                  review.hidden_reason ?? '',
                )}
              </p>
            )}
            <p className={styles.reviewContent}>{review.content}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className={button({ tone: 'outline', size: 'sm' })}
                aria-label={`${review.title} ${review.hidden_at ? COPY.restore : COPY.hide}`}
                onClick={() => send({ type: review.hidden_at ? 'RESTORE' : 'HIDE', review })}
              >
                {review.hidden_at ? COPY.restore : COPY.hide}
              </button>
            </div>
            <QuietDelete
              summary={NOTICE.deleteReviewSummary}
              hint={NOTICE.deleteReviewHint}
              label={COPY.delete}
              owner={review.title}
              onDelete={() => send({ type: 'DELETE', review })}
            />
          </li>
        ))}
      </ul>
      <PageNav
        page={context.page}
        total={context.total}
        onSelect={(page) => send({ type: 'PAGE_CHANGED', page })}
      />

      {inDialog && target && (
        <Modal title={dialog.heading} onRequestClose={() => send({ type: 'CANCEL' })}>
          <ScriptedForm className={form.form} onSubmit={() => send({ type: 'SUBMIT_REASON' })}>
            <p>{target.title}</p>
            <FormField
              id="hide-reason"
              label={dialog.label}
              required
              hint={dialog.hint}
              error={context.reasonError ?? undefined}
            >
              <textarea
                {...fieldControlProps('hide-reason', context.reasonError ?? undefined, true)}
                className={form.input}
                rows={3}
                maxLength={STAFF_LIMITS.hideReasonMax}
                value={context.reason}
                onChange={(event) => send({ type: 'REASON_CHANGED', reason: event.target.value })}
              />
            </FormField>
            <DialogFormEnd
              errorMessage={context.errorMessage}
              cancelLabel={COPY.cancel}
              submitLabel={dialog.submit}
              submitTone={restoring ? 'brand' : 'danger'}
              busy={state.matches('hiding') || state.matches('restoring')}
              onCancel={() => send({ type: 'CANCEL' })}
            />
          </ScriptedForm>
        </Modal>
      )}
      {(state.matches('confirmingDelete') || state.matches('deleting')) && target && (
        <ConfirmDialog
          message={COPY.confirmDelete(target.title)}
          confirmLabel={COPY.delete}
          tone="danger"
          busy={state.matches('deleting')}
          onConfirm={() => send({ type: 'CONFIRM_DELETE' })}
          onCancel={() => send({ type: 'CANCEL' })}
        />
      )}
    </SectionPanel>
  );
}
