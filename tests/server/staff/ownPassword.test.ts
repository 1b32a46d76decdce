import { expect, test } from 'vitest';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import { STAFF_SIGN_IN_MESSAGES } from '../../../contract/staffAccess';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import {
  STAFF_OWN_PASSWORD_MESSAGES as M,
  STAFF_OWN_PASSWORD_API,
} from '../../../contract/staffOwnPassword';
import { createTestApp, describeEachDatabase, openForSuite } from '../helpers';
import {
  addStaff,
  asStaff,
  nextClient,
  nextCode,
  PASSWORD,
  postSignIn,
  type Signed,
  signIn,
  totpKeyOf,
} from '../support/staff';

// A member changes their own password: the current one and a current code first; the rule every
// new password meets; the access records say what happened; the account's other sessions end.

const CLERK = '이직원';
const NEW_PASSWORD = 'a brand new password 2026';

describeEachDatabase('changing one’s own password on %s', (kind) => {
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind);
    await addStaff(opened.app, CLERK, PASSWORD, 'staff');
    return opened;
  });

  const change = (signed: Signed, payload: object) =>
    t.app.inject(asStaff(signed, { method: 'PUT', url: STAFF_OWN_PASSWORD_API, payload }));
  const sessionOk = async (signed: Signed) =>
    (await t.app.inject(asStaff(signed, { url: STAFF_API.session }))).statusCode;
  const recorded = async (signed: Signed, action: string) => {
    const response = await t.app.inject(
      asStaff(signed, { url: `${STAFF_API.audit}?action=${action}` }),
    );
    return (response.json() as StaffPage<AuditEntry>).items;
  };
  const code = () => nextCode(totpKeyOf(CLERK));

  test('refuses a wrong current password or code, and a weak new one, each recorded, nothing changed', async () => {
    const here = await signIn(t.app, CLERK);
    const wrongCurrent = await change(here, {
      current: 'not the password',
      password: NEW_PASSWORD,
      code: code(),
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().detail).toBe(M.proofWrong);
    const wrongCode = await change(here, {
      current: PASSWORD,
      password: NEW_PASSWORD,
      code: '000000',
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().detail).toBe(M.proofWrong);
    const missingCode = await change(here, { current: PASSWORD, password: NEW_PASSWORD, code: '' });
    expect(missingCode.statusCode).toBe(400);
    expect(missingCode.json().detail).toBe(M.codeRequired);
    const short = await change(here, { current: PASSWORD, password: 'short', code: code() });
    expect(short.statusCode).toBe(400);
    expect(short.json().detail).toBe(STAFF_MESSAGES.passwordTooShort);
    const named = await change(here, {
      current: PASSWORD,
      password: `${CLERK} likes long walks`,
      code: code(),
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.passwordHasName);
    // The old password still signs in; the refusals are recorded with why, never what was typed.
    await signIn(t.app, CLERK, PASSWORD);
    const failures = await recorded(here, 'own_password_change_failed');
    expect(failures.map((entry) => entry.detail).sort()).toEqual(
      [`${CLERK}`, `${CLERK}: wrong code`, `${CLERK}: wrong current password`].sort(),
    );
    expect(JSON.stringify(failures)).not.toContain('not the password');
  });

  test('a code is spent once: the same code again is a wrong code', async () => {
    const here = await signIn(t.app, CLERK);
    const once = code();
    // A new password the rule refuses is weighed after the code: the code is spent by then.
    const first = await change(here, {
      current: PASSWORD,
      password: `${CLERK} likes long walks`,
      code: once,
    });
    expect(first.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.passwordHasName);
    const again = await change(here, { current: PASSWORD, password: NEW_PASSWORD, code: once });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(M.proofWrong);
  });

  test('changes it: recorded, this session stays, the others end, only the new password signs in', async () => {
    const other = await signIn(t.app, CLERK);
    const here = await signIn(t.app, CLERK);
    const changed = await change(here, { current: PASSWORD, password: NEW_PASSWORD, code: code() });
    expect(changed.statusCode, changed.body).toBe(204);
    expect(await sessionOk(here)).toBe(200);
    expect(await sessionOk(other)).toBe(401);
    expect((await postSignIn(t.app, { name: CLERK, password: PASSWORD })).statusCode).toBe(401);
    const now = await signIn(t.app, CLERK, NEW_PASSWORD);
    const entries = await recorded(now, 'own_password_changed');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ staff_name: CLERK, detail: CLERK });
    // And back, so the suite's other tests keep the helpers' password.
    const back = await change(now, { current: NEW_PASSWORD, password: PASSWORD, code: code() });
    expect(back.statusCode, back.body).toBe(204);
  });

  test(`${STAFF_LIMITS.signInAttempts} wrong proofs in a row end the session, one answer for either mistake, recorded`, async () => {
    const name = '책상비움';
    await addStaff(t.app, name, PASSWORD, 'staff');
    const desk = nextClient();
    const here = await signIn(t.app, name, PASSWORD, desk);
    const tryOnce = (payload: object) =>
      t.app.inject(asStaff(here, { method: 'PUT', url: STAFF_OWN_PASSWORD_API, payload }, desk));
    const answers = [];
    for (let i = 0; i < STAFF_LIMITS.signInAttempts - 1; i++) {
      // Alternating: a wrong current password, and the right one with a wrong code.
      const payload =
        i % 2 === 0
          ? { current: `guess number ${i}`, password: NEW_PASSWORD, code: '000000' }
          : { current: PASSWORD, password: NEW_PASSWORD, code: '000000' };
      answers.push(await tryOnce(payload));
    }
    expect(answers.map((a) => a.statusCode)).toEqual(
      Array(STAFF_LIMITS.signInAttempts - 1).fill(400),
    );
    expect(new Set(answers.map((a) => a.json().detail))).toEqual(new Set([M.proofWrong]));
    expect(await sessionOk(here)).toBe(200);
    const last = await tryOnce({
      current: 'one more guess',
      password: NEW_PASSWORD,
      code: '000000',
    });
    expect(last.statusCode).toBe(401);
    expect(last.json().detail).toBe(M.tooManyWrong);
    expect(await sessionOk(here)).toBe(401);
    // Counted as the address's wrong sign-ins on the name: its password step is refused too.
    const again = await postSignIn(t.app, { name, password: PASSWORD }, desk);
    expect(again.statusCode).toBe(429);
    const other = await signIn(t.app, CLERK);
    const failures = await recorded(other, 'own_password_change_failed');
    expect(failures.map((e) => e.detail)).toContain(
      `${name}: wrong current password, session ended`,
    );
  });
});
