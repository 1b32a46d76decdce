import { expect, test } from 'vitest';
import { STAFF_LIMITS, STAFF_MESSAGES, STAFF_SESSION_COOKIE } from '../../../contract/staff';
import { describeEachDatabase } from '../helpers';
import { last, openAccessRecordSuite } from '../support/accessRecords';
import { addStaff, NAME, PASSWORD, postSignIn, signIn } from '../support/staff';

// Failed sign-ins are records too: the name tried, the address, and the account's limit.

describeEachDatabase('access records on %s', (kind) => {
  const { t } = openAccessRecordSuite(kind);

  test('failed sign-ins are recorded with the name tried and the address', async () => {
    for (const [name, detail, id] of [
      [NAME, 'wrong password', t.staffId],
      ['없는직원', 'no such account', null],
    ] as const) {
      const response = await postSignIn(
        t.app,
        { name, password: 'not the password' },
        '192.0.2.77',
      );
      expect(response.statusCode).toBe(401);
      expect(await last(t.app, 'sign_in_failed')).toMatchObject({
        staff_name: name,
        staff_id: id,
        session_id: null,
        client: '192.0.2.77',
        detail,
      });
    }
  });

  test('wrong sign-ins on one account from many addresses end in 429 for every address', async () => {
    await addStaff(t.app, '표적직원');
    for (let i = 0; i < STAFF_LIMITS.signInAttemptsPerAccount; i++) {
      const response = await postSignIn(t.app, { name: '표적직원', password: 'guess number x' });
      expect(response.statusCode).toBe(401);
    }
    const right = await postSignIn(t.app, { name: '표적직원', password: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ detail: STAFF_MESSAGES.signInAccountLimited });
    expect(await last(t.app, 'sign_in_failed')).toMatchObject({
      staff_name: '표적직원',
      detail: 'limited',
    });
    // Other accounts are not affected.
    expect((await signIn(t.app)).cookie).toContain(STAFF_SESSION_COOKIE);
  });
});
