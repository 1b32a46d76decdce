import { Link } from '@tanstack/react-router';
import { formatWon } from '../../../contract/format';
import type { SuccessCaseCard as Card } from '../../../contract/pageContent';
import { SUCCESS_CASE_LABELS, SUCCESS_RESULT_TEXT, savedTax } from '../../content/successCases';
import { CaseImage } from './CaseImage';
import * as styles from './SuccessCaseCard.css';

export interface SuccessCaseCardProps {
  item: Card;
  className?: string;
  /**
   * For visual duplicates (e.g. the carousel's looping clones): the card is skipped by keyboard
   * and assistive technology so every case is announced and tabbed to exactly once.
   */
  inert?: boolean;
  /** The list page has no section heading between its h1 and the cards; the carousel has one. */
  headingLevel?: 'h2' | 'h3';
  /** The list's first card, on the first screen at every width (decision 175). */
  firstOnScreen?: boolean;
}

/** One success case: amounts before and after, the saving, and a link to the full story. */
export function SuccessCaseCard({
  item,
  className,
  inert = false,
  headingLevel: Heading = 'h3',
  firstOnScreen = false,
}: SuccessCaseCardProps) {
  return (
    <article
      className={[styles.card, className].filter(Boolean).join(' ')}
      inert={inert || undefined}
      aria-hidden={inert || undefined}
    >
      <CaseImage
        image={item.image}
        className={styles.image}
        loading={firstOnScreen ? 'first-paint' : 'lazy'}
      />
      <div className={styles.body}>
        <p className={styles.stamp}>{item.stamp}</p>
        <Heading className={styles.title}>
          <Link
            className={styles.link}
            to="/success-case/$caseId"
            params={{ caseId: item.id }}
            tabIndex={inert ? -1 : undefined}
          >
            {item.title}
          </Link>
        </Heading>
        <dl className={styles.amounts}>
          <div className={styles.amountRow}>
            <dt>{SUCCESS_CASE_LABELS.expectedTax}</dt>
            <dd className={styles.struck}>{formatWon(item.expectedTax)}</dd>
          </div>
          <div className={styles.amountRow}>
            <dt>{SUCCESS_CASE_LABELS.finalTax}</dt>
            <dd>{formatWon(item.finalTax)}</dd>
          </div>
          <div className={`${styles.amountRow} ${styles.savedRow}`}>
            <dt>{SUCCESS_CASE_LABELS.saved}</dt>
            <dd>{formatWon(savedTax(item))}</dd>
          </div>
        </dl>
        <p className={styles.result}>{SUCCESS_RESULT_TEXT}</p>
      </div>
    </article>
  );
}
