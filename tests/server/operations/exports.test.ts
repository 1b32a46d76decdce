// Exports stream in bounded memory on both databases, a missing stored file is not a
// download, HEAD is not a download, and staff can delete a request or an application.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { STAFF_API, STAFF_CSRF_HEADER, STAFF_MESSAGES } from '../../../contract/staff';
import { seoulToday } from '../../../contract/staffFilters';
import {
  describeEachDatabase,
  openForSuite,
  openTestDatabase,
  TEST_DATABASE_URL,
} from '../helpers';
import { addApplication, asStaff, auditActions, PDF, signedInApp } from '../support/staff';

const ROWS = 100_000;
/** Rows of about 1 KB each: held whole, 100,000 of them cost hundreds of megabytes. */
const CONTENT_CHARS = 300;
/**
 * What the export may add to the process's memory while it runs (one batch, buffers, GC slack).
 * Measured 25–33 MB alone and up to 113 MB with other suites loading the same two cores; the
 * whole export held in memory grew it by 575 MB, so the bound still tells the two apart.
 */
const RSS_GROWTH_MAX = 192 * 1024 * 1024;

const as = asStaff;

describeEachDatabase('exports and deletion on %s', (kind) => {
  const t = openForSuite(() => signedInApp(kind));

  test(`the consultations CSV streams ${ROWS.toLocaleString('en')} rows in bounded memory, past the statement deadline`, async () => {
    // One statement (every row gets the same created_at, so the export's keyset must tell rows
    // apart by id); on PostgreSQL outside the server's pool, whose deadline it may exceed.
    const seed = `INSERT INTO consultations (consultation_type, name, phone, content)
      SELECT 'inheritance', '신청인' || g, '010-0000-' || lpad((g % 10000)::text, 4, '0'),
             repeat('상', $1::int) || g
      FROM generate_series(1, $2::int) AS g`;
    if (kind === 'pglite') await t.db.query(seed, [CONTENT_CHARS, ROWS]);
    else {
      const sql = postgres(TEST_DATABASE_URL ?? '', {
        max: 1,
        onnotice: () => {},
        connection: { search_path: t.location },
      });
      await sql.unsafe(seed, [CONTENT_CHARS, ROWS]);
      await sql.end();
    }
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const response = await fetch(`http://127.0.0.1:${port}${STAFF_API.consultationsCsv}`, {
      headers: { cookie: t.signed.cookie },
    });
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    let lines = 0;
    let bytes = 0;
    let first: Uint8Array | undefined;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      first ??= value;
      bytes += value.length;
      // Only row ends are CRLF (the content holds no line breaks).
      for (let i = 0; i < value.length; i++) if (value[i] === 0x0a) lines++;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    expect([...(first ?? new Uint8Array()).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines).toBe(ROWS + 1); // the header and every row
    expect(bytes).toBeGreaterThan(ROWS * CONTENT_CHARS * 3);
    expect(peak - before).toBeLessThan(RSS_GROWTH_MAX);
    const [entry] = await t.db.query<{ action: string; detail: string }>(
      'SELECT action, detail FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toEqual({ action: 'consultations_exported', detail: `all (${ROWS})` });
    await t.db.query('DELETE FROM consultations');
  }, 240_000);

  test('the job applications CSV lists each application with its files, audited', async () => {
    const id = await addApplication(t.app, '이력서.pdf');
    const response = await t.app.inject(as(t.signed, { url: STAFF_API.applicationsCsv }));
    expect(response.statusCode).toBe(200);
    // Named with the list and the day, in Korean with an ASCII fallback.
    const day = seoulToday();
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="job-applications-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`입사지원-${day}.csv`)}`,
    );
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toContain(`"${id}",`);
    expect(response.body).toContain('포트폴리오: work.zip; 이력서: 이력서.pdf');
    expect((await auditActions(t.app)).at(-1)).toBe('applications_exported');
  });

  test('HEAD of a CSV or a file is not an export or a download', async () => {
    const id = await addApplication(t.app, '이력서.pdf');
    const before = await auditActions(t.app);
    const csv = await t.app.inject(
      as(t.signed, { method: 'HEAD', url: STAFF_API.consultationsCsv }),
    );
    expect(csv.statusCode).toBe(200);
    const file = await t.app.inject(
      as(t.signed, { method: 'HEAD', url: STAFF_API.applicationFile(id, 'resume') }),
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-length']).toBe(String(PDF.length));
    expect(file.rawPayload.length).toBe(0);
    expect(await auditActions(t.app)).toEqual(before);
    const get = await t.app.inject(as(t.signed, { url: STAFF_API.applicationFile(id, 'resume') }));
    expect(get.rawPayload.equals(PDF)).toBe(true);
    expect((await auditActions(t.app)).at(-1)).toBe('application_file_downloaded');
  });

  test('a file whose bytes are gone answers 410 in Korean and is not audited as downloaded', async () => {
    const id = await addApplication(t.app, '이력서.pdf');
    if (kind === 'pglite') unlinkSync(join(t.location, 'uploads', `${id}-resume`));
    else
      await t.db.query(
        "DELETE FROM job_application_file_chunks WHERE application_id = $1 AND field = 'resume'",
        [id],
      );
    const before = await auditActions(t.app);
    const response = await t.app.inject(
      as(t.signed, { url: STAFF_API.applicationFile(id, 'resume') }),
    );
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ detail: STAFF_MESSAGES.fileMissing });
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(await auditActions(t.app)).toEqual(before);
    // The other file of the same application still downloads.
    const portfolio = await t.app.inject(
      as(t.signed, { url: STAFF_API.applicationFile(id, 'portfolio') }),
    );
    expect(portfolio.statusCode).toBe(200);
  });

  test('staff delete a consultation request: gone, audited, and a second delete is 404', async () => {
    const [row] = await t.db.query<{ id: number }>(
      `INSERT INTO consultations (consultation_type, name, phone, content)
       VALUES ('gift', '삭제될', '010-1', '내용') RETURNING id`,
    );
    const id = row?.id ?? 0;
    const forged = await t.app.inject(
      as(t.signed, {
        method: 'DELETE',
        url: STAFF_API.consultation(id),
        headers: { [STAFF_CSRF_HEADER]: 'wrong' },
      }),
    );
    expect(forged.statusCode).toBe(403);
    const deleted = await t.app.inject(
      as(t.signed, { method: 'DELETE', url: STAFF_API.consultation(id) }),
    );
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.query('SELECT id FROM consultations WHERE id = $1', [id])).toEqual([]);
    const [entry] = await t.db.query<{ action: string; target_id: number }>(
      'SELECT action, target_id FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toEqual({ action: 'consultation_deleted', target_id: id });
    const again = await t.app.inject(
      as(t.signed, { method: 'DELETE', url: STAFF_API.consultation(id) }),
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: STAFF_MESSAGES.consultationNotFound });
  });

  test('staff delete a job application with its files, audited', async () => {
    const id = await addApplication(t.app, '이력서.pdf');
    const deleted = await t.app.inject(
      as(t.signed, { method: 'DELETE', url: STAFF_API.application(id) }),
    );
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.query('SELECT id FROM job_applications WHERE id = $1', [id])).toEqual([]);
    expect(
      await t.db.query('SELECT field FROM job_application_files WHERE application_id = $1', [id]),
    ).toEqual([]);
    if (kind === 'pglite') {
      expect(existsSync(join(t.location, 'uploads', `${id}-resume`))).toBe(false);
      expect(existsSync(join(t.location, 'uploads', `${id}-portfolio`))).toBe(false);
    } else {
      expect(
        await t.db.query('SELECT seq FROM job_application_file_chunks WHERE application_id = $1', [
          id,
        ]),
      ).toEqual([]);
    }
    const [entry] = await t.db.query<{ action: string; target_id: number }>(
      'SELECT action, target_id FROM audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(entry).toEqual({ action: 'application_deleted', target_id: id });
    const file = await t.app.inject(as(t.signed, { url: STAFF_API.applicationFile(id, 'resume') }));
    expect(file.statusCode).toBe(404);
    // An id no row can have (beyond PostgreSQL's integer) is not found either, never a 500.
    for (const url of [STAFF_API.application(2 ** 40), STAFF_API.consultation(2 ** 40)]) {
      expect((await t.app.inject(as(t.signed, { method: 'DELETE', url }))).statusCode).toBe(404);
    }
  });
});

const root = resolve(import.meta.dirname, '../../..');

/** `npm run …` as an operator types it, stdout kept apart from stderr. */
function runNpm(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: Buffer; stderr: string }>((done) => {
    const child = spawn('npm', args, {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stdout: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => done({ code, stdout: Buffer.concat(stdout), stderr }));
  });
}

describe('npm run export', () => {
  let dataDir: string;
  let outDir: string;
  beforeAll(async () => {
    const database = await openTestDatabase('pglite');
    await database.db.query(
      `INSERT INTO consultations (consultation_type, name, phone, content)
       VALUES ('gift', '김내보내기', '010-1', '내용')`,
    );
    // Keep the data directory; close() would remove it.
    await database.db.close();
    dataDir = database.location;
    outDir = mkdtempSync(join(tmpdir(), 'export-out-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  });

  test('--out FILE writes a CSV that starts with the BOM', async () => {
    const out = join(outDir, 'c.csv');
    const result = await runNpm(['run', 'export', '--', 'consultations', '--out', out], {
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(0);
    const csv = readFileSync(out);
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.toString('utf8')).toContain('"김내보내기"');
  }, 60_000);

  test('stdout under --silent starts with the BOM; without it the command refuses', async () => {
    const silent = await runNpm(['run', '--silent', 'export', '--', 'consultations'], {
      DATA_DIR: dataDir,
    });
    expect(silent.code).toBe(0);
    expect([...silent.stdout.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(silent.stdout.toString('utf8')).toContain('"김내보내기"');

    const banner = await runNpm(['run', 'export', '--', 'consultations'], { DATA_DIR: dataDir });
    expect(banner.code).toBe(2);
    expect(banner.stdout.toString('utf8')).not.toContain('김내보내기');
    expect(banner.stderr).toContain('--out');
  }, 60_000);
});
