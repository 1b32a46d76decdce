import type { ReactNode } from 'react';
import { sectionTitle } from '../styles/section.css';
import { Reveal } from './Reveal';

export interface PageSectionProps {
  /** Id of the h2, which also labels the section. */
  titleId: string;
  title: ReactNode;
  className?: string;
  /** Defaults to the content pages' centred brand-colour title. */
  titleClassName?: string;
  /** Puts the title and content in a div of this class: a centred column in a full-width band. */
  innerClassName?: string;
  /** Animates the section in when it scrolls into view. */
  reveal?: boolean;
  children: ReactNode;
}

/** One titled section of a content page: the section is labelled by its own h2. */
export function PageSection({
  titleId,
  title,
  className,
  titleClassName = sectionTitle,
  innerClassName,
  reveal = false,
  children,
}: PageSectionProps) {
  const heading = (
    <h2 id={titleId} className={titleClassName}>
      {title}
    </h2>
  );
  const content = innerClassName ? (
    <div className={innerClassName}>
      {heading}
      {children}
    </div>
  ) : (
    <>
      {heading}
      {children}
    </>
  );
  return reveal ? (
    <Reveal as="section" className={className} aria-labelledby={titleId}>
      {content}
    </Reveal>
  ) : (
    <section className={className} aria-labelledby={titleId}>
      {content}
    </section>
  );
}
