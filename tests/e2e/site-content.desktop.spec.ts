import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { firm } from '../../contract/firm';
import { homeTexts } from '../../contract/homeTexts';
import { jobPositions } from '../../contract/jobPositions';
import {
  type ContentNeed,
  type PageContent,
  pageContent,
  SITE_CONTENT_PATH,
  storyNeed,
} from '../../contract/pageContent';
import { repositoryContent } from '../../contract/siteContent';
import { HEADER_LABELS } from '../../src/content/layout';
import { COUNSEL_CTA } from '../../src/content/navigation';
import { SITE_CONTENT_ID } from '../../src/siteContent';
import { gotoHydrated, watchProblems } from './support/page';
import { E2E_DIST_DIR } from './support/server';

// The firm's content reaches the browser as data in each page, not as code (decisions 147, 151,
// 152): the bundles are the same whatever it says, and what the client renders comes from the page.

test('no script file carries the firm’s facts; every page carries them as data', async ({
  request,
}) => {
  const assets = path.join(E2E_DIST_DIR, 'assets');
  const scripts = (await readdir(assets)).filter((name) => name.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(5);
  const facts = [
    firm.fax,
    firm.privacyOfficer.email,
    firm.processors[0]?.company ?? '',
    firm.postalCode,
    // A position's requirement and the home page's leads: content too, never in a script file.
    jobPositions[0]?.requirements[0] ?? '',
    homeTexts.hero.lead,
    homeTexts.cta.lead,
  ];
  for (const name of scripts) {
    const code = await readFile(path.join(assets, name), 'utf8');
    for (const fact of facts) expect(code.includes(fact), `${name} holds ${fact}`).toBe(false);
  }
  // Each page carries the parts its routes read (decision 156), under the version's key, and the
  // server answers that key with the whole version.
  const carried: [string, ContentNeed[]][] = [
    ['/', ['firm', 'home', 'cases']],
    ['/privacy', ['firm']],
    ['/faq', ['firm', 'faq']],
    ['/job', ['firm', 'jobs']],
    ['/success-case', ['firm', 'cases']],
    ['/success-case/2', ['firm', 'cases', storyNeed(2)]],
  ];
  for (const [page, needs] of carried) {
    const block = await blockOf(request, page);
    expect(block, page).toEqual(JSON.parse(JSON.stringify(pageContent(repositoryContent, needs))));
    const whole = await request.get(`${SITE_CONTENT_PATH}/${block.key}`);
    expect(await whole.json(), page).toEqual(repositoryContent);
  }
});

async function blockOf(request: APIRequestContext, page: string): Promise<PageContent> {
  const html = await (await request.get(page)).text();
  const block = new RegExp(
    `<script type="application/json" id="${SITE_CONTENT_ID}">([^<]*)</script>`,
  ).exec(html);
  return JSON.parse(block?.[1] ?? 'null') as PageContent;
}

test('moving on to a page that reads more fetches the rest of the version once; a version no longer served loads the page as a document', async ({
  page,
  baseURL,
}) => {
  const problems = watchProblems(page, baseURL ?? '');
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(SITE_CONTENT_PATH)) fetched.push(request.url());
  });
  await gotoHydrated(page, '/');
  const menu = page.getByRole('navigation', { name: HEADER_LABELS.mainMenu });
  await menu.getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: repositoryContent.faq[0]?.question }),
  ).toBeVisible();
  await page.getByRole('link', { name: COUNSEL_CTA.label }).first().click();
  await expect(page).toHaveURL(COUNSEL_CTA.to);
  await menu.getByRole('link', { name: '성공사례' }).click();
  await page
    .getByRole('link', { name: new RegExp(repositoryContent.successCases[1]?.title ?? '') })
    .first()
    .click();
  await expect(
    page.getByText(repositoryContent.successCases[1]?.story.client ?? '', { exact: false }),
  ).toBeVisible();
  expect(fetched).toHaveLength(1);
  expect(problems).toEqual([]);

  // After a publish the page's version is gone: the FAQ comes as a document, the new one's.
  const second = await page.context().newPage();
  await second.route(`**${SITE_CONTENT_PATH}/**`, (route) =>
    route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
  );
  await gotoHydrated(second, '/');
  await second.evaluate(() => {
    (window as { beforeMoving?: boolean }).beforeMoving = true;
  });
  const secondMenu = second.getByRole('navigation', { name: HEADER_LABELS.mainMenu });
  await secondMenu.getByRole('link', { name: '자주 묻는 질문' }).click();
  await expect(second).toHaveURL('/faq');
  await expect(
    second.getByRole('button', { name: repositoryContent.faq[0]?.question }),
  ).toBeVisible();
  expect(
    await second.evaluate(() => (window as { beforeMoving?: boolean }).beforeMoving),
  ).toBeUndefined();
});

test('a page published with other facts is what the client renders, on arrival and after moving on', async ({
  page,
  baseURL,
}) => {
  const problems = watchProblems(page, baseURL ?? '');
  const [before, after] = [firm.counselPhones[0]?.number ?? '', '02-555-0102'];
  // As a publish would write it: the same page, its markup and its data block both changed.
  await page.route('**/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replaceAll(before, after);
    await route.fulfill({ response, body: html });
  });
  await gotoHydrated(page, '/');
  await expect(page.getByRole('banner')).toBeVisible();
  // The counsel page is rendered in the browser, from the data the first page brought.
  await page.getByRole('banner').getByRole('link', { name: COUNSEL_CTA.label }).click();
  await expect(page).toHaveURL(COUNSEL_CTA.to);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: after }).first()).toBeVisible();
  await expect(main.getByText(before)).toHaveCount(0);
  expect(problems, 'console errors and failed requests (a hydration mismatch is one)').toEqual([]);
});
