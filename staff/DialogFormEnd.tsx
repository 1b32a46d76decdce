import { button } from '../src/styles/button.css';
import { AlertMessage } from './Messages';
import * as styles from './StaffConsole.css';

interface DialogFormEndProps {
  /** Why the last send failed, announced inside the dialog that sent it. */
  errorMessage: string | null;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  /** Red for what takes something away (숨김); the brand's colour for what gives back (복원). */
  submitTone?: 'danger' | 'brand';
  onCancel: () => void;
}

/** The end of a console dialog's form: what failed, then cancel and the submit. */
export function DialogFormEnd({
  errorMessage,
  cancelLabel,
  submitLabel,
  busy,
  submitTone = 'danger',
  onCancel,
}: DialogFormEndProps) {
  return (
    <>
      <AlertMessage message={errorMessage} />
      <div className={styles.actions}>
        <button type="button" className={button({ tone: 'outline' })} onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="submit" className={button({ tone: submitTone })} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </>
  );
}
