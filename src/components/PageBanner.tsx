import type { ReactNode } from 'react';
import { bannerBlock } from '../styles/section.css';
import { BackgroundBlock, type BackgroundImage } from './BackgroundBlock';
import * as styles from './PageBanner.css';

/** A page's banner copy, as the content modules hold it (they may carry more of the page's copy). */
export interface BannerCopy {
  title: ReactNode;
  eyebrow?: string;
  lead?: ReactNode;
  image?: BackgroundImage;
}

export interface PageBannerProps {
  /** Id of the h1, which also labels the banner section. */
  titleId: string;
  copy: BannerCopy;
  children?: ReactNode;
}

/**
 * The title block at the top of a content page: brand colour, optional image, white text. The
 * image is a decorative drawing under the overlay, never the largest paint (the title is), so it
 * loads lazily like the home poster: an SVG image is a document of its own, and building it while
 * the HTML is parsed held the first paint back (decision 162).
 */
export function PageBanner({ titleId, copy, children }: PageBannerProps) {
  const { title, eyebrow, lead, image } = copy;
  return (
    <BackgroundBlock
      className={bannerBlock}
      aria-labelledby={titleId}
      {...(image ? { image } : {})}
      overlay={Boolean(image)}
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
