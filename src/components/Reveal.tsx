import { type CSSProperties, type ElementType, type ReactNode, useEffect, useRef } from 'react';
import { REVEAL_ROOT_MARGIN, REVEALED_ATTRIBUTE } from '../earlyReveal';
import * as styles from './Reveal.css';

export interface RevealProps {
  as?: ElementType;
  children: ReactNode;
  className?: string;
  /** Extra delay before the animation, e.g. for staggered cards. */
  delayMs?: number;
  id?: string;
  'aria-labelledby'?: string;
}

/**
 * Animates its content in once, when its top edge reaches 80 % of the viewport height.
 * The attribute is written to the DOM directly: revealing never re-renders React.
 */
export function Reveal({
  as: Tag = 'div',
  children,
  className,
  delayMs = 0,
  ...rest
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    // Already shown: before the page went live (src/earlyReveal.ts), the visitor scrolled to it.
    if (!element || element.hasAttribute(REVEALED_ATTRIBUTE)) return;
    if (typeof IntersectionObserver === 'undefined') {
      element.setAttribute(REVEALED_ATTRIBUTE, '');
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.setAttribute(REVEALED_ATTRIBUTE, '');
          observer.disconnect();
        }
      },
      { rootMargin: REVEAL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const style: CSSProperties | undefined = delayMs
    ? { transitionDelay: `${delayMs}ms` }
    : undefined;
  return (
    <Tag
      ref={ref}
      className={[styles.reveal, className].filter(Boolean).join(' ')}
      style={style}
      data-reveal=""
      {...rest}
    >
      {children}
    </Tag>
  );
}
