import { expect, type Page, test } from '@playwright/test';
import { koreanFont } from '../../bench/koreanFont';
import { CONSULTATION_API } from '../../contract/consultations';
import { jobPositions } from '../../contract/jobPositions';
import { CONSULTATION_MESSAGES } from '../../contract/messages';
import { SITE_PATHS } from '../../contract/site';
import { successCases as SUCCESS_CASES } from '../../contract/successCases';
import { HEADER_LABELS } from '../../src/content/layout';
import { REVIEW_ACCESS_COPY, REVIEW_FORM_COPY } from '../../src/content/reviews';
import { alertDialog, consultationForm } from './support/consultation';
import { gotoHydrated } from './support/page';
import { board, dialogs } from './support/reviews';
import { fixTheWorld, OPENED_REVIEW, REVIEW_PAGE, settleForShot } from './support/visual';

// Screenshot comparisons of every route, the open menu and every dialog at three widths, against
// the committed images in tests/e2e/visual/. The project (playwright.config.ts) pins the fonts:
// Chromium sees the benchmark's fontconfig (Noto Sans CJK KR), every Pretendard file is applied
// before the shot, and reduced motion holds the carousel, the status table and the video still.
// After an intended change: `npx playwright test --project visual --update-snapshots`, then
// look at every changed image before committing it.

// Without the pinned Korean font the images would not match for a reason no visitor sees.
test.beforeAll(() => {
  koreanFont();
});

const SIZES = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
] as const;

const routeName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

async function open(page: Page, path: string) {
  await fixTheWorld(page);
  await gotoHydrated(page, path);
  if (path === '/review') await expect(board(page).rows).toHaveCount(REVIEW_PAGE.length);
  await settleForShot(page);
}

/** A dialog as the visitor sees it: the viewport, with the page behind. */
async function expectDialogShot(page: Page, width: number, name: string) {
  await settleForShot(page);
  await expect(page).toHaveScreenshot([String(width), `${name}.png`]);
}

for (const size of SIZES) {
  test.describe(`${size.width} px`, () => {
    test.use({ viewport: size });

    for (const path of SITE_PATHS) {
      test(`${path} looks as designed`, async ({ page }) => {
        await open(page, path);
        await expect(page).toHaveScreenshot([String(size.width), `${routeName(path)}.png`], {
          fullPage: true,
        });
      });
    }

    if (size.width <= 768) {
      test('the open menu looks as designed', async ({ page }) => {
        await open(page, '/');
        await page.getByRole('button', { name: HEADER_LABELS.openMenu }).click();
        await expect(page.getByRole('navigation', { name: HEADER_LABELS.mainMenu })).toBeVisible();
        await expectDialogShot(page, size.width, 'menu');
      });
    }

    test('the review dialogs look as designed', async ({ page }) => {
      await open(page, '/review');
      const dialog = dialogs(page);

      await board(page).writeButton.click();
      await expect(dialog.write).toBeVisible();
      await expectDialogShot(page, size.width, 'review-write');
      await dialog.write.getByLabel(REVIEW_FORM_COPY.title, { exact: true }).fill('상담 후기');
      await dialog.write.getByRole('button', { name: REVIEW_FORM_COPY.cancel }).click();
      await expect(dialog.confirmCancel).toBeVisible();
      await expectDialogShot(page, size.width, 'review-write-cancel');
      await dialog.confirmCancel
        .getByRole('button', { name: REVIEW_FORM_COPY.confirmCancel })
        .click();
      await expect(dialog.write).toBeHidden();

      await board(page).rowTitle(OPENED_REVIEW.title).click();
      await expect(dialog.password).toBeVisible();
      await expectDialogShot(page, size.width, 'review-password');
      await dialog.password.getByLabel(REVIEW_ACCESS_COPY.passwordLabel).fill('secret-1234');
      await dialog.password.getByRole('button', { name: REVIEW_ACCESS_COPY.verify }).click();
      const detail = dialog.detail(OPENED_REVIEW.title);
      await expect(detail.getByText(OPENED_REVIEW.content)).toBeVisible();
      await expectDialogShot(page, size.width, 'review-detail');

      await detail.getByRole('button', { name: REVIEW_ACCESS_COPY.delete }).click();
      await expect(dialog.confirmDelete).toBeVisible();
      await expectDialogShot(page, size.width, 'review-delete-confirm');
      await page.keyboard.press('Escape');
      await expect(dialog.confirmDelete).toBeHidden();

      await detail.getByRole('button', { name: REVIEW_ACCESS_COPY.edit }).click();
      await expect(dialog.edit).toBeVisible();
      await expectDialogShot(page, size.width, 'review-edit');
    });

    test('a success case whose image failed looks as designed', async ({ page }) => {
      const failed = SUCCESS_CASES[1];
      if (!failed) throw new Error('no second case');
      await page.route(`**${failed.image.src}`, (route) => route.abort());
      // In a first load the drawing is in the page (decision 158); the client's own render, after
      // a move inside the site, downloads it.
      await open(page, '/');
      await page.locator('main a[href="/success-case"]').first().click();
      await page.waitForURL('**/success-case');
      await settleForShot(page);
      const card = page.getByRole('article').filter({ hasText: failed.title });
      await expect(card.getByRole('img', { name: failed.image.alt })).toBeVisible();
      await expect(card).toHaveScreenshot([String(size.width), 'success-case-image-failed.png']);
    });

    test('the job position dialog looks as designed', async ({ page }) => {
      await open(page, '/job');
      const position = jobPositions[0];
      if (!position) throw new Error('no job position');
      await page.getByRole('button', { name: new RegExp(`^${position.title} `) }).click();
      await expect(page.getByRole('dialog', { name: position.title })).toBeVisible();
      await expectDialogShot(page, size.width, 'job-position');
    });

    test('the consultation alerts look as designed', async ({ page }) => {
      // Answered here, so no request is stored by a screenshot test.
      await page.route(`**${CONSULTATION_API}`, (route) =>
        route.fulfill({
          status: 201,
          json: { status: 'success', message: CONSULTATION_MESSAGES.succeeded },
        }),
      );
      await open(page, '/apply-counsel');
      const form = consultationForm(page);
      await form.fill({ type: 'gift', name: '홍길동', phone: '010-1234-5678', content: '' });
      await form.submit.click();
      const consent = alertDialog(page, CONSULTATION_MESSAGES.consentRequired);
      await expect(consent).toBeVisible();
      await expectDialogShot(page, size.width, 'consultation-consent-alert');

      await page.keyboard.press('Escape');
      await expect(consent).toBeHidden();
      await form.consent.check();
      await form.submit.click();
      await expect(alertDialog(page, CONSULTATION_MESSAGES.succeeded)).toBeVisible();
      await expectDialogShot(page, size.width, 'consultation-success-alert');
    });
  });
}
