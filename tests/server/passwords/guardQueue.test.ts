import { expect, test } from 'vitest';
import { PASSWORD_GUARD } from '../../../contract/limits';
import { passwordAttemptsRepository } from '../../../server/db/passwordAttempts';
import { clientKey, queueSpacingMs } from '../../../server/passwords/passwordGuard';
import { describeEachDatabase, openForSuite, openMigratedDatabase } from '../helpers';

test('a client is an IPv4 address or an IPv6 /64, however the address is written', () => {
  expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:0db8:0001:0002::99')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(clientKey('::1')).toBe('0:0:0:0::/64');
});

test("the queue's spacing doubles every few wrong guesses and stops at its ceiling", () => {
  const { spacingBaseMs, doublingEvery, spacingMaxMs } = PASSWORD_GUARD;
  expect(queueSpacingMs(0)).toBe(spacingBaseMs);
  expect(queueSpacingMs(doublingEvery - 1)).toBe(spacingBaseMs);
  expect(queueSpacingMs(doublingEvery)).toBe(2 * spacingBaseMs);
  expect(queueSpacingMs(3 * doublingEvery)).toBe(8 * spacingBaseMs);
  expect(queueSpacingMs(1_000_000)).toBe(spacingMaxMs);
});

describeEachDatabase('the shared queue of a review on %s', (kind) => {
  const database = openForSuite(() => openMigratedDatabase(kind));

  test('turns are handed out spacing apart, and none beyond the longest wait', async () => {
    const attempts = passwordAttemptsRepository(database.db);
    const spacing = 1_000;
    const waits: (number | null)[] = [];
    for (let i = 0; i < 12; i++) waits.push(await attempts.takeTurn(41, spacing, 10_000));
    // Taken back to back, each turn is one spacing after the last (within the calls' own time).
    const given = waits.filter((wait): wait is number => wait !== null);
    expect(given[0]).toBe(0);
    for (let i = 1; i < given.length; i++) {
      expect(given[i]).toBeGreaterThan(i * spacing - 500);
      expect(given[i]).toBeLessThanOrEqual(i * spacing);
    }
    expect(given.length).toBeGreaterThanOrEqual(10);
    expect(given.length).toBeLessThanOrEqual(11);
    expect(waits.slice(given.length).every((wait) => wait === null)).toBe(true);
    // Another review has a queue of its own.
    expect(await attempts.takeTurn(42, spacing, 10_000)).toBe(0);
  });

  test('standing counts only settled wrong guesses, and the checks ahead of this one', async () => {
    const attempts = passwordAttemptsRepository(database.db);
    const windows = { windowMinutes: 15, suspectHours: 24, staleAfterSeconds: 30 };
    const first = await attempts.start(7, 'a');
    const second = await attempts.start(7, 'a');
    const other = await attempts.start(7, 'b');
    expect(await attempts.standing(7, 'a', second, windows)).toEqual({
      recentWrong: 0,
      clientWrong: 0,
      reviewWrong: 0,
      ahead: 1,
    });
    await attempts.settle(first, true);
    await attempts.settle(other, false);
    expect(await attempts.standing(7, 'a', second, windows)).toEqual({
      recentWrong: 1,
      clientWrong: 1,
      reviewWrong: 1,
      ahead: 0,
    });
    expect((await attempts.standing(7, 'b', second, windows)).clientWrong).toBe(0);
  });
});
