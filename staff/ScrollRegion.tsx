import type { ReactNode } from 'react';
import * as styles from './StaffConsole.css';

/**
 * A wide table (or the preview's frames) that scrolls sideways inside its own box on a phone. Focusable and named, so a
 * keyboard can scroll it and a screen reader says what it holds.
 */
export function ScrollRegion({
  label,
  className = styles.tableScroll,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className={className} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
