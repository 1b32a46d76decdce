import { expect, type Page, test } from '@playwright/test';
import { jobPositions } from '../../contract/jobPositions';
import { CONSULTATION_MESSAGES, JOB_MESSAGES } from '../../contract/messages';
import { CALCULATOR_COPY, CALCULATOR_FIELDS } from '../../src/content/calculator';
import { COUNSEL_FORM_COPY } from '../../src/content/counsel';
import { DIALOG_COPY } from '../../src/content/dialogs';
import { JOB_FORM_COPY } from '../../src/content/jobs';
import { FOOTER_LABELS } from '../../src/content/layout';
import { alertDialog, consultationForm } from './support/consultation';
import { smallPdf } from './support/files';
import { expectNoAxeViolations, gotoHydrated, waitForHydration } from './support/page';
import { announcer, footerLinks } from './support/siteLinks';

// A visitor at the edges of the site: Back, Forward and a reload keep what was typed on the three
// forms (docs/decisions.md 195–200); the site's pages and a stranger's hurry are
// navigationEdges.spec.ts.

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
