import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the focused element shows a focus indicator (outline or ring) as keyboard users see it. */
export async function focusIndicator(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return 'nothing focused';
    const style = getComputedStyle(element);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"`;
    if (!element.matches(':focus-visible')) return `${name}: not :focus-visible`;
    return outlined || ringed ? 'visible' : `${name}: no outline or ring`;
  });
}

/**
 * Presses Tab until `target` has focus, checking on every stop on the way that the focus can be
 * seen. Fails if the target is not reached within `maxStops`.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  maxStops = 60,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
) {
  for (let stop = 0; stop < maxStops; stop += 1) {
    await page.keyboard.press(key);
    expect(await focusIndicator(page)).toBe('visible');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached with ${maxStops} ${key} presses`);
}
