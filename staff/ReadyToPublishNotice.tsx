import type { StaffRole } from '../contract/staff';
import type { ReadyToPublishItem } from '../contract/staffAnswers';
import { sectionPath } from './consoleRouter';
import { STAFF_COPY } from './copy';
import * as styles from './StaffConsole.css';

const COPY = STAFF_COPY.readyToPublish;

interface ReadyToPublishNoticeProps {
  items: readonly ReadyToPublishItem[];
  /** Only an owner can fix the values (사이트 내용); the rest of the staff are not told. */
  role: StaffRole;
  onOpenContent: () => void;
}

/**
 * The published facts that still hold example values: one line above every section, for an
 * owner only, with the way to fix them and the values folded away (decision 236).
 */
export function ReadyToPublishNotice({ items, role, onOpenContent }: ReadyToPublishNoticeProps) {
  if (items.length === 0 || role !== 'owner') return null;
  return (
    <section
      aria-labelledby="ready-to-publish-heading"
      className={styles.message({ tone: 'danger' })}
    >
      <p id="ready-to-publish-heading" className={styles.noticeHeading}>
        {COPY.heading(items.length)}{' '}
        <a
          href={sectionPath('content')}
          onClick={(event) => {
            if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            onOpenContent();
          }}
        >
          {COPY.fix}
        </a>
      </p>
      <details>
        <summary>{COPY.show}</summary>
        <ul className={styles.noticeList}>
          {items.map((item) => (
            <li key={item.label}>{COPY.item(item.label, item.value)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
