import { useRef } from 'react';
import { DIALOG_COPY } from '../content/dialogs';
import { button } from '../styles/button.css';
import * as styles from './ConfirmDialog.css';
import { Modal } from './Modal';

export interface AlertDialogProps {
  message: string;
  onClose: () => void;
  closeLabel?: string;
}

/**
 * The spec's "alerts", shown in the page (never window.alert): announced as an alert dialog, focus
 * on its single 확인 button, Esc closes too, and focus returns to where it was.
 */
export function AlertDialog({ message, onClose, closeLabel = DIALOG_COPY.ok }: AlertDialogProps) {
  const okRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={message}
      role="alertdialog"
      size="narrow"
      onRequestClose={onClose}
      initialFocusRef={okRef}
    >
      <div className={styles.actions}>
        <button ref={okRef} type="button" className={button()} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </Modal>
  );
}
