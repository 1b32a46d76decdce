import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firm } from '../../contract/firm';
import { homeTexts } from '../../contract/homeTexts';
import { jobPositions } from '../../contract/jobPositions';
import { repositoryContent } from '../../contract/siteContent';
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
  for (const page of ['/', '/privacy', '/success-case/2']) {
    const html = await (await request.get(page)).text();
    const block = new RegExp(
      `<script type="application/json" id="${SITE_CONTENT_ID}">([^<]*)</script>`,
    ).exec(html);
    expect(JSON.parse(block?.[1] ?? 'null'), page).toEqual(repositoryContent);
  }
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
