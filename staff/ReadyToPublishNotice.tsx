import type { ReadyToPublishItem } from '../contract/staff';
import { STAFF_COPY } from './copy';
import * as styles from './StaffConsole.css';

const COPY = STAFF_COPY.readyToPublish;

/** The published facts that still hold example values, above every section until there are none. */
export function ReadyToPublishNotice({ items }: { items: readonly ReadyToPublishItem[] }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="ready-to-publish-heading"
      className={styles.message({ tone: 'danger' })}
    >
      <h2 id="ready-to-publish-heading" className={styles.noticeHeading}>
        {COPY.heading(items.length)}
      </h2>
      <p>{COPY.intro}</p>
      <ul className={styles.noticeList}>
        {items.map((item) => (
          <li key={item.label}>{COPY.item(item.label, item.value)}</li>
        ))}
      </ul>
    </section>
  );
}
