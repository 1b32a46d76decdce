import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { migrate } from '../../../server/db/migrate';
import { exportCsv, parseExportArgs, purge } from '../../../server/operations/operations';
import { openTestDatabase, type TestDatabase } from '../helpers';

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
}

describe('operations commands', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase('pglite');
    await migrate(t.db);
    const insert = `INSERT INTO consultations (consultation_type, name, phone, content, created_at)
                    VALUES ($1, $2, $3, $4, now() - make_interval(days => $5))`;
    await t.db.query(insert, ['inheritance', '오래된', '010-1', 'old', 4 * 365]);
    await t.db.query(insert, ['gift', '김"따옴표"', '010-2', '=HYPERLINK("x")', 10]);
    await t.db.query(insert, ['legacy', '이기타', '010-3', '줄\n바꿈', 0]);
    const app = await t.db.query<{ id: number }>(
      `INSERT INTO job_applications (name, email, phone, position, introduction, experience, created_at)
       VALUES ('지원자', 'a@b.kr', '010', 'tax-accountant', '소개', '', now() - interval '2 years') RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO job_application_files (application_id, field, file_name, kind, size, data)
       VALUES ($1, 'resume', 'cv.pdf', 'pdf', 5, $2)`,
      [app[0]?.id, Buffer.from('%PDF-')],
    );
  });
  afterAll(() => t.close());

  test('migrations are recorded and a second run applies nothing', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const versions = await t.db.query<{ version: string }>('SELECT version FROM schema_migrations');
    expect(versions.map((row) => row.version)).toContain('001_initial');
  });

  test('export consultations: CSV with a BOM, quoted cells, Korean labels and formulas defused', async () => {
    const csv = await text(exportCsv(t.db, parseExportArgs(['consultations'])));
    expect(csv.startsWith('\uFEFF"번호","접수일시","상담 유형","이름"')).toBe(true);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(csv).toContain('"김""따옴표"""');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toMatch(/"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","기타","이기타"/);
    expect(csv).toContain('"줄\n바꿈"');
  });

  test('--since keeps only newer records (a plain date is midnight in Seoul)', async () => {
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const csv = await text(exportCsv(t.db, parseExportArgs(['consultations', '--since', since])));
    expect(csv).not.toContain('오래된');
    expect(csv).toContain('이기타');
    expect(() => parseExportArgs(['consultations', '--since', 'yesterday'])).toThrow('--since');
    expect(() => parseExportArgs(['reviews'])).toThrow('usage');
  });

  test('export job applications can write the attached files to a folder', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'export-files-'));
    try {
      const csv = await text(
        exportCsv(t.db, parseExportArgs(['job-applications', '--files', dir])),
      );
      expect(csv).toContain('"지원자"');
      expect(csv).toMatch(/이력서: cv\.pdf → \d+-resume\.pdf/);
      const id = /(\d+)-resume\.pdf/.exec(csv)?.[1];
      expect(readFileSync(join(dir, `${id}-resume.pdf`), 'utf8')).toBe('%PDF-');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('purge deletes what is past retention, with its files, and keeps the rest', async () => {
    const result = await purge(t.db);
    expect(result).toMatchObject({ consultations: 1, jobApplications: 1 });
    const names = await t.db.query<{ name: string }>('SELECT name FROM consultations ORDER BY id');
    expect(names.map((row) => row.name)).toEqual(['김"따옴표"', '이기타']);
    const files = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM job_application_files',
    );
    expect(files[0]?.n).toBe(0);
  });
});
