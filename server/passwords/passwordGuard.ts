import { isIPv4 } from 'node:net';
import { PASSWORD_ATTEMPTS, PASSWORD_GUARD } from '../../contract/limits';
import { REVIEW_MESSAGES } from '../../contract/messages';
import { STAFF_LIMITS, STAFF_MESSAGES } from '../../contract/staff';
import type { PasswordAttemptsRepository } from '../db/passwordAttempts';
import { HttpError } from '../http';

const POLL_MS = 40;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The client a limit is kept for: an IPv4 address, or an IPv6 /64 — one subscriber usually holds
 * a whole /64, and counting its 2^64 addresses one by one would be no limit at all.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIPv4(ip) || !ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The queue's spacing for a review that has had `reviewWrong` wrong guesses in the suspect period. */
export function queueSpacingMs(reviewWrong: number): number {
  const doublings = Math.floor(reviewWrong / PASSWORD_GUARD.doublingEvery);
  return Math.min(
    PASSWORD_GUARD.spacingMaxMs,
    PASSWORD_GUARD.spacingBaseMs * 2 ** Math.min(doublings, 30),
  );
}

/** Where a client's check stands: its wrong ones in the window, and its own checks still ahead. */
interface Standing {
  recentWrong: number;
  ahead: number;
}

/**
 * Waits until none of the client's earlier checks is still running, so that parallel checks see
 * each other's outcome (parallel right passwords all pass; parallel wrong ones cannot exceed the
 * limit), and refuses once the client has `maxWrong` wrong ones in the window.
 */
async function waitForOwnTurn<T extends Standing>(
  standing: () => Promise<T>,
  rules: { maxWrong: number; deadline: number; limited: string; busy: string },
): Promise<T> {
  for (;;) {
    const now = await standing();
    if (now.recentWrong >= rules.maxWrong) throw new HttpError(429, rules.limited);
    if (now.ahead === 0) return now;
    if (Date.now() >= rules.deadline) throw new HttpError(429, rules.busy);
    await sleep(POLL_MS);
  }
}

/**
 * Runs a recorded attempt's check and settles the attempt with its outcome. An attempt that never
 * settles (refused with 429, or failed) is abandoned, so it counts neither as in flight nor as wrong.
 */
async function settledOrAbandoned(attempt: {
  check: () => Promise<boolean>;
  settle: (wrong: boolean) => Promise<void>;
  abandon: () => Promise<void>;
}): Promise<boolean> {
  let settled = false;
  try {
    const matches = await attempt.check();
    await attempt.settle(!matches);
    settled = true;
    return matches;
  } finally {
    if (!settled) await attempt.abandon().catch(() => {});
  }
}

/**
 * Runs `compare` (the password check) under the brute-force rules of docs/decisions.md 52:
 * - a client gets PASSWORD_ATTEMPTS.max wrong guesses per review per window, then 429;
 * - a client's checks of one review run one at a time (parallel checks of the right password all
 *   succeed, parallel wrong ones cannot exceed the limit);
 * - a client that has guessed this review wrong takes turns in the review's shared queue, so many
 *   addresses together still get only a bounded number of guesses a day;
 * - a client that has not guessed wrong is never refused or queued because of anyone else.
 */
export async function guardedPasswordCheck(
  attempts: PasswordAttemptsRepository,
  reviewId: number,
  ip: string,
  compare: () => Promise<boolean>,
): Promise<boolean> {
  const client = clientKey(ip);
  const attemptId = await attempts.start(reviewId, client);
  return settledOrAbandoned({
    async check() {
      const deadline = Date.now() + PASSWORD_GUARD.maxWaitMs;
      const standing = await waitForOwnTurn(
        () =>
          attempts.standing(reviewId, client, attemptId, {
            windowMinutes: PASSWORD_ATTEMPTS.windowMinutes,
            suspectHours: PASSWORD_GUARD.suspectHours,
            staleAfterSeconds: PASSWORD_GUARD.staleAfterSeconds,
          }),
        {
          maxWrong: PASSWORD_ATTEMPTS.max,
          deadline,
          limited: REVIEW_MESSAGES.tooManyAttempts,
          busy: REVIEW_MESSAGES.passwordChecksBusy,
        },
      );
      if (standing.clientWrong > 0) {
        const wait = await attempts.takeTurn(
          reviewId,
          queueSpacingMs(standing.reviewWrong),
          Math.max(0, deadline - Date.now()),
        );
        if (wait === null) throw new HttpError(429, REVIEW_MESSAGES.passwordChecksBusy);
        if (wait > 0) await sleep(wait);
      }
      return compare();
    },
    settle: (wrong) => attempts.settle(attemptId, wrong),
    abandon: () => attempts.abandon(attemptId),
  });
}

/** What a staff sign-in check needs of the database (server/db/staff.ts). */
export interface SignInAttempts {
  startSignIn(client: string, name: string): Promise<string>;
  signInStanding(
    client: string,
    name: string,
    attemptId: string,
    windows: { windowMinutes: number; staleAfterSeconds: number },
  ): Promise<Standing & { accountWrong: number }>;
  settleSignIn(attemptId: string, wrong: boolean): Promise<void>;
  forgetSignIn(attemptId: string): Promise<void>;
}

/**
 * Who a sign-in is counted against: a stranger by its address (clientKey), a browser the account
 * knows (its device cookie, decision 183) by that cookie alone.
 */
export type SignInClient = { ip: string } | { device: string };

export const signInClientKey = (client: SignInClient) =>
  'device' in client ? `device:${client.device.slice(0, 32)}` : clientKey(client.ip);

/**
 * Runs a staff sign-in's password check under the review rules' first two: a client gets
 * STAFF_LIMITS.signInAttempts wrong ones per account name and window, and its checks of one name
 * run one at a time; a completed sign-in clears the client's earlier mistakes on that name.
 * Across addresses, an account name takes STAFF_LIMITS.signInAttemptsPerAccount wrong ones per
 * window from strangers, then no stranger's password is checked on it until the window passes.
 * A browser the account knows is not a stranger (OWASP's device cookies, decision 183): it is
 * counted on its own, and what strangers did to the name does not hold it back.
 */
export async function guardedSignIn(
  attempts: SignInAttempts,
  from: SignInClient,
  name: string,
  compare: () => Promise<boolean>,
): Promise<boolean> {
  const client = signInClientKey(from);
  const known = 'device' in from;
  const attemptId = await attempts.startSignIn(client, name);
  return settledOrAbandoned({
    async check() {
      await waitForOwnTurn(
        async () => {
          const standing = await attempts.signInStanding(client, name, attemptId, {
            windowMinutes: STAFF_LIMITS.signInWindowMinutes,
            staleAfterSeconds: PASSWORD_GUARD.staleAfterSeconds,
          });
          if (!known && standing.accountWrong >= STAFF_LIMITS.signInAttemptsPerAccount) {
            throw new HttpError(429, STAFF_MESSAGES.signInAccountLimited);
          }
          return standing;
        },
        {
          maxWrong: STAFF_LIMITS.signInAttempts,
          deadline: Date.now() + PASSWORD_GUARD.maxWaitMs,
          limited: STAFF_MESSAGES.signInRateLimited,
          busy: STAFF_MESSAGES.signInBusy,
        },
      );
      return compare();
    },
    settle: (wrong) => attempts.settleSignIn(attemptId, wrong),
    abandon: () => attempts.forgetSignIn(attemptId),
  });
}
