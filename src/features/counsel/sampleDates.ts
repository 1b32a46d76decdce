import { useSyncExternalStore } from 'react';
import { formatDate } from '../../../contract/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The date, `workingDaysAgo` working days (Monday to Friday) before the most recent working day
 * on or before `today` (YYYY-MM-DD, Seoul), as YYYY-MM-DD: sample consultations are received on
 * working days, so a Sunday visit shows Friday's first.
 */
export function workingDayBefore(today: string, workingDaysAgo: number): string {
  let time = Date.parse(`${today}T00:00:00Z`);
  const isWeekend = () => [0, 6].includes(new Date(time).getUTCDay());
  while (isWeekend()) time -= DAY_MS;
  for (let left = workingDaysAgo; left > 0; ) {
    time -= DAY_MS;
    if (!isWeekend()) left -= 1;
  }
  return new Date(time).toISOString().slice(0, 10);
}

const noChanges = () => () => {};
const todayInSeoul = () => formatDate(new Date().toISOString());
const unknownWhilePrerendered = () => null;

/**
 * Today's date in Seoul, or null in the prerendered HTML and during hydration: the HTML is built
 * long before the visit, so it leaves the sample dates out and the first client render must match
 * it (React error #418 otherwise); React renders again with the visit's date right after.
 */
export function useVisitDate(): string | null {
  return useSyncExternalStore(noChanges, todayInSeoul, unknownWhilePrerendered);
}
