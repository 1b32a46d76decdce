// What strangers' failed sign-ins do: they slow the name for strangers but do not lock out the
// member's known browser; a password reset forgets those browsers; the accounts list shows them.
import { expect, test } from 'vitest';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import { STAFF_DEVICE_COOKIE, type StaffSignInStep } from '../../../contract/staffAccess';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import { describeEachDatabase, TEST_SCRYPT } from '../helpers';
import {
  code,
  freezeClock,
  freshSteps,
  OWNER,
  openSecondFactorSuite,
} from '../support/secondFactor';
import { addStaff, asStaff, NAME, PASSWORD, postCode, postSignIn, signIn } from '../support/staff';

const clock = freezeClock();

describeEachDatabase('staff second factor on %s', (kind) => {
  const t = openSecondFactorSuite(kind, clock);

  test("the owner's known browser signs in after 100 strangers' failures from 20 addresses; strangers stay slowed", async () => {
    const victim = '김대표';
    await addStaff(t.app, victim, PASSWORD, 'owner');
    const home = await signIn(t.app, victim);
    expect(home.device).toMatch(new RegExp(`^${STAFF_DEVICE_COOKIE}=[\\w-]{40,}$`));
    const strangers = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
    const answers: number[] = [];
    for (const address of strangers) {
      for (let i = 0; i < 5; i++) {
        const r = await postSignIn(
          t.app,
          { name: victim, password: `guess number ${i}!` },
          address,
        );
        answers.push(r.statusCode);
      }
    }
    expect(answers).toHaveLength(100);
    expect(answers.filter((s) => s === 401)).toHaveLength(STAFF_LIMITS.signInAttemptsPerAccount);
    expect(answers.filter((s) => s === 429)).toHaveLength(
      100 - STAFF_LIMITS.signInAttemptsPerAccount,
    );
    // The owner's browser, from an address never seen, signs in all the same.
    const travelling = '192.0.2.77';
    const first = await t.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name: victim, password: PASSWORD },
      remoteAddress: travelling,
      headers: { cookie: home.device },
    });
    expect(first.statusCode, first.body).toBe(200);
    const done = await postCode(
      t.app,
      { challenge: (first.json() as StaffSignInStep).challenge, code: code(victim, freshSteps()) },
      travelling,
      { cookie: home.device },
    );
    expect(done.statusCode).toBe(200);
    // A stranger from a new address is still slowed on the name, even with the right password,
    // and so is a browser whose device cookie is another account's or made up.
    const other = await signIn(t.app, NAME);
    for (const cookie of [undefined, other.device, `${STAFF_DEVICE_COOKIE}=${'x'.repeat(43)}`]) {
      const stranger = await t.app.inject({
        method: 'POST',
        url: STAFF_API.session,
        payload: { name: victim, password: PASSWORD },
        remoteAddress: '203.0.113.200',
        headers: cookie ? { cookie } : {},
      });
      expect(stranger.statusCode, String(cookie)).toBe(429);
      expect(stranger.json().detail).toBe(STAFF_MESSAGES.signInAccountLimited);
    }
    // One of the guessing addresses is refused for its own five as well.
    const again = await postSignIn(t.app, { name: victim, password: PASSWORD }, strangers[0]);
    expect(again.statusCode).toBe(429);
  });

  test('a password reset or a stop forgets the known browsers', async () => {
    const name = '기기확인';
    await addStaff(t.app, name);
    const signed = await signIn(t.app, name);
    const devices = async () =>
      (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM staff_devices d JOIN staff s ON s.id = d.staff_id WHERE s.name = $1',
          [name],
        )
      )[0]?.n;
    expect(await devices()).toBe(1);
    expect(signed.device).not.toBe('');
    await runAccountCommand(
      t.db,
      { command: 'reset', name },
      {
        password: 'another unguessable phrase 77',
        scrypt: TEST_SCRYPT,
        actor: { staffName: 'cli:x', client: 'cli' },
      },
    );
    expect(await devices()).toBe(0);
  });

  test("the accounts list shows each member's last sign-in and the failed attempts since", async () => {
    const name = '기록확인';
    await addStaff(t.app, name);
    await signIn(t.app, name);
    for (let i = 0; i < 3; i++) await postSignIn(t.app, { name, password: `wrong one ${i}!!` });
    const owner = await signIn(t.app, OWNER);
    const list = await t.app.inject(asStaff(owner, { url: STAFF_API.accounts }));
    const row = (
      list.json() as { name: string; last_sign_in_at: string | null; failed_since: number }[]
    ).find((a) => a.name === name);
    expect(row?.last_sign_in_at).toEqual(expect.any(String));
    expect(row?.failed_since).toBe(3);
    await signIn(t.app, name);
    const after = await t.app.inject(asStaff(owner, { url: STAFF_API.accounts }));
    expect(
      (after.json() as { name: string; failed_since: number }[]).find((a) => a.name === name)
        ?.failed_since,
    ).toBe(0);
  });
});
