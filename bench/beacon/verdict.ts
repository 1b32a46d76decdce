import type { Browser } from '@playwright/test';
import { median } from '../siteServer';

/**
 * Two builds' runs of one figure differ only by noise when each one's median lies within the
 * other's runs: a difference the machine's own spread could make, in either direction.
 */
export function withinNoise(a: number[], b: number[]): boolean {
  const inside = (value: number, runs: number[]) =>
    value >= Math.min(...runs) && value <= Math.max(...runs);
  return a.length > 0 && b.length > 0 && inside(median(a), b) && inside(median(b), a);
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
