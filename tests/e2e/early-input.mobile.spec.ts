import { expect, type Page, test } from '@playwright/test';
import { EARLY_SUBMIT_NATIVE_AFTER_MS, REVEAL } from '../../contract/limits';
import { CONSULTATION_MESSAGES } from '../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../contract/site';
import { HEADER_LABELS } from '../../src/content/layout';
import {
  REVEAL_ATTRIBUTE,
  REVEALED_ATTRIBUTE,
  SCROLL_REVEAL_ATTRIBUTE,
} from '../../src/earlyReveal';
import { alertDialog, consultationForm } from './support/consultation';
import { gotoBeforeHydration, gotoHydrated, twoFrames, waitForHydration } from './support/page';

/** What moves in as it comes on screen: every `Reveal`, and the centre page's intro messages. */
const MOVING_BLOCKS = `[${REVEAL_ATTRIBUTE}], [${SCROLL_REVEAL_ATTRIBUTE}]`;

test('a menu press before the page is live opens the menu once it is', async ({ page }) => {
  const hydrate = await gotoBeforeHydration(page, '/');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: HEADER_LABELS.openMenu, expanded: false }).click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  );

  await hydrate();
  await expect(
    banner.getByRole('button', { name: HEADER_LABELS.closeMenu, expanded: true }),
  ).toBeVisible();
});

test('a consultation sent before the page is live stays on the page and is handled by the form', async ({
  page,
}) => {
  const hydrate = await gotoBeforeHydration(page, '/apply-counsel');
  const form = consultationForm(page);
  await form.fill({
    type: 'gift',
    name: '김이른',
    phone: '010-2345-6789',
    content: '화면이 뜨자마자 보낸 상담입니다.',
  });
  await form.submit.click();
  // A native submission would have put the visitor's details in the address bar.
  expect(new URL(page.url()).search).toBe('');

  await hydrate();
  // The form's own check runs: consent was not given, and what was typed is still there.
  await expect(alertDialog(page, CONSULTATION_MESSAGES.consentRequired)).toBeVisible();
  await expect(form.name).toHaveValue('김이른');
  await expect(form.phone).toHaveValue('010-2345-6789');
  await expect(form.content).toHaveValue('화면이 뜨자마자 보낸 상담입니다.');
});

test("a consultation sent when the page's script never comes is posted by the browser after the wait", async ({
  page,
}) => {
  await page.clock.install();
  await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.abort());
  await page.goto(NATIVE_FORM_PATHS.consultation.action);
  const form = consultationForm(page);
  await form.fill({
    type: 'inheritance',
    name: '김끊김',
    phone: '010-3456-7890',
    content: '스크립트가 오지 않은 채 보낸 상담입니다.',
  });
  await form.consent.check();
  await form.submit.click();

  await page.clock.runFor(EARLY_SUBMIT_NATIVE_AFTER_MS - 1_000);
  await expect(form.name).toHaveValue('김끊김');
  await page.clock.runFor(1_000);
  await expect(page).toHaveURL(new RegExp(`${NATIVE_FORM_PATHS.consultation.received}$`));
  await expect(page.getByRole('status')).toContainText(CONSULTATION_MESSAGES.succeeded);
});

test('a page scrolled before it is live stays where the visitor scrolled it', async ({ page }) => {
  const hydrate = await gotoBeforeHydration(page, '/faq');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  await hydrate();
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('a reload keeps the page where it was scrolled once it is live again', async ({ page }) => {
  await gotoHydrated(page, '/faq');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);

  await page.reload();
  await waitForHydration(page);
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

for (const path of ['/', '/center-info', '/service']) {
  test(`${path}: what the visitor scrolls to before the page is live is shown, not left blank`, async ({
    page,
  }) => {
    const hydrate = await gotoBeforeHydration(page, path);
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Every section or intro message the components would show by now: its top above the
    // reveal line, its bottom on screen.
    const hiddenOnScreen = () =>
      page.evaluate(
        ([selector, revealed, fraction]) =>
          [...document.querySelectorAll(selector)]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.top < window.innerHeight * fraction && box.bottom > 0;
            })
            .map((element) => ({
              shown: element.hasAttribute(revealed),
              opacity: getComputedStyle(element).opacity,
            })),
        [MOVING_BLOCKS, REVEALED_ATTRIBUTE, REVEAL.viewportFraction] as const,
      );
    await expect.poll(hiddenOnScreen).not.toEqual([]);
    await expect
      .poll(async () =>
        (await hiddenOnScreen()).every(({ shown, opacity }) => shown && opacity === '1'),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    );
    await hydrate();
    expect((await hiddenOnScreen()).every(({ shown }) => shown)).toBe(true);
  });
}

// The pages whose first screen on a phone holds blocks that move in (the home page's is its
// hero, /service's its banner and services list).
for (const path of ['/center-info', '/success-case']) {
  test(`${path}: what is on the first screen is not hidden in any frame, and what is below waits for the visitor`, async ({
    page,
  }) => {
    // Decision 175: hidden from the start and shown by a script, the first screen's blocks were
    // painted a frame or more after the rest of it (faded in, most of a second), and one of them
    // was the largest paint. Every frame before the page is live records, per block, the lowest
    // opacity it was drawn with; the frame's callbacks run before the inline script's.
    await page.addInitScript(`
      window.__lowest = [];
      window.__frames = 0;
      const sample = () => {
        document.querySelectorAll('${MOVING_BLOCKS}').forEach((block, i) => {
          const opacity = Number(getComputedStyle(block).opacity);
          window.__lowest[i] = Math.min(window.__lowest[i] ?? 1, opacity);
        });
        window.__frames++;
        if (!document.documentElement.hasAttribute('data-hydrated')) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    `);
    const hydrate = await gotoBeforeHydration(page, path);
    await expect
      .poll(() => page.evaluate(() => (window as never as { __frames: number }).__frames))
      .toBeGreaterThan(10);
    const blocks = () =>
      page.evaluate(
        ([selector, fraction]) =>
          [...document.querySelectorAll(selector)].map((block, i) => {
            const box = block.getBoundingClientRect();
            return {
              onFirstScreen: box.top < window.innerHeight * fraction && box.bottom > 0,
              lowest: (window as never as { __lowest: number[] }).__lowest[i] ?? 1,
              opacity: getComputedStyle(block).opacity,
            };
          }),
        [MOVING_BLOCKS, REVEAL.viewportFraction] as const,
      );
    const beforeLive = await blocks();
    // Below the line, still hidden until scrolled to (measured where it will be once shown).
    expect(
      beforeLive.filter(({ onFirstScreen }) => !onFirstScreen).map(({ opacity }) => opacity),
    ).toContain('0');
    await hydrate();
    const shown = (await blocks()).filter(({ onFirstScreen }) => onFirstScreen);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map(({ lowest }) => lowest)).toEqual(shown.map(() => 1));
  });
}

/** The blocks that move in, below the first screen of a live page: how each is drawn now. */
function belowFirstScreen(page: Page) {
  return page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)]
        .filter((block) => block.getBoundingClientRect().top >= window.innerHeight)
        .map((block) => {
          const style = getComputedStyle(block);
          return { opacity: style.opacity, transform: style.transform };
        }),
    MOVING_BLOCKS,
  );
}

test('a block below the first screen moves in once scrolled to', async ({ page }) => {
  await gotoHydrated(page, '/center-info');
  expect(await belowFirstScreen(page)).toContainEqual(expect.objectContaining({ opacity: '0' }));
  const blocks = page.locator(MOVING_BLOCKS);
  // One wholly below the screen: one already on it, under the reveal line, waits for a scroll.
  const waiting = await blocks.evaluateAll(
    (elements, revealed) =>
      elements.findIndex(
        (element) =>
          !element.hasAttribute(revealed) &&
          element.getBoundingClientRect().top >= window.innerHeight,
      ),
    REVEALED_ATTRIBUTE,
  );
  expect(waiting).toBeGreaterThanOrEqual(0);
  const block = blocks.nth(waiting);
  await block.scrollIntoViewIfNeeded();
  await expect(block).toHaveAttribute(REVEALED_ATTRIBUTE);
  // Shown with a transition, not in one frame.
  expect(await block.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(
    /[1-9]/,
  );
  await expect.poll(() => block.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});

test.describe('under prefers-reduced-motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the blocks below the first screen are drawn in place, not hidden until scrolled to', async ({
    page,
  }) => {
    await gotoHydrated(page, '/center-info');
    const below = await belowFirstScreen(page);
    expect(below.length).toBeGreaterThan(0);
    expect(below).toEqual(below.map(() => ({ opacity: '1', transform: 'none' })));
  });
});
