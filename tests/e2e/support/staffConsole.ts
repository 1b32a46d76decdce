import { type Page, test } from '@playwright/test';
import { STAFF_NOTICE_COPY } from '../../../contract/staffConsoleNotices';
import { seedReviews, uniqueReview } from './reviews';
import { type RunningServer, startServer } from './server';
import { addStaffAccount, seedVisitorRecords, signInToConsole } from './staff';

// What staff.desktop.spec.ts and its staff-{sessions,keyboard,widths,deleting} siblings share: a
// private server of the file's own, with one staff account (npm run staff -- add) and a request,
// an application with its résumé and two reviews sent as visitors send them. A file's tests share
// its data, in order.

// What the list says once 홍길동's dialog has saved and closed (name and type, then the words).
export const savedLine = (withNote: boolean) =>
  new RegExp(`^홍길동 · .+${STAFF_NOTICE_COPY.savedAndClosed('', withNote)}$`);

/**
 * The file's server, started before its first test and disposed of after its last: its `url`,
 * `signIn(page)` to its console, and the two reviews on its board (`review`, and `other`, which
 * stays on the board so it has a table to read while the first one is hidden).
 */
export function staffConsoleServer() {
  let server: RunningServer | undefined;
  const review = uniqueReview();
  const other = uniqueReview();

  // Every test here signs in (a deliberately slow password hash) and scans with axe, all in one
  // worker: CI's loaded cores ran them at 2-4x their local time and timed out three different
  // tests in turn (stops 34-35), each with every step passing. 240 s still catches a hang.
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async ({ request }) => {
    server = await startServer({ prepare: addStaffAccount });
    await seedVisitorRecords(request, server.url);
    await seedReviews(request, server.url, [other, review]);
  });

  test.afterAll(async () => {
    await server?.dispose();
  });

  const url = () => {
    if (!server) throw new Error('the staff console server is not started yet');
    return server.url;
  };
  return {
    get url() {
      return url();
    },
    review,
    other,
    signIn: (page: Page) => signInToConsole(page, url()),
  };
}
