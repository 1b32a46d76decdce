import { useId } from 'react';
import { CALL_PANEL_COPY as copy } from '../../content/counsel';
import * as styles from './CallPanel.css';
import { CounselPhones } from './CounselPhones';

/**
 * The counsel lines beside the form, under the status table: a visitor who would rather talk
 * finds them where the decision is made, and the column beside the form ends with the form.
 */
export function CallPanel() {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.lead}>{copy.lead}</p>
      <CounselPhones
        classNames={{
          list: styles.phones,
          item: styles.line,
          label: styles.label,
          number: styles.number,
        }}
      />
    </section>
  );
}
