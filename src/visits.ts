import { BEACON_REFERRER_MAX, type BeaconEvent, VISIT_API } from '../contract/visitBeacon';

// Visit counting (docs/product.md#visit-counting): a beacon per page shown and per conversion,
// sent once the browser is idle so that it never takes a start-up task. No cookie of its own,
// nothing kept in the browser: the server counts it into the day's totals, or not at all (bots,
// Do Not Track, Global Privacy Control, staff), and answers the same either way.

let counted: string | undefined;

/** Sends one beacon when the browser has nothing else to do. */
export function countVisit(event: BeaconEvent, referrer?: string) {
  const path = location.pathname;
  const send = () =>
    navigator.sendBeacon?.(VISIT_API, JSON.stringify({ e: event, p: path, r: referrer }));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(send, { timeout: 5000 });
  else setTimeout(send, 1000);
}

/**
 * A page shown: the first carries where the visitor came from; a route change inside the app is
 * a page of its own (the router's onResolved, src/main.tsx), the same path twice is one.
 */
export function countView() {
  const path = location.pathname;
  if (path === counted) return;
  if (counted === undefined) {
    // A phone number pressed anywhere on the site, however the page drew the link.
    addEventListener('click', (event) => {
      if ((event.target as Element).closest?.('a[href^="tel:"]')) countVisit('phone_tapped');
    });
  }
  countVisit(
    'view',
    counted === undefined ? document.referrer.slice(0, BEACON_REFERRER_MAX) : undefined,
  );
  counted = path;
}
