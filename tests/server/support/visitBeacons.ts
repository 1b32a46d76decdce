// The visit tests' beacons as a page sends them, their clock, and what the app has gathered.

import { VISIT_API } from '../../../contract/visitBeacon';
import type { VisitsAnswer } from '../../../contract/visits';
import type { TestApp } from '../helpers';

export const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
export const TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Noon in Seoul on 2026-03-`day`: each test counts on a day of its own. */
export const seoulNoon = (day: number) =>
  Date.parse(`2026-03-${String(day).padStart(2, '0')}T03:00:00Z`);
export const dayString = (day: number) => `2026-03-${String(day).padStart(2, '0')}`;

/** The apps' clock: each test sets it to a day of its own. */
export const clock = { at: seoulNoon(1) };
let client = 0;
/** A new client address each call, so no test meets the beacons' per-address budget by accident. */
export const nextAddress = () => `10.55.${Math.floor(++client / 250)}.${client % 250}`;

export interface Send {
  body?: unknown;
  raw?: string | Buffer;
  userAgent?: string;
  headers?: Record<string, string>;
  address?: string;
  contentType?: string;
}

export function beacon(t: TestApp, options: Send = {}) {
  const payload =
    options.raw ?? JSON.stringify('body' in options ? options.body : { e: 'view', p: '/' });
  return t.app.inject({
    method: 'POST',
    url: VISIT_API,
    remoteAddress: options.address ?? nextAddress(),
    headers: {
      'content-type': options.contentType ?? 'text/plain;charset=UTF-8',
      'user-agent': options.userAgent ?? DESKTOP,
      ...options.headers,
    },
    payload,
  });
}

/** What the app has gathered, written now rather than at its next interval. */
export const written = (t: TestApp) => t.app.visitCounter.flush();

export async function report(t: TestApp, day: number): Promise<VisitsAnswer> {
  await written(t);
  return t.app.visits.report(dayString(day), dayString(day));
}

export async function rowCount(t: TestApp) {
  await written(t);
  const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM visit_counts');
  return rows[0]?.n ?? 0;
}
