import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { UNKNOWN_PATH_NOTICE as copy } from '../../content/layout';
import { announce } from '../announcer';
import * as styles from './UnknownPathNotice.css';

let loadChecked = false;

/**
 * True once, on the first render after the browser loaded the home page through a redirect: the
 * server answers an address the site does not have with a 302 to `/` (server/plugins/site.ts), and
 * that is the only redirect that ends on `/`.
 */
function loadedThroughRedirect(): boolean {
  if (loadChecked) return false;
  loadChecked = true;
  const entry = performance.getEntriesByType?.('navigation')[0] as
    | PerformanceNavigationTiming
    | undefined;
  return entry !== undefined && entry.type === 'navigate' && entry.redirectCount > 0;
}

/** The visible, dismissible word that the page asked for does not exist (decision 200). */
export function UnknownPathNotice() {
  const fromRouter = useLocation({ select: (location) => location.state.unknownPath === true });
  const navigate = useNavigate();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!fromRouter && !loadedThroughRedirect()) return;
    setShown(true);
    announce(copy.message);
    // Told once: Back, Forward or a reload onto this entry does not say it again.
    if (fromRouter) {
      void navigate({
        to: '.',
        replace: true,
        resetScroll: false,
        state: (previous) => ({ ...previous, unknownPath: undefined }),
      });
    }
  }, [fromRouter, navigate]);

  const dismiss = () => {
    setShown(false);
    // The button goes with the notice: focus goes to the page rather than to nowhere.
    document.getElementById('main')?.focus({ preventScroll: true });
  };
  if (!shown) return null;
  return (
    <div className={styles.notice} data-unknown-path-notice="">
      <p className={styles.text}>{copy.message}</p>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        {copy.dismiss}
      </button>
    </div>
  );
}
