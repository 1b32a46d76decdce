import { useCallback, useSyncExternalStore } from 'react';

// The console's own router: five sections under /staff, each with its own address so a reload or
// the back button keeps the place. The public router (src/router.tsx) never sees these paths.

export const STAFF_BASE = '/staff';
export const SECTIONS = ['consultations', 'applications', 'reviews', 'audit', 'sessions'] as const;
export type Section = (typeof SECTIONS)[number];

export function sectionPath(section: Section): string {
  return `${STAFF_BASE}/${section}`;
}

/** /staff and anything unknown under it open the first section. */
export function sectionFromPath(pathname: string): Section {
  const name = pathname.slice(STAFF_BASE.length + 1).split('/')[0];
  return SECTIONS.find((section) => section === name) ?? SECTIONS[0];
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentPath = () => window.location.pathname;

/** The section in the address bar, and a way to move to another one (a history entry each). */
export function useSection(): [Section, (section: Section) => void] {
  const section = sectionFromPath(useSyncExternalStore(subscribe, currentPath, currentPath));
  const go = useCallback((next: Section) => {
    // The open section's own link adds no history entry.
    if (window.location.pathname === sectionPath(next)) return;
    window.history.pushState(null, '', sectionPath(next));
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return [section, go];
}
