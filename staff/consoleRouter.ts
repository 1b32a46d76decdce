import { useCallback, useSyncExternalStore } from 'react';

import type { StaffRole } from '../contract/staff';

// The console's own router: its sections under /staff, each with its own address so a reload or
// the back button keeps the place. The public router (src/router.tsx) never sees these paths.

export const STAFF_BASE = '/staff';
export const SECTIONS = [
  'consultations',
  'applications',
  'reviews',
  'audit',
  'sessions',
  'content',
  'accounts',
  'visits',
] as const;
export type Section = (typeof SECTIONS)[number];

/** Sections only an owner is shown (the server refuses the rest their calls anyway). */
const OWNER_SECTIONS: readonly Section[] = ['accounts'];

/** The sections an account of `role` is shown, in menu order. */
export function sectionsFor(role: StaffRole): readonly Section[] {
  return role === 'owner' ? SECTIONS : SECTIONS.filter((s) => !OWNER_SECTIONS.includes(s));
}

export function sectionPath(section: Section): string {
  return `${STAFF_BASE}/${section}`;
}

/** /staff and anything unknown or not shown to `role` under it open the first section. */
export function sectionFromPath(pathname: string, role: StaffRole): Section {
  const name = pathname.slice(STAFF_BASE.length + 1).split('/')[0];
  return sectionsFor(role).find((section) => section === name) ?? SECTIONS[0];
}

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

const currentPath = () => window.location.pathname;

/** The section in the address bar, and a way to move to another one (a history entry each). */
export function useSection(role: StaffRole): [Section, (section: Section) => void] {
  const section = sectionFromPath(useSyncExternalStore(subscribe, currentPath, currentPath), role);
  const go = useCallback((next: Section) => {
    // The open section's own link adds no history entry.
    if (window.location.pathname === sectionPath(next)) return;
    window.history.pushState(null, '', sectionPath(next));
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return [section, go];
}
