import { type ElementType, type ReactNode, useEffect, useState } from 'react';
import type { BannerDrawing } from '../content/bannerDrawings';
import * as styles from './BackgroundBlock.css';
import { prefersReducedMotion } from './useReducedMotion';

export interface BackgroundImage {
  src: string;
  width: number;
  height: number;
  /** Decorative backgrounds keep the empty default. */
  alt?: string;
}

export interface BackgroundBlockProps {
  as?: ElementType;
  image?: BackgroundImage;
  /** A decorative drawing drawn in the page instead of an image (decision 175). */
  drawing?: BannerDrawing;
  /** A looping, muted, autoplaying webm; `image` doubles as its poster. */
  videoSrc?: string;
  backgroundColor?: string;
  /** Darkens the media with the brand-blue overlay so white text stays readable. */
  overlay?: boolean;
  /** The largest element above the fold: load it eagerly and with high priority. */
  priority?: boolean;
  className?: string;
  children?: ReactNode;
  id?: string;
  'aria-labelledby'?: string;
}

function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return Boolean(connection?.saveData);
}

/**
 * A section with an image or video background. The video is only added after mount, and not at
 * all for visitors who prefer reduced motion or save data; the image is what the HTML carries.
 */
export function BackgroundBlock({
  as: Tag = 'section',
  image,
  drawing,
  videoSrc,
  backgroundColor,
  overlay = false,
  priority = false,
  className,
  children,
  ...rest
}: BackgroundBlockProps) {
  const [playVideo, setPlayVideo] = useState(false);
  const mediaClass = overlay ? `${styles.media} ${styles.underOverlay}` : styles.media;

  useEffect(() => {
    if (videoSrc && !prefersReducedMotion() && !savesData()) setPlayVideo(true);
  }, [videoSrc]);

  return (
    <Tag
      className={[styles.block, className].filter(Boolean).join(' ')}
      style={backgroundColor ? { backgroundColor } : undefined}
      {...rest}
    >
      {drawing && (
        <div
          className={`${mediaClass} ${styles.drawing}`}
          aria-hidden="true"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: BannerDrawing is markup written in src/content/bannerDrawings.ts, never content staff edit
          dangerouslySetInnerHTML={{ __html: drawing }}
        />
      )}
      {image && !playVideo && (
        <img
          className={mediaClass}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={image.alt ?? ''}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? 'sync' : 'async'}
        />
      )}
      {playVideo && (
        <video
          className={mediaClass}
          src={videoSrc}
          poster={image?.src}
          autoPlay
          muted
          loop
          playsInline
          preload="metadata"
          onError={() => console.error(`배경 영상을 불러오지 못했습니다: ${videoSrc}`)}
        />
      )}
      {overlay && <div className={styles.overlay} aria-hidden="true" />}
      <div className={styles.content}>{children}</div>
    </Tag>
  );
}
