import { useEffect, useRef } from 'react';
import { visuallyHidden } from '../styles/utilities.css';

// One polite live region for the whole site (docs/decisions.md 197): a region that exists before
// its text changes is read reliably, one mounted with its text often is not; and one region means
// two messages never talk over each other. The newest message replaces the one before.

let region: HTMLElement | null = null;
let pending: ReturnType<typeof setTimeout> | undefined;

/** Says `message` once to a screen reader, without moving focus. */
export function announce(message: string): void {
  const target = region;
  if (!target) return;
  clearTimeout(pending);
  // Emptied first, filled a moment later: the same sentence twice in a row is read twice.
  target.textContent = '';
  pending = setTimeout(() => {
    target.textContent = message;
  }, 50);
}

/** The live region; rendered once, by the site's layout. */
export function Announcer() {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    region = ref.current;
    return () => {
      if (region === ref.current) region = null;
      clearTimeout(pending);
    };
  }, []);
  return (
    <p
      ref={ref}
      aria-live="polite"
      aria-atomic="true"
      className={visuallyHidden}
      data-announcer=""
    />
  );
}
