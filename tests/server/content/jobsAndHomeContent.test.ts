import { expect, test } from 'vitest';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../../contract/contentLimits';
import { JOB_APPLICATION_API } from '../../../contract/jobs';
import { JOB_MESSAGES } from '../../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../../contract/site';
import { CONTENT_API, type ContentState, repositoryContent } from '../../../contract/siteContent';
import { describeEachDatabase } from '../helpers';
import { OWNER, openPublishingSuite, publishingCalls } from '../support/publishing';
import { applicationForm, signIn } from '../support/staff';

// The job positions and the home page's texts are content the firm publishes; a position it
// closes refuses applications at once, by the API and by a form sent without JavaScript.

describeEachDatabase('publishing the firm facts on %s', (kind) => {
  const t = openPublishingSuite(kind);
  const { call, confirm, jobsOn, heroOn } = publishingCalls(t);

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
});
