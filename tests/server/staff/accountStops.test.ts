import { expect, test } from 'vitest';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import type { StaffAccountInfo } from '../../../contract/staffAnswers';
import { describeEachDatabase } from '../helpers';
import { accountCalls, CLERK, NEW_PASSWORD, OWNER, openAccountsSuite } from '../support/accounts';
import { PASSWORD, postSignIn, signIn } from '../support/staff';

// An account stopped or its password reset by an owner (decision 146): its sessions end, the old
// password signs in no more, and a sign-in already past the check makes no session.

describeEachDatabase('staff accounts and roles on %s', (kind) => {
  const t = openAccountsSuite(kind);
  const { call, idOf, recorded, sessionOk } = accountCalls(t);

  test('disabling ends the sessions and refuses sign-in like a wrong password; enabling lets it in again', async () => {
    const owner = await signIn(t.app, OWNER);
    const clerk = await signIn(t.app, CLERK);
    const clerkId = await idOf(owner, CLERK);
    const [disabledBefore, enabledBefore] = [
      (await recorded(owner, 'account_disabled')).length,
      (await recorded(owner, 'account_enabled')).length,
    ];
    const disabled = await call(owner, 'PATCH', STAFF_API.account(clerkId), { disabled: true });
    expect(disabled.statusCode).toBe(200);
    // Exactly one record, of the stop.
    expect((await recorded(owner, 'account_disabled')).length).toBe(disabledBefore + 1);
    expect((await recorded(owner, 'account_enabled')).length).toBe(enabledBefore);
    expect((disabled.json() as StaffAccountInfo[]).find((a) => a.id === clerkId)).toMatchObject({
      sessions: 0,
      disabled_at: expect.stringMatching(/^\d{4}-/),
    });
    expect(await sessionOk(clerk)).toBe(401);
    const refused = await postSignIn(t.app, { name: CLERK, password: PASSWORD });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe(STAFF_MESSAGES.signInFailed);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await recorded(owner, 'sign_in_failed')).map((e) => e.detail)).toContain(
      'account disabled',
    );

    expect(
      (await call(owner, 'PATCH', STAFF_API.account(clerkId), { disabled: false })).statusCode,
    ).toBe(200);
    await signIn(t.app, CLERK);
    expect((await recorded(owner, 'account_disabled'))[0]).toMatchObject({
      staff_name: OWNER,
      target_id: clerkId,
      detail: CLERK,
    });
    expect((await recorded(owner, 'account_enabled'))[0]?.target_id).toBe(clerkId);

    // A stopped account's session is refused however it survived (a copy, a hand-made row).
    const again = await signIn(t.app, CLERK);
    await t.db.query('UPDATE staff SET disabled_at = now() WHERE id = $1', [clerkId]);
    expect(await sessionOk(again)).toBe(401);
    await t.db.query('UPDATE staff SET disabled_at = NULL WHERE id = $1', [clerkId]);
  });

  test('a reset password replaces the old one and ends every session of that account', async () => {
    const owner = await signIn(t.app, OWNER);
    const clerk = await signIn(t.app, CLERK);
    const clerkId = await idOf(owner, CLERK);
    const short = await call(owner, 'PUT', STAFF_API.accountPassword(clerkId), {
      password: 'x'.repeat(STAFF_LIMITS.passwordMin - 1),
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe(STAFF_MESSAGES.passwordTooShort);
    expect(await sessionOk(clerk)).toBe(200);

    const reset = await call(owner, 'PUT', STAFF_API.accountPassword(clerkId), {
      password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(204);
    expect(await sessionOk(clerk)).toBe(401);
    expect((await postSignIn(t.app, { name: CLERK, password: PASSWORD })).statusCode).toBe(401);
    await signIn(t.app, CLERK, NEW_PASSWORD);
    const [entry] = await recorded(owner, 'account_password_reset');
    expect(entry).toMatchObject({ staff_name: OWNER, target_id: clerkId, detail: CLERK });
    // Back as it was, for the tests after this one.
    await call(owner, 'PUT', STAFF_API.accountPassword(clerkId), { password: PASSWORD });
  });

  test('a sign-in checked against the old password makes no session once the password is reset or the account stopped', async () => {
    const owner = await signIn(t.app, OWNER);
    const clerkId = await idOf(owner, CLERK);
    const checked = await t.app.staff.findByName(CLERK);
    if (!checked) throw new Error('no clerk');
    // The reset lands between the password check and the session.
    await call(owner, 'PUT', STAFF_API.accountPassword(clerkId), { password: NEW_PASSWORD });
    expect(await t.app.staff.startSession('a'.repeat(64), checked, 'csrf')).toBeUndefined();
    const current = await t.app.staff.findByName(CLERK);
    if (!current) throw new Error('no clerk');
    await call(owner, 'PATCH', STAFF_API.account(clerkId), { disabled: true });
    expect(await t.app.staff.startSession('b'.repeat(64), current, 'csrf')).toBeUndefined();
    await call(owner, 'PATCH', STAFF_API.account(clerkId), { disabled: false });
    expect(await t.app.staff.startSession('c'.repeat(64), current, 'csrf')).toEqual(
      expect.any(Number),
    );

    // Sixteen sign-ins with the old password racing a reset: none keeps a session after it.
    await call(owner, 'PUT', STAFF_API.accountPassword(clerkId), { password: PASSWORD });
    const [reset, ...attempts] = await Promise.all([
      call(owner, 'PUT', STAFF_API.accountPassword(clerkId), { password: NEW_PASSWORD }),
      ...Array.from({ length: 16 }, () => postSignIn(t.app, { name: CLERK, password: PASSWORD })),
    ]);
    expect(reset.statusCode).toBe(204);
    for (const attempt of attempts.filter((a) => a.statusCode === 200)) {
      const cookie = String(attempt.headers['set-cookie']).split(';')[0] ?? '';
      const still = await t.app.inject({ url: STAFF_API.session, headers: { cookie } });
      expect(still.statusCode).toBe(401);
    }
    await call(owner, 'PUT', STAFF_API.accountPassword(clerkId), { password: PASSWORD });
  });
});
