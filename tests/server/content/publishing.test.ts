import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CONTENT_MESSAGES } from '../../../contract/contentLimits';
import { firm } from '../../../contract/firm';
import { CONTENT_API, type ContentState, repositoryContent } from '../../../contract/siteContent';
import { STAFF_API, STAFF_MESSAGES } from '../../../contract/staff';
import type { StaffSession } from '../../../contract/staffAnswers';
import { PREVIEW_SCRIPT, PREVIEW_SCRIPT_SOURCE } from '../../../server/content/previewScript';
import { changedPaths } from '../../../server/routes/staffContent';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers';
import { fakeBuild } from '../support/fakeBuild';
import {
  CLERK,
  OWNER,
  openPublishingSuite,
  openTitles,
  publishingCalls,
  REAL_PHONE,
  withPhone,
} from '../support/publishing';
import { addStaff, asStaff, PASSWORD, signIn } from '../support/staff';

// The firm edits its facts, previews and publishes them; visitors get the new pages at once, on
// every instance, and an older version can be brought back (decision 149).

describeEachDatabase('publishing the firm facts on %s', (kind) => {
  const t = openPublishingSuite(kind);
  const {
    call,
    confirm,
    page,
    phoneOn,
    phoneSentWithoutScript,
    caseOn,
    answerOn,
    jobsOn,
    heroOn,
    records,
  } = publishingCalls(t);

  test('a fresh database starts at version 1 with the build’s facts, served as built', async () => {
    const clerk = await signIn(t.app, CLERK);
    const state = (await call(clerk, 'GET', CONTENT_API.state)).json() as ContentState;
    expect(state.published).toEqual({ version: 1, content: repositoryContent });
    expect(state.draft).toBeNull();
    expect(state.history.map((v) => [v.version, v.published_by])).toEqual([[1, 'seed']]);
    expect(await phoneOn('/')).toBe(firm.mainPhone);
  });

  test('staff save a draft and preview it; only an owner publishes, and visitors then get it', async () => {
    const clerk = await signIn(t.app, CLERK);
    const owner = await signIn(t.app, OWNER);
    const saved = await call(clerk, 'PUT', CONTENT_API.draft, withPhone(REAL_PHONE));
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as ContentState).draft).toMatchObject({
      content: { firm: { mainPhone: REAL_PHONE } },
      updated_by: CLERK,
    });
    // The preview shows the draft as a visitor would get the page; visitors still get version 1.
    const preview = await call(clerk, 'GET', `${CONTENT_API.preview}?path=/`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toMatch(/^text\/html/);
    expect(preview.body).toContain(`class="phone">${REAL_PHONE}<`);
    expect(preview.body).toContain(`"telephone":"${REAL_PHONE}"`);
    // The console frames it with none of the site's scripts, only the preview's own accordion
    // script, by its hash; nothing else may frame it, and public pages stay unframeable.
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(preview.headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(preview.headers['content-security-policy']).toContain(
      `script-src ${PREVIEW_SCRIPT_SOURCE};`,
    );
    expect(preview.headers['content-security-policy']).not.toMatch(/script-src[^;]*'self'/);
    expect(preview.body).toContain(`<script>${PREVIEW_SCRIPT}</script></body>`);
    // A document, though under /api/: the headers only a document reads are all there.
    expect(preview.headers['permissions-policy']).toContain('camera=()');
    expect(preview.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    expect((await page('/')).headers['x-frame-options']).toBe('DENY');
    expect((await call(clerk, 'GET', `${CONTENT_API.preview}?path=/nowhere`)).statusCode).toBe(404);
    expect(await phoneOn('/')).toBe(firm.mainPhone);
    expect(await phoneSentWithoutScript()).toBe(firm.mainPhone);

    const refused = await confirm(clerk, 'POST', CONTENT_API.publish);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(STAFF_MESSAGES.ownerOnly);
    expect(await phoneOn('/')).toBe(firm.mainPhone);

    const published = await confirm(owner, 'POST', CONTENT_API.publish);
    expect(published.statusCode).toBe(200);
    const state = published.json() as ContentState;
    expect(state.published.version).toBe(2);
    expect(state.draft).toBeNull();
    expect(state.history[0]).toMatchObject({
      version: 2,
      published_by: OWNER,
      changed: ['firm.mainPhone'],
    });
    // Every page, its data block and its JSON-LD, at once.
    const home = await page('/');
    expect(home.body).toContain(`class="phone">${REAL_PHONE}<`);
    expect(home.body).toContain(`"telephone":"${REAL_PHONE}"`);
    expect(home.body).toContain(`"mainPhone":"${REAL_PHONE}"`);
    expect(await phoneOn('/privacy')).toBe(REAL_PHONE);
    // The page a form sent without JavaScript comes back on is the published one too, though
    // the server had made the one before static for the earlier answer.
    expect(await phoneSentWithoutScript()).toBe(REAL_PHONE);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect((await page('/', { 'if-none-match': String(home.headers.etag) })).statusCode).toBe(304);
    const compressed = await page('/', { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    const gzipped = await page('/', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(home.body);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(home.body);
    // Each encoding has its own validator; one does not stand for another.
    const etags = new Set([home, compressed, gzipped].map((answer) => answer.headers.etag));
    expect(etags.size).toBe(3);
    const revalidate = (encoding: string, etag: unknown) =>
      page('/', { 'accept-encoding': encoding, 'if-none-match': String(etag) });
    expect((await revalidate('br', home.headers.etag)).statusCode).toBe(200);
    expect((await revalidate('br', compressed.headers.etag)).statusCode).toBe(304);
    const plain = await page('/', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The ready-to-publish list reads what is published.
    const session = (await call(owner, 'GET', STAFF_API.session)).json() as StaffSession;
    expect(session.readyToPublish.map((item) => item.label)).not.toContain('대표 전화');
    expect(session.readyToPublish.length).toBeGreaterThan(0);
    const [entry] = await records(owner, 'content_published');
    expect(entry).toMatchObject({ staff_name: OWNER, detail: 'v2: firm.mainPhone' });

    // Nothing new to publish: no draft, or a draft equal to what is published.
    expect((await confirm(owner, 'POST', CONTENT_API.publish)).json().detail).toBe(
      CONTENT_MESSAGES.noDraft,
    );
    await call(clerk, 'PUT', CONTENT_API.draft, withPhone(REAL_PHONE));
    const same = await confirm(owner, 'POST', CONTENT_API.publish);
    expect(same.statusCode).toBe(409);
    expect(same.json().detail).toBe(CONTENT_MESSAGES.nothingToPublish);
    expect((await confirm(clerk, 'DELETE', CONTENT_API.draft)).statusCode).toBe(204);
    expect((await confirm(clerk, 'DELETE', CONTENT_API.draft)).statusCode).toBe(404);
  });

  test('an older version comes back as a new one; with the build’s facts the build’s files are served again', async () => {
    const owner = await signIn(t.app, OWNER);
    const clerk = await signIn(t.app, CLERK);
    expect((await confirm(clerk, 'POST', CONTENT_API.revert(1))).statusCode).toBe(403);
    for (const version of ['99', '2e0', '%201', '01', '1.0', '-1']) {
      const missing = await confirm(
        owner,
        'POST',
        `${CONTENT_API.state}/versions/${version}/revert`,
      );
      expect(missing.json().detail, version).toBe(CONTENT_MESSAGES.versionNotFound);
    }
    expect((await confirm(owner, 'POST', CONTENT_API.revert(2))).statusCode).toBe(409);
    const reverted = await confirm(owner, 'POST', CONTENT_API.revert(1));
    expect(reverted.statusCode).toBe(200);
    const state = reverted.json() as ContentState;
    expect(state.published).toEqual({ version: 3, content: repositoryContent });
    expect(state.history.map((v) => [v.version, v.reverted_from, v.changed])).toEqual([
      [3, 1, ['firm.mainPhone']],
      [2, null, ['firm.mainPhone']],
      [1, null, []],
    ]);
    const home = await page('/');
    expect(await phoneOn('/')).toBe(firm.mainPhone);
    expect(await phoneSentWithoutScript()).toBe(firm.mainPhone);
    // Served from the build's files again: their own validator, not a rendered page's.
    expect(home.headers.etag).toMatch(/^W\/|^"/);
    const [entry] = await records(owner, 'content_reverted');
    expect(entry).toMatchObject({ staff_name: OWNER, detail: 'v3 (= v1): firm.mainPhone' });

    // A version stored before today's rules (a tab in the name) is still served, but is not
    // published again as it is.
    await t.db.query(
      `INSERT INTO content_versions (version, body, published_by)
       SELECT max(version) + 1, $1::text::jsonb, 'old rules' FROM content_versions`,
      [JSON.stringify({ firm: { ...firm, mainPhone: REAL_PHONE, legalName: '세무\t법인' } })],
    );
    await t.app.publisher.refresh();
    expect(await phoneOn('/')).toBe(REAL_PHONE);
    // Stored before the FAQ was content: it shows the FAQ the site had then, the repository's.
    expect(await answerOn('/')).toBe(repositoryContent.faq[0]?.answer[0]);
    // …and the success cases the site had then (decision 153), in the page and in the state.
    expect(await caseOn('/success-case')).toBe(repositoryContent.successCases[0]?.title);
    // Likewise the job positions and the home page's texts (decisions 151, 152).
    expect(await jobsOn('/job')).toBe(openTitles(repositoryContent.jobs));
    expect(await heroOn('/')).toBe(repositoryContent.home.hero.lead);
    const stored = (await call(owner, 'GET', CONTENT_API.state)).json() as ContentState;
    expect(stored.published.content.jobs).toEqual(repositoryContent.jobs);
    expect(stored.published.content.home).toEqual(repositoryContent.home);
    expect(stored.published.content.successCases).toEqual(repositoryContent.successCases);
    const old = (await call(owner, 'GET', CONTENT_API.state)).json() as ContentState;
    await confirm(owner, 'POST', CONTENT_API.revert(1));
    const outdated = await confirm(owner, 'POST', CONTENT_API.revert(old.published.version));
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json().detail).toBe(CONTENT_MESSAGES.versionOutdated);
  });
});

describe('a server built without the files publishing needs', () => {
  const build = fakeBuild({ renderer: false });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { distDir: build.dir });
    await addStaff(t.app, OWNER, PASSWORD, 'owner');
  });
  afterAll(async () => {
    await t.close();
    build.dispose();
  });

  test('refuses to publish, and says why, rather than store what no page would show', async () => {
    const owner = await signIn(t.app, OWNER);
    await t.app.inject(
      asStaff(owner, { method: 'PUT', url: CONTENT_API.draft, payload: withPhone(REAL_PHONE) }),
    );
    const refused = await t.app.inject(
      asStaff(owner, { method: 'POST', url: CONTENT_API.publish, payload: { draft: 1 } }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(CONTENT_MESSAGES.renderingUnavailable);
    const state = (
      await t.app.inject(asStaff(owner, { url: CONTENT_API.state }))
    ).json() as ContentState;
    expect(state.published.version).toBe(1);
  });
});

test('what a version changed is named down to the fact, list items by their place', () => {
  const lines = firm.counselPhones;
  const moved = lines.map((line, index) =>
    index === 1 ? { ...line, number: '02-555-0003' } : line,
  );
  expect(changedPaths(firm, { ...firm, counselPhones: moved })).toEqual([
    'counselPhones[1].number',
  ]);
  expect(changedPaths(firm, { ...firm, counselPhones: lines.slice(0, 1) })).toEqual([
    'counselPhones',
  ]);
  expect(
    changedPaths(firm, {
      ...firm,
      mainPhone: REAL_PHONE,
      privacyOfficer: { ...firm.privacyOfficer, email: 'privacy@hangyeol.kr' },
    }),
  ).toEqual(['mainPhone', 'privacyOfficer.email']);
  expect(changedPaths(firm, structuredClone(firm))).toEqual([]);
});
