import type { ReactNode } from 'react';
import type { BannerDrawing } from '../content/bannerDrawings';
import { bannerBlock } from '../styles/section.css';
import { BackgroundBlock } from './BackgroundBlock';
import * as styles from './PageBanner.css';

/** A page's banner copy, as the content modules hold it (they may carry more of the page's copy). */
export interface BannerCopy {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  drawing?: BannerDrawing;
}

export interface PageBannerProps {
  /** Id of the h1, which also labels the banner section. */
  titleId: string;
  copy: BannerCopy;
  children?: ReactNode;
}

/**
 * The title block at the top of a content page: brand colour, optional drawing, white text. The
 * drawing is decorative, under the overlay, and drawn in the page's own markup (decision 175): as
 * a lazily loaded SVG image it was Lighthouse's largest paint, later than the title.
 */
export function PageBanner({ titleId, copy, children }: PageBannerProps) {
  const { title, eyebrow, lead, drawing } = copy;
  return (
    <BackgroundBlock
      className={bannerBlock}
      aria-labelledby={titleId}
      {...(drawing ? { drawing } : {})}
      overlay={Boolean(drawing)}
    >
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {lead && <p className={styles.lead}>{lead}</p>}
        {children}
      </div>
    </BackgroundBlock>
  );
}
