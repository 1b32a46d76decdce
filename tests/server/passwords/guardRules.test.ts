import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PASSWORD_ATTEMPTS, PASSWORD_GUARD } from '../../../contract/limits';
import { REVIEW_MESSAGES } from '../../../contract/messages';
import type { PasswordAttemptsRepository } from '../../../server/db/passwordAttempts';
import {
  clientKey,
  guardedPasswordCheck,
  queueSpacingMs,
} from '../../../server/passwords/passwordGuard';
import { expectRefusedUnchecked, refusal } from '../support/guardChecks';

// The guard's rules judged through what a caller sees — the answer, the 429 and its message, how
// long a check waits — against an in-memory attempts store that replays a scripted standing. The
// SQL behind the real store has its own tests on both databases (passwordGuard.test.ts, staffAuth.test.ts).

interface Standing {
  recentWrong: number;
  clientWrong: number;
  reviewWrong: number;
  ahead: number;
}

const calm: Standing = { recentWrong: 0, clientWrong: 0, reviewWrong: 0, ahead: 0 };

/** A review-attempts store whose standing answers come from `script` in turn (the last repeats). */
function scriptedAttempts(script: Standing[], turnWait: number | null = 0) {
  const log: string[] = [];
  let call = 0;
  const store = {
    async start(reviewId: number, client: string) {
      log.push(`start ${reviewId} ${client}`);
      return 'attempt-7';
    },
    async standing(
      reviewId: number,
      client: string,
      attemptId: string,
      windows: { windowMinutes: number; suspectHours: number; staleAfterSeconds: number },
    ) {
      log.push(
        `standing ${reviewId} ${client} ${attemptId} ${windows.windowMinutes}m ${windows.suspectHours}h ${windows.staleAfterSeconds}s`,
      );
      const answer = script[Math.min(call, script.length - 1)] ?? calm;
      call++;
      return answer;
    },
    async takeTurn(reviewId: number, spacingMs: number, maxWaitMs: number) {
      log.push(`turn ${reviewId} ${spacingMs} ${maxWaitMs}`);
      return turnWait;
    },
    async settle(attemptId: string, wrong: boolean) {
      log.push(`settle ${attemptId} ${wrong ? 'wrong' : 'right'}`);
    },
    async abandon(attemptId: string) {
      log.push(`abandon ${attemptId}`);
    },
    async purgeOlderThan() {
      return 0;
    },
  };
  return { store: store as PasswordAttemptsRepository, log };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('clientKey', () => {
  test('an IPv4 address, plain or IPv6-mapped in either case, is its own client', () => {
    expect(clientKey('198.51.100.23')).toBe('198.51.100.23');
    expect(clientKey('::FFFF:198.51.100.23')).toBe('198.51.100.23');
    expect(clientKey('::ffff:198.51.100.23')).toBe('198.51.100.23');
  });

  test('a mapped address must be the whole string to count as IPv4', () => {
    expect(clientKey('1::ffff:198.51.100.23')).not.toBe('198.51.100.23');
    expect(clientKey('::ffff:198.51.100.23x')).toBe('0:0:0:0::/64');
  });

  test('something that is no IP address at all (a socket path, "unknown") is kept as it is', () => {
    expect(clientKey('unknown')).toBe('unknown');
    expect(clientKey('')).toBe('');
  });

  test('IPv6 addresses of one /64 are one client, however they are written', () => {
    expect(clientKey('2001:DB8:AA:BB:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:db8:aa:bb::')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:0db8:00aa:0bb::9')).toBe('2001:db8:aa:bb::/64');
    expect(clientKey('2001:db8:0:0:0000:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:db8:aa::bb:0:0:1')).toBe('2001:db8:aa:0::/64');
    expect(clientKey('::')).toBe('0:0:0:0::/64');
    // The zeros '::' stands for go between the groups either side of it.
    expect(clientKey('2001:db8::1:2:3:4:5')).toBe('2001:db8:0:1::/64');
  });

  test('addresses of different /64s are different clients', () => {
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });
});

test('the queue spacing never passes its ceiling, even after a flood of wrong guesses', () => {
  const { spacingBaseMs, doublingEvery, spacingMaxMs } = PASSWORD_GUARD;
  expect(queueSpacingMs(2 * doublingEvery - 1)).toBe(2 * spacingBaseMs);
  expect(queueSpacingMs(2 * doublingEvery)).toBe(4 * spacingBaseMs);
  expect(queueSpacingMs(Number.MAX_SAFE_INTEGER)).toBe(spacingMaxMs);
});

describe('a review password check', () => {
  /** A review password check that the scripted store's answers get refused: abandoned. */
  const expectReviewCheckRefused = (
    { store, log }: ReturnType<typeof scriptedAttempts>,
    message: string,
  ) =>
    expectRefusedUnchecked(
      (compare) => guardedPasswordCheck(store, 12, '203.0.113.5', compare),
      message,
      log,
      'abandon attempt-7',
    );

  test('a right password passes and leaves the attempt settled as right', async () => {
    const { store, log } = scriptedAttempts([calm]);
    await expect(
      guardedPasswordCheck(store, 12, '::ffff:203.0.113.5', async () => true),
    ).resolves.toBe(true);
    expect(log).toEqual([
      'start 12 203.0.113.5',
      `standing 12 203.0.113.5 attempt-7 ${PASSWORD_ATTEMPTS.windowMinutes}m ${PASSWORD_GUARD.suspectHours}h ${PASSWORD_GUARD.staleAfterSeconds}s`,
      'settle attempt-7 right',
    ]);
  });

  test('a wrong password is refused and counted as wrong', async () => {
    const { store, log } = scriptedAttempts([calm]);
    await expect(guardedPasswordCheck(store, 12, '203.0.113.5', async () => false)).resolves.toBe(
      false,
    );
    expect(log.at(-1)).toBe('settle attempt-7 wrong');
  });

  test(`with ${PASSWORD_ATTEMPTS.max} wrong guesses in the window the client gets 429 and no check`, async () => {
    await expectReviewCheckRefused(
      scriptedAttempts([{ ...calm, recentWrong: PASSWORD_ATTEMPTS.max }]),
      REVIEW_MESSAGES.tooManyAttempts,
    );
  });

  test('one guess below the limit is still checked', async () => {
    const { store } = scriptedAttempts([
      { ...calm, recentWrong: PASSWORD_ATTEMPTS.max - 1, clientWrong: 0 },
    ]);
    await expect(guardedPasswordCheck(store, 12, '203.0.113.5', async () => true)).resolves.toBe(
      true,
    );
  });

  test("a check waits while the client's earlier check of the review is still running", async () => {
    const compare = vi.fn(async () => true);
    const { store } = scriptedAttempts([{ ...calm, ahead: 1 }, { ...calm, ahead: 1 }, calm]);
    const result = guardedPasswordCheck(store, 12, '203.0.113.5', compare);
    await vi.advanceTimersByTimeAsync(0);
    expect(compare).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toBe(true);
    expect(compare).toHaveBeenCalledTimes(1);
  });

  test(`a check still waiting after ${PASSWORD_GUARD.maxWaitMs} ms gets 429 "busy", and is not counted`, async () => {
    const compare = vi.fn(async () => true);
    const { store, log } = scriptedAttempts([{ ...calm, ahead: 1 }]);
    const result = refusal(guardedPasswordCheck(store, 12, '203.0.113.5', compare));
    await vi.advanceTimersByTimeAsync(PASSWORD_GUARD.maxWaitMs - 100);
    expect(log.at(-1)).not.toBe('abandon attempt-7');
    await vi.advanceTimersByTimeAsync(200);
    const error = await result;
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(REVIEW_MESSAGES.passwordChecksBusy);
    expect(compare).not.toHaveBeenCalled();
    expect(log.at(-1)).toBe('abandon attempt-7');
  });

  test(`the wait for the client's own earlier check ends at exactly ${PASSWORD_GUARD.maxWaitMs} ms`, async () => {
    const { store, log } = scriptedAttempts([{ ...calm, ahead: 1 }]);
    const result = refusal(guardedPasswordCheck(store, 12, '203.0.113.5', async () => true));
    await vi.advanceTimersByTimeAsync(PASSWORD_GUARD.maxWaitMs);
    expect(log.at(-1)).toBe('abandon attempt-7');
    expect((await result).message).toBe(REVIEW_MESSAGES.passwordChecksBusy);
  });

  test('a client without a wrong guess never takes a turn in the shared queue', async () => {
    const { store, log } = scriptedAttempts([{ ...calm, reviewWrong: 500 }]);
    await guardedPasswordCheck(store, 12, '203.0.113.5', async () => true);
    expect(log.some((entry) => entry.startsWith('turn'))).toBe(false);
  });

  test('a client that guessed wrong waits for its turn, spaced by everyone’s wrong guesses', async () => {
    const compare = vi.fn(async () => true);
    const reviewWrong = 3 * PASSWORD_GUARD.doublingEvery;
    const { store, log } = scriptedAttempts([{ ...calm, clientWrong: 1, reviewWrong }], 2_500);
    const result = guardedPasswordCheck(store, 12, '203.0.113.5', compare);
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toContain(`turn 12 ${queueSpacingMs(reviewWrong)} ${PASSWORD_GUARD.maxWaitMs}`);
    await vi.advanceTimersByTimeAsync(2_400);
    expect(compare).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe(true);
  });

  test('the turn may wait only what is left of the longest wait', async () => {
    const { store, log } = scriptedAttempts(
      [
        { ...calm, ahead: 1 },
        { ...calm, ahead: 1 },
        { ...calm, clientWrong: 2 },
      ],
      0,
    );
    const result = guardedPasswordCheck(store, 12, '203.0.113.5', async () => true);
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toBe(true);
    const turn = log.find((entry) => entry.startsWith('turn')) ?? '';
    const maxWait = Number(turn.split(' ')[3]);
    expect(maxWait).toBeLessThan(PASSWORD_GUARD.maxWaitMs);
    expect(maxWait).toBeGreaterThanOrEqual(PASSWORD_GUARD.maxWaitMs - 200);
  });

  test('no turn free within the longest wait: 429 "busy", no check, not counted', async () => {
    await expectReviewCheckRefused(
      scriptedAttempts([{ ...calm, clientWrong: 1 }], null),
      REVIEW_MESSAGES.passwordChecksBusy,
    );
  });

  test('a turn due now is taken at once', async () => {
    const compare = vi.fn(async () => true);
    const { store } = scriptedAttempts([{ ...calm, clientWrong: 1 }], 0);
    const result = guardedPasswordCheck(store, 12, '203.0.113.5', compare);
    await vi.advanceTimersByTimeAsync(0);
    expect(compare).toHaveBeenCalledTimes(1);
    await expect(result).resolves.toBe(true);
  });

  test('a check that fails is abandoned, not counted, and the failure reaches the caller', async () => {
    const { store, log } = scriptedAttempts([calm]);
    await expect(
      guardedPasswordCheck(store, 12, '203.0.113.5', async () => {
        throw new Error('scrypt failed');
      }),
    ).rejects.toThrow('scrypt failed');
    expect(log.at(-1)).toBe('abandon attempt-7');
    expect(log.some((entry) => entry.startsWith('settle'))).toBe(false);
  });

  test('a store that cannot abandon does not hide the refusal', async () => {
    const { store } = scriptedAttempts([{ ...calm, recentWrong: PASSWORD_ATTEMPTS.max }]);
    store.abandon = async () => {
      throw new Error('database gone');
    };
    const error = await refusal(guardedPasswordCheck(store, 12, '203.0.113.5', async () => true));
    expect(error.statusCode).toBe(429);
  });
});

/** A sign-in store whose standing answers come from `script` in turn (the last repeats). */
