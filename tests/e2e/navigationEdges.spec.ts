import { expect, test } from '@playwright/test';
import { jobPositions } from '../../contract/jobPositions';
import { ANNOUNCEMENTS } from '../../contract/messages';
import { POSITIONS_COPY } from '../../src/content/jobs';
import { FOOTER_LABELS, HEADER_LABELS, UNKNOWN_PATH_NOTICE } from '../../src/content/layout';
import { MORE_NAV_ITEMS } from '../../src/content/navigation';
import { consultationForm } from './support/consultation';
import { tabTo } from './support/keyboard';
import {
  expectNoAxeViolations,
  gotoBeforeHydration,
  gotoHydrated,
  isMobile,
  waitForHydration,
} from './support/page';
import { announcer, footerLinks } from './support/siteLinks';

// A visitor finding their way: /calculator and /job are findable, a navigation inside the site
// moves focus to the new page's heading, an unknown address says so once, a refused form says one
// summary, and a stranger typing before the page is live (docs/decisions.md 195–200).

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
