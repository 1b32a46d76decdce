import { useState } from 'react';
import type { SuccessCase } from '../../../contract/successCaseFields';
import { caseImageSrcSet } from '../../../contract/successCaseImages';
import * as styles from './CaseImage.css';

/**
 * A case's illustration. Spec §8: an image that fails to load is hidden, not shown broken; its
 * place is taken by a designed placeholder of the same size (decision 74), which still carries
 * the description for screen readers.
 */
export function CaseImage({
  image,
  className,
  loading = 'lazy',
}: {
  image: SuccessCase['image'];
  className?: string;
  /**
   * `first-paint`: on every screen's first rows, so drawn with the first paint rather than
   * started by the first layout; lazily, the list's first picture was its largest paint, after
   * everything else on the screen (decision 175).
   */
  loading?: 'lazy' | 'eager' | 'first-paint';
}) {
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className={`${className ?? ''} ${styles.placeholder}`} role="img" aria-label={image.alt}>
        <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true">
          <path
            d="M12 4h17l9 9v31H12z M29 4v9h9 M18 22h14 M18 29h14 M18 36h8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
      </div>
    );
  }
  return (
    <img
      ref={(element) => {
        // An image that failed before hydration fires no error event React can see.
        if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true);
      }}
      className={className}
      src={image.src}
      // An upload has a copy at twice the size for dense screens (decision 154).
      srcSet={caseImageSrcSet(image.src)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'first-paint' ? 'high' : 'auto'}
      decoding={loading === 'first-paint' ? 'sync' : 'async'}
      onError={() => setFailed(true)}
    />
  );
}
