import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { firm } from '../../contract/firm';
import { repositoryContent } from '../../contract/siteContent';
import { COUNSEL_CTA } from '../../src/content/navigation';
import { STAFF_COPY } from '../../staff/copy';
import { expectNoAxeViolations, gotoHydrated, watchProblems } from './support/page';
import { type RunningServer, startServer } from './support/server';
import { addOwnerAccount, OWNER_ACCOUNT, signInToConsole } from './support/staff';

// An owner edits the content in the console and publishes it on the real build (decisions 149,
// 150): every page a visitor opens shows it, rendered by the server with JavaScript off and
// hydrated without a mismatch with it on.
let server: RunningServer;
const PHONE = '02-555-0100';
const COUNSEL = '02-555-0102';

test.beforeAll(async () => {
  server = await startServer({ prepare: addOwnerAccount });
});
test.afterAll(async () => {
  await server?.dispose();
});

const ANSWER = '상속세는 사망일이 속하는 달의 말일부터 6개월 안에 신고하고 납부합니다.';
const [FIRST] = repositoryContent.faq;
const C = STAFF_COPY.content;

test('an owner changes the phone and an FAQ answer in the console, previews, publishes; visitors see both, with and without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  if (!FIRST) throw new Error('the repository has FAQ items');
  const screen = await signInToConsole(page, server.url, OWNER_ACCOUNT);
  await screen.nav('content').click();
  await expect(screen.heading('content')).toBeFocused();
  const main = screen.main;

  await main.getByText('회사 정보', { exact: true }).first().click();
  await main.getByRole('textbox', { name: /^대표 전화/ }).fill(PHONE);
  const counsel = main.getByRole('group', { name: '상담 전화 1', exact: true });
  await counsel.getByRole('textbox', { name: /^번호/ }).fill(COUNSEL);
  await main.getByText('자주 묻는 질문', { exact: true }).first().click();
  const item = main.getByRole('group', { name: '자주 묻는 질문 1', exact: true });
  await item.getByRole('textbox', { name: /^답변 문단 1/ }).fill(ANSWER);
  await main.getByRole('button', { name: C.save }).click();
  await expect(main.getByText(C.done.saved)).toBeVisible();
  await expectNoAxeViolations(page);

  // The preview is the saved draft as a visitor would get the page, at the three widths.
  await main.getByRole('combobox', { name: C.previewPage }).selectOption('/faq');
  await main.getByRole('button', { name: C.previewOpen }).click();
  for (const width of [375, 768, 1280]) {
    const frame = page.frameLocator(`iframe[title="${C.previewFrameTitle('/faq', width)}"]`);
    await expect(frame.getByRole('contentinfo').getByText(PHONE)).toBeVisible();
    await expect(frame.getByText(ANSWER)).toHaveCount(1);
  }
  // Visitors still get what was published.
  const before = await (await fetch(`${server.url}/faq`)).text();
  expect(before).not.toContain(ANSWER);

  // Back with the confirmation open leaves the section and publishes nothing.
  await main.getByRole('button', { name: C.publish }).click();
  const confirm = page.getByRole('alertdialog', { name: C.confirm.publish.title });
  await expect(confirm).toBeVisible();
  await page.goBack();
  await expect(confirm).toBeHidden();
  await expect(screen.heading('consultations')).toBeVisible();
  await page.goForward();
  await expect(main.getByText(/저장된 초안:/)).toBeVisible();
  expect(await (await fetch(`${server.url}/faq`)).text()).not.toContain(ANSWER);

  await main.getByRole('button', { name: C.publish }).click();
  await confirm.getByRole('button', { name: C.confirm.publish.submit }).click();
  // A publish renders every page anew; on loaded CI cores that took longer than the default wait.
  await expect(main.getByText(C.done.published)).toBeVisible({ timeout: 60_000 });
  await expect(main.getByRole('region', { name: C.historyHeading })).toContainText(
    '회사 정보 · 대표 전화, 회사 정보 · 상담 전화 1 · 번호, 자주 묻는 질문 1 · 답변 문단 1',
  );

  const visitor = await (await browser.newContext()).newPage();
  const problems = watchProblems(visitor, server.url);
  for (const path of ['/', '/privacy', '/success-case/2', '/faq']) {
    await gotoHydrated(visitor, `${server.url}${path}`);
    await expect(visitor.getByRole('contentinfo').getByText(PHONE)).toBeVisible();
    await expect(visitor.getByRole('contentinfo').getByText(firm.mainPhone)).toHaveCount(0);
  }
  await visitor.getByRole('button', { name: FIRST.question }).click();
  await expect(visitor.getByText(ANSWER)).toBeVisible();
  await expect(visitor.getByText(FIRST.answer[0] ?? '')).toHaveCount(0);
  // Search engines read the same answer.
  const structured = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  expect(structured.join('')).toContain(ANSWER);
  await expectNoAxeViolations(visitor);
  // Moving on renders in the browser, from the data the page brought.
  await visitor.getByRole('banner').getByRole('link', { name: COUNSEL_CTA.label }).click();
  await expect(
    visitor.getByRole('main').getByRole('link', { name: COUNSEL }).first(),
  ).toBeVisible();
  await expectNoAxeViolations(visitor);
  expect(problems, 'console errors, failed requests, hydration mismatches').toEqual([]);

  const noScript = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  await noScript.goto(`${server.url}/faq`);
  await expect(noScript.getByRole('contentinfo').getByText(PHONE)).toBeVisible();
  await expect(noScript.getByText(ANSWER)).toHaveCount(1);
  await noScript.goto(`${server.url}/apply-counsel`);
  await expect(
    noScript.getByRole('main').getByRole('link', { name: COUNSEL }).first(),
  ).toBeVisible();
});

test('an owner uploads a case’s picture and retitles it in the console; the case page’s <title> names it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const screen = await signInToConsole(page, server.url, OWNER_ACCOUNT);
  await screen.nav('content').click();
  const main = screen.main;
  const photo = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#3a6ea5' },
  })
    .jpeg()
    .toBuffer();
  const title = '아파트 두 채 부담부증여로 증여세 절감';
  const alt = '파란 배경의 사진';
  await main.getByText('성공 사례', { exact: true }).first().click();
  const second = main.getByRole('group', { name: '성공 사례 2', exact: true });
  await second.getByRole('textbox', { name: /^제목/ }).first().fill(title);
  await second.getByLabel(/새로 올리기/).setInputFiles({
    name: '사진.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(main.getByText(C.done.uploaded)).toBeVisible();
  const thumb = second.locator('img').first();
  await expect(thumb).toHaveAttribute('src', /^\/images\/uploads\/[0-9a-f]{64}-640\.webp$/);
  const src = await thumb.getAttribute('src');
  await second.getByRole('textbox', { name: /^사진 설명/ }).fill(alt);
  await main.getByRole('button', { name: C.save }).click();
  await expect(main.getByText(C.done.saved)).toBeVisible();
  await main.getByRole('button', { name: C.publish }).click();
  await page
    .getByRole('alertdialog', { name: C.confirm.publish.title })
    .getByRole('button', { name: C.confirm.publish.submit })
    .click();
  await expect(main.getByText(C.done.published)).toBeVisible({ timeout: 60_000 });
  const image = { src: src ?? '' };

  const visitor = await (await browser.newContext()).newPage();
  const problems = watchProblems(visitor, server.url);
  await gotoHydrated(visitor, `${server.url}/success-case/2`);
  await expect(visitor).toHaveTitle(new RegExp(`^${title} \\|`));
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(title),
  );
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const picture = visitor.getByRole('img', { name: alt });
  await expect(picture).toHaveAttribute('src', image.src);
  await expect(picture).toHaveAttribute('srcset', /-1280\.webp 2x$/);
  await picture.scrollIntoViewIfNeeded();
  await expect
    .poll(() => picture.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  // The list, rendered in the browser from the page's data, names the case too; its page's
  // title follows when the visitor moves there without a reload.
  await gotoHydrated(visitor, `${server.url}/success-case`);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveTitle(new RegExp(`^${title} \\|`));
  expect(problems, 'console errors, failed requests, hydration mismatches').toEqual([]);
});
