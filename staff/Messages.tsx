import type { ReactNode, Ref } from 'react';
import * as styles from './StaffConsole.css';

/** What failed, announced at once; nothing while nothing has. */
export function AlertMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className={styles.message({ tone: 'danger' })}>
      {message}
    </p>
  );
}

/**
 * What the last action did. Given a ref it can take focus, for when the control that had it
 * (a row's button, a dialog) went away with the action.
 */
export function SuccessMessage({
  children,
  ref,
}: {
  children: ReactNode;
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p
      ref={ref}
      tabIndex={ref ? -1 : undefined}
      role="status"
      className={styles.message({ tone: 'success' })}
    >
      {children}
    </p>
  );
}
