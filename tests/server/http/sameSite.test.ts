import { expect, test } from 'vitest';
import { CONSULTATION_API } from '../../../contract/consultations';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { API_MESSAGES } from '../../../contract/messages';
import { REVIEW_API } from '../../../contract/reviews';
import { NATIVE_FORM_PATHS } from '../../../contract/site';
import {
  createTestApp,
  createTestAppWithFormPage,
  describeEachDatabase,
  openForSuite,
} from '../helpers';
import { multipartWithResume } from '../support/multipart';

const HOST = 'www.example-tax.kr';
const SITE = `https://${HOST}`;
const consultation = {
  consultation_type: 'gift',
  name: '김증여',
  phone: '010-1234-5678',
  content: '',
  website: '',
};
const review = {
  username: '김상속',
  password: 'secret1',
  title: '상담 후기',
  content: '친절했습니다.',
  consultation_type: 'inheritance',
};
const application = {
  name: '김지원',
  email: 'a@b.kr',
  phone: '010-1111-2222',
  position: 'tax-accountant',
  introduction: '소개',
  privacyAgreement: 'true',
};
const page = `<!doctype html><html><body><form method="post" action="/apply-counsel"><input type="text" name="name" value=""/></form></body></html>`;

/** What a page on evil.example sends, in each browser's way, and what a sandboxed frame sends. */
const FOREIGN: Record<string, string>[] = [
  { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
  { origin: 'https://evil.example' }, // a browser without Fetch Metadata
  { 'sec-fetch-site': 'cross-site' }, // a browser that left Origin out
  { origin: 'null', 'sec-fetch-site': 'cross-site' }, // sandboxed frame, data: URL
  { origin: 'null' },
  { origin: `https://${HOST}.evil.example` },
  { origin: `http://evil.example/${HOST}` },
];
/** This site's own pages: fetch and forms, modern and old browsers, and clients without Origin. */
const OWN: Record<string, string>[] = [
  { origin: SITE, 'sec-fetch-site': 'same-origin' },
  { origin: SITE },
  { 'sec-fetch-site': 'same-origin' },
  { origin: 'null', 'sec-fetch-site': 'same-origin' }, // a page under Referrer-Policy no-referrer
  {}, // curl, scripts, an old browser's same-origin form
];

describeEachDatabase('only this site posts to the public write endpoints on %s', (kind) => {
  const t = openForSuite(() => createTestAppWithFormPage(kind, page));

  const count = async (table: string) =>
    (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
  const json = (url: string, payload: unknown, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, ...headers },
      payload: payload as object,
    });
  const form = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: NATIVE_FORM_PATHS.consultation.action,
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams({ ...consultation, agreement: 'on' }).toString(),
    });
  const upload = (headers: Record<string, string>, url: string = JOB_APPLICATION_API) => {
    const { body, contentType } = multipartWithResume(application, {
      fileName: 'cv.pdf',
      data: Buffer.from('%PDF-1.7\n% resume\n'),
    });
    return t.app.inject({
      method: 'POST',
      url,
      headers: { host: HOST, 'content-type': contentType, ...headers },
      payload: body,
    });
  };

  test('posts from another site are refused with 403 and a Korean detail, and nothing is stored', async () => {
    const before = [
      await count('consultations'),
      await count('reviews'),
      await count('job_applications'),
    ];
    for (const headers of FOREIGN) {
      for (const response of [
        await json(CONSULTATION_API, consultation, headers),
        await json(REVIEW_API.list, review, headers),
        await upload(headers),
      ]) {
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json()).toEqual({ detail: API_MESSAGES.crossSite });
      }
      // The forms sent without JavaScript are answered with their page, saying the same.
      for (const response of [
        await form(headers),
        await upload(headers, NATIVE_FORM_PATHS.job.action),
      ]) {
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toContain(API_MESSAGES.crossSite);
      }
    }
    expect([
      await count('consultations'),
      await count('reviews'),
      await count('job_applications'),
    ]).toEqual(before);
  });

  test('the site’s own pages post with and without JavaScript, with or without Origin', async () => {
    for (const headers of OWN) {
      expect((await json(CONSULTATION_API, consultation, headers)).statusCode).toBe(201);
      expect((await json(REVIEW_API.list, review, headers)).statusCode).toBe(201);
      const native = await form(headers);
      expect(native.statusCode).toBe(303);
      expect(native.headers.location).toBe(NATIVE_FORM_PATHS.consultation.received);
      expect((await upload(headers)).statusCode).toBe(201);
    }
  });

  test('reading stays open to every origin', async () => {
    const response = await t.app.inject({
      url: REVIEW_API.list,
      headers: { host: HOST, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });
});

test('behind a proxy that rewrites Host, SITE_URL names the site’s origin', async () => {
  const t = await createTestApp('pglite', { config: { siteOrigin: SITE } });
  try {
    const post = (origin: string) =>
      t.app.inject({
        method: 'POST',
        url: CONSULTATION_API,
        headers: { host: '127.0.0.1:3000', origin },
        payload: consultation,
      });
    expect((await post(SITE)).statusCode).toBe(201);
    expect((await post('https://evil.example')).statusCode).toBe(403);
  } finally {
    await t.close();
  }
});
