import type { HandlingList } from './staffLists';

// Today at a glance (decision 296): today's new requests and applications, counted for Korea's
// calendar day, at the top of the console and on the lists' tabs, each a link to the list of them.

export const STAFF_TODAY_API = '/api/staff/today';

/** GET STAFF_TODAY_API: Korea's today (YYYY-MM-DD) and its new records per list. */
export interface StaffToday {
  day: string;
  consultations: number;
  applications: number;
}

// The count is of today's records still 신규, not of all received today: the words say so, or a
// request handled this morning seems to vanish from the day's intake.
export const STAFF_TODAY_COPY = {
  label: '오늘 접수 중',
  /** The line at the top, each part a link to the list of them. */
  count: {
    consultations: (n: number) => `상담 신청 신규 ${n}건`,
    applications: (n: number) => `입사 지원 신규 ${n}건`,
  } satisfies Record<HandlingList, (n: number) => string>,
  /** Read after the tab's name by a screen reader, in place of the bare number. */
  badge: (n: number) => `오늘 접수 중 신규 ${n}건`,
} as const;

/** The lists' addresses for today's new ones: what a bookmark of that view would hold. */
export const todayFilters = (day: string) => ({ status: 'new' as const, from: day, to: day });
