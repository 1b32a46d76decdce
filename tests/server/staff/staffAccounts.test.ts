import { expect, test } from 'vitest';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import type { StaffAccountInfo, StaffSession } from '../../../contract/staffAnswers';
import { AccountError } from '../../../server/operations/staffAccounts';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import { describeEachDatabase, TEST_SCRYPT } from '../helpers';
import { accountCalls, CLERK, NEW_PASSWORD, OWNER, openAccountsSuite } from '../support/accounts';
import { addStaff, asStaff, PASSWORD, signIn } from '../support/staff';

// Roles and accounts (decision 146): an owner manages accounts from the console; staff
// cannot; every change is recorded; no change leaves the firm without an owner who can sign in.

describeEachDatabase('staff accounts and roles on %s', (kind) => {
  const t = openAccountsSuite(kind);
  const { call, accounts, idOf, recorded, sessionOk } = accountCalls(t);

  test('the session says the role; staff are refused every account call with the owner-only message', async () => {
    const owner = await signIn(t.app, OWNER);
    const clerk = await signIn(t.app, CLERK);
    const who = await t.app.inject(asStaff(owner, { url: STAFF_API.session }));
    expect((who.json() as StaffSession).staff).toEqual({ name: OWNER, role: 'owner' });
    const clerkId = await idOf(owner, CLERK);
    for (const [method, url, payload] of [
      ['GET', STAFF_API.accounts, undefined],
      ['POST', STAFF_API.accounts, { name: '새직원', role: 'staff', password: NEW_PASSWORD }],
      ['PATCH', STAFF_API.account(clerkId), { role: 'owner' }],
      ['PUT', STAFF_API.accountPassword(clerkId), { password: NEW_PASSWORD }],
    ] as const) {
      const refused = await call(clerk, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().detail).toBe(STAFF_MESSAGES.ownerOnly);
    }
    // Nothing happened: no account, the clerk still staff, the old password still works.
    const list = await accounts(owner);
    expect(list.map((a) => [a.name, a.role, a.own])).toEqual([
      [OWNER, 'owner', true],
      [CLERK, 'staff', false],
    ]);
    await signIn(t.app, CLERK, PASSWORD);
  });

  test('an owner adds an account that signs in with its role; bad input adds nothing and says why', async () => {
    const owner = await signIn(t.app, OWNER);
    const added = await call(owner, 'POST', STAFF_API.accounts, {
      name: ' 최신입 ',
      role: 'staff',
      password: NEW_PASSWORD,
    });
    expect(added.statusCode).toBe(201);
    const row = (added.json() as StaffAccountInfo[]).find((a) => a.name === '최신입');
    expect(row).toMatchObject({ role: 'staff', disabled_at: null, sessions: 0, own: false });
    const newcomer = await signIn(t.app, '최신입', NEW_PASSWORD);
    expect((await call(newcomer, 'GET', STAFF_API.accounts)).statusCode).toBe(403);

    for (const [payload, message] of [
      [{ name: '최신입', role: 'staff', password: NEW_PASSWORD }, STAFF_MESSAGES.accountExists],
      // The same name decomposed (NFD) is the same name.
      [
        { name: '최신입'.normalize('NFD'), role: 'staff', password: NEW_PASSWORD },
        STAFF_MESSAGES.accountExists,
      ],
      // Names that would look like another, or break a line of the list or a CSV.
      ...[
        '최\u200b신입',
        '최\u3164신입',
        '최\n신입',
        '최\t신입',
        '최\u00ad신입',
        '최\u2028신입',
      ].map(
        (name) =>
          [{ name, role: 'staff', password: NEW_PASSWORD }, STAFF_MESSAGES.nameInvalid] as const,
      ),
      [
        {
          name: '둘',
          role: 'staff',
          password: '열한 글자 비밀번호다'.padEnd(STAFF_LIMITS.passwordMin - 1, '!'),
        },
        STAFF_MESSAGES.passwordTooShort,
      ],
      [{ name: '둘', password: NEW_PASSWORD }, STAFF_MESSAGES.roleRequired],
      [{ name: '둘', role: 'admin', password: NEW_PASSWORD }, STAFF_MESSAGES.roleRequired],
      [{ name: ' ', role: 'staff', password: NEW_PASSWORD }, STAFF_MESSAGES.nameRequired],
      [{ name: 'a'.repeat(31), role: 'staff', password: NEW_PASSWORD }, STAFF_MESSAGES.nameTooLong],
    ] as const) {
      const refused = await call(owner, 'POST', STAFF_API.accounts, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(
        message === STAFF_MESSAGES.accountExists ? 409 : 400,
      );
      expect(JSON.stringify(refused.json()), JSON.stringify(payload)).toContain(message);
    }
    expect((await accounts(owner)).map((a) => a.name)).not.toContain('둘');
    const [entry] = await recorded(owner, 'account_added');
    expect(entry).toMatchObject({
      staff_name: OWNER,
      target_type: 'staff',
      detail: '최신입: 직원',
    });
    expect(JSON.stringify(await recorded(owner, 'account_added'))).not.toContain(NEW_PASSWORD);
  });

  test('a role change counts from the next call, without signing in again', async () => {
    const owner = await signIn(t.app, OWNER);
    const clerk = await signIn(t.app, CLERK);
    const clerkId = await idOf(owner, CLERK);
    const promoted = await call(owner, 'PATCH', STAFF_API.account(clerkId), { role: 'owner' });
    expect(promoted.statusCode).toBe(200);
    expect((promoted.json() as StaffAccountInfo[]).find((a) => a.id === clerkId)?.role).toBe(
      'owner',
    );
    expect((await call(clerk, 'GET', STAFF_API.accounts)).statusCode).toBe(200);
    expect(
      (await call(owner, 'PATCH', STAFF_API.account(clerkId), { role: 'staff' })).statusCode,
    ).toBe(200);
    expect((await call(clerk, 'GET', STAFF_API.accounts)).statusCode).toBe(403);
    expect((await recorded(owner, 'account_role_changed')).map((e) => e.detail)).toEqual([
      `${CLERK}: 직원`,
      `${CLERK}: 관리자`,
    ]);
  });

  test('an owner cannot change their own account here; unknown ids and mixed changes are refused', async () => {
    const owner = await signIn(t.app, OWNER);
    const ownId = await idOf(owner, OWNER);
    for (const [method, url, payload] of [
      ['PATCH', STAFF_API.account(ownId), { role: 'staff' }],
      ['PATCH', STAFF_API.account(ownId), { disabled: true }],
      ['PUT', STAFF_API.accountPassword(ownId), { password: NEW_PASSWORD }],
    ] as const) {
      const refused = await call(owner, method, url, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(409);
      expect(refused.json().detail).toBe(STAFF_MESSAGES.ownAccount);
    }
    // Ids past the column's range are unknown accounts too, not a database error.
    for (const id of [9999, 2_147_483_648, 99_999_999_999]) {
      for (const [method, url, payload] of [
        ['PATCH', STAFF_API.account(id), { disabled: true }],
        ['PUT', STAFF_API.accountPassword(id), { password: NEW_PASSWORD }],
      ] as const) {
        const missing = await call(owner, method, url, payload);
        expect(missing.statusCode, url).toBe(404);
        expect(missing.json().detail).toBe(STAFF_MESSAGES.accountNotFound);
      }
    }
    expect(
      (await call(owner, 'PATCH', `${STAFF_API.accounts}/x`, { disabled: true })).statusCode,
    ).toBe(400);
    const clerkId = await idOf(owner, CLERK);
    for (const payload of [{ role: 'owner', disabled: true }, {}, { disabled: 'yes' }]) {
      const mixed = await call(owner, 'PATCH', STAFF_API.account(clerkId), payload);
      expect(mixed.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(mixed.json())).toContain(STAFF_MESSAGES.accountChangeRequired);
    }
    expect(await sessionOk(owner)).toBe(200);
    expect((await accounts(owner)).find((a) => a.id === clerkId)?.role).toBe('staff');
  });

  test('ten identical adds at once make one account; two owners demoting each other at once leave one', async () => {
    const owner = await signIn(t.app, OWNER);
    const body = { name: '동시생성', role: 'staff', password: NEW_PASSWORD };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(owner, 'POST', STAFF_API.accounts, body)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await accounts(owner)).filter((a) => a.name === '동시생성')).toHaveLength(1);

    await addStaff(t.app, '부대표', PASSWORD, 'owner');
    const deputy = await signIn(t.app, '부대표');
    const [ownerId, deputyId] = [await idOf(owner, OWNER), await idOf(owner, '부대표')];
    // Each demotes the other, both requests already past the owner check: one wins…
    const crossed = await Promise.all([
      call(owner, 'PATCH', STAFF_API.account(deputyId), { role: 'staff' }),
      call(deputy, 'PATCH', STAFF_API.account(ownerId), { role: 'staff' }),
    ]);
    const owners = (
      await t.db.query<{ name: string }>(
        "SELECT name FROM staff WHERE role = 'owner' AND disabled_at IS NULL",
      )
    ).map((r) => r.name);
    // …never both: the second finds its own account is no longer an owner's.
    expect(owners).toHaveLength(1);
    expect(crossed.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    expect(crossed.find((r) => r.statusCode === 403)?.json().detail).toBe(STAFF_MESSAGES.ownerOnly);
    // Put back the way the other tests expect.
    await t.db.query("UPDATE staff SET role = 'owner' WHERE name = $1", [OWNER]);
    await t.db.query("UPDATE staff SET role = 'staff' WHERE name = '부대표'");
  });

  test('the command line keeps one owner that can sign in, but may name the first one', async () => {
    const cli = { actor: { staffName: 'cli:ops', client: 'cli' } };
    for (const command of [
      { command: 'role', name: OWNER, role: 'staff' },
      { command: 'disable', name: OWNER },
      { command: 'remove', name: OWNER },
    ] as const) {
      await expect(runAccountCommand(t.db, command, cli), command.command).rejects.toThrow(
        new AccountError(STAFF_MESSAGES.lastOwner, 409),
      );
    }
    const [row] = await t.db.query<{ role: string; disabled_at: Date | null }>(
      'SELECT role, disabled_at FROM staff WHERE name = $1',
      [OWNER],
    );
    expect(row).toEqual({ role: 'owner', disabled_at: null });

    // With no owner at all (accounts made before roles), accounts can still be made and named.
    await t.db.query("UPDATE staff SET role = 'staff'");
    await runAccountCommand(
      t.db,
      { command: 'add', name: '새직원', role: 'staff' },
      {
        ...cli,
        password: NEW_PASSWORD,
        scrypt: TEST_SCRYPT,
      },
    );
    await runAccountCommand(t.db, { command: 'role', name: OWNER, role: 'owner' }, cli);
    const owner = await signIn(t.app, OWNER);
    expect((await call(owner, 'GET', STAFF_API.accounts)).statusCode).toBe(200);
    const [entry] = await recorded(owner, 'account_role_changed');
    expect(entry).toMatchObject({
      staff_name: 'cli:ops',
      client: 'cli',
      detail: `${OWNER}: 관리자`,
    });
  });
});
