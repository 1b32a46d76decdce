import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { FONTS_APPLIED, FONTS_REQUESTED } from '../../../src/deferredFonts';
import { LAID_OUT_ATTRIBUTE, SKIPPED_UNTIL_NEAR } from '../../../src/earlyReveal';

/**
 * Opens a page and waits until React has adopted the prerendered HTML: before that, a click on a
 * server-rendered button does nothing.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page) {
  // The root route sets html[data-hydrated] once hydration (an interruptible transition) commits.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Opens `path` with the app's code held back, as on a slow phone where the prerendered page is
 * on screen seconds before React adopts it; the returned function lets the code through.
 */
export async function gotoBeforeHydration(page: Page, path: string): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(path);
  return async () => {
    release();
    await waitForHydration(page);
  };
}

/**
 * Two animation frames: what the page began in the frame it was at (a scroll the router starts
 * after rendering, a font swap's relayout) has been drawn.
 */
export async function twoFrames(page: Page) {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page (or only inside `include`) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, include?: string) {
  // Pretendard swaps in at the visitor's first press once its files are here (src/boot.ts) and
  // moves the lines a little; axe reads an element's box and then asks what is drawn there, so a
  // swap in between made it see the page's white below the footer behind the footer's light text.
  // A swap under way is waited for; a page with none begun (nobody pressed since the files came,
  // or React never adopted it) keeps its fallback font and is checked at once.
  await page.waitForFunction(
    ([requested, applied]) =>
      !document.documentElement.hasAttribute(requested) ||
      document.documentElement.hasAttribute(applied),
    [FONTS_REQUESTED, FONTS_APPLIED] as const,
  );
  // What a phone skips until scrolled near (decision 176) is drawn once the visitor gets there;
  // axe judges it as drawn. Left skipped, a footer the page had just scrolled near was measured
  // before Chromium drew it, and axe found the footer's light text on the page's white (CI,
  // 2026-12-04). The page lays everything out so itself before a jump; it is put back after.
  const laidOutForAxe = await page.evaluate(
    ([skippable, laidOut]) => {
      const skipped = [...document.querySelectorAll(skippable)].filter(
        (element) => !element.hasAttribute(laidOut),
      );
      for (const element of skipped) {
        element.setAttribute(laidOut, '');
        element.setAttribute('data-axe-laid-out', '');
      }
      return skipped.length;
    },
    [SKIPPED_UNTIL_NEAR, LAID_OUT_ATTRIBUTE] as const,
  );
  if (laidOutForAxe > 0) await twoFrames(page);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  await page.evaluate((laidOut) => {
    for (const element of document.querySelectorAll('[data-axe-laid-out]')) {
      element.removeAttribute(laidOut);
      element.removeAttribute('data-axe-laid-out');
    }
  }, LAID_OUT_ATTRIBUTE);
  const readable = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => ({
      target: node.target.join(' '),
      summary: node.failureSummary,
    })),
  }));
  expect(readable, 'axe violations').toEqual([]);
}

/**
 * Scrolls down the page in viewport steps and back, so every once-only reveal animation has run,
 * then waits until no CSS animation or transition is still moving.
 */
export async function revealAll(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const step = Math.max(200, Math.floor(window.innerHeight * 0.7));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    await frame();
  });
  await settleAnimations(page);
}

/**
 * Waits for finite CSS animations and transitions (infinite ones, like a spinner, never end).
 * Under reduced motion they last 0.01 ms, but the wait is polled on frames, and loaded CI cores
 * gave /apply-counsel at 375 px fewer than it needed in 10 s (stop 43); 30 s still catches a hang.
 */
export async function settleAnimations(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter(
          (animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY,
        )
        .every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 30_000 },
  );
}

export async function horizontalOverflow(page: Page) {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
}

/**
 * Collects what would show up red in DevTools: uncaught errors, console errors and same-origin
 * requests that failed or were answered with an error status.
 */
export function watchProblems(page: Page, origin: string) {
  const problems: string[] = [];
  const sameOrigin = (url: string) => url.startsWith(origin);
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A cross-origin resource (the map's tiles) may fail offline; its fallback is tested instead.
    const source = message.location().url;
    if (source && !sameOrigin(source)) return;
    problems.push(`console: ${message.text()} (${source})`);
  });
  page.on('requestfailed', (request) => {
    if (!sameOrigin(request.url())) return;
    // Navigating away aborts a page's pending fetches; that is the browser, not the site.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(
      `request failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`,
    );
  });
  page.on('response', (response) => {
    if (sameOrigin(response.url()) && response.status() >= 400) {
      problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
  return problems;
}

/** Full-page screenshot under test-results/screenshots, named by route and width. */
export async function screenshotRoute(page: Page, route: string, width: number) {
  const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
  await page.screenshot({
    path: `test-results/screenshots/${width}/${name}.png`,
    fullPage: true,
  });
}

export function isMobile(testInfo: TestInfo) {
  return testInfo.project.name === 'mobile';
}
