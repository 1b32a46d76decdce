import type { Locator, Page } from '@playwright/test';
import { SUCCESS_CASE_IDS } from '../../../contract/site';
import { CAROUSEL_LABELS } from '../../../src/content/home';

// The home page's success-case carousel, as the carousel specs read it.

export const CASE_COUNT = SUCCESS_CASE_IDS.length;

export function carousel(page: Page) {
  return page.getByRole('region', { name: CAROUSEL_LABELS.region, exact: true });
}

export function dot(region: Locator, position: number) {
  return region.getByRole('button', { name: CAROUSEL_LABELS.dot(position), exact: true });
}

/** Where a card is on screen: it changes whenever the strip moves. */
export function slideLeft(region: Locator, position: number) {
  return region
    .getByRole('group', { name: CAROUSEL_LABELS.slide(position, CASE_COUNT), exact: true })
    .evaluate((slide) => slide.getBoundingClientRect().left);
}

/**
 * Where a card stands when it is the current one: the clipped viewport's left edge inside its
 * padding, the room that keeps the card's border and shadow whole.
 */
export function leadingEdge(region: Locator) {
  return region
    .getByRole('group')
    .first()
    .evaluate((slide) => {
      const viewport = slide.parentElement?.parentElement;
      if (!viewport) return Number.NaN;
      const padding = Number.parseFloat(getComputedStyle(viewport).paddingLeft) || 0;
      return viewport.getBoundingClientRect().left + padding;
    });
}
