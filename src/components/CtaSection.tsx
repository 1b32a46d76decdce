import { Link } from '@tanstack/react-router';
import { button } from '../styles/button.css';
import * as styles from './CtaSection.css';

/** A closing band's copy, as the content modules hold it. */
export interface CtaCopy {
  title: string;
  body: string;
  /** Text of the link to the consultation page. */
  label: string;
}

export interface CtaSectionProps {
  /** Id of the h2, which also labels the section. */
  titleId: string;
  copy: CtaCopy;
  /** Added to the body paragraph's class, for a page that sets its measure. */
  bodyClassName?: string;
}

/** The brand-colour band that closes a content page by inviting the visitor to ask for counsel. */
export function CtaSection({ titleId, copy, bodyClassName }: CtaSectionProps) {
  const { title, body, label } = copy;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={bodyClassName ? `${styles.body} ${bodyClassName}` : styles.body}>{body}</p>
      <Link to="/apply-counsel" className={button({ tone: 'onDark', size: 'lg' })}>
        {label}
      </Link>
    </section>
  );
}
