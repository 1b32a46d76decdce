import { expect, type Page, test } from '@playwright/test';
import { jobPositions } from '../../contract/jobPositions';
import { ANNOUNCEMENTS, CONSULTATION_MESSAGES, JOB_MESSAGES } from '../../contract/messages';
import { CALCULATOR_COPY, CALCULATOR_FIELDS } from '../../src/content/calculator';
import { COUNSEL_FORM_COPY } from '../../src/content/counsel';
import { DIALOG_COPY } from '../../src/content/dialogs';
import { JOB_FORM_COPY, POSITIONS_COPY } from '../../src/content/jobs';
import { FOOTER_LABELS, HEADER_LABELS, UNKNOWN_PATH_NOTICE } from '../../src/content/layout';
import { MORE_NAV_ITEMS } from '../../src/content/navigation';
import { alertDialog, consultationForm } from './support/consultation';
import { smallPdf } from './support/files';
import { tabTo } from './support/keyboard';
import {
  expectNoAxeViolations,
  gotoBeforeHydration,
  gotoHydrated,
  isMobile,
  waitForHydration,
} from './support/page';

// A visitor at the edges of the site: Back, Forward and a reload keep what was typed on the three
// forms, /calculator and /job are findable, a navigation inside the site moves focus to the new
// page's heading, an unknown address says so once (docs/decisions.md 195–200).

const announcer = (page: Page) => page.locator('[data-announcer]');
const footerLinks = (page: Page) =>
  page.getByRole('contentinfo').getByRole('navigation', { name: FOOTER_LABELS.siteLinks });

/** Leaves the page through a link inside the site (the footer's, on every page). */
async function leaveThroughFooter(page: Page) {
  await footerLinks(page).getByRole('link', { name: FOOTER_LABELS.privacyPolicy }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** Every address the browser asked for, to check that nothing typed reached a URL. */
function recordUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

test('consultation: Back, Forward and a reload keep what was typed; sending forgets it', async ({
  page,
}) => {
  const urls = recordUrls(page);
  await gotoHydrated(page, '/apply-counsel');
  const form = consultationForm(page);
  await form.fill({
    type: 'gift',
    name: '김보존',
    phone: '010-2345-6789',
    content: '뒤로 가도 남아 있어야 할 내용',
  });
  const typed = `
    - textbox "${COUNSEL_FORM_COPY.nameLabel}": 김보존
    - textbox "${COUNSEL_FORM_COPY.phoneLabel}": 010-2345-6789
    - textbox "${COUNSEL_FORM_COPY.contentLabel}": 뒤로 가도 남아 있어야 할 내용
  `;
  await expect(form.form).toMatchAriaSnapshot(typed);

  await leaveThroughFooter(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/apply-counsel$/);
  await expect(form.form).toMatchAriaSnapshot(typed);
  await expect(form.type).toHaveValue('gift');

  await page.goForward();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goBack();
  await expect(form.form).toMatchAriaSnapshot(typed);

  await page.reload();
  await waitForHydration(page);
  await expect(form.form).toMatchAriaSnapshot(typed);
  await expect(form.type).toHaveValue('gift');
  await expectNoAxeViolations(page);

  // What the page shows restored is what is sent; once sent, nothing is kept.
  await form.consent.check();
  await form.submit.click();
  const received = alertDialog(page, CONSULTATION_MESSAGES.succeeded);
  await expect(received).toBeVisible();
  await received.getByRole('button', { name: DIALOG_COPY.ok }).click();
  await expect(form.name).toHaveValue('');
  await page.reload();
  await waitForHydration(page);
  await expect(form.name).toHaveValue('');
  await expect(form.content).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([]);

  for (const url of urls) {
    expect(decodeURIComponent(url)).not.toMatch(/김보존|2345|남아 있어야/);
  }
});

test('calculator: the inputs and the shown estimate survive Back, Forward and a reload; the carry-over is announced', async ({
  page,
}) => {
  await gotoHydrated(page, '/calculator');
  const estate = page.getByRole('textbox', { name: CALCULATOR_FIELDS.estate.label, exact: true });
  await estate.fill('15억');
  await page.getByRole('button', { name: CALCULATOR_COPY.submit }).click();
  const result = page.getByRole('region', { name: CALCULATOR_COPY.resultHeading });
  const counsel = result.getByRole('button', { name: CALCULATOR_COPY.counsel });
  await expect(counsel).toBeVisible();
  const estimate = await page.getByRole('status').filter({ hasText: '납부세액' }).textContent();
  expect(estimate).toBeTruthy();

  const restored = async () => {
    await expect(estate).toHaveValue('15억');
    await expect(page.getByRole('status').filter({ hasText: '납부세액' })).toHaveText(
      estimate ?? '',
    );
    await expect(counsel).toBeVisible();
  };
  await leaveThroughFooter(page);
  await page.goBack();
  await restored();
  await page.goForward();
  await page.goBack();
  await restored();
  // Reloaded at the top, the restored page stays there: no jump down to the estimate.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await page.reload();
  await waitForHydration(page);
  await restored();
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);

  // The carry-over: focus goes to the new page's heading, and the filling is said.
  await counsel.click();
  await expect(page).toHaveURL(/\/apply-counsel$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(announcer(page)).toHaveText(COUNSEL_FORM_COPY.carriedAnnouncement);
  const form = consultationForm(page);
  await expect(form.content).toHaveValue(/납부할 세액/);
  await form.name.fill('이계산');

  // Back to the estimate, Forward to the form: both as they were; the estimate is not carried
  // over a second time on top of the visitor's own words.
  await page.goBack();
  await restored();
  await page.goForward();
  await expect(form.name).toHaveValue('이계산');
  await form.content.fill('제 말로 고친 내용');
  await page.reload();
  await waitForHydration(page);
  await expect(form.content).toHaveValue('제 말로 고친 내용');
  await expect(form.name).toHaveValue('이계산');
  await expectNoAxeViolations(page);
});

test('job: text and position survive Back and a reload; a file shown is a file sent; a .txt names the types', async ({
  page,
}) => {
  const position = jobPositions[1];
  if (!position) throw new Error('the second position is missing');
  await gotoHydrated(page, '/job');
  const form = page.getByRole('form', { name: JOB_FORM_COPY.heading });
  const resume = form.getByLabel(JOB_FORM_COPY.resumeLabel);
  await expect(resume).toHaveJSProperty('required', true);

  await resume.setInputFiles({
    name: '이력서.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('이력'),
  });
  await expect(form.getByText(JOB_MESSAGES.resumeType)).toBeVisible();
  await form.getByRole('button', { name: JOB_FORM_COPY.submit }).click();
  // The reason stays; it does not turn into "attach a file".
  await expect(form.getByText(JOB_MESSAGES.resumeType)).toBeVisible();
  await expect(form.getByText(JOB_MESSAGES.resumeRequired)).toHaveCount(0);
  await expect(form.getByLabel(JOB_FORM_COPY.nameLabel)).toBeFocused();
  await expect(announcer(page)).toHaveText(/입력 내용을 확인해주세요/);

  await form.getByLabel(JOB_FORM_COPY.nameLabel).fill('박지원');
  await form.getByLabel(JOB_FORM_COPY.emailLabel).fill('keep@example.com');
  await form.getByLabel(JOB_FORM_COPY.phoneLabel).fill('010-3456-7890');
  await form.getByLabel(JOB_FORM_COPY.positionLabel).selectOption(position.id);
  await form.getByLabel(JOB_FORM_COPY.introductionLabel).fill('남아 있어야 할 자기소개');
  await resume.setInputFiles({
    name: 'resume.pdf',
    mimeType: 'application/pdf',
    buffer: smallPdf(),
  });
  const typed = `
    - textbox "${JOB_FORM_COPY.nameLabel}": 박지원
    - textbox "${JOB_FORM_COPY.emailLabel}": keep@example.com
    - textbox "${JOB_FORM_COPY.phoneLabel}": 010-3456-7890
    - textbox "${JOB_FORM_COPY.introductionLabel}": 남아 있어야 할 자기소개
  `;
  await expect(form).toMatchAriaSnapshot(typed);

  await leaveThroughFooter(page);
  await page.goBack();
  await expect(form).toMatchAriaSnapshot(typed);
  await expect(form.getByLabel(JOB_FORM_COPY.positionLabel)).toHaveValue(position.id);

  await page.reload();
  await waitForHydration(page);
  await expect(form).toMatchAriaSnapshot(typed);
  await expect(form.getByLabel(JOB_FORM_COPY.positionLabel)).toHaveValue(position.id);
  // Whatever the browser restored into the file input is what the form holds: a file shown is
  // sent, an empty input asks for one.
  const fileShown = await resume.evaluate(
    (input: HTMLInputElement) => (input.files?.length ?? 0) > 0,
  );
  await form.getByRole('button', { name: JOB_FORM_COPY.submit }).click();
  await expect(form.getByText(JOB_MESSAGES.resumeRequired)).toHaveCount(fileShown ? 0 : 1);
  await expectNoAxeViolations(page);
});

test('findable and announced: /calculator and /job from every footer and the menu; focus goes to the new heading', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/faq');
  const footer = footerLinks(page);
  await expect(footer).toMatchAriaSnapshot(`
    - navigation "${FOOTER_LABELS.siteLinks}":
      - list:
        - listitem:
          - link "${MORE_NAV_ITEMS[0].label}"
        - listitem:
          - link "${MORE_NAV_ITEMS[1].label}"
        - listitem:
          - link "${FOOTER_LABELS.privacyPolicy}"
  `);

  // By keyboard alone: Tab to the footer's link, Enter, and the new page's heading has focus.
  await tabTo(page, footer.getByRole('link', { name: MORE_NAV_ITEMS[0].label }), 200);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/calculator$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(/계산기/);

  const banner = page.getByRole('banner');
  if (isMobile(testInfo)) {
    await banner.getByRole('button', { name: HEADER_LABELS.openMenu }).click();
    const menu = banner.getByRole('navigation', { name: HEADER_LABELS.mainMenu });
    await expect(menu.getByRole('link', { name: MORE_NAV_ITEMS[0].label })).toBeVisible();
    await menu.getByRole('link', { name: MORE_NAV_ITEMS[1].label }).click();
    await expect(page).toHaveURL(/\/job$/);
    await expect(heading).toBeFocused();
    await expect(banner.getByRole('button', { name: HEADER_LABELS.openMenu })).toBeVisible();
  } else {
    // The desktop header keeps the seed's five items; the footer carries the other two.
    await expect(banner.getByRole('link', { name: MORE_NAV_ITEMS[1].label })).toBeHidden();
    await banner.getByRole('link', { name: '서비스' }).click();
    await expect(page).toHaveURL(/\/service$/);
    await expect(heading).toBeFocused();
  }
  // Back is a navigation too.
  await page.goBack();
  await expect(page).toHaveURL(/\/calculator$/);
  await expect(heading).toBeFocused();
  await expectNoAxeViolations(page);
});

test('an unknown address lands on the home page and says so once, dismissibly', async ({
  page,
}) => {
  await page.goto('/no-such-page');
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/$/);
  const notice = page.locator('[data-unknown-path-notice]');
  await expect(notice).toMatchAriaSnapshot(`
    - paragraph: ${UNKNOWN_PATH_NOTICE.message}
    - button "${UNKNOWN_PATH_NOTICE.dismiss}"
  `);
  await expect(announcer(page)).toHaveText(UNKNOWN_PATH_NOTICE.message);
  await expectNoAxeViolations(page);
  await notice.getByRole('button', { name: UNKNOWN_PATH_NOTICE.dismiss }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  // Once: a reload of the home page it landed on says nothing.
  await page.reload();
  await waitForHydration(page);
  await expect(notice).toHaveCount(0);
  // And the home page opened directly says nothing either.
  await gotoHydrated(page, '/');
  await expect(notice).toHaveCount(0);
});

test('a form refused for several fields says one summary and focuses the first', async ({
  page,
}) => {
  await gotoHydrated(page, '/apply-counsel');
  const form = consultationForm(page);
  await form.submit.click();
  await expect(form.type).toBeFocused();
  await expect(announcer(page)).toHaveText(ANNOUNCEMENTS.formErrors(3));
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a stranger: typing before the page is live beats the kept draft; Back with a dialog open unlocks the page; reduced motion', async ({
  page,
}) => {
  // A draft kept from earlier in the tab, then a slow load where the visitor types at once.
  await gotoHydrated(page, '/apply-counsel');
  const form = consultationForm(page);
  await form.name.fill('예전 이름');
  await form.content.fill('예전 내용');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  const release = await gotoBeforeHydration(page, '/apply-counsel');
  await form.name.fill('지금 이름');
  await release();
  await expect(form.name).toHaveValue('지금 이름');
  await expect(form.content).toHaveValue('예전 내용');

  // Back while a dialog is open: the dialog goes with its page and the page scrolls again.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await footerLinks(page).getByRole('link', { name: MORE_NAV_ITEMS[1].label }).click();
  await expect(page).toHaveURL(/\/job$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  // Reduced motion: the new page is at the top at once (focus moved without scrolling it away).
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const position = jobPositions[0];
  if (!position) throw new Error('the first position is missing');
  await page.getByRole('button', { name: `${position.title} ${POSITIONS_COPY.details}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', '');
  await page.goBack();
  await expect(page).toHaveURL(/\/apply-counsel$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked');
  await expect(heading).toBeFocused();
  await expect(form.name).toHaveValue('지금 이름');
});
