import type { ReactNode } from 'react';
import * as styles from './AccordionItem.css';

export interface AccordionItemProps {
  /** Unique on the page: the button and panel ids derive from it. */
  domId: string;
  open: boolean;
  onToggle: () => void;
  /** The button's text (the question, the service's name). */
  title: ReactNode;
  /** Shown before the title, e.g. "Q" or the service number. */
  marker?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
}

/**
 * WAI-ARIA accordion item: a heading holding a button that controls a labelled region. A closed
 * panel stays in the document (its text is prerendered and searchable) but collapses to zero height
 * and is inert, so it is neither read nor focusable.
 */
export function AccordionItem({
  domId,
  open,
  onToggle,
  title,
  marker,
  headingLevel = 3,
  className,
  buttonClassName,
  panelClassName,
  children,
}: AccordionItemProps) {
  const Heading = `h${headingLevel}` as const;
  const buttonId = `${domId}-button`;
  const panelId = `${domId}-panel`;
  return (
    <div className={[styles.item, className].filter(Boolean).join(' ')} data-open={open}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={buttonId}
          className={[styles.button, buttonClassName].filter(Boolean).join(' ')}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {marker !== undefined && (
            <span className={styles.marker} aria-hidden="true">
              {marker}
            </span>
          )}
          <span className={styles.title}>{title}</span>
          <svg
            className={styles.arrow}
            data-direction={open ? 'up' : 'down'}
            width="20"
            height="20"
            viewBox="0 0 20 20"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M5 8l5 5 5-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </Heading>
      {/* A labelled <section> is a region landmark: the panel is announced with its button's text. */}
      <section
        id={panelId}
        aria-labelledby={buttonId}
        className={styles.panel}
        data-open={open}
        inert={!open}
      >
        <div className={styles.panelClip}>
          <div className={[styles.panelBody, panelClassName].filter(Boolean).join(' ')}>
            {children}
          </div>
        </div>
      </section>
    </div>
  );
}
