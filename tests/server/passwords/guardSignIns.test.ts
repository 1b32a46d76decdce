import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { PASSWORD_GUARD } from '../../../contract/limits';
import { STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import { guardedSignIn, type SignInAttempts } from '../../../server/passwords/passwordGuard';
import { expectRefusedUnchecked, refusal } from '../support/guardChecks';

// The guard's staff sign-in rules judged through what a caller sees, against an in-memory store
// that replays a scripted standing (the review rules: guardRules.test.ts).

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function scriptedSignIns(script: { recentWrong: number; ahead: number; accountWrong?: number }[]) {
  const log: string[] = [];
  let call = 0;
  const store: SignInAttempts = {
    async startSignIn(client, name) {
      log.push(`start ${client} ${name}`);
      return 'sign-in-3';
    },
    async signInStanding(client, name, attemptId, windows) {
      log.push(
        `standing ${client} ${name} ${attemptId} ${windows.windowMinutes}m ${windows.staleAfterSeconds}s`,
      );
      const answer = script[Math.min(call, script.length - 1)] ?? { recentWrong: 0, ahead: 0 };
      call++;
      return { accountWrong: 0, ...answer };
    },
    async settleSignIn(attemptId, wrong) {
      log.push(`settle ${attemptId} ${wrong ? 'wrong' : 'right'}`);
    },
    async forgetSignIn(attemptId) {
      log.push(`forget ${attemptId}`);
    },
  };
  return { store, log };
}

describe('a staff sign-in check', () => {
  test("a sign-in waits for the same client's earlier one on that name", async () => {
    const compare = vi.fn(async () => true);
    const { store } = scriptedSignIns([
      { recentWrong: 0, ahead: 1 },
      { recentWrong: 0, ahead: 0 },
    ]);
    const result = guardedSignIn(store, { ip: '203.0.113.5' }, 'kim', compare);
    await vi.advanceTimersByTimeAsync(0);
    expect(compare).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await expect(result).resolves.toBe(true);
  });

  test('right and wrong passwords are settled for that client and name', async () => {
    const right = scriptedSignIns([{ recentWrong: 0, ahead: 0 }]);
    await expect(
      guardedSignIn(right.store, { ip: '2001:db8:1:2::5' }, 'kim', async () => true),
    ).resolves.toBe(true);
    expect(right.log).toEqual([
      'start 2001:db8:1:2::/64 kim',
      `standing 2001:db8:1:2::/64 kim sign-in-3 ${STAFF_LIMITS.signInWindowMinutes}m ${PASSWORD_GUARD.staleAfterSeconds}s`,
      'settle sign-in-3 right',
    ]);
    const wrong = scriptedSignIns([{ recentWrong: 0, ahead: 0 }]);
    await expect(
      guardedSignIn(wrong.store, { ip: '203.0.113.5' }, 'kim', async () => false),
    ).resolves.toBe(false);
    expect(wrong.log.at(-1)).toBe('settle sign-in-3 wrong');
  });

  test(`after ${STAFF_LIMITS.signInAttempts} wrong ones: 429 with the sign-in message, no check, forgotten`, async () => {
    const { store, log } = scriptedSignIns([
      { recentWrong: STAFF_LIMITS.signInAttempts, ahead: 0 },
    ]);
    await expectRefusedUnchecked(
      (compare) => guardedSignIn(store, { ip: '203.0.113.5' }, 'kim', compare),
      STAFF_MESSAGES.signInRateLimited,
      log,
      'forget sign-in-3',
    );
  });

  test(`a known browser is counted by its cookie and not held back by the name's ${STAFF_LIMITS.signInAttemptsPerAccount} strangers' failures`, async () => {
    const stranger = scriptedSignIns([
      { recentWrong: 0, ahead: 0, accountWrong: STAFF_LIMITS.signInAttemptsPerAccount },
    ]);
    await expectRefusedUnchecked(
      (compare) => guardedSignIn(stranger.store, { ip: '203.0.113.5' }, 'kim', compare),
      STAFF_MESSAGES.signInAccountLimited,
      stranger.log,
      'forget sign-in-3',
    );
    const known = scriptedSignIns([
      { recentWrong: 0, ahead: 0, accountWrong: STAFF_LIMITS.signInAttemptsPerAccount },
    ]);
    await expect(
      guardedSignIn(known.store, { device: 'ab'.repeat(32) }, 'kim', async () => true),
    ).resolves.toBe(true);
    expect(known.log[0]).toBe(`start device:${'ab'.repeat(16)} kim`);
    const limitedDevice = scriptedSignIns([{ recentWrong: STAFF_LIMITS.signInAttempts, ahead: 0 }]);
    await expectRefusedUnchecked(
      (compare) => guardedSignIn(limitedDevice.store, { device: 'cd'.repeat(32) }, 'kim', compare),
      STAFF_MESSAGES.signInRateLimited,
      limitedDevice.log,
      'forget sign-in-3',
    );
  });

  test(`a sign-in still queued behind the same client after ${PASSWORD_GUARD.maxWaitMs} ms gets 429 "busy"`, async () => {
    const { store } = scriptedSignIns([{ recentWrong: 0, ahead: 2 }]);
    const result = refusal(guardedSignIn(store, { ip: '203.0.113.5' }, 'kim', async () => true));
    await vi.advanceTimersByTimeAsync(PASSWORD_GUARD.maxWaitMs + 100);
    const error = await result;
    expect(error.statusCode).toBe(429);
    expect(error.message).toBe(STAFF_MESSAGES.signInBusy);
  });
});
