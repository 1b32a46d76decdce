import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../../contract/contentLimits';
import { firm } from '../../../contract/firm';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { API_MESSAGES, JOB_MESSAGES } from '../../../contract/messages';
import { contentKey, SITE_CONTENT_PATH } from '../../../contract/pageContent';
import { NATIVE_FORM_PATHS } from '../../../contract/site';
import {
  CONTENT_API,
  type ContentState,
  draftSeenIn,
  repositoryContent,
} from '../../../contract/siteContent';
import { STAFF_API, STAFF_MESSAGES } from '../../../contract/staff';
import type { AuditEntry, StaffPage, StaffSession } from '../../../contract/staffAnswers';
import { buildApp } from '../../../server/app';
import { PREVIEW_SCRIPT, PREVIEW_SCRIPT_SOURCE } from '../../../server/content/previewScript';
import { contentRepository } from '../../../server/db/content';
import { DatabaseUnavailableError } from '../../../server/db/database';
import { changedPaths } from '../../../server/routes/staffContent';
import {
  createTestApp,
  describeEachDatabase,
  describePostgres,
  openForSuite,
  openPostgresSchema,
  TEST_SCRYPT,
  type TestApp,
} from '../helpers';
import { fakeBuild } from '../support/fakeBuild';
import {
  addStaff,
  applicationForm,
  asConfirmed,
  asStaff,
  PASSWORD,
  type Signed,
  signIn,
} from '../support/staff';

// The firm edits its facts, previews and publishes them; visitors get the new pages at once, on
// every instance, and an older version can be brought back (decision 149).

const OWNER = '박대표';
const CLERK = '이직원';
const REAL_PHONE = '02-555-1234';

const withPhone = (mainPhone: string) => ({ ...repositoryContent, firm: { ...firm, mainPhone } });

describeEachDatabase('publishing the firm facts on %s', (kind) => {
  const build = fakeBuild();
  const t = openForSuite(async () => {
    const opened = await createTestApp(kind, { distDir: build.dir });
    await addStaff(opened.app, OWNER, PASSWORD, 'owner');
    await addStaff(opened.app, CLERK, PASSWORD, 'staff');
    return opened;
  });
  afterAll(() => build.dispose());

  const call = (
    signed: Signed,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject(asStaff(signed, { method, url, ...(payload ? { payload } : {}) }));
  /** Stored as a publish stores it, without this instance's refresh (the test makes its own). */
  const publishStored = (content: object) =>
    t.db.transaction(async (tx) => {
      const repository = contentRepository(tx);
      await repository.lock();
      await repository.publish(content, OWNER);
    });
  const confirm = (signed: Signed, method: 'POST' | 'DELETE', url: string) =>
    asConfirmed(t.app, signed, { method, url });
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers });
  const phoneOn = async (url: string) => /class="phone">([^<]*)</.exec((await page(url)).body)?.[1];
  /** The phone on the page a consultation form sent without JavaScript comes back on. */
  const phoneSentWithoutScript = async () =>
    /class="phone">([^<]*)</.exec(
      (
        await t.app.inject({
          method: 'POST',
          url: NATIVE_FORM_PATHS.consultation.action,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'consultation_type=inheritance&name=&phone=&content=',
        })
      ).body,
    )?.[1];
  const caseOn = async (url: string) => /class="case">([^<]*)</.exec((await page(url)).body)?.[1];
  const titleOn = async (url: string) => /<title>([^<]*)</.exec((await page(url)).body)?.[1];
  const answerOn = async (url: string) => /class="faq">([^<]*)</.exec((await page(url)).body)?.[1];
  const jobsOn = async (url: string) => /class="jobs">([^<]*)</.exec((await page(url)).body)?.[1];
  const heroOn = async (url: string) => /class="hero">([^<]*)</.exec((await page(url)).body)?.[1];
  const openTitles = (jobs: readonly { title: string; open: boolean }[]) =>
    jobs
      .filter((job) => job.open)
      .map((job) => job.title)
      .join('|');
  const records = async (signed: Signed, action: string) =>
    (
      (
        await call(signed, 'GET', `${STAFF_API.audit}?action=${action}`)
      ).json() as StaffPage<AuditEntry>
    ).items;

  test('a fresh database starts at version 1 with the build’s facts, served as built', async () => {
    const clerk = await signIn(t.app, CLERK);
    const state = (await call(clerk, 'GET', CONTENT_API.state)).json() as ContentState;
    expect(state.published).toEqual({ version: 1, content: repositoryContent });
    expect(state.draft).toBeNull();
    expect(state.history.map((v) => [v.version, v.published_by])).toEqual([[1, 'seed']]);
    expect(await phoneOn('/')).toBe(firm.mainPhone);
  });

  test('a draft is checked as publishing would check it; a bad one saves nothing', async () => {
    const clerk = await signIn(t.app, CLERK);
    for (const [firmChange, message] of [
      [{ mainPhone: '전화번호' }, CONTENT_MESSAGES.phone],
      [{ businessRegistrationNumber: '1234567890' }, CONTENT_MESSAGES.businessRegistrationNumber],
      [{ legalName: '   ' }, CONTENT_MESSAGES.required],
      [{ representatives: [] }, CONTENT_MESSAGES.listSize(1, 5)],
      [{ coordinates: { lat: 0, lng: 127 } }, CONTENT_MESSAGES.latitude],
      [{ privacyPolicyEffectiveDate: '2026-13-45' }, CONTENT_MESSAGES.day],
      [{ privacyPolicyEffectiveDate: '2026-02-30' }, CONTENT_MESSAGES.day],
      [{ privacyPolicyEffectiveDate: '2026-04-31' }, CONTENT_MESSAGES.day],
      [{ privacyPolicyEffectiveDate: '0000-01-01' }, CONTENT_MESSAGES.day],
      [{ legalName: '\u0301\u0301' }, CONTENT_MESSAGES.required],
      ...[
        '세무\r법인',
        '세무\t법인',
        '세무\u0085법인',
        '세무\u200b법인',
        '세무\u200e법인',
        '세무\ue000법인',
        '세무\uffff법인',
        '세무\u{e0041}법인',
      ].map((legalName) => [{ legalName }, CONTENT_MESSAGES.invisible] as const),
      [
        { privacyOfficer: { ...firm.privacyOfficer, email: 'not-an-address' } },
        CONTENT_MESSAGES.email,
      ],
      [{ extra: 'field' }, ''],
      [{ legalName: '세무법인\u0000' }, ''],
    ] as const) {
      const refused = await call(clerk, 'PUT', CONTENT_API.draft, {
        ...repositoryContent,
        firm: { ...firm, ...firmChange },
      });
      expect(refused.statusCode, JSON.stringify(firmChange)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    const { legalName: _missing, ...withoutName } = firm;
    expect(
      (await call(clerk, 'PUT', CONTENT_API.draft, { ...repositoryContent, firm: withoutName }))
        .statusCode,
    ).toBe(400);
    const state = (await call(clerk, 'GET', CONTENT_API.state)).json() as ContentState;
    expect(state.draft).toBeNull();
    // A decomposed name is stored composed, as typed on a keyboard.
    const saved = await call(clerk, 'PUT', CONTENT_API.draft, {
      ...repositoryContent,
      firm: { ...firm, legalName: '세무법인 한결'.normalize('NFD') },
    });
    expect((saved.json() as ContentState).draft?.content.firm.legalName).toBe('세무법인 한결');
    expect((await confirm(clerk, 'DELETE', CONTENT_API.draft)).statusCode).toBe(204);
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

  test('the FAQ is content too: checked item by item, published, and named by what changed', async () => {
    const owner = await signIn(t.app, OWNER);
    const [first, second] = repositoryContent.faq;
    if (!first || !second) throw new Error('the repository has two FAQ items');
    const withFaq = (faq: unknown) => ({ ...repositoryContent, faq });
    for (const [faq, message] of [
      [[], CONTENT_MESSAGES.listSize(1, CONTENT_LIMITS.faqItemsMax)],
      [[first, { ...second, id: first.id }], CONTENT_MESSAGES.faqIdsRepeat],
      [[{ ...first, answer: ['같은 문단', '같은 문단'] }], CONTENT_MESSAGES.paragraphsRepeat],
      [[{ ...first, answer: [] }], CONTENT_MESSAGES.listSize(1, CONTENT_LIMITS.paragraphsMax)],
      [[{ ...first, question: ' ' }], CONTENT_MESSAGES.required],
      [
        [{ ...first, question: '질'.repeat(CONTENT_LIMITS.questionMax + 1) }],
        CONTENT_MESSAGES.tooLong(CONTENT_LIMITS.questionMax),
      ],
      [[{ ...first, answer: ['줄\n바꿈'] }], CONTENT_MESSAGES.invisible],
      [[{ ...first, link: { to: '/staff', label: '직원' } }], CONTENT_MESSAGES.linkTarget],
      [
        Array.from({ length: CONTENT_LIMITS.faqItemsMax + 1 }, (_, index) => ({
          ...first,
          id: index + 1,
        })),
        CONTENT_MESSAGES.listSize(1, CONTENT_LIMITS.faqItemsMax),
      ],
    ] as const) {
      const refused = await call(owner, 'PUT', CONTENT_API.draft, withFaq(faq));
      expect(refused.statusCode, JSON.stringify(faq).slice(0, 80)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect(((await call(owner, 'GET', CONTENT_API.state)).json() as ContentState).draft).toBeNull();

    const answer = '상속세는 사망일이 속하는 달의 말일부터 6개월 안에 신고합니다.';
    const changedFaq = repositoryContent.faq.map((item) =>
      item === first ? { ...first, answer: [answer, ...first.answer.slice(1)] } : item,
    );
    expect((await call(owner, 'PUT', CONTENT_API.draft, withFaq(changedFaq))).statusCode).toBe(200);
    const published = await confirm(owner, 'POST', CONTENT_API.publish);
    expect(published.statusCode).toBe(200);
    const state = published.json() as ContentState;
    expect(state.published.content.faq).toEqual(changedFaq);
    expect(state.history[0]?.changed).toEqual(['faq[0].answer[0]']);
    expect(await answerOn('/privacy')).toBe(answer);
  });

  test('job positions and the home page’s texts are content too: checked, published, and a closed position refuses applications', async () => {
    const owner = await signIn(t.app, OWNER);
    const [accountant, staff, consultant] = repositoryContent.jobs;
    if (!accountant || !staff || !consultant) throw new Error('the repository has three positions');
    const { home } = repositoryContent;
    const L = CONTENT_LIMITS;
    const M = CONTENT_MESSAGES;
    for (const [change, message] of [
      [{ jobs: [accountant, { ...staff, id: accountant.id }] }, M.jobPositionsRepeat],
      [{ jobs: [{ ...accountant, id: 'tax-lawyer' }] }, M.jobPositionId],
      [{ jobs: [{ ...accountant, title: ' ' }] }, M.required],
      [
        { jobs: [{ ...accountant, title: '세'.repeat(L.shortTextMax + 1) }] },
        M.tooLong(L.shortTextMax),
      ],
      [{ jobs: [{ ...accountant, duties: ['상속세​신고'] }] }, M.invisible],
      [{ jobs: [{ ...accountant, duties: [] }] }, M.listSize(1, L.jobItemsMax)],
      [{ jobs: [{ ...accountant, tags: ['정규직', '정규직'] }] }, M.itemsRepeat],
      [{ jobs: [{ ...accountant, open: 'yes' }] }, M.jobOpen],
      [
        { jobs: [accountant, staff, consultant, { ...consultant, id: 'tax-accountant' }] },
        M.listSize(0, L.jobPositionsMax),
      ],
      [{ home: { ...home, cta: { ...home.cta, title: '' } } }, M.required],
      [
        { home: { ...home, hero: { ...home.hero, lead: '가'.repeat(L.leadMax + 1) } } },
        M.tooLong(L.leadMax),
      ],
      [{ home: { ...home, hero: { ...home.hero, title: ['상속과\n증여'] } } }, M.invisible],
      [
        { home: { ...home, hero: { ...home.hero, title: [] } } },
        M.listSize(1, L.heroTitleLinesMax),
      ],
      [{ home: { ...home, features: { title: '이유', lead: '없는 칸' } } }, ''],
    ] as const) {
      const refused = await call(owner, 'PUT', CONTENT_API.draft, {
        ...repositoryContent,
        ...change,
      });
      expect(refused.statusCode, JSON.stringify(change).slice(0, 120)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect(((await call(owner, 'GET', CONTENT_API.state)).json() as ContentState).draft).toBeNull();

    // The firm closes the accounting position and rewords the hero's lead.
    const lead = '상속과 증여, 첫 상담부터 신고까지 한 세무사가 맡습니다.';
    const jobs = [accountant, { ...staff, open: false }, consultant];
    const { content: before } = (
      (await call(owner, 'GET', CONTENT_API.state)).json() as ContentState
    ).published;
    const draft = { ...before, jobs, home: { ...home, hero: { ...home.hero, lead } } };
    expect((await call(owner, 'PUT', CONTENT_API.draft, draft)).statusCode).toBe(200);
    const published = await confirm(owner, 'POST', CONTENT_API.publish);
    expect(published.statusCode).toBe(200);
    const state = published.json() as ContentState;
    expect(state.published.content).toEqual(draft);
    expect(state.history[0]?.changed).toEqual(['jobs[1].open', 'home.hero.lead']);
    expect(await jobsOn('/job')).toBe(`${accountant.title}|${consultant.title}`);
    expect(await heroOn('/')).toBe(lead);

    // An application to it, from a page loaded before the publish, is refused; by the API…
    const closed = applicationForm({ resume: 'cv.pdf' });
    closed.set('position', staff.id);
    const refused = await t.app.inject({
      method: 'POST',
      url: JOB_APPLICATION_API,
      payload: closed,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(JOB_MESSAGES.positionClosed);
    // …and as a form sent without JavaScript, answered with the published page.
    const native = await t.app.inject({
      method: 'POST',
      url: NATIVE_FORM_PATHS.job.action,
      payload: closed,
    });
    expect(native.statusCode).toBe(409);
    expect(native.body).toContain(JOB_MESSAGES.positionClosed);
    expect(native.body).toContain(`class="jobs">${accountant.title}|${consultant.title}<`);
    const rows = await t.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM job_applications WHERE position = $1',
      [staff.id],
    );
    expect(rows[0]?.n).toBe(0);
    // An open position is still taken.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: JOB_APPLICATION_API,
          payload: applicationForm({ resume: 'cv.pdf' }),
        })
      ).statusCode,
    ).toBe(201);
  });

  test('the success cases are content: six fixed cases, checked, and a new title reaches the page’s <title>', async () => {
    const owner = await signIn(t.app, OWNER);
    const cases = repositoryContent.successCases;
    const [first, second] = cases;
    if (!first || !second) throw new Error('the repository has six cases');
    const withCase = (change: object) =>
      cases.map((item) => (item === first ? { ...first, ...change } : item));
    // Only the cases change: the rest as published by the tests before.
    const base = ((await call(owner, 'GET', CONTENT_API.state)).json() as ContentState).published
      .content;
    const withCases = (successCases: unknown) => ({ ...base, successCases });
    for (const [successCases, message] of [
      [withCase({ image: { ...first.image, alt: '' } }), CONTENT_MESSAGES.altRequired],
      [withCase({ image: { ...first.image, alt: ' \u200b ' } }), CONTENT_MESSAGES.altRequired],
      [withCase({ image: { src: first.image.src, width: 640, height: 400 } }), ''],
      [withCase({ finalTax: first.expectedTax + 1 }), CONTENT_MESSAGES.finalTaxAboveExpected],
      [withCase({ expectedTax: -1 }), CONTENT_MESSAGES.wholeNumber(0, CONTENT_LIMITS.amountMax)],
      [withCase({ finalTax: 1.5 }), CONTENT_MESSAGES.wholeNumber(0, CONTENT_LIMITS.amountMax)],
      [withCase({ id: second.id }), CONTENT_MESSAGES.caseIds],
      [withCase({ id: 7 }), CONTENT_MESSAGES.caseIds],
      [cases.slice(1), CONTENT_MESSAGES.caseIds],
      [[...cases, { ...first }], CONTENT_MESSAGES.caseIds],
      [withCase({ title: '  ' }), CONTENT_MESSAGES.required],
      [
        withCase({ image: { ...first.image, src: 'https://elsewhere.example/a.png' } }),
        CONTENT_MESSAGES.caseImageSrc,
      ],
      [
        withCase({ image: { ...first.image, src: '/images/uploads/../../etc/passwd' } }),
        CONTENT_MESSAGES.caseImageSrc,
      ],
      [
        withCase({ story: { ...first.story, strategy: [] } }),
        CONTENT_MESSAGES.listSize(1, CONTENT_LIMITS.strategyStepsMax),
      ],
    ] as const) {
      const refused = await call(owner, 'PUT', CONTENT_API.draft, withCases(successCases));
      expect(refused.statusCode, JSON.stringify(successCases).slice(0, 120)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    // Said at the amount that is wrong: the final tax, which the form shows next to it.
    const above = await call(
      owner,
      'PUT',
      CONTENT_API.draft,
      withCases(withCase({ finalTax: first.expectedTax + 1 })),
    );
    expect(above.json().errors).toContainEqual({
      field: 'successCases.0.finalTax',
      message: CONTENT_MESSAGES.finalTaxAboveExpected,
    });
    expect(((await call(owner, 'GET', CONTENT_API.state)).json() as ContentState).draft).toBeNull();

    const title = '상속재산 18억 원 상속세 신고';
    const changed = withCase({ title });
    expect((await call(owner, 'PUT', CONTENT_API.draft, withCases(changed))).statusCode).toBe(200);
    const published = await confirm(owner, 'POST', CONTENT_API.publish);
    expect(published.statusCode).toBe(200);
    const state = published.json() as ContentState;
    expect(state.published.content.successCases).toEqual(changed);
    expect(state.history[0]?.changed).toEqual(['successCases[0].title']);
    expect(await caseOn('/success-case')).toBe(title);
    expect(await titleOn('/success-case/1')).toBe(`${title} | 성공사례`);
    expect(await titleOn('/success-case/1')).not.toContain(first.title);
  });

  test('publish, revert and discard act on the draft their owner saw, or not at all', async () => {
    const clerk = await signIn(t.app, CLERK);
    const owner = await signIn(t.app, OWNER);
    const first = (await call(clerk, 'PUT', CONTENT_API.draft, withPhone('02-555-0001'))).json();
    const seen = draftSeenIn(first as ContentState);
    // Someone saves again after the owner looked: the owner's confirmation is about the old one.
    const second = (await call(clerk, 'PUT', CONTENT_API.draft, withPhone('02-555-0002'))).json();
    expect((second as ContentState).draft?.revision).not.toBe(seen.draft);
    const before = (await call(owner, 'GET', CONTENT_API.state)).json() as ContentState;
    for (const [method, url] of [
      ['POST', CONTENT_API.publish],
      ['POST', CONTENT_API.revert(1)],
      ['DELETE', CONTENT_API.draft],
    ] as const) {
      const refused = await call(owner, method, url, seen);
      expect(refused.statusCode, url).toBe(409);
      expect(refused.json().detail, url).toBe(CONTENT_MESSAGES.draftChanged);
      // Without naming one, or naming none while there is one: refused too.
      expect((await call(owner, method, url)).statusCode, url).toBe(400);
      expect((await call(owner, method, url, { draft: null })).statusCode, url).toBe(409);
    }
    // Nothing published, nothing thrown away: the second save is the draft, untouched.
    expect((await call(owner, 'GET', CONTENT_API.state)).json()).toEqual(before);
    expect(await phoneOn('/')).toBe(before.published.content.firm.mainPhone);
    expect((await confirm(owner, 'DELETE', CONTENT_API.draft)).statusCode).toBe(204);
  });

  test('versions count the versions: a publish that did not happen takes no number', async () => {
    const owner = await signIn(t.app, OWNER);
    const before = ((await call(owner, 'GET', CONTENT_API.state)).json() as ContentState).published
      .version;
    // Written, then rolled back (a crash or a failed check after the insert).
    await expect(
      t.db.transaction(async (tx) => {
        const content = contentRepository(tx);
        await content.lock();
        await content.publish(withPhone('02-555-0003'), OWNER);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await call(owner, 'PUT', CONTENT_API.draft, withPhone('02-555-0004'));
    const published = (await confirm(owner, 'POST', CONTENT_API.publish)).json() as ContentState;
    expect(published.published.version).toBe(before + 1);
    expect((await confirm(owner, 'POST', CONTENT_API.revert(before))).statusCode).toBe(200);
  });

  test('a version published while this instance renders the one before is served after it', async () => {
    const renderer = t.app.publisher.renderer;
    if (!renderer) throw new Error('the fake build renders');
    const before = t.app.publisher.current().version;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const renderAll = renderer.renderAll.bind(renderer);
    const slow = vi.spyOn(renderer, 'renderAll').mockImplementation(async (content) => {
      await held;
      return renderAll(content);
    });
    try {
      await publishStored(withPhone('02-555-0021'));
      const first = t.app.publisher.refresh();
      await vi.waitFor(() => expect(slow).toHaveBeenCalledTimes(1));
      // The next publish's notification arrives while the first is being rendered.
      await publishStored(withPhone('02-555-0022'));
      const second = t.app.publisher.refresh();
      release();
      await Promise.all([first, second]);
    } finally {
      slow.mockRestore();
    }
    expect(t.app.publisher.current().version).toBe(before + 2);
    expect(await phoneOn('/')).toBe('02-555-0022');
  });

  test('a publish whose pages this instance cannot read back at once is still answered as done', async () => {
    const owner = await signIn(t.app, OWNER);
    await call(owner, 'PUT', CONTENT_API.draft, withPhone('02-555-0005'));
    const refresh = vi
      .spyOn(t.app.publisher, 'refresh')
      .mockRejectedValueOnce(new DatabaseUnavailableError(new Error('gone after the commit')));
    try {
      const published = await confirm(owner, 'POST', CONTENT_API.publish);
      // It happened: saying 503 would send the owner to publish again.
      expect(published.statusCode).toBe(200);
      const state = published.json() as ContentState;
      expect(state.draft).toBeNull();
      expect(state.history[0]?.changed).toContain('firm.mainPhone');
      expect(state.published.content.firm.mainPhone).toBe('02-555-0005');
    } finally {
      refresh.mockRestore();
    }
    // The next refresh (the notification, or the periodic check) serves it.
    await t.app.publisher.refresh();
    expect(await phoneOn('/')).toBe('02-555-0005');
    expect(
      (await confirm(owner, 'POST', CONTENT_API.revert(1))).json().published.content.firm.mainPhone,
    ).toBe(firm.mainPhone);
  });

  test('a page fetches the rest of its version by key: immutable, compressed, only while served', async () => {
    const content = (key: string, headers: Record<string, string> = {}) =>
      page(`${SITE_CONTENT_PATH}/${key}`, headers);
    const before = t.app.publisher.current().content;
    const served = await content(contentKey(before), { 'accept-encoding': 'br' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(served.headers['content-encoding']).toBe('br');
    expect(served.headers['content-security-policy']).toBeUndefined();
    expect(JSON.parse(brotliDecompressSync(served.rawPayload).toString())).toEqual(before);
    const plain = await content(contentKey(before), { 'accept-encoding': 'identity' });
    expect(plain.json()).toEqual(before);

    // Stored, the version comes back from the database with its keys in another order: its key
    // is still the one the page was rendered with.
    const next = withPhone('02-555-0077');
    await publishStored(next);
    await t.app.publisher.refresh();
    expect((await content(contentKey(next))).json()).toEqual(next);
    for (const key of [contentKey(before), 'x'.repeat(3000), '%00', '..%2F..%2Fpackage.json']) {
      const gone = await content(key);
      expect(gone.statusCode, key).toBe(404);
      expect(gone.json().detail).toBe(API_MESSAGES.notFound);
    }
    const owner = await signIn(t.app, OWNER);
    await confirm(owner, 'POST', CONTENT_API.revert(1));
    expect((await content(contentKey(repositoryContent))).json()).toEqual(repositoryContent);
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

describePostgres('two instances on one PostgreSQL', () => {
  test('a publish on one is served by the other within 2 s', async () => {
    const build = fakeBuild();
    const first = await createTestApp('postgres', { distDir: build.dir });
    const second = await buildApp({
      database: openPostgresSchema(first.location),
      mailer: null,
      passwordHashing: TEST_SCRYPT,
      distDir: build.dir,
      config: { writeLimitPerMinute: 100_000 },
    });
    try {
      await addStaff(first.app, OWNER, PASSWORD, 'owner');
      const owner = await signIn(first.app, OWNER);
      await first.app.inject(
        asStaff(owner, {
          method: 'PUT',
          url: CONTENT_API.draft,
          payload: withPhone(REAL_PHONE),
        }),
      );
      const published = await asConfirmed(first.app, owner, {
        method: 'POST',
        url: CONTENT_API.publish,
      });
      expect(published.statusCode).toBe(200);
      const start = Date.now();
      let body = '';
      while (Date.now() - start < 2000 && !body.includes(REAL_PHONE)) {
        body = (await second.inject({ url: '/' })).body;
        if (!body.includes(REAL_PHONE)) await new Promise((done) => setTimeout(done, 25));
      }
      expect(body).toContain(`class="phone">${REAL_PHONE}<`);
      expect(second.publisher.current().version).toBe(2);
    } finally {
      await second.close();
      await first.close();
      build.dispose();
    }
  });
});

describePostgres('an owner demoted while their publish waits for the lock', () => {
  test('publishes nothing: the role is read again under the lock', async () => {
    const build = fakeBuild();
    const t = await createTestApp('postgres', { distDir: build.dir });
    try {
      await addStaff(t.app, OWNER, PASSWORD, 'owner');
      await addStaff(t.app, '부대표', PASSWORD, 'owner');
      const owner = await signIn(t.app, OWNER);
      const send = (method: 'PUT' | 'POST', url: string, payload?: object) =>
        t.app.inject(asStaff(owner, { method, url, ...(payload ? { payload } : {}) }));
      const saved = (await send('PUT', CONTENT_API.draft, withPhone(REAL_PHONE))).json();
      let answer: Promise<{ statusCode: number; json: () => { detail: string } }> | undefined;
      await t.db.transaction(async (tx) => {
        await contentRepository(tx).lock();
        answer = send('POST', CONTENT_API.publish, draftSeenIn(saved));
        // The publish has passed its request's owner check and now waits for the lock.
        for (let waiting = 0; waiting === 0; ) {
          const [row] = await t.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
          );
          waiting = row?.n ?? 0;
        }
        await t.db.query("UPDATE staff SET role = 'staff' WHERE name = $1", [OWNER]);
      });
      const refused = await answer;
      expect(refused?.statusCode).toBe(403);
      expect(refused?.json().detail).toBe(STAFF_MESSAGES.ownerOnly);
      expect(t.app.publisher.current().version).toBe(1);
    } finally {
      await t.close();
      build.dispose();
    }
  });
});

describePostgres('a draft saved while a publish runs', () => {
  test('waits for it, and is kept as the next draft', async () => {
    const build = fakeBuild();
    const t = await createTestApp('postgres', { distDir: build.dir });
    try {
      await addStaff(t.app, OWNER, PASSWORD, 'owner');
      await addStaff(t.app, CLERK, PASSWORD, 'staff');
      const owner = await signIn(t.app, OWNER);
      const clerk = await signIn(t.app, CLERK);
      const send = (method: 'PUT' | 'POST', url: string, payload: object) =>
        t.app.inject(asStaff(owner, { method, url, payload }));
      const first = (await send('PUT', CONTENT_API.draft, withPhone('02-555-0011'))).json();
      const waiting = async () => {
        const [row] = await t.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
        );
        return row?.n ?? 0;
      };
      let publish: Promise<{ statusCode: number }> | undefined;
      let save: Promise<{ statusCode: number }> | undefined;
      await t.db.transaction(async (tx) => {
        // The lock a running publish holds.
        await contentRepository(tx).lock();
        publish = send('POST', CONTENT_API.publish, draftSeenIn(first));
        while ((await waiting()) < 1);
        save = send('PUT', CONTENT_API.draft, withPhone('02-555-0012'));
        // Saving queues behind it rather than writing under it.
        await expect.poll(waiting, { timeout: 5000 }).toBe(2);
        // Someone who may not publish is told so at once, not after the queue.
        const clerkPublish = await t.app.inject(
          asStaff(clerk, { method: 'POST', url: CONTENT_API.publish, payload: draftSeenIn(first) }),
        );
        expect(clerkPublish.statusCode).toBe(403);
      });
      expect((await publish)?.statusCode).toBe(200);
      expect((await save)?.statusCode).toBe(200);
      const state = (
        await t.app.inject(asStaff(owner, { url: CONTENT_API.state }))
      ).json() as ContentState;
      expect(state.published.content.firm.mainPhone).toBe('02-555-0011');
      expect(state.draft?.content.firm.mainPhone).toBe('02-555-0012');
    } finally {
      await t.close();
      build.dispose();
    }
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
