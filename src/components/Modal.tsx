import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { DIALOG_COPY } from '../content/dialogs';
import { trapTab } from './focus';
import * as styles from './Modal.css';
import { lockScroll } from './scrollLock';

/** Open dialogs, innermost last: only the innermost one answers Esc and keeps focus. */
const openDialogs: HTMLElement[] = [];

export interface ModalProps {
  title: ReactNode;
  /** Esc, the close button and a click on the backdrop ask to close; the caller decides. */
  onRequestClose: () => void;
  children: ReactNode;
  size?: 'default' | 'narrow';
  /** Alert dialogs (confirmations) are announced as such and have no close button. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus first; defaults to the first focusable element inside. */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /**
   * Focus the dialog itself, opened at its top: a long record read first starts at its heading,
   * not scrolled down to its first control.
   */
  focusDialog?: boolean;
  closeLabel?: string;
}

/**
 * An accessible modal dialog rendered while mounted: labelled by its title, focus moved in and
 * trapped, Esc asks to close, background scroll locked, and focus returned on unmount to the
 * element that had it when the dialog opened.
 */
export function Modal({
  title,
  onRequestClose,
  children,
  size = 'default',
  role = 'dialog',
  initialFocusRef,
  focusDialog = false,
  closeLabel = DIALOG_COPY.close,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const requestCloseRef = useRef(onRequestClose);
  requestCloseRef.current = onRequestClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    const unlock = lockScroll();
    const first = focusDialog
      ? dialog
      : (initialFocusRef?.current ??
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        dialog.querySelector<HTMLElement>(
          'input:not([disabled]), select, textarea, button:not([data-modal-close]), [href]',
        ));
    (first ?? dialog).focus();
    if (focusDialog) dialog.scrollTop = 0;

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        requestCloseRef.current();
        return;
      }
      trapTab(event, dialog);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      unlock();
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocusRef, focusDialog]);

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop click is a mouse convenience; Esc and the close button are the accessible ways out
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) requestCloseRef.current();
      }}
    >
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal */}
      <div
        ref={dialogRef}
        className={`${styles.dialog} ${size === 'narrow' ? styles.narrow : ''}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {role === 'dialog' && (
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              data-modal-close
              onClick={() => requestCloseRef.current()}
            >
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
