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

/** The audits' browser (bench/lighthouse.ts): Lighthouse's headless Chromium. */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

/**
 * Chromium's own work that belongs to no page, switched off for the audits (decision 174). When a
 * navigation takes the spare renderer, Chromium starts the next spare at once, and the hidden
 * omnibox popup (a WebUI renderer of the browser's own) runs its script on every navigation; on
 * two cores both land in the audited page's load, and Lantern counts the page's tasks at four
 * times their wall time, waiting for the CPU included. The static floor page measured 0-95 ms
 * of TBT in 36 runs with them and 0-55 ms (46 of 48 runs at most 10) without. The floor and every route are audited in
 * the same browser, so the comparison stays like for like.
 */
export const QUIET_FEATURES = [
  'SpareRendererForSitePerProcess',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
] as const;

/**
 * chrome-launcher's flags plus the project's, with one `--disable-features` holding both lists,
 * so no reading of a repeated switch can drop either.
 */
export function auditChromeFlags(launcherFlags: readonly string[]): string[] {
  const prefix = '--disable-features=';
  const disabled = launcherFlags
    .filter((flag) => flag.startsWith(prefix))
    .flatMap((flag) => flag.slice(prefix.length).split(','))
    .filter(Boolean);
  return [
    ...launcherFlags.filter((flag) => !flag.startsWith(prefix)),
    `${prefix}${[...new Set([...disabled, ...QUIET_FEATURES])].join(',')}`,
    ...CHROME_FLAGS,
  ];
}
