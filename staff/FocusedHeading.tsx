import { type ReactNode, useEffect, useRef } from 'react';
import * as styles from './StaffConsole.css';

interface FocusedHeadingProps {
  id?: string;
  level: 1 | 2;
  children: ReactNode;
}

/**
 * A screen's heading that takes focus when the screen appears (after signing in or out, or
 * moving to another section), so keyboard and screen-reader users start at its top.
 */
export function FocusedHeading({ id, level, children }: FocusedHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag ref={ref} id={id} tabIndex={-1} className={styles.heading}>
      {children}
    </Tag>
  );
}
