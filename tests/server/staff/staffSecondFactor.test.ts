// The code step of a staff sign-in: a password alone opens nothing, each code once (concurrent
// and across instances too), ±1 step of drift, recovery codes once, a challenge's wrong codes
// and its minutes counted, and a request from another site refused.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { STAFF_API, STAFF_MESSAGES } from '../../../contract/staff';
import {
  STAFF_SECOND_FACTOR,
  STAFF_SIGN_IN_MESSAGES,
  type StaffSignInStep,
} from '../../../contract/staffAccess';
import { buildApp } from '../../../server/app';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openPostgresSchema,
  TEST_SCRYPT,
  TEST_TOTP_KEY,
} from '../helpers';
import {
  code,
  freezeClock,
  freshSteps,
  openSecondFactorSuite,
  secondFactorCalls,
} from '../support/secondFactor';
import {
  addApplication,
  addConsultation,
  addStaff,
  NAME,
  nextClient,
  PASSWORD,
  postCode,
  postSignIn,
  recoveryCodesOf,
  setCookie,
} from '../support/staff';

const clock = freezeClock();

describeEachDatabase('staff second factor on %s', (kind) => {
  const t = openSecondFactorSuite(kind, clock);
  const { challenge, recorded } = secondFactorCalls(t);

  test('a right password alone opens nothing: no cookie, and its challenge is no session', async () => {
    const consultation = await addConsultation(t.app, '홍길동');
    const application = await addApplication(t.app);
    const client = nextClient();
    const first = await postSignIn(t.app, { name: NAME, password: PASSWORD }, client);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const step = first.json() as StaffSignInStep;
    expect(Object.keys(step).sort()).toEqual(['challenge', 'next']);
    for (const url of [
      STAFF_API.session,
      STAFF_API.consultations,
      STAFF_API.consultation(consultation),
      STAFF_API.consultationsCsv,
      STAFF_API.application(application),
      STAFF_API.applicationFile(application, 'resume'),
      STAFF_API.audit,
    ]) {
      for (const cookie of [undefined, `__Host-staff_session=${step.challenge}`]) {
        const response = await t.app.inject({
          url,
          remoteAddress: client,
          headers: cookie ? { cookie } : {},
        });
        expect(response.statusCode, url).toBe(401);
        expect(response.json().detail).toBe(STAFF_MESSAGES.signInRequired);
      }
    }
  });

  test('a code opens one sign-in: replayed on a new challenge it is refused and recorded', async () => {
    const step = freshSteps();
    const client = nextClient();
    const used = await postCode(
      t.app,
      { challenge: await challenge(client), code: code(NAME, step) },
      client,
    );
    expect(used.statusCode).toBe(200);
    const replay = await postCode(
      t.app,
      { challenge: await challenge(client), code: code(NAME, step) },
      client,
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.codeWrong);
    expect(replay.headers['set-cookie']).toBeUndefined();
    // An earlier step's code, still within the drift, is refused too: steps only go forward.
    const earlier = await postCode(
      t.app,
      { challenge: await challenge(client), code: code(NAME, step - 1) },
      client,
    );
    expect(earlier.statusCode).toBe(401);
    const failures = (await recorded('sign_in_failed')).map((entry) => entry.detail);
    expect(failures.filter((detail) => detail === 'code used before')).toHaveLength(2);
  });

  test('the same code sent five times at once on its challenge opens exactly one session', async () => {
    const step = freshSteps();
    const client = nextClient();
    const c = await challenge(client);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postCode(t.app, { challenge: c, code: code(NAME, step) }, client),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401, 401, 401]);
  });

  test('one challenge sent twice at once with a right code opens one session', async () => {
    const step = freshSteps();
    const client = nextClient();
    const c = await challenge(client);
    const answers = await Promise.all([
      postCode(t.app, { challenge: c, code: code(NAME, step) }, client),
      postCode(t.app, { challenge: c, code: code(NAME, step + 1) }, client),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  test(`codes ${STAFF_SECOND_FACTOR.driftSteps} step either side of now are taken, 2 steps are not`, async () => {
    const client = nextClient();
    const tryStep = async (step: number) =>
      (
        await postCode(
          t.app,
          { challenge: await challenge(client), code: code(NAME, step) },
          client,
        )
      ).statusCode;
    let step = freshSteps();
    expect(await tryStep(step + 2)).toBe(401);
    expect(await tryStep(step - 2)).toBe(401);
    expect(await tryStep(step - 1)).toBe(200);
    step = freshSteps();
    expect(await tryStep(step + 1)).toBe(200);
    step = freshSteps();
    expect(await tryStep(step)).toBe(200);
  });

  test('a code is 6 digits or a recovery code; anything else is refused before any check', async () => {
    const client = nextClient();
    const c = await challenge(client);
    for (const typed of ['12345', '1234567', 'abcdef', '', 'aaaaa-aaaa1']) {
      const response = await postCode(t.app, { challenge: c, code: typed }, client);
      expect(response.statusCode, typed).toBe(400);
    }
    const missing = await postCode(t.app, { code: '123456' }, client);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.challengeExpired);
  });

  test('a recovery code works once, however it is typed, and the use is recorded', async () => {
    const [first] = recoveryCodesOf(NAME);
    const client = nextClient();
    const typed = ` ${first?.toUpperCase()} `;
    const used = await postCode(t.app, { challenge: await challenge(client), code: typed }, client);
    expect(used.statusCode).toBe(200);
    const again = await postCode(
      t.app,
      { challenge: await challenge(client), code: first },
      client,
    );
    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.codeWrong);
    const use = await recorded('recovery_code_used');
    expect(use.map((entry) => entry.detail)).toEqual([
      `${NAME}: ${STAFF_SECOND_FACTOR.recoveryCodes - 1}`,
    ]);
  });

  test(`${STAFF_SECOND_FACTOR.challengeWrongCodes} wrong codes end the challenge and count as the client's wrong sign-ins`, async () => {
    const client = nextClient();
    const c = await challenge(client);
    const answers: string[] = [];
    for (let i = 0; i < STAFF_SECOND_FACTOR.challengeWrongCodes; i++) {
      answers.push((await postCode(t.app, { challenge: c, code: '000000' }, client)).json().detail);
    }
    expect(answers.slice(0, -1).every((a) => a === STAFF_SIGN_IN_MESSAGES.codeWrong)).toBe(true);
    expect(answers.at(-1)).toBe(STAFF_SIGN_IN_MESSAGES.challengeExpired);
    // The right code on the ended challenge: refused before it is read, the client being limited.
    const late = await postCode(t.app, { challenge: c, code: code(NAME, freshSteps()) }, client);
    expect(late.statusCode).toBe(429);
    expect(late.json().detail).toBe(STAFF_MESSAGES.signInRateLimited);
    // Five wrong codes are the client's five wrong sign-ins on the name: the password is refused.
    const refused = await postSignIn(t.app, { name: NAME, password: PASSWORD }, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(STAFF_MESSAGES.signInRateLimited);
  });

  test(`a challenge lasts ${STAFF_SECOND_FACTOR.challengeMinutes} minutes`, async () => {
    const client = nextClient();
    const age = async (c: string, seconds: number) => {
      const { hashSessionId } = await import('../../../server/plugins/staffSession');
      await t.db.query(
        `UPDATE staff_sign_in_challenges SET created_at = now() - make_interval(secs => $2)
         WHERE id_hash = $1`,
        [hashSessionId(c), seconds],
      );
    };
    const old = await challenge(client);
    await age(old, STAFF_SECOND_FACTOR.challengeMinutes * 60);
    const late = await postCode(t.app, { challenge: old, code: code(NAME, freshSteps()) }, client);
    expect(late.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.challengeExpired);
    const young = await challenge(client);
    await age(young, STAFF_SECOND_FACTOR.challengeMinutes * 60 - 2);
    const inTime = await postCode(
      t.app,
      { challenge: young, code: code(NAME, freshSteps()) },
      client,
    );
    expect(inTime.statusCode).toBe(200);
  });

  test('the code step refuses a request from another site (403) and a 6-digit code is never in the log', async () => {
    const client = nextClient();
    const c = await challenge(client);
    const forged = await t.app.inject({
      method: 'POST',
      url: STAFF_API.sessionCode,
      payload: { challenge: c, code: code(NAME, freshSteps()) },
      remoteAddress: client,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().detail).toBe(STAFF_MESSAGES.forgedRequest);
  });
});

describePostgres('two instances on one PostgreSQL', () => {
  test('the same code sent to both at once opens one session', async () => {
    const first = await createTestApp('postgres', { clock });
    const second = await buildApp({
      database: openPostgresSchema(first.location),
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: join(tmpdir(), 'none'),
      clock,
      config: { writeLimitPerMinute: 100_000, staffTotpKey: TEST_TOTP_KEY },
    });
    try {
      await addStaff(first.app);
      const step = freshSteps();
      const client = nextClient();
      const asked = await postSignIn(first.app, { name: NAME, password: PASSWORD }, client);
      const c = (asked.json() as StaffSignInStep).challenge;
      const answers = await Promise.all([
        postCode(first.app, { challenge: c, code: code(NAME, step) }, client),
        postCode(second, { challenge: c, code: code(NAME, step) }, client),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
      const winner = answers.find((r) => r.statusCode === 200);
      expect(setCookie(winner ?? { headers: {} }, '__Host-staff_session')).not.toBe('');
    } finally {
      await second.close();
      await first.close();
    }
  });
});
