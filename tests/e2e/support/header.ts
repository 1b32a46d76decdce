import type { Page } from '@playwright/test';

/** Alpha of the header's computed background colour: 0 = transparent, 1 = solid. */
export async function headerBackgroundAlpha(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((header) => {
    const colour = getComputedStyle(header).backgroundColor;
    if (colour === 'transparent') return 0;
    const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
    return parts.length === 4 ? (parts[3] ?? 1) : 1;
  });
}

export async function scrollPageTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
}
