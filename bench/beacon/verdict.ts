import type { Browser } from '@playwright/test';
import { median } from '../siteServer';

/**
 * Whether counting's runs of a figure (lower is better) stay within what the machine's own spread
 * gives the same site without it: counting's median is no higher than the slowest run without.
 * One-sided: counting cannot make a page faster, so a lower median is the machine's doing (the
 * first run measured /apply-counsel's LCP 45 ms lower with counting, below every run without).
 */
export function withinNoise(counting: number[], without: number[]): boolean {
  return counting.length > 0 && without.length > 0 && median(counting) <= Math.max(...without);
}

/** The beacons a page sends within seven seconds of opening (they wait for idle, 5 s at most). */
export async function beaconsSent(browser: Browser, origin: string, api: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let sent = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === api) sent++;
    });
    await page.goto(`${origin}/`);
    await page.waitForTimeout(7_000);
    return sent;
  } finally {
    await context.close();
  }
}
