// npm run staff: accounts made, reset, listed and removed from the command line, the password
// read from stdin and never printed, and an account it makes signing in to the console.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF_API, STAFF_MESSAGES } from '../../../contract/staff';
import { openPGlite } from '../../../server/db/pglite';
import { StaffCommandError } from '../../../server/operations/staffAccounts';
import {
  listStaffAccounts,
  parseStaffArgs,
  runAccountCommand,
} from '../../../server/operations/staffCommandLine';
import { verifyPassword } from '../../../server/passwords/passwords';
import { createTestApp, describeEachDatabase, openForSuite, TEST_SCRYPT } from '../helpers';
import { runScript } from '../support/commandScripts';
import { NAME, PASSWORD, signIn } from '../support/staff';

const runStaffCli = (args: string[], env: Record<string, string>, input: string) =>
  runScript('scripts/staff.ts', args, env, input);

describe('npm run staff', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'staff-cli-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  test('add reads the password from stdin, never prints it; list and remove', async () => {
    const secret = 'piped-password-1234';
    const added = await runStaffCli(['add', NAME], { DATA_DIR: dataDir }, `${secret}\n`);
    expect(added.out).toContain('계정을 만들었습니다');
    expect(added.code).toBe(0);
    const twice = await runStaffCli(['add', NAME], { DATA_DIR: dataDir }, `${secret}\n`);
    expect(twice.code).toBe(1);
    expect(twice.out).toContain('이미 있습니다');
    const short = await runStaffCli(['add', '다른이'], { DATA_DIR: dataDir }, 'short\n');
    expect(short.code).toBe(2);
    expect(short.out).toContain(STAFF_MESSAGES.passwordTooShort);
    const listed = await runStaffCli(['list'], { DATA_DIR: dataDir }, '');
    expect(listed.out).toMatch(new RegExp(`^${NAME}\\tstaff\\t`, 'm'));
    expect(listed.out).not.toContain('다른이');
    for (const run of [added, twice, short, listed]) expect(run.out).not.toContain(secret);

    // The account works: the hash is the one sign-in checks.
    const db = await openPGlite(dataDir);
    try {
      const [row] = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM staff WHERE name = $1',
        [NAME],
      );
      expect(row?.password_hash).toMatch(/^scrypt\$16384\$8\$5\$/);
      expect(row?.password_hash).not.toContain(secret);
    } finally {
      await db.close();
    }
    const removed = await runStaffCli(['remove', NAME], { DATA_DIR: dataDir }, '');
    expect(removed.code).toBe(0);
    expect((await runStaffCli(['list'], { DATA_DIR: dataDir }, '')).out).toContain('no accounts');
  });

  test('an owner, a reset password read from stdin, and the last owner kept', async () => {
    const env = { DATA_DIR: dataDir };
    const owner = await runStaffCli(['add', '박대표', '--owner'], env, 'owner-password-1234\n');
    expect(owner.out).toContain('계정을 만들었습니다 (관리자)');
    const reset = await runStaffCli(['reset', '박대표'], env, 'another-password-5678\n');
    expect(reset.code).toBe(0);
    expect(reset.out).toContain('비밀번호를 바꾸고');
    expect(reset.out).not.toContain('another-password-5678');
    const lastOwner = await runStaffCli(['disable', '박대표'], env, '');
    expect(lastOwner.code).toBe(1);
    expect(lastOwner.out).toContain(STAFF_MESSAGES.lastOwner);
    const db = await openPGlite(dataDir);
    try {
      const [row] = await db.query<{ role: string; disabled_at: Date | null; hash: string }>(
        "SELECT role, disabled_at, password_hash AS hash FROM staff WHERE name = '박대표'",
      );
      expect(row).toMatchObject({ role: 'owner', disabled_at: null });
      expect(await verifyPassword('another-password-5678', row?.hash ?? '')).toBe(true);
    } finally {
      await db.close();
    }
  });

  test('while the server holds DATA_DIR the command says so, in Korean too, and exits 1', async () => {
    const held = await openPGlite(dataDir);
    try {
      const run = await runStaffCli(['list'], { DATA_DIR: dataDir }, '');
      expect(run.code).toBe(1);
      expect(run.out).toContain(`already in use by process ${process.pid}`);
      expect(run.out).toContain('서버가 데이터 디렉터리(DATA_DIR)를 사용 중입니다');
    } finally {
      await held.close();
    }
  });

  test('arguments: every command but list needs a name; add takes --owner, role takes a role', () => {
    expect(parseStaffArgs(['add', ' 김직원 '])).toEqual({
      command: 'add',
      name: '김직원',
      role: 'staff',
    });
    expect(parseStaffArgs(['add', '대표', '--owner'])).toEqual({
      command: 'add',
      name: '대표',
      role: 'owner',
    });
    expect(parseStaffArgs(['role', '김직원', 'owner'])).toEqual({
      command: 'role',
      name: '김직원',
      role: 'owner',
    });
    for (const command of ['disable', 'enable', 'reset', 'remove'] as const) {
      expect(parseStaffArgs([command, '김직원'])).toEqual({ command, name: '김직원' });
    }
    expect(parseStaffArgs(['list'])).toEqual({ command: 'list' });
    for (const argv of [
      [],
      ['add'],
      ['list', 'x'],
      ['add', 'a', 'password'],
      ['add', 'a', '--owner', 'x'],
      ['role', 'a'],
      ['role', 'a', 'admin'],
      ['disable'],
      ['disable', 'a', 'b'],
      ['reset', 'a', 'password'],
      ['delete', 'a'],
      ['add', ' '],
    ]) {
      expect(() => parseStaffArgs(argv), argv.join(' ')).toThrow(StaffCommandError);
    }
  });
});

describeEachDatabase('staff accounts on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  test('an account made by the command signs in; removing it ends its sessions', async () => {
    await runAccountCommand(
      t.db,
      { command: 'add', name: NAME, role: 'staff' },
      { password: PASSWORD, scrypt: TEST_SCRYPT },
    );
    const s = await signIn(t.app);
    expect(await listStaffAccounts(t.db)).toMatch(new RegExp(`^${NAME}\\t.*sessions: 1$`));
    await runAccountCommand(t.db, { command: 'remove', name: NAME });
    const after = await t.app.inject({ url: STAFF_API.session, headers: { cookie: s.cookie } });
    expect(after.statusCode).toBe(401);
    await expect(runAccountCommand(t.db, { command: 'remove', name: NAME })).rejects.toThrow(
      STAFF_MESSAGES.accountNotFound,
    );
    // The audit log keeps the name of a removed account.
    const [entry] = await t.db.query<{ staff_name: string }>(
      "SELECT staff_name FROM audit_log WHERE action = 'signed_in'",
    );
    expect(entry?.staff_name).toBe(NAME);
  });
});
