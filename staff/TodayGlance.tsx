import { listSearch } from '../contract/staffFilters';
import type { HandlingList } from '../contract/staffLists';
import { STAFF_TODAY_COPY as COPY, type StaffToday, todayFilters } from '../contract/staffToday';
import { visuallyHidden } from '../src/styles/utilities.css';
import { type Section, sectionPath } from './consoleRouter';
import * as styles from './TodayGlance.css';

const LISTS: readonly HandlingList[] = ['consultations', 'applications'];

/** The list of today's new ones: the address a bookmark of that view would hold. */
export const todayHref = (list: HandlingList, day: string) =>
  `${sectionPath(list)}${listSearch({ filters: todayFilters(day), page: 1, open: null })}`;

interface TodayGlanceProps {
  today: StaffToday | null;
  /** Opens a list at an address (its filters in the query), as a click on a link would. */
  onOpen: (section: Section, href: string) => void;
}

/** Today's new requests and applications, each a link to the list of them (decision 296). */
export function TodayGlance({ today, onOpen }: TodayGlanceProps) {
  if (!today) return null;
  return (
    <p className={styles.glance}>
      <span className={styles.glanceLabel}>{COPY.label}</span>
      {LISTS.map((list) => {
        const href = todayHref(list, today.day);
        return (
          <a
            key={list}
            href={href}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onOpen(list, href);
            }}
          >
            {COPY.count[list](today[list])}
          </a>
        );
      })}
    </p>
  );
}

/** A list's tab count: the number, and to a screen reader what it counts. None at zero. */
export function TabBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <>
      {/* A space of the link's own, so the tab's name and the words are read apart. */}{' '}
      <span className={styles.tabBadge} aria-hidden="true">
        {count}
      </span>
      <span className={visuallyHidden}>{COPY.badge(count)}</span>
    </>
  );
}
