// The second factor and what a stranger can do to a staff sign-in: a password alone opens
// nothing, each code once (concurrent and across instances too), ±1 step of drift, recovery
// codes once, resets recorded, weak passwords refused, and no lockout of a known browser.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { expect, test } from 'vitest';
import { STAFF_API, STAFF_LIMITS, STAFF_MESSAGES } from '../../../contract/staff';
import {
  RECOVERY_CODE_PATTERN,
  STAFF_DEVICE_COOKIE,
  STAFF_SECOND_FACTOR,
  STAFF_SIGN_IN_MESSAGES,
  type StaffSignedIn,
  type StaffSignInStep,
} from '../../../contract/staffAccess';
import type { AuditEntry, StaffPage } from '../../../contract/staffAnswers';
import { buildApp } from '../../../server/app';
import { allowedNetworks } from '../../../server/config';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { AccountError } from '../../../server/operations/staffAccounts';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import { codeAt, timeStep } from '../../../server/secondFactor';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openForSuite,
  openPostgresSchema,
  openTestDatabase,
  TEST_SCRYPT,
  TEST_TOTP_KEY,
  testClock,
} from '../helpers';
import {
  addApplication,
  addConsultation,
  addStaff,
  addUnenrolledStaff,
  asStaff,
  NAME,
  nextClient,
  PASSWORD,
  postCode,
  postSignIn,
  recoveryCodesOf,
  setCookie,
  signIn,
  totpKeyOf,
} from '../support/staff';

const PERIOD_MS = STAFF_SECOND_FACTOR.periodSeconds * 1000;
// This suite's clock stands still, 15 s into a step, and moves by whole steps only, so that a
// code two steps away is two steps away when the server reads it.
testClock.frozenAt = Date.UTC(2026, 11, 6, 0, 0, 15);
const clock = testClock.now;
/** Moves the clock past every step used so far. */
const freshSteps = () => {
  testClock.offset += 10 * PERIOD_MS;
  return timeStep(testClock.now());
};
const code = (name: string, step: number) => codeAt(totpKeyOf(name), step);

const OWNER = '박대표';

describeEachDatabase('staff second factor on %s', (kind) => {
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind, { clock });
    await addStaff(opened.app);
    await addStaff(opened.app, OWNER, PASSWORD, 'owner');
    return opened;
  });

  /** Step one from `client`: the challenge. */
  const challenge = async (client: string, name = NAME, password = PASSWORD) => {
    const response = await postSignIn(t.app, { name, password }, client);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as StaffSignInStep).challenge;
  };
  const recorded = async (action: string) => {
    const owner = await signIn(t.app, OWNER, PASSWORD);
    const response = await t.app.inject(
      asStaff(owner, { url: `${STAFF_API.audit}?action=${action}` }),
    );
    return (response.json() as StaffPage<AuditEntry>).items;
  };

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

  test('enrolment: QR and secret once, confirmed by a code, ten recovery codes, key sealed', async () => {
    const name = '최신입';
    await addUnenrolledStaff(t.app, name);
    const client = nextClient();
    const first = await postSignIn(t.app, { name, password: PASSWORD }, client);
    const step = first.json() as StaffSignInStep;
    if (step.next !== 'enrol') throw new Error('expected enrolment');
    const issuer = encodeURIComponent(STAFF_SECOND_FACTOR.issuer);
    expect(step.otpauthUri).toBe(
      `otpauth://totp/${issuer}:${encodeURIComponent(name)}?issuer=${issuer}&algorithm=SHA1&secret=${step.secret}&period=30&digits=6`,
    );
    expect(step.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(step.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>$/);
    const key = decodeBase32IgnorePadding(step.secret);
    const current = freshSteps();
    const wrong = await postCode(
      t.app,
      { challenge: step.challenge, code: codeAt(key, current + 2) },
      client,
    );
    expect(wrong.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.codeWrong);
    const done = await postCode(
      t.app,
      { challenge: step.challenge, code: codeAt(key, current) },
      client,
    );
    expect(done.statusCode).toBe(200);
    const body = done.json() as StaffSignedIn;
    expect(body.recoveryCodes).toHaveLength(STAFF_SECOND_FACTOR.recoveryCodes);
    expect(new Set(body.recoveryCodes).size).toBe(STAFF_SECOND_FACTOR.recoveryCodes);
    for (const c of body.recoveryCodes ?? []) expect(c).toMatch(RECOVERY_CODE_PATTERN);
    const [row] = await t.db.query<{ totp_secret: string }>(
      'SELECT totp_secret FROM staff WHERE name = $1',
      [name],
    );
    expect(row?.totp_secret).toMatch(/^v1\./);
    expect(row?.totp_secret).not.toContain(step.secret);
    const stored = await t.db.query<{ code_hash: string }>(
      `SELECT code_hash FROM staff_recovery_codes r JOIN staff s ON s.id = r.staff_id WHERE s.name = $1`,
      [name],
    );
    expect(stored.map((r) => r.code_hash).filter((h) => body.recoveryCodes?.includes(h))).toEqual(
      [],
    );
    expect(stored).toHaveLength(STAFF_SECOND_FACTOR.recoveryCodes);
    // The same code again, and the secret is never shown again: the next sign-in asks for a code.
    const next = await postSignIn(t.app, { name, password: PASSWORD }, client);
    expect(next.json()).toEqual({ next: 'code', challenge: expect.any(String) });
    const replay = await postCode(
      t.app,
      { challenge: (next.json() as StaffSignInStep).challenge, code: codeAt(key, current) },
      client,
    );
    expect(replay.statusCode).toBe(401);
    expect((await recorded('second_factor_enrolled')).map((e) => e.staff_name)).toContain(name);
  });

  test("an owner's reset ends the member's sessions and browsers, is recorded, and the member enrols again", async () => {
    const name = '분실폰';
    await addStaff(t.app, name);
    const member = await signIn(t.app, name);
    const owner = await signIn(t.app, OWNER);
    const [account] = await t.db.query<{ id: number }>('SELECT id FROM staff WHERE name = $1', [
      name,
    ]);
    const reset = await t.app.inject(
      asStaff(owner, { method: 'DELETE', url: STAFF_API.accountSecondFactor(account?.id ?? 0) }),
    );
    expect(reset.statusCode).toBe(200);
    const listed = (reset.json() as { name: string; second_factor: boolean }[]).find(
      (a) => a.name === name,
    );
    expect(listed?.second_factor).toBe(false);
    expect((await t.app.inject(asStaff(member, { url: STAFF_API.session }))).statusCode).toBe(401);
    const records = await recorded('second_factor_reset');
    expect(records.at(-1)).toMatchObject({
      staff_name: OWNER,
      target_type: 'staff',
      target_id: account?.id,
      detail: name,
    });
    const again = await postSignIn(t.app, { name, password: PASSWORD });
    expect((again.json() as StaffSignInStep).next).toBe('enrol');
    // Staff cannot reset anyone's; nobody resets their own here.
    const staffMember = await signIn(t.app, NAME);
    const refused = await t.app.inject(
      asStaff(staffMember, {
        method: 'DELETE',
        url: STAFF_API.accountSecondFactor(account?.id ?? 0),
      }),
    );
    expect(refused.statusCode).toBe(403);
  });

  test('npm run staff -- reset-2fa is recorded; --otpauth prints a URI and ten codes, recorded without them', async () => {
    const name = '스크립트';
    await addStaff(t.app, name);
    const said = await runAccountCommand(
      t.db,
      { command: 'reset-2fa', name, otpauth: true },
      {
        secrets: (await import('../../../server/secondFactor')).secretBox(
          (await import('../../../server/secondFactor')).parseTotpKey(TEST_TOTP_KEY),
        ),
        actor: { staffName: 'cli:tester', client: 'cli' },
      },
    );
    const lines = said.split('\n');
    const uri = lines.find((line) => line.startsWith('otpauth://totp/')) ?? '';
    const codes = lines.filter((line) => RECOVERY_CODE_PATTERN.test(line));
    expect(codes).toHaveLength(STAFF_SECOND_FACTOR.recoveryCodes);
    const secret = new URL(uri).searchParams.get('secret') ?? '';
    const rows = await t.db.query<{ action: string; detail: string | null }>(
      `SELECT action, detail FROM audit_log WHERE staff_name = 'cli:tester' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['second_factor_reset', 'second_factor_enrolled']);
    for (const row of rows) expect(row.detail ?? '').not.toContain(secret);
    // The printed key signs in.
    const client = nextClient();
    const c = await challenge(client, name);
    const done = await postCode(
      t.app,
      { challenge: c, code: codeAt(decodeBase32IgnorePadding(secret), freshSteps()) },
      client,
    );
    expect(done.statusCode).toBe(200);
  });

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

describeEachDatabase('the second factor migration on %s', (kind) => {
  test('sessions opened with a password alone end with it', async () => {
    const database = await openTestDatabase(kind);
    try {
      const all = loadMigrations();
      const before = all.filter((m) => m.version < '012');
      const at = all.filter((m) => m.version.startsWith('012'));
      expect(at).toHaveLength(1);
      await migrate(database.db, before);
      // A database that has 012 already (a migrated template) is taken back to before it.
      const [has] = await database.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.columns
         WHERE table_schema = current_schema() AND table_name = 'staff' AND column_name = 'totp_secret'`,
      );
      if (has?.n) {
        await database.db.exec(
          `DELETE FROM schema_migrations WHERE version LIKE '012%';
           DROP TABLE staff_devices; DROP TABLE staff_sign_in_challenges; DROP TABLE staff_recovery_codes;
           ALTER TABLE staff DROP COLUMN totp_secret, DROP COLUMN totp_enrolled_at, DROP COLUMN totp_last_step;`,
        );
      }
      const [staff] = await database.db.query<{ id: number }>(
        "INSERT INTO staff (name, password_hash) VALUES ('옛직원', 'x') RETURNING id",
      );
      await database.db.query(
        "INSERT INTO staff_sessions (id_hash, staff_id, csrf_token) VALUES ('h', $1, 't')",
        [staff?.id],
      );
      expect(await migrate(database.db, all)).toContain(at[0]?.version);
      expect(await database.db.query('SELECT * FROM staff_sessions')).toEqual([]);
    } finally {
      await database.close();
    }
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

test('STAFF_ALLOWED_NETWORKS: addresses and CIDR ranges, anything else stops the start', () => {
  expect(allowedNetworks(undefined)).toEqual([]);
  expect(allowedNetworks('203.0.113.0/24, 2001:db8::/48,192.0.2.7')).toEqual([
    '203.0.113.0/24',
    '2001:db8::/48',
    '192.0.2.7/32',
  ]);
  expect(allowedNetworks('10.0.0.0/32')).toEqual(['10.0.0.0/32']);
  for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/8/1', '2001:db8::/129', '']) {
    expect(() => allowedNetworks(bad), bad).toThrow(/STAFF_ALLOWED_NETWORKS/);
  }
});

describeEachDatabase('the staff network allow-list on %s', (kind) => {
  const t = openForSuite(() =>
    createTestApp(kind, {
      clock,
      config: { staffAllowedNetworks: ['203.0.113.0/24', '2001:db8::/48'] },
    }),
  );

  test('outside the ranges /staff and /api/staff answer 403 before any session or password', async () => {
    await addStaff(t.app, '망확인');
    for (const [method, url] of [
      ['GET', '/staff'],
      ['GET', '/staff/'],
      ['GET', STAFF_API.session],
      ['POST', STAFF_API.session],
      ['POST', STAFF_API.sessionCode],
      ['GET', STAFF_API.consultations],
    ] as const) {
      for (const remoteAddress of ['198.51.100.7', '::ffff:198.51.100.7', '2001:db9::1']) {
        const response = await t.app.inject({
          method,
          url,
          remoteAddress,
          ...(method === 'POST' ? { payload: { name: '망확인', password: PASSWORD } } : {}),
        });
        expect(response.statusCode, `${method} ${url} ${remoteAddress}`).toBe(403);
        expect(response.json().detail).toBe(STAFF_SIGN_IN_MESSAGES.networkNotAllowed);
      }
    }
    // Nothing was tried: no failed sign-in recorded.
    expect(await t.db.query("SELECT 1 FROM audit_log WHERE action = 'sign_in_failed'")).toEqual([]);
    // Inside the ranges the console works as ever, and public pages are open to everyone.
    for (const remoteAddress of ['203.0.113.9', '::ffff:203.0.113.9', '2001:db8:0:1::5']) {
      const inside = await t.app.inject({ url: STAFF_API.session, remoteAddress });
      expect(inside.statusCode, remoteAddress).toBe(401);
    }
    const signed = await signIn(t.app, '망확인', PASSWORD, '203.0.113.10');
    expect(signed.cookie).not.toBe('');
    const publicApi = await t.app.inject({ url: '/api/health', remoteAddress: '198.51.100.7' });
    expect(publicApi.statusCode).not.toBe(403);
    const lookalike = await t.app.inject({ url: '/staffing', remoteAddress: '198.51.100.7' });
    expect(lookalike.statusCode).not.toBe(403);
  });
});
