import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './bench/chromiumFlags';
import { FONT_ENV } from './bench/koreanFont';
import { freePort } from './scripts/freePort';

// The config is evaluated by the runner and again by every worker; the runner picks a free port
// once and hands it to the workers through the environment they inherit.
process.env.E2E_PORT ??= String(await freePort());
// Each run builds into its own directory, removed afterwards, so runs started at the same time in
// one checkout never build over each other. Set E2E_DIST_DIR (kept) with E2E_SKIP_BUILD=1 to
// reuse a build while iterating on tests alone.
if (!process.env.E2E_DIST_DIR) {
  process.env.E2E_DIST_DIR = path.join(tmpdir(), `e2e-dist-${process.pid}`);
  process.env.E2E_DIST_OWNED = '1';
}

// Playwright's own browser download cannot run here: every project drives Debian's Chromium.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  // Generous for a 2-core machine shared with other work: the longest flow (write, read, edit and
  // delete a review with axe on every dialog) takes about 20 s there, and CI's run went at 2.3x
  // the local time (26 min against 11.5). A timeout here catches hangs; it measures nothing.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...chromium,
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    // Without these an action waiting on something that never comes runs into the test's timeout,
    // and the report names no step (stop 35's CI: a bare "Test timeout of 60000ms exceeded").
    actionTimeout: 45_000,
    navigationTimeout: 90_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // *.desktop.spec.ts and *.mobile.spec.ts hold what only one size does (hover, the hamburger);
  // layout.spec.ts sets its own widths.
  projects: [
    {
      name: 'desktop',
      testIgnore: ['**/*.mobile.spec.ts', '**/layout.spec.ts', '**/visual.spec.ts'],
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: ['**/*.desktop.spec.ts', '**/layout.spec.ts', '**/visual.spec.ts'],
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'layout',
      testMatch: '**/layout.spec.ts',
    },
    {
      // Screenshot comparisons (visual.spec.ts sets its own widths). Chromium draws with the
      // benchmark's pinned fonts (bench/fonts.conf: Noto Sans CJK KR), and reduced motion holds
      // still what moves by script; CSS animations are finished by the comparison itself.
      name: 'visual',
      testMatch: '**/visual.spec.ts',
      snapshotPathTemplate: '{testDir}/visual/{arg}{ext}',
      use: {
        launchOptions: { ...chromium.launchOptions, env: FONT_ENV },
        reducedMotion: 'reduce',
      },
      expect: {
        // A project's `expect` replaces the top-level one, so the wait is set here again, longer:
        // a full-page shot of a long page at 375 px took over 5 s on loaded CI cores (stop 43's
        // /privacy). It catches hangs; it measures nothing.
        timeout: 30_000,
        // A tight colour threshold: the default (0.2) let a yellow shape turning blue-grey pass.
        toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0.02 },
      },
    },
  ],
});
