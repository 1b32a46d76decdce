import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { firm, firmFactLabel } from '../../../contract/firm';
import {
  isPlaceholder,
  placeholderFacts,
  placeholderFactsOf,
  readyToPublishWarning,
} from '../../../contract/readyToPublish';
import { STAFF_API, STAFF_MESSAGES } from '../../../contract/staff';
import type { StaffSession } from '../../../contract/staffAnswers';
import { migrate } from '../../../server/db/migrate';
import { openPGlite } from '../../../server/db/pglite';
import { COPIED_TABLES, CopyError, copyDatabase } from '../../../server/operations/dbCopy';
import { StaffCommandError } from '../../../server/operations/staffAccounts';
import {
  listStaffAccounts,
  parseStaffArgs,
  runAccountCommand,
} from '../../../server/operations/staffCommandLine';
import { verifyPassword } from '../../../server/passwords/passwords';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openForSuite,
  openTestDatabase,
  TEST_DATABASE_URL,
  TEST_SCRYPT,
  type TestApp,
  type TestDatabase,
} from '../helpers';
import { applicationForm, NAME, PASSWORD, PDF, signIn } from '../support/staff';

const root = resolve(import.meta.dirname, '../../..');

/** Runs a command script (`npm run staff -- …`) as a child process with `input` piped on stdin. */
function runScript(script: string, args: string[], env: Record<string, string>, input: string) {
  return new Promise<{ code: number | null; out: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => done({ code, out }));
    child.stdin.end(input);
  });
}
const runStaffCli = (args: string[], env: Record<string, string>, input: string) =>
  runScript('scripts/staff.ts', args, env, input);

describe('ready-to-publish check', () => {
  test('lists every example fact with its path, and nothing once the facts are real', () => {
    expect(
      placeholderFacts({
        legalName: '세무법인 예시',
        people: ['홍길동', '이진짜'],
        phone: '02-0000-0000',
        registration: '000-00-00000',
        email: 'contact@example.com',
        nested: { fax: '02-555-1234', site: 'https://www.example.org/' },
        coordinates: { lat: 37.4979 },
      }),
    ).toEqual([
      'legalName: 세무법인 예시',
      'people[0]: 홍길동',
      'phone: 02-0000-0000',
      'registration: 000-00-00000',
      'email: contact@example.com',
      'nested.site: https://www.example.org/',
    ]);
    for (const real of [
      '세무법인 한결',
      '02-555-1234',
      '120-81-12345',
      'tax@hangyeol.kr',
      '강남대로 390, 10층',
    ]) {
      expect(isPlaceholder(real), real).toBe(false);
    }
    expect(readyToPublishWarning({ name: '세무법인 한결' })).toBeNull();
  });

  test('each fact is named as the firm reads it, lists counted from 1', () => {
    expect(
      [
        'mainPhone',
        'representatives[0]',
        'counselPhones[1].number',
        'privacyOfficer.email',
        'processors[0].company',
        'coordinates.lat',
        'unknownField',
      ].map(firmFactLabel),
    ).toEqual([
      '대표 전화',
      '대표자 1',
      '상담 전화 2 · 번호',
      '개인정보 보호책임자 · 이메일',
      '개인정보 처리 수탁자 1 · 회사',
      '지도 위치 · 위도',
      'unknownField',
    ]);
    // Every fact of the firm has a name of its own.
    for (const { path } of placeholderFactsOf(
      JSON.parse(JSON.stringify(firm).replace(/"[^"]*"(?=[,}\]])/g, '"예시"')),
    )) {
      expect(firmFactLabel(path), path).not.toMatch(/[a-z]/);
    }
  });

  test('a signed-in console is told the published facts still holding examples', async () => {
    const t = await createTestApp('pglite');
    try {
      await runAccountCommand(
        t.db,
        { command: 'add', name: NAME, role: 'staff' },
        { password: PASSWORD, scrypt: TEST_SCRYPT },
      );
      const s = await signIn(t.app);
      const answer = await t.app.inject({ url: STAFF_API.session, headers: { cookie: s.cookie } });
      const { readyToPublish } = answer.json() as StaffSession;
      expect(readyToPublish).toContainEqual({ label: '대표 전화', value: firm.mainPhone });
      expect(readyToPublish).toContainEqual({
        label: '개인정보 보호책임자 · 이메일',
        value: firm.privacyOfficer.email,
      });
      expect(readyToPublish).toHaveLength(placeholderFacts(firm).length);
    } finally {
      await t.close();
    }
  });

  test("today's firm facts are still examples, and the warning says which", () => {
    const warning = readyToPublishWarning(firm) ?? '';
    expect(warning).toContain('mainPhone: 02-0000-0000');
    expect(warning).toContain('email: contact@example.com');
    expect(warning).toContain('legalName: 세무법인 예시');
  });
});

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

describeEachDatabase('db:copy from PGlite to %s', (kind) => {
  let source: TestApp;
  let target: TestDatabase;
  beforeAll(async () => {
    source = await createTestApp('pglite');
    target = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await target.close();
    await source.close();
  });

  test('copies every table with ids, hashes and files, verifies, and new ids continue after the copied ones', async () => {
    const app = source.app;
    await runAccountCommand(
      source.db,
      { command: 'add', name: NAME, role: 'staff' },
      { password: PASSWORD, scrypt: TEST_SCRYPT },
    );
    const s = await signIn(app);
    for (const title of ['첫 후기', '둘째 후기', '셋째 후기']) {
      await app.inject({
        method: 'POST',
        url: '/api/inheritance-reviews',
        payload: {
          username: '박후기',
          password: 'secret1',
          title,
          content: '내용',
          consultation_type: 'gift',
        },
      });
    }
    await source.db.query("DELETE FROM reviews WHERE title = '첫 후기'"); // a gap in the ids
    await app.inject({
      method: 'POST',
      url: '/api/consultations/inheritance',
      payload: {
        consultation_type: 'inheritance',
        name: '홍신청',
        phone: '010-1234-5678',
        content: '문의',
      },
    });
    await app.inject({
      method: 'POST',
      url: '/api/job-applications',
      payload: applicationForm({ resume: '이력서.pdf' }),
    });
    // A file from before migration 003, stored in its row.
    const [application] = await source.db.query<{ id: number }>('SELECT id FROM job_applications');
    await source.db.query(
      `INSERT INTO job_application_files (application_id, field, file_name, kind, size, data)
       VALUES ($1, 'portfolio', 'old.zip', 'zip', 4, $2)`,
      [application?.id, Buffer.from('PK\x03\x04')],
    );
    await app.inject({
      method: 'POST',
      url: STAFF_API.reviewHide(3),
      payload: { reason: '신고' },
      headers: { cookie: s.cookie, 'x-csrf-token': s.csrf },
    });

    const reports = await copyDatabase(source.db, target.db);
    expect(reports.map((r) => [r.table, r.rows])).toEqual([
      ['reviews', 2],
      ['consultations', 1],
      ['job_applications', 1],
      ['staff', 1],
      ['staff_recovery_codes', 10], // from its enrolment at its first sign-in
      ['audit_log', 4], // the account made, its authenticator enrolled, the sign-in, the review hidden
      ['content_versions', 1], // the facts the server started with
      ['content_draft', 0],
      ['content_images', 0],
      ['job_application_files', 2],
    ]);
    const reviews = await target.db.query<{
      id: number;
      password_hash: string;
      hidden_reason: string | null;
    }>('SELECT id, password_hash, hidden_reason FROM reviews ORDER BY id');
    expect(reviews.map((r) => r.id)).toEqual([2, 3]);
    expect(reviews[1]?.hidden_reason).toBe('신고');
    expect(await target.db.query('SELECT 1 FROM staff_sessions')).toHaveLength(0);

    const [next] = await target.db.query<{ id: number }>(
      `INSERT INTO reviews (username, password_hash, title, content, consultation_type)
       VALUES ('a', 'x', 't', 'c', 'gift') RETURNING id`,
    );
    expect(next?.id).toBe(4);
    await target.db.query('DELETE FROM reviews WHERE id = 4');

    // Files: the bytes read back from the target's own store.
    const files = await target.db.query<{ application_id: number; field: string; storage: string }>(
      'SELECT application_id, field, storage FROM job_application_files ORDER BY field',
    );
    const chunks: Buffer[] = [];
    for await (const chunk of (await target.db.files.open(target.db, {
      application_id: files[1]?.application_id ?? 0,
      field: 'resume',
      storage: files[1]?.storage as 'file' | 'chunks',
    })) ?? []) {
      chunks.push(Buffer.from(chunk));
    }
    expect(Buffer.concat(chunks).equals(PDF)).toBe(true);
  });

  test('refuses a target that is not empty, and copies nothing', async () => {
    const before = await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews');
    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(CopyError);
    await expect(copyDatabase(source.db, target.db)).rejects.toThrow(/not empty \(reviews \(2\)/);
    const after = await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews');
    expect(after).toEqual(before);
    expect(COPIED_TABLES).toContain('audit_log');
  });

  test('a copy that differs from its source is reported, not passed', async () => {
    const { verifyCopy } = await import('../../../server/operations/dbCopy');
    await target.db.query("UPDATE consultations SET note = '바뀜'");
    await expect(verifyCopy(source.db, target.db)).rejects.toThrow(
      /consultations: 1 rows → 1 rows/,
    );
  });
});

// The command itself, into a database of its own (it takes a URL, not a schema).
describePostgres('the db:copy command', () => {
  test('npm run db:copy: PGlite directory → new PostgreSQL database, then refuses a second run', async () => {
    const copyTargetUrl = TEST_DATABASE_URL as string;
    const dataDir = mkdtempSync(join(tmpdir(), 'db-copy-cli-'));
    const name = `copy_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = postgres(copyTargetUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(copyTargetUrl);
    url.pathname = `/${name}`;
    try {
      const db = await openPGlite(dataDir);
      await migrate(db);
      await runAccountCommand(
        db,
        { command: 'add', name: NAME, role: 'staff' },
        { password: PASSWORD, scrypt: TEST_SCRYPT },
      );
      await db.close();
      const env = { DATA_DIR: dataDir, DATABASE_URL: url.href };
      const first = await runScript('scripts/dbCopy.ts', [], env, '');
      expect(first.out).toMatch(/^staff\s+1 rows/m);
      expect(first.out).toContain('copied and verified');
      expect(first.code).toBe(0);
      const second = await runScript('scripts/dbCopy.ts', [], env, '');
      expect(second.code).toBe(1);
      // The account and the access record of its making.
      expect(second.out).toContain('The target database is not empty (staff (1), audit_log (1))');
      const missing = await runScript('scripts/dbCopy.ts', [], { DATA_DIR: dataDir }, '');
      expect(missing.code).toBe(2);
    } finally {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
