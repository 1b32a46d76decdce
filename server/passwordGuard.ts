import { isIPv4 } from 'node:net';
import { PASSWORD_ATTEMPTS, PASSWORD_GUARD } from '../contract/limits';
import { REVIEW_MESSAGES } from '../contract/messages';
import type { PasswordAttemptsRepository } from './db/passwordAttempts';
import { HttpError } from './http';

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
  let settled = false;
  try {
    const deadline = Date.now() + PASSWORD_GUARD.maxWaitMs;
    for (;;) {
      const standing = await attempts.standing(reviewId, client, attemptId, {
        windowMinutes: PASSWORD_ATTEMPTS.windowMinutes,
        suspectHours: PASSWORD_GUARD.suspectHours,
        staleAfterSeconds: PASSWORD_GUARD.staleAfterSeconds,
      });
      if (standing.recentWrong >= PASSWORD_ATTEMPTS.max) {
        throw new HttpError(429, REVIEW_MESSAGES.tooManyAttempts);
      }
      if (standing.ahead > 0) {
        if (Date.now() >= deadline) throw new HttpError(429, REVIEW_MESSAGES.passwordChecksBusy);
        await sleep(POLL_MS);
        continue;
      }
      if (standing.clientWrong > 0) {
        const wait = await attempts.takeTurn(
          reviewId,
          queueSpacingMs(standing.reviewWrong),
          Math.max(0, deadline - Date.now()),
        );
        if (wait === null) throw new HttpError(429, REVIEW_MESSAGES.passwordChecksBusy);
        if (wait > 0) await sleep(wait);
      }
      break;
    }
    const matches = await compare();
    await attempts.settle(attemptId, !matches);
    settled = true;
    return matches;
  } finally {
    if (!settled) await attempts.abandon(attemptId).catch(() => {});
  }
}
