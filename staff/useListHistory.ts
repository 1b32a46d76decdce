import { useEffect, useRef } from 'react';
import { type ListAddress, readListSearch } from '../contract/staffFilters';

const here = () => `${window.location.pathname}${window.location.search}`;
const openIn = (address: string) =>
  readListSearch(new URL(address, window.location.origin).search).open;

/**
 * Keeps a list's address its state (decision 234) with a history entry for each step staff take:
 * a filter, a page or an opened record can be gone back from. Closing a record the list opened
 * goes back to the list's own entry instead of adding one, and Back or Forward sets the list to
 * the address (`follow`).
 */
export function useListHistory(address: string, follow: (place: ListAddress) => void) {
  const followRef = useRef(follow);
  followRef.current = follow;
  const path = useRef(window.location.pathname);
  const started = useRef(false);

  useEffect(() => {
    const onPop = () => {
      if (window.location.pathname === path.current) {
        followRef.current(readListSearch(window.location.search));
      }
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    const current = here();
    const opened = openIn(current);
    if (!started.current) {
      started.current = true;
      // An address that names a record (a link, a reload) gets the list's entry below it, so
      // Back closes the record and stays on the list.
      if (opened !== null && current !== address) {
        window.history.replaceState(null, '', address);
        window.history.pushState({ open: opened }, '', current);
      } else if (current !== address) {
        window.history.replaceState(null, '', address);
      }
      return;
    }
    if (current === address) return;
    const next = openIn(address);
    if (opened !== null && next === null) {
      const state: unknown = window.history.state;
      const ours = typeof state === 'object' && state !== null && 'open' in state;
      if (ours && state.open === opened) window.history.back();
      else window.history.replaceState(null, '', address);
      return;
    }
    window.history.pushState(next === null ? null : { open: next }, '', address);
  }, [address]);
}
