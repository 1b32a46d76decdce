import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  API_MESSAGES,
  CONSULTATION_MESSAGES,
  JOB_MESSAGES,
  NATIVE_FORM_MESSAGES,
} from '../../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../../contract/site';
import { repositoryContent } from '../../../contract/siteContent';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { publishContent } from '../support/content';
import { consultationPage, jobPage } from '../support/formPages';

const PDF = Buffer.from('%PDF-1.7\n% resume\n');

/** A form body as a browser sends it, written out by the test (repeated names, raw bytes). */
const postUrlencoded = (app: TestApp['app'], url: string, payload: string) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

describeEachDatabase('forms sent without JavaScript on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'native-forms-'));
    for (const [path, html] of [
      ['apply-counsel', consultationPage],
      ['job', jobPage],
    ] as const) {
      mkdirSync(join(dist, path), { recursive: true });
      writeFileSync(join(dist, path, 'index.html'), html);
    }
    t = await createTestApp(kind, { distDir: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
  const postForm = (url: string, fields: Record<string, string>) =>
    postUrlencoded(t.app, url, new URLSearchParams(fields).toString());

  /** The shortest consultation the form accepts: a type, `name`, a phone number and consent. */
  const consentedConsultation = (name: string) => ({
    consultation_type: 'gift',
    name,
    phone: '010-1234-5678',
    agreement: 'on',
  });

  test('a complete consultation is stored once and answered with a 303 to a page that says so', async () => {
    const before = await count('consultations');
    const response = await postForm(NATIVE_FORM_PATHS.consultation.action, {
      consultation_type: 'gift',
      name: '김증여',
      phone: '010-1234-5678',
      content: '아파트 증여',
      website: '',
      agreement: 'on',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(NATIVE_FORM_PATHS.consultation.received);
    expect(await count('consultations')).toBe(before + 1);
    const received = await t.app.inject({ url: NATIVE_FORM_PATHS.consultation.received });
    expect(received.statusCode).toBe(200);
    expect(received.headers['content-type']).toContain('text/html');
    expect(received.body).toContain(CONSULTATION_MESSAGES.succeeded);
    expect(received.body).toContain('role="status"');
    expect(received.body).not.toMatch(/<script|modulepreload/);
  });

  test('an incomplete consultation comes back with every message and every typed value, and stores nothing', async () => {
    const before = await count('consultations');
    const hostile = '"><script>alert(1)</script>';
    const response = await postForm(NATIVE_FORM_PATHS.consultation.action, {
      consultation_type: 'gift',
      name: ' ',
      phone: hostile,
      content: '적어둔 내용 </textarea><b>',
      // Not what a ticked box sends: refused, and the box must not come back ticked.
      agreement: 'off',
    });
    expect(response.statusCode).toBe(422);
    expect(await count('consultations')).toBe(before);
    const html = response.body;
    expect(html).toContain('role="alert"');
    for (const message of [
      CONSULTATION_MESSAGES.nameRequired,
      CONSULTATION_MESSAGES.consentRequired,
      NATIVE_FORM_MESSAGES.invalidHeading,
    ]) {
      expect(html).toContain(message);
    }
    // A form with no file field is not told to choose its files again.
    expect(html).toContain(NATIVE_FORM_MESSAGES.invalidHint);
    expect(html).not.toContain(NATIVE_FORM_MESSAGES.invalidHintWithFiles);
    expect(html).toContain('<option value="gift" selected="">');
    expect(html).not.toContain('<option value="" selected="">');
    expect(html).toContain('name="phone" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('name="content">적어둔 내용 &lt;/textarea&gt;&lt;b&gt;</textarea>');
    expect(html).toContain('<input class="c" type="checkbox" name="agreement"/>');
    expect(html).not.toMatch(/<script|modulepreload/);
    // Consent given, nothing else wrong: it goes through.
    const fixed = await postForm(
      NATIVE_FORM_PATHS.consultation.action,
      consentedConsultation('김증여'),
    );
    expect(fixed.statusCode).toBe(303);
  });

  test('a job application with files posts natively as multipart; an incomplete one comes back with its values', async () => {
    const before = await count('job_applications');
    const form = (fields: Record<string, string>, resume?: Buffer) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(fields)) data.append(key, value);
      // A browser sends an empty part for a file input left empty.
      data.append('portfolio', new Blob([]), '');
      if (resume) data.append('resume', new Blob([new Uint8Array(resume)]), '이력서.pdf');
      return data;
    };
    const fields = {
      name: '최지원',
      email: 'applicant@example.com',
      phone: '010-2222-3333',
      position: 'tax-accountant',
      introduction: '세무 경력 5년',
      experience: '',
      privacyAgreement: 'on',
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: NATIVE_FORM_PATHS.job.action,
      payload: form(fields, PDF),
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(NATIVE_FORM_PATHS.job.received);
    expect(await count('job_applications')).toBe(before + 1);
    const received = await t.app.inject({ url: NATIVE_FORM_PATHS.job.received });
    expect(received.body).toContain(JOB_MESSAGES.succeeded);

    const { privacyAgreement: _consent, ...withoutConsent } = fields;
    const back = await t.app.inject({
      method: 'POST',
      url: NATIVE_FORM_PATHS.job.action,
      payload: form(withoutConsent),
    });
    expect(back.statusCode).toBe(422);
    expect(await count('job_applications')).toBe(before + 1);
    expect(back.body).toContain(JOB_MESSAGES.privacyRequired);
    expect(back.body).toContain(JOB_MESSAGES.resumeRequired);
    expect(back.body).toContain(NATIVE_FORM_MESSAGES.invalidHintWithFiles);
    expect(back.body).toContain('name="email" value="applicant@example.com"');
    expect(back.body).toContain('<option value="tax-accountant" selected="">');
    expect(back.body).toContain('name="introduction">세무 경력 5년</textarea>');
  });

  test('a job application to a position the firm has closed comes back (409) with the message and its values', async () => {
    const before = await count('job_applications');
    const data = new FormData();
    for (const [key, value] of Object.entries({
      name: '최지원',
      email: 'applicant@example.com',
      phone: '010-2222-3333',
      position: 'tax-accountant',
      introduction: '세무 경력 5년',
      privacyAgreement: 'on',
    }))
      data.append(key, value);
    data.append('resume', new Blob([new Uint8Array(PDF)]), '이력서.pdf');
    const jobs = repositoryContent.jobs.map((job) =>
      job.id === 'tax-accountant' ? { ...job, open: false } : job,
    );
    await publishContent(t, { ...repositoryContent, jobs });
    try {
      const back = await t.app.inject({
        method: 'POST',
        url: NATIVE_FORM_PATHS.job.action,
        payload: data,
      });
      expect(back.statusCode).toBe(409);
      expect(back.headers['content-type']).toMatch(/^text\/html/);
      expect(back.body).toContain(JOB_MESSAGES.positionClosed);
      expect(back.body).toContain('name="email" value="applicant@example.com"');
      expect(await count('job_applications')).toBe(before);
    } finally {
      await publishContent(t, repositoryContent);
    }
  });

  test('of a name sent twice the first value counts, checked and put back alike', async () => {
    const response = await postUrlencoded(
      t.app,
      NATIVE_FORM_PATHS.consultation.action,
      'name=%EC%B2%AB%EB%B2%88%EC%A7%B8&name=second&phone=010-1234-5678',
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('name="name" value="첫번째"');
    expect(response.body).not.toContain('second');
  });

  test('text the database cannot store comes back as a message, not an error page', async () => {
    const response = await postForm(
      NATIVE_FORM_PATHS.consultation.action,
      consentedConsultation('a\u0000b'),
    );
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(API_MESSAGES.invalidCharacters);
  });

  // A stranger's name=%ED%A0%80 (a surrogate's UTF-8) and %FF%FE were stored as U+FFFD with a 303.
  test.each(['%ED%A0%80', '%FF%FE'])(
    'bytes that are not UTF-8 (%s) come back as a message and store nothing',
    async (bytes) => {
      const before = await count('consultations');
      const response = await postUrlencoded(
        t.app,
        NATIVE_FORM_PATHS.consultation.action,
        `consultation_type=gift&name=${bytes}&phone=010-1234-5678&agreement=on`,
      );
      expect(response.statusCode).toBe(422);
      expect(response.body).toContain(API_MESSAGES.invalidCharacters);
      expect(await count('consultations')).toBe(before);
    },
  );
});

test('without a built site the answers are pages of their own', async () => {
  const t = await createTestApp('pglite');
  try {
    const response = await postUrlencoded(t.app, NATIVE_FORM_PATHS.consultation.action, 'name=');
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('<html lang="ko">');
    expect(response.body).toContain(CONSULTATION_MESSAGES.consentRequired);
  } finally {
    await t.close();
  }
});
