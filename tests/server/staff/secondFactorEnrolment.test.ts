// Enrolling the second factor and resetting it: the key shown once and sealed, recovery codes,
// an owner's or the command line's reset recorded, and the migration that brought it ending the
// sessions a password alone had opened.
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import {
  RECOVERY_CODE_PATTERN,
  STAFF_SECOND_FACTOR,
  STAFF_SIGN_IN_MESSAGES,
  type StaffSignedIn,
  type StaffSignInStep,
} from '../../../contract/staffAccess';
import { loadMigrations, migrate } from '../../../server/db/migrate';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import { codeAt } from '../../../server/secondFactor';
import { describeEachDatabase, openTestDatabase, TEST_TOTP_KEY } from '../helpers';
import {
  freezeClock,
  freshSteps,
  OWNER,
  openSecondFactorSuite,
  secondFactorCalls,
} from '../support/secondFactor';
import {
  addStaff,
  addUnenrolledStaff,
  asStaff,
  NAME,
  nextClient,
  PASSWORD,
  postCode,
  postSignIn,
  signIn,
} from '../support/staff';

const clock = freezeClock();

describeEachDatabase('staff second factor on %s', (kind) => {
  const t = openSecondFactorSuite(kind, clock);
  const { challenge, recorded } = secondFactorCalls(t);

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
