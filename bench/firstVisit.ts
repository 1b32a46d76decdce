// A first visit as a phone makes it: 375 px, empty cache, optionally DevTools' "Slow 3G"
// (2,000 ms round trip, 400 kbit/s each way). Shared by the browser tests
// (tests/e2e/slow-phone.mobile.spec.ts) and `npm run bench`.
import type { Browser, Page } from '@playwright/test';
import { FONTS_APPLIED, FONTS_FETCHED } from '../src/deferredFonts';

export const SLOW_3G = {
  offline: false,
  latency: 2_000,
  downloadThroughput: 400_000 / 8,
  uploadThroughput: 400_000 / 8,
} as const;

export const PHONE = {
  viewport: { width: 375, height: 812 },
  isMobile: true,
  hasTouch: true,
  locale: 'ko-KR',
  timezoneId: 'Asia/Seoul',
} as const;

export interface FirstVisit {
  /** Bytes on the wire (headers included) by resource type, after hydration and a first interaction. */
  byType: Record<string, number>;
  total: number;
  /** Font files fetched, each once, whether ahead of their use or as fonts. */
  fonts: string[];
  /** From navigation start to html[data-hydrated]. */
  hydratedMs: number;
}

export async function firstVisit(
  browser: Browser,
  url: string,
  options: { slow3g?: boolean } = {},
): Promise<FirstVisit> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (options.slow3g) await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
    const types = new Map<string, { type: string; url: string }>();
    const byType: Record<string, number> = {};
    const fonts: string[] = [];
    // Playwright's network idle fires once per page and stays fired, so requests after it (the
    // fonts, code behind a scroll) are awaited here, on what is in flight now.
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    const settle = (requestId: string) => {
      inFlight.delete(requestId);
      lastActivity = Date.now();
    };
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => settle(event.requestId));
    cdp.on('Network.responseReceived', (event) =>
      types.set(event.requestId, { type: event.type ?? 'Other', url: event.response.url }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      settle(event.requestId);
      const { type = 'Other', url: resource = '' } = types.get(event.requestId) ?? {};
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
      // Fetched ahead (as data) or loaded as a font: a font file either way.
      const { pathname } = new URL(resource || 'about:blank');
      if (pathname.endsWith('.woff2') && !fonts.includes(pathname)) fonts.push(pathname);
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await untilRootHas(page, 'data-hydrated');
    const hydratedMs = Date.now() - started;
    // The font files are fetched after hydration, in a task of its own (src/boot.ts). Waiting for
    // Playwright's network idle missed them on a loaded CI machine: the page had gone quiet for
    // 500 ms while hydrating, and that idle had already fired before the fetch began.
    await untilRootHas(page, FONTS_FETCHED);
    // The first interaction: whatever it loads counts (fonts, code behind a scroll). The key
    // press is the one the site's subset waits for to apply.
    await page.mouse.wheel(0, 300);
    await page.keyboard.press('Tab');
    await untilRootHas(page, FONTS_APPLIED);
    await quiet(() => inFlight.size === 0 && Date.now() - lastActivity >= QUIET_MS);
    const total = Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
    return { byType, total, fonts, hydratedMs };
  } finally {
    await context.close();
  }
}

/** Waits until <html> carries `attribute` (src/boot.ts and the fonts mark the start-up steps so). */
export function untilRootHas(page: Page, attribute: string) {
  return page.waitForFunction((name) => document.documentElement.hasAttribute(name), attribute, {
    timeout: 120_000,
    polling: 100,
  });
}

/** As long as Playwright's network idle: nothing in flight for half a second. */
const QUIET_MS = 500;

async function quiet(isQuiet: () => boolean, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!isQuiet()) {
    if (Date.now() > deadline) throw new Error(`the network did not go quiet in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
