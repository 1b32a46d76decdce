// The code step under the password's limits: a password does not buy guesses by the handful,
// a locked name refuses codes too, a challenge answers only its own client, and signing in
// again in a browser ends the session it held.
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { expect, test } from 'vitest';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import {
  STAFF_SECOND_FACTOR,
  STAFF_SIGN_IN_MESSAGES,
  type StaffSignInStep,
} from '../../../contract/staffAccess';
import type { StaffAccountInfo } from '../../../contract/staffAnswers';
import { staffRepository } from '../../../server/db/staff';
import { codeAt, timeStep } from '../../../server/secondFactor';
import { createTestApp, describeEachDatabase, openForSuite, testClock } from '../helpers';
import {
  addStaff,
  addUnenrolledStaff,
  asStaff,
  nextClient,
  PASSWORD,
  postCode,
  postSignIn,
  signIn,
  totpKeyOf,
} from '../support/staff';

const PERIOD_MS = STAFF_SECOND_FACTOR.periodSeconds * 1000;
testClock.frozenAt = Date.UTC(2026, 11, 6, 0, 0, 15);
const clock = testClock.now;
/** A step no code has been used at yet. */
const freshStep = () => {
  testClock.offset += 10 * PERIOD_MS;
  return timeStep(testClock.now());
};
const rightCode = (name: string) => codeAt(totpKeyOf(name), freshStep());
const WRONG = '000000';

describeEachDatabase('the code step under the sign-in limits on %s', (kind) => {
  const t = openForSuite(async () => createTestApp(kind, { clock }));

  /** Step one from `client` (with a browser's cookies): the challenge. */
  const challenge = async (name: string, client: string, cookie?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: STAFF_API.session,
      payload: { name, password: PASSWORD },
      remoteAddress: client,
      headers: cookie ? { cookie } : {},
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as StaffSignInStep).challenge;
  };

  test('one address: six challenges, five wrong codes, then the right code is refused', async () => {
    const name = '공격한번';
    await addStaff(t.app, name);
    const attacker = nextClient();
    const challenges: string[] = [];
    for (let i = 0; i < 6; i++) challenges.push(await challenge(name, attacker));
    const answers: number[] = [];
    for (const c of challenges.slice(0, 4)) {
      for (let i = 0; i < STAFF_SECOND_FACTOR.challengeWrongCodes; i++) {
        answers.push((await postCode(t.app, { challenge: c, code: WRONG }, attacker)).statusCode);
      }
    }
    // Five tries on the address and name, then 429 however many challenges it holds.
    expect(answers.filter((s) => s === 401)).toHaveLength(STAFF_LIMITS.signInAttempts);
    expect(answers.filter((s) => s === 429)).toHaveLength(20 - STAFF_LIMITS.signInAttempts);
    const last = await postCode(
      t.app,
      { challenge: challenges[5], code: rightCode(name) },
      attacker,
    );
    expect(last.statusCode).toBe(429);
    expect(last.json().detail).toBe(STAFF_MESSAGES.signInRateLimited);
  });

  test('six addresses: 20 wrong codes lock the name for strangers, and the known browser still signs in', async () => {
    const name = '공격여럿';
    await addStaff(t.app, name);
    const home = await signIn(t.app, name);
    const attackers = Array.from({ length: 6 }, () => nextClient());
    const challenges: string[] = [];
    for (const a of attackers) challenges.push(await challenge(name, a));
    for (const [i, a] of attackers.slice(0, 4).entries()) {
      for (let n = 0; n < STAFF_SECOND_FACTOR.challengeWrongCodes; n++) {
        const answer = await postCode(t.app, { challenge: challenges[i], code: WRONG }, a);
        expect(answer.statusCode).toBe(401);
      }
    }
    const last = await postCode(
      t.app,
      { challenge: challenges[5], code: rightCode(name) },
      attackers[5],
    );
    expect(last.statusCode).toBe(429);
    expect(last.json().detail).toBe(STAFF_MESSAGES.signInAccountLimited);
    const travelling = nextClient();
    const c = await challenge(name, travelling, home.device);
    const done = await postCode(t.app, { challenge: c, code: rightCode(name) }, travelling, {
      cookie: home.device,
    });
    expect(done.statusCode, done.body).toBe(200);
  });

  test('a new challenge voids the older one, and a challenge answers only its own client', async () => {
    const name = '도전하나';
    await addStaff(t.app, name);
    const client = nextClient();
    const older = await challenge(name, client);
    const newer = await challenge(name, client);
    const onOlder = await postCode(t.app, { challenge: older, code: rightCode(name) }, client);
    expect(onOlder.statusCode).toBe(401);
    expect(onOlder.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.challengeExpired);
    const elsewhere = await postCode(
      t.app,
      { challenge: newer, code: rightCode(name) },
      nextClient(),
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.challengeExpired);
    const own = await postCode(t.app, { challenge: newer, code: rightCode(name) }, client);
    expect(own.statusCode, own.body).toBe(200);
  });

  test("a known browser's sign-in does not give strangers a fresh allowance on the name", async () => {
    const name = '허용량';
    await addStaff(t.app, name);
    const home = await signIn(t.app, name);
    const limit = STAFF_LIMITS.signInAttemptsPerAccount;
    const guess = (client: string) =>
      postSignIn(t.app, { name, password: 'not the password at all' }, client);
    for (let i = 0; i < limit - 1; i++) {
      expect((await guess(`198.18.${Math.floor(i / 4)}.${(i % 4) + 1}`)).statusCode).toBe(401);
    }
    const client = nextClient();
    const again = await challenge(name, client, home.device);
    const done = await postCode(t.app, { challenge: again, code: rightCode(name) }, client, {
      cookie: home.device,
    });
    expect(done.statusCode).toBe(200);
    expect((await guess(nextClient())).statusCode).toBe(401);
    const past = await guess(nextClient());
    expect(past.statusCode).toBe(429);
    expect(past.json().detail).toBe(STAFF_MESSAGES.signInAccountLimited);
  });

  test('signing in again in the same browser ends the session it held', async () => {
    const name = '다시로그인';
    await addStaff(t.app, name);
    const first = await signIn(t.app, name);
    const client = nextClient();
    const c = await challenge(name, client, `${first.cookie}; ${first.device}`);
    const again = await postCode(t.app, { challenge: c, code: rightCode(name) }, client, {
      cookie: `${first.cookie}; ${first.device}`,
    });
    expect(again.statusCode).toBe(200);
    const old = await t.app.inject(asStaff(first, { url: STAFF_API.session }));
    expect(old.statusCode).toBe(401);
  });
});

describeEachDatabase('an enrolment another completed first on %s', (kind) => {
  const t = openForSuite(async () => createTestApp(kind, { clock }));

  test("the member's confirmation says an authenticator was just registered elsewhere, and the record keeps where from", async () => {
    const name = '신입직원';
    await addUnenrolledStaff(t.app, name);
    const enrol = async (client: string) => {
      const response = await postSignIn(t.app, { name, password: PASSWORD }, client);
      const step = response.json() as StaffSignInStep;
      if (step.next !== 'enrol') throw new Error('expected enrolment');
      return { challenge: step.challenge, key: decodeBase32IgnorePadding(step.secret) };
    };
    const member = nextClient();
    const attacker = '203.0.113.66';
    const mine = await enrol(member);
    const theirs = await enrol(attacker);
    const now = freshStep();
    const taken = await postCode(
      t.app,
      { challenge: theirs.challenge, code: codeAt(theirs.key, now) },
      attacker,
    );
    expect(taken.statusCode).toBe(200);
    const late = await postCode(
      t.app,
      { challenge: mine.challenge, code: codeAt(mine.key, now) },
      member,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.enrolledElsewhere);
    const [row] = await t.db.query<{ totp_enrolled_from: string | null }>(
      'SELECT totp_enrolled_from FROM staff WHERE name = $1',
      [name],
    );
    expect(row?.totp_enrolled_from).toBe(attacker);
    // The owner's 계정 관리 shows when and from where.
    await addStaff(t.app, '관리대표', PASSWORD, 'owner');
    const owner = await signIn(t.app, '관리대표');
    const listed = await t.app.inject(asStaff(owner, { url: STAFF_API.accounts }));
    const account = (listed.json() as StaffAccountInfo[]).find((a) => a.name === name);
    expect(account?.second_factor_enrolled_from).toBe(attacker);
    expect(account?.second_factor_enrolled_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const cli = (listed.json() as StaffAccountInfo[]).find((a) => a.name === '관리대표');
    expect(cli?.second_factor_enrolled_from).toBeNull();
  });
});

describeEachDatabase('two enrolments confirmed at once on %s', (kind) => {
  const t = openForSuite(async () => createTestApp(kind, { clock }));

  test('the first stores its key and the second is refused, leaving the first whole', async () => {
    const name = '동시등록';
    await addUnenrolledStaff(t.app, name);
    const [account] = await t.db.query<{ id: number }>('SELECT id FROM staff WHERE name = $1', [
      name,
    ]);
    const repo = staffRepository(t.db);
    const id = account?.id ?? 0;
    expect(await repo.enrol(id, 'sealed-first', 100, [], '198.51.100.7')).toBe(true);
    expect(await repo.enrol(id, 'sealed-second', 101, [], '203.0.113.66')).toBe(false);
    const [row] = await t.db.query<{ totp_secret: string; totp_enrolled_from: string }>(
      'SELECT totp_secret, totp_enrolled_from FROM staff WHERE id = $1',
      [id],
    );
    expect(row).toEqual({ totp_secret: 'sealed-first', totp_enrolled_from: '198.51.100.7' });
  });
});
