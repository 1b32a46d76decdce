// A first visit as a phone makes it: 375 px, empty cache, optionally DevTools' "Slow 3G"
// (2,000 ms round trip, 400 kbit/s each way). Shared by the browser tests
// (tests/e2e/slow-phone.mobile.spec.ts) and `npm run bench`.
import type { Browser } from '@playwright/test';

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
    cdp.on('Network.responseReceived', (event) =>
      types.set(event.requestId, { type: event.type ?? 'Other', url: event.response.url }),
    );
    cdp.on('Network.loadingFinished', (event) => {
      const { type = 'Other', url: resource = '' } = types.get(event.requestId) ?? {};
      byType[type] = (byType[type] ?? 0) + event.encodedDataLength;
      // Fetched ahead (as data) or loaded as a font: a font file either way.
      const { pathname } = new URL(resource || 'about:blank');
      if (pathname.endsWith('.woff2') && !fonts.includes(pathname)) fonts.push(pathname);
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
      timeout: 120_000,
      polling: 100,
    });
    const hydratedMs = Date.now() - started;
    // The first interaction: whatever it loads counts (fonts, code behind a scroll).
    await page.mouse.wheel(0, 300);
    await page.keyboard.press('Tab');
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const total = Object.values(byType).reduce((sum, bytes) => sum + bytes, 0);
    return { byType, total, fonts, hydratedMs };
  } finally {
    await context.close();
  }
}
