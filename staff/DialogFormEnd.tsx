import { button } from '../src/styles/button.css';
import { AlertMessage } from './Messages';
import * as styles from './StaffConsole.css';

interface DialogFormEndProps {
  /** Why the last send failed, announced inside the dialog that sent it. */
  errorMessage: string | null;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** The end of a console dialog's form: what failed, then cancel and the (destructive) submit. */
export function DialogFormEnd({
  errorMessage,
  cancelLabel,
  submitLabel,
  busy,
  onCancel,
}: DialogFormEndProps) {
  return (
    <>
      <AlertMessage message={errorMessage} />
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'outline' })} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className={button({ tone: 'danger' })} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
