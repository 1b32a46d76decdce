// A flood of sign-ins costs a bounded number of password hashes at once: the checks past the
// slots and their queue are refused at once with 503 and Retry-After, and the server goes on.
import { expect, test, vi } from 'vitest';
import { STAFF_PASSWORD_CHECKS, STAFF_SIGN_IN_MESSAGES } from '../../../contract/staffAccess';
import { staffPasswordSlots } from '../../../server/passwords/hashSlots';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import { addStaff, NAME, nextClient, PASSWORD, postSignIn } from '../support/staff';

/** The fake slow hash: every check waits for the test to let it through. */
const held = vi.hoisted(() => ({ gate: Promise.resolve() }));
vi.mock('../../../server/passwords/passwords', async (actual) => {
  const real = await actual<typeof import('../../../server/passwords/passwords')>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      await held.gate;
      return real.verifyPassword(password, stored);
    },
  };
});

/** Yields to the event loop until `done`, without timers. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200_000 && !done(); i++) await new Promise((r) => setImmediate(r));
  expect(done()).toBe(true);
}

describeEachDatabase('password checks bounded on %s', (kind) => {
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind);
    await addStaff(opened.app);
    return opened;
  });

  test(`${STAFF_PASSWORD_CHECKS.concurrent} hashes at once, ${STAFF_PASSWORD_CHECKS.queue} waiting, the next refused with 503 and Retry-After`, async () => {
    let release = () => {};
    held.gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { concurrent, queue } = STAFF_PASSWORD_CHECKS;
    const flood = Array.from({ length: concurrent + queue }, (_, i) =>
      postSignIn(t.app, { name: NAME, password: `a wrong password ${i}` }, nextClient()),
    );
    await until(() => {
      const now = staffPasswordSlots.stats();
      return now.running === concurrent && now.waiting === queue;
    });
    const refused = await postSignIn(t.app, { name: NAME, password: PASSWORD }, nextClient());
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(STAFF_PASSWORD_CHECKS.retryAfterSeconds));
    expect(refused.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.passwordChecksBusy);
    release();
    const answers = await Promise.all(flood);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(concurrent + queue).fill(401));
    expect(staffPasswordSlots.stats()).toEqual({ running: 0, waiting: 0 });
    // The refusal left nothing behind: the next sign-in is checked at once.
    const later = await postSignIn(t.app, { name: NAME, password: PASSWORD }, nextClient());
    expect(later.statusCode, later.body).toBe(200);
  });
});
