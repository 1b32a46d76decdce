import type { ReactNode } from 'react';
import { FocusedHeading } from './FocusedHeading';
import * as styles from './StaffConsole.css';

interface SectionPanelProps {
  headingId: string;
  title: string;
  children: ReactNode;
}

/** A console section: its panel, named by its heading (focused when the section opens). */
export function SectionPanel({ headingId, title, children }: SectionPanelProps) {
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <FocusedHeading id={headingId} level={2}>
        {title}
      </FocusedHeading>
      {children}
    </section>
  );
}
