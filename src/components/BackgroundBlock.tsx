import { type ElementType, type ReactNode, useEffect, useState } from 'react';
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
  videoSrc,
  backgroundColor,
  overlay = false,
  priority = false,
  className,
  children,
  ...rest
}: BackgroundBlockProps) {
  const [playVideo, setPlayVideo] = useState(false);

  useEffect(() => {
    if (videoSrc && !prefersReducedMotion() && !savesData()) setPlayVideo(true);
  }, [videoSrc]);

  return (
    <Tag
      className={[styles.block, className].filter(Boolean).join(' ')}
      style={backgroundColor ? { backgroundColor } : undefined}
      {...rest}
    >
      {image && !playVideo && (
        <img
          className={overlay ? `${styles.media} ${styles.underOverlay}` : styles.media}
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
          className={overlay ? `${styles.media} ${styles.underOverlay}` : styles.media}
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
