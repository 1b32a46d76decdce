// The password rule sees a Korean name typed with the keyboard left in English, and weighs the
// firm's own words as known ones, in Hangul and keyboard form.
import { expect, test } from 'vitest';
import { STAFF_SIGN_IN_MESSAGES as M } from '../../../contract/staffAccess';
import { passwordProblem } from '../../../server/passwords/passwordRule';

test.each([
  ['박대표', 'qkreovyzmfhtmdnjem77', M.passwordHasName],
  ['홍길동', 'ghdrlfehd-river-91x', M.passwordHasName],
  ['김세무', 'RLATPAN sails at dawn', M.passwordHasName],
  ['박대표', 'tkdthrwmdduwjseka', M.passwordWeak],
])('for %s, %j is refused', async (name, password, why) => {
  expect(await passwordProblem(password, { name })).toBe(why);
});

test('a long password of unrelated words still passes for a Korean name', async () => {
  expect(await passwordProblem('violet harbor tractor 58 pencil', { name: '박대표' })).toBeNull();
});
