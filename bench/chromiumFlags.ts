// The switches Debian's Chromium runs with under both the end-to-end tests (playwright.config.ts)
// and the Lighthouse bench (bench/lighthouse.ts), so both drive the same browser.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
