import { useState } from 'react';
import type { SuccessCase } from '../../content/successCases';

/** A case's illustration; spec §8: an image that fails to load is hidden, not shown broken. */
export function CaseImage({
  image,
  className,
  loading = 'lazy',
}: {
  image: SuccessCase['image'];
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <img
      ref={(element) => {
        // An image that failed before hydration fires no error event React can see.
        if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true);
      }}
      className={className}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
