import { onceRootAttribute } from './onceRootAttribute';

// Pretendard's dynamic-subset faces (scripts/prerender.ts) serve the characters the site's own
// subset lacks: text visitors write. They sit in a disabled stylesheet (not even fetched) because
// applying it restyles the whole page; it is enabled only where such text can appear — the review
// board, and any field a visitor types into — so most visits never download it.

/** Set on <html> by src/pageFonts.ts once the site's own subset is in the cache, not applied. */
export const FONTS_FETCHED = 'data-fonts-fetched';

/** Set on <html> by src/pageFonts.ts when the swap to the site's own subset begins. */
export const FONTS_REQUESTED = 'data-fonts-requested';

/** Set on <html> by src/pageFonts.ts once the site's own subset applies. */
export const FONTS_APPLIED = 'data-fonts-applied';

/**
 * Enables the dynamic-subset faces — after the site's subset is in place: before it, the browser
 * would fetch a dynamic-subset file for every character on the page (400 KB on the review board).
 */
export function applyDeferredFonts(): void {
  onceRootAttribute(FONTS_APPLIED, () => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-deferred-fonts]')) {
      link.disabled = false;
    }
  });
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(target.type));

/** Applies them as soon as the visitor focuses a field to type in. */
export function applyDeferredFontsWhenTyping(): void {
  const onFocus = (event: FocusEvent) => {
    if (!isTextField(event.target)) return;
    window.removeEventListener('focusin', onFocus);
    applyDeferredFonts();
  };
  window.addEventListener('focusin', onFocus);
}
