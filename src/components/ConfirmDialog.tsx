import { useRef } from 'react';
import { DIALOG_COPY } from '../content/dialogs';
import { ActionRow } from './ActionRow';
import * as styles from './ConfirmDialog.css';
import { Modal } from './Modal';

export interface ConfirmDialogProps {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'primary' | 'danger';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** An in-page confirmation (never window.confirm): Esc and 취소 cancel, focus starts on 취소. */
export function ConfirmDialog({
  message,
  confirmLabel = DIALOG_COPY.ok,
  cancelLabel = DIALOG_COPY.cancel,
  tone = 'primary',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={message}
      role="alertdialog"
      size="narrow"
      onRequestClose={onCancel}
      initialFocusRef={cancelRef}
    >
      <ActionRow
        className={styles.actions}
        actions={[
          { label: cancelLabel, tone: 'outline', onClick: onCancel, ref: cancelRef },
          { label: confirmLabel, tone, onClick: onConfirm, disabled: busy },
        ]}
      />
    </Modal>
  );
}
