import { type CSSProperties, type ElementType, type ReactNode, useEffect, useRef } from 'react';
import { REVEAL } from '../../contract/limits';
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
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      element.dataset.revealed = '';
      return;
    }
    const bottomMargin = Math.round((1 - REVEAL.viewportFraction) * 100);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.dataset.revealed = '';
          observer.disconnect();
        }
      },
      { rootMargin: `0px 0px -${bottomMargin}% 0px` },
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
      {...rest}
    >
      {children}
    </Tag>
  );
}
