import { FONTS_APPLIED } from './deferredFonts';

/**
 * Pretendard for the page's text (scripts/prerender.ts lists its files on the stylesheet's link)
 * swaps in only once every file is here. Applying the stylesheet earlier would lay the whole page
 * out again when it is applied and again as each of the ~10 files arrives; each of those layouts
 * is a long task on a phone. Until then the metric-matched fallback draws the same lines.
 */
export async function applyPageFonts(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-fonts]')];
  const files = links.flatMap((link) => (link.dataset.fonts ?? '').split(' ').filter(Boolean));
  // The stylesheet is disabled in the HTML (not fetched before the first paint): it comes on the
  // same round trip as the font files, and enabling it then finds it in the cache.
  await Promise.all([
    ...links.map((link) => preload(link.href, 'style')),
    ...files.map((href) => preload(href, 'font')),
  ]);
  for (const link of links) link.removeAttribute('disabled');
  // src/deferredFonts.ts waits for this: the site's subset must be in place first.
  document.documentElement.setAttribute(FONTS_APPLIED, '');
}

function preload(href: string, as: 'font' | 'style'): Promise<void> {
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    if (as === 'font') {
      link.type = 'font/woff2';
      // Fonts are fetched in CORS mode; a preload without it would not be reused.
      link.crossOrigin = '';
    }
    link.href = href;
    // A file that fails still lets the others apply; its characters keep the fallback.
    link.onload = link.onerror = () => resolve();
    document.head.append(link);
  });
}
