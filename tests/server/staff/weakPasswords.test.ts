// A new password the console or npm run staff would take: weak, common or name-bearing ones
// refused with the same words, and a reset may not repeat the password it replaces.
import { expect, test } from 'vitest';
import { STAFF_API, STAFF_MESSAGES } from '../../../contract/staff';
import { STAFF_SIGN_IN_MESSAGES } from '../../../contract/staffAccess';
import { AccountError } from '../../../server/operations/staffAccounts';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import { describeEachDatabase, TEST_SCRYPT } from '../helpers';
import { freezeClock, OWNER, openSecondFactorSuite } from '../support/secondFactor';
import { asStaff, NAME, PASSWORD, signIn } from '../support/staff';

const clock = freezeClock();

describeEachDatabase('staff second factor on %s', (kind) => {
  const t = openSecondFactorSuite(kind, clock);

  const WEAK: [password: string, why: string][] = [
    ['aaaaaaaaaaaa', STAFF_SIGN_IN_MESSAGES.passwordWeak],
    ['password1234', STAFF_SIGN_IN_MESSAGES.passwordCommon],
    ['qwertyuiop12', STAFF_SIGN_IN_MESSAGES.passwordCommon],
    ['1q2w3e4r5t6y', STAFF_SIGN_IN_MESSAGES.passwordCommon],
    ['passw0rd!2026', STAFF_SIGN_IN_MESSAGES.passwordWeak],
    ['iloveyou2024', STAFF_SIGN_IN_MESSAGES.passwordWeak],
    ['sarang123456', STAFF_SIGN_IN_MESSAGES.passwordWeak],
    ['abcdefghijkl', STAFF_SIGN_IN_MESSAGES.passwordWeak],
    ['123456789012', STAFF_SIGN_IN_MESSAGES.passwordCommon],
    ['새직원 correct horse', STAFF_SIGN_IN_MESSAGES.passwordHasName],
    // The name typed with the keyboard left in English (새직원 on a 2-set keyboard), and the
    // firm's own words the same way (상속증여전담).
    ['towlrdnjs-river-91x', STAFF_SIGN_IN_MESSAGES.passwordHasName],
    ['ToWlrDnjs river 91x', STAFF_SIGN_IN_MESSAGES.passwordHasName],
    ['tkdthrwmdduwjseka', STAFF_SIGN_IN_MESSAGES.passwordWeak],
    ['상속증여전담센터2026', STAFF_SIGN_IN_MESSAGES.passwordWeak],
    ['Xk#9pQ!v2Lm', STAFF_MESSAGES.passwordTooShort],
  ];

  test.each(WEAK)(
    'the console refuses %j as a new password: 400, saying why',
    async (password, why) => {
      const owner = await signIn(t.app, OWNER);
      const response = await t.app.inject(
        asStaff(owner, {
          method: 'POST',
          url: STAFF_API.accounts,
          payload: { name: '새직원', role: 'staff', password },
        }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().detail).toBe(why);
    },
  );

  test('npm run staff refuses the same passwords with the same words; 12 unguessable characters pass', async () => {
    for (const [password, why] of WEAK) {
      const refused = runAccountCommand(
        t.db,
        { command: 'add', name: '새직원', role: 'staff' },
        { password, scrypt: TEST_SCRYPT, actor: { staffName: 'cli:tester', client: 'cli' } },
      );
      await expect(refused, password).rejects.toThrow(why);
    }
    await runAccountCommand(
      t.db,
      { command: 'add', name: '새직원', role: 'staff' },
      {
        password: 'Xk#9pQ!v2Lmz',
        scrypt: TEST_SCRYPT,
        actor: { staffName: 'cli:tester', client: 'cli' },
      },
    );
  });

  test('a reset may not repeat the password it replaces', async () => {
    const reused = runAccountCommand(
      t.db,
      { command: 'reset', name: NAME },
      {
        password: PASSWORD,
        scrypt: TEST_SCRYPT,
        actor: { staffName: 'cli:tester', client: 'cli' },
      },
    );
    await expect(reused).rejects.toThrow(STAFF_SIGN_IN_MESSAGES.passwordReused);
    await expect(reused).rejects.toBeInstanceOf(AccountError);
  });
});
