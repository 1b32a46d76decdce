import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { jobPositions } from '../../../contract/jobPositions';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { JOB_LIMITS } from '../../../contract/limits';
import { API_MESSAGES, JOB_MESSAGES } from '../../../contract/messages';
import { repositoryContent } from '../../../contract/siteContent';
import { CHUNK_BYTES } from '../../../server/db/fileStore';
import { jobApplicationsRepository } from '../../../server/db/jobApplications';
import {
  createTestApp,
  describeEachDatabase,
  fieldErrors,
  openForSuite,
  type TestApp,
} from '../helpers';
import { publishContent } from '../support/content';
import { APPLICATION_FIELDS } from '../support/staff';

const PDF = Buffer.from('%PDF-1.7\n% test resume\n');
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

// The name padded with spaces: the stored one must be trimmed.
const fields = { ...APPLICATION_FIELDS, name: ' 최지원 ' };

function form(
  overrides: Record<string, string | undefined> = {},
  files: Record<string, [Buffer, string] | undefined> = { resume: [PDF, 'resume.pdf'] },
) {
  const data = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...overrides })) {
    if (value !== undefined) data.append(key, value);
  }
  for (const [key, file] of Object.entries(files)) {
    if (file) data.append(key, new Blob([new Uint8Array(file[0])]), file[1]);
  }
  return data;
}

async function count(t: TestApp) {
  const rows = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM job_applications');
  return rows[0]?.n ?? 0;
}

describeEachDatabase('job applications on %s', (kind) => {
  const t = openForSuite(() => createTestApp(kind));

  test('an application with resume and portfolio is stored with its files and answered 201', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      payload: form({}, { resume: [PDF, 'resume.pdf'], portfolio: [ZIP, 'work.zip'] }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ status: 'success' });
    const rows = await t.db.query<{ id: number; name: string; position: string }>(
      'SELECT id, name, position FROM job_applications ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toMatchObject({ name: '최지원', position: 'tax-accountant' });
    const repository = jobApplicationsRepository(t.db);
    const files = await repository.files(rows[0]?.id ?? 0);
    expect(files.map((f) => [f.field, f.kind, f.file_name, f.size])).toEqual([
      ['portfolio', 'zip', 'work.zip', ZIP.length],
      ['resume', 'pdf', 'resume.pdf', PDF.length],
    ]);
    // The bytes come back exactly, from whichever store this database uses.
    const dir = mkdtempSync(join(tmpdir(), 'stored-files-'));
    try {
      for (const [file, expected] of [
        [files[0], ZIP],
        [files[1], PDF],
      ] as const) {
        if (!file) throw new Error('file row missing');
        await repository.copyFile(file, join(dir, file.field));
        expect(readFileSync(join(dir, file.field)).equals(expected)).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a file larger than one storage chunk comes back byte for byte', async () => {
    const big = Buffer.concat([PDF, randomBytes(CHUNK_BYTES * 2 + 12_345)]);
    const response = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      payload: form({}, { resume: [big, 'big.pdf'] }),
    });
    expect(response.statusCode).toBe(201);
    const repository = jobApplicationsRepository(t.db);
    const [latest] = await t.db.query<{ id: number }>(
      'SELECT id FROM job_applications ORDER BY id DESC LIMIT 1',
    );
    const [file] = await repository.files(latest?.id ?? 0);
    if (!file) throw new Error('file row missing');
    expect(file.size).toBe(big.length);
    const dir = mkdtempSync(join(tmpdir(), 'stored-files-'));
    try {
      await repository.copyFile(file, join(dir, 'resume'));
      expect(readFileSync(join(dir, 'resume')).equals(big)).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('uploaded files are never served', async () => {
    const response = await t.app.inject({ url: `${JOB_APPLICATION_API}/1/resume` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: API_MESSAGES.notFound });
  });

  test('a file whose bytes are not what its name says is 415', async () => {
    const before = await count(t);
    const response = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      payload: form({}, { resume: [PNG, 'resume.pdf'] }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      detail: JOB_MESSAGES.resumeType,
      errors: [{ field: 'resume', message: JOB_MESSAGES.resumeType }],
    });
    const zipAsResume = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      payload: form({}, { resume: [ZIP, 'resume.zip'] }),
    });
    expect(zipAsResume.statusCode).toBe(415);
    expect(await count(t)).toBe(before);
  });

  test('a resume over the limit is 413 with the Korean size message', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(JOB_LIMITS.resumeMaxBytes)]);
    const response = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      payload: form({}, { resume: [big, 'resume.pdf'] }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(JOB_MESSAGES.resumeTooLarge);
  });

  test('a portfolio beyond every limit is 413 too (the upload is cut off, not buffered)', async () => {
    const huge = Buffer.concat([ZIP, Buffer.alloc(JOB_LIMITS.portfolioMaxBytes + 1)]);
    const response = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      payload: form({}, { resume: [PDF, 'cv.pdf'], portfolio: [huge, 'p.zip'] }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe(JOB_MESSAGES.portfolioTooLarge);
  });

  test('missing resume and invalid fields are 422 with every message', async () => {
    const before = await count(t);
    const response = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      payload: form({ email: 'not-an-email', privacyAgreement: undefined }, {}),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(
      fieldErrors(
        ['email', JOB_MESSAGES.emailInvalid],
        ['privacyAgreement', JOB_MESSAGES.privacyRequired],
        ['resume', JOB_MESSAGES.resumeRequired],
      ),
    );
    expect(await count(t)).toBe(before);
  });

  test('a position the published content closes or leaves out is refused (409) with the message; reopened, it is taken', async () => {
    const [accountant, ...others] = jobPositions;
    if (accountant?.id !== fields.position)
      throw new Error('the form applies to the first position');
    const before = await count(t);
    const apply = (
      overrides: Record<string, string | undefined> = {},
      files?: Parameters<typeof form>[1],
    ) =>
      t.app.inject({ method: 'POST', url: JOB_APPLICATION_API, payload: form(overrides, files) });
    try {
      for (const jobs of [[{ ...accountant, open: false }, ...others], others]) {
        await publishContent(t, { ...repositoryContent, jobs });
        const refused = await apply();
        expect(refused.statusCode, JSON.stringify(jobs.map((job) => job.id))).toBe(409);
        expect(refused.json()).toEqual(fieldErrors(['position', JOB_MESSAGES.positionClosed]));
        // Other faults keep their own status; the closed position is said with them.
        const incomplete = await apply({}, {});
        expect(incomplete.statusCode).toBe(422);
        expect(incomplete.json()).toEqual(
          fieldErrors(
            ['resume', JOB_MESSAGES.resumeRequired],
            ['position', JOB_MESSAGES.positionClosed],
          ),
        );
        // Another position, still open, is taken.
        expect((await apply({ position: 'tax-consultant' })).statusCode).toBe(201);
      }
      expect(await count(t)).toBe(before + 2);
    } finally {
      await publishContent(t, repositoryContent);
    }
    expect((await apply()).statusCode).toBe(201);
  });

  test('a JSON body is 415, a broken multipart body is 400', async () => {
    const json = await t.app.inject({ method: 'POST', url: JOB_APPLICATION_API, payload: fields });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ detail: API_MESSAGES.unsupportedMediaType });
    const broken = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nabc',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: API_MESSAGES.malformedBody });
  });
});
