import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { CONTENT_EDITOR_COPY as E } from '../../contract/contentEditorCopy';
import { firm } from '../../contract/firm';
import { MAP_LINK_MESSAGES } from '../../contract/mapLink';
import { repositoryContent } from '../../contract/siteContent';
import { COUNSEL_CTA } from '../../src/content/navigation';
import { STAFF_COPY } from '../../staff/copy';
import {
  expectNoAxeViolations,
  gotoHydrated,
  horizontalOverflow,
  watchProblems,
} from './support/page';
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

// The office as a map site's address bar has it: the pin (!3d…!4d…), not the view's centre.
const MAP_LINK =
  'https://www.google.com/maps/place/%EC%82%AC%EB%AC%B4%EC%8B%A4/@37.5010,127.0390,17z/data=!4m6!3m5!8m2!3d37.5012!4d127.0396';
const ANSWER = '상속세는 사망일이 속하는 달의 말일부터 6개월 안에 신고하고 납부합니다.';
const [FIRST] = repositoryContent.faq;
const C = STAFF_COPY.content;

test('an owner changes the phone, the office’s place (from a map link) and an FAQ answer in the console, previews (opening the answer), reads what will change, publishes; visitors see it, with and without JavaScript', async ({
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
  // A link with no coordinates in it is said so; a map site's address fills both numbers.
  const link = main.getByRole('textbox', { name: E.mapLink.label });
  await link.fill('https://naver.me/5abcDEFg');
  await link.press('Enter');
  await expect(main.getByText(MAP_LINK_MESSAGES.shortLink)).toBeVisible();
  await link.fill(MAP_LINK);
  await main.getByRole('button', { name: E.mapLink.read }).click();
  await expect(main.getByText(E.mapLink.placed(37.5012, 127.0396))).toBeVisible();
  await expect(main.getByRole('textbox', { name: /^위도/ })).toHaveValue('37.5012');
  await expect(main.getByRole('textbox', { name: /^경도/ })).toHaveValue('127.0396');
  await main.getByText('자주 묻는 질문', { exact: true }).first().click();
  const item = main.getByRole('group', { name: '자주 묻는 질문 1', exact: true });
  await item.getByRole('textbox', { name: /^답변 문단 1/ }).fill(ANSWER);
  await main.getByRole('button', { name: C.save }).click();
  await expect(main.getByText(C.done.saved)).toBeVisible();
  await expectNoAxeViolations(page);

  // The preview is the saved draft as a visitor would get the page, at the three widths; the
  // page is chosen by its name, and its answers open there as on the site.
  await main
    .getByRole('combobox', { name: C.previewPage })
    .selectOption({ label: '자주 묻는 질문' });
  await main.getByRole('button', { name: C.previewOpen }).click();
  for (const width of [375, 768, 1280]) {
    const frame = page.frameLocator(
      `iframe[title="${E.preview.frameTitle('자주 묻는 질문', width)}"]`,
    );
    await expect(frame.getByRole('contentinfo').getByText(PHONE)).toBeVisible();
    await expect(frame.getByText(ANSWER)).toHaveCount(1);
    await expect(frame.getByText(ANSWER)).toBeHidden();
    const question = frame.getByRole('button', { name: FIRST.question });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(frame.getByText(ANSWER)).toBeVisible();
    await question.click();
    await expect(frame.getByText(ANSWER)).toBeHidden();
  }
  // Visitors still get what was published.
  const before = await (await fetch(`${server.url}/faq`)).text();
  expect(before).not.toContain(ANSWER);

  // Back with the confirmation open leaves the section and publishes nothing.
  await main.getByRole('button', { name: C.publish }).click();
  const confirm = page.getByRole('alertdialog', { name: C.confirm.publish.title });
  await expect(confirm).toBeVisible();
  // What the publish changes, in words, before the owner confirms.
  await expect(
    confirm.getByRole('list', { name: E.publish.changesHeading }).getByRole('listitem'),
  ).toHaveText(['회사 정보: 대표 전화, 지도 위치, 상담 전화', '자주 묻는 질문: 1개 수정']);
  await expectNoAxeViolations(page);
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
    '회사 정보 · 대표 전화, 회사 정보 · 지도 위치 · 위도, 회사 정보 · 지도 위치 · 경도, 회사 정보 · 상담 전화 1 · 번호, 자주 묻는 질문 1 · 답변 문단 1',
  );
  // The counsel page's map takes the new place.
  const counselPage = await (await fetch(`${server.url}/apply-counsel`)).text();
  expect(counselPage).toContain('"coordinates":{"lat":37.5012,"lng":127.0396}');

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

test('at 375px wide the content editor, the preview and the publish confirmation scroll only down', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const screen = await signInToConsole(page, server.url, OWNER_ACCOUNT);
  await screen.nav('content').click();
  const main = screen.main;
  const noSidewaysScroll = async (where: string) => {
    const { scrollWidth, innerWidth } = await horizontalOverflow(page);
    expect(scrollWidth, where).toBeLessThanOrEqual(innerWidth);
  };
  await main.getByText('회사 정보', { exact: true }).first().click();
  await main.getByText('자주 묻는 질문', { exact: true }).first().click();
  // A place neither the repository nor the other walk publishes: the draft differs by it alone.
  await main
    .getByRole('textbox', { name: E.mapLink.label })
    .fill('https://map.kakao.com/link/map/사무실,37.499,127.03');
  await main.getByRole('button', { name: E.mapLink.read }).click();
  await expect(main.getByText(E.mapLink.placed(37.499, 127.03))).toBeVisible();
  await noSidewaysScroll('the editor');
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: C.save }).click();
  await expect(main.getByText(C.done.saved)).toBeVisible();
  await main.getByRole('combobox', { name: C.previewPage }).selectOption({ label: '상담신청' });
  await main.getByRole('button', { name: C.previewOpen }).click();
  await expect(
    page.locator(`iframe[title="${E.preview.frameTitle('상담신청', 1280)}"]`),
  ).toBeAttached();
  await noSidewaysScroll('the preview');
  await main.getByRole('button', { name: C.publish }).click();
  const confirm = page.getByRole('alertdialog', { name: C.confirm.publish.title });
  await expect(confirm.getByRole('listitem')).toHaveText(['회사 정보: 지도 위치']);
  await noSidewaysScroll('the publish confirmation');
  // The dialog itself: the frames behind it are the site's pages, checked by the site's own walks.
  await expectNoAxeViolations(page, '[role="alertdialog"]');
  await confirm.getByRole('button', { name: C.confirm.cancel }).click();
  await expect(confirm).toBeHidden();
});
