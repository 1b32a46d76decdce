import { useRouterState } from '@tanstack/react-router';
import { ROUTE_ERROR_COPY as COPY } from '../../content/layout';
import { button } from '../../styles/button.css';
import * as styles from './RouteError.css';

/**
 * What a route shows when it could not be shown after a navigation (its code failed to load, or
 * the network is gone), in place of the router's bare English error: the header and footer stay,
 * and a plain link loads the page as a document, which shows without any script.
 */
export function RouteError() {
  const href = useRouterState({ select: (state) => state.location.href });
  return (
    <section className={styles.section} role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.title}>
        {COPY.title}
      </h1>
      <p className={styles.body}>{COPY.body}</p>
      <a href={href} className={button({ tone: 'brand' })}>
        {COPY.retry}
      </a>
    </section>
  );
}
