// db:copy, PGlite to PostgreSQL: every table with its ids, hashes and files, verified, and
// never into a database that is not empty.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { STAFF_API } from '../../../contract/staff';
import { migrate } from '../../../server/db/migrate';
import { openPGlite } from '../../../server/db/pglite';
import { COPIED_TABLES, CopyError, copyDatabase } from '../../../server/operations/dbCopy';
import { runAccountCommand } from '../../../server/operations/staffCommandLine';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openTestDatabase,
  TEST_DATABASE_URL,
  TEST_SCRYPT,
  type TestApp,
  type TestDatabase,
} from '../helpers';
import { runScript } from '../support/commandScripts';
import { applicationForm, NAME, PASSWORD, PDF, signIn } from '../support/staff';

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
