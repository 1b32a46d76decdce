import { useId, useState } from 'react';
import type { JobPosition } from '../../../contract/jobPositions';
import type { JobPositionId } from '../../../contract/jobs';
import { Modal } from '../../components/Modal';
import { TextList } from '../../components/TextList';
import { POSITIONS_COPY as copy } from '../../content/jobs';
import { button } from '../../styles/button.css';
import * as styles from './JobPage.css';

/** The open positions' cards; with none open, a line that says so (decision 151). */
export function PositionList({
  positions,
  onApply,
}: {
  positions: readonly JobPosition[];
  onApply: (position: JobPositionId) => void;
}) {
  const headingId = useId();
  const [open, setOpen] = useState<JobPosition | null>(null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      {positions.length === 0 ? (
        <div className={styles.about}>
          <p>{copy.noneOpen}</p>
          <p>{copy.noneOpenHint}</p>
        </div>
      ) : (
        <ul className={styles.cards}>
          {positions.map((position) => (
            <li key={position.id} className={styles.card}>
              <h3 className={styles.cardTitle}>{position.title}</h3>
              <ul className={styles.tags} aria-label={copy.tagsLabel}>
                {position.tags.map((tag) => (
                  <li key={tag} className={styles.tag}>
                    {tag}
                  </li>
                ))}
              </ul>
              <p className={styles.cardText}>{position.shortDescription}</p>
              <p className={styles.location}>
                <span className={styles.locationLabel}>{copy.locationLabel}</span>{' '}
                {position.location}
              </p>
              <button
                type="button"
                className={`${button({ tone: 'outline' })} ${styles.cardButton}`}
                aria-haspopup="dialog"
                aria-label={`${position.title} ${copy.details}`}
                onClick={() => setOpen(position)}
              >
                {copy.details}
              </button>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <PositionDialog
          position={open}
          onClose={() => setOpen(null)}
          onApply={() => {
            setOpen(null);
            onApply(open.id);
          }}
        />
      )}
    </section>
  );
}

function PositionDialog({
  position,
  onClose,
  onApply,
}: {
  position: JobPosition;
  onClose: () => void;
  onApply: () => void;
}) {
  // 우대 사항 may be empty; a heading over nothing is left out.
  const sections = [
    { title: copy.duties, items: position.duties },
    { title: copy.requirements, items: position.requirements },
    { title: copy.preferred, items: position.preferred },
  ].filter((section) => section.items.length > 0);
  return (
    <Modal title={position.title} onRequestClose={onClose}>
      <div className={styles.dialogBody}>
        <p className={styles.location}>
          <span className={styles.locationLabel}>{copy.locationLabel}</span> {position.location}
        </p>
        {sections.map((section) => (
          <section key={section.title} className={styles.dialogSection}>
            <h3 className={styles.dialogHeading}>{section.title}</h3>
            <TextList items={section.items} className={styles.bullets} />
          </section>
        ))}
        <button type="button" className={button({ tone: 'brand', size: 'lg' })} onClick={onApply}>
          {copy.applyForPosition}
        </button>
      </div>
    </Modal>
  );
}
