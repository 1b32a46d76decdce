import { FONTS_APPLIED, FONTS_FETCHED, FONTS_REQUESTED } from './deferredFonts';

type FontResource = { href: string; as: 'font' | 'style' };

/** The page's font sheet and the files its link lists (scripts/prerender.ts). */
function pageFontResources(): { links: HTMLLinkElement[]; resources: FontResource[] } {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-fonts]')];
  const files = links.flatMap((link) => (link.dataset.fonts ?? '').split(' ').filter(Boolean));
  return {
    links,
    resources: [
      ...links.map((link) => ({ href: link.href, as: 'style' as const })),
      ...files.map((href) => ({ href, as: 'font' as const })),
    ],
  };
}

/**
 * Brings the sheet and its files into the browser's cache without applying them: a download, no
 * layout. Applying them afterwards (src/boot.ts: at the visitor's next press) waits for no
 * network. Resolves when every one has arrived or failed, and says so on <html>.
 */
export async function fetchPageFonts(): Promise<void> {
  await Promise.all(
    pageFontResources().resources.map(({ href, as }) =>
      // The modes the sheet and the font loads use, so their requests find these in the cache.
      fetch(href, { mode: as === 'font' ? 'cors' : 'no-cors', credentials: 'same-origin' })
        .then((response) => response.arrayBuffer())
        // A file that fails is fetched again when applied; its characters keep the fallback.
        .catch(() => undefined),
    ),
  );
  document.documentElement.setAttribute(FONTS_FETCHED, '');
}

/**
 * Pretendard for the page's text swaps in only once every file is here. Applying the stylesheet
 * earlier would lay the whole page out again when it is applied and again as each of the ~10
 * files arrives; each of those layouts is a long task on a phone. Until then the metric-matched
 * fallback draws the same lines.
 */
export async function applyPageFonts(): Promise<void> {
  // Said at once, before anything arrives: a swap is now on its way.
  document.documentElement.setAttribute(FONTS_REQUESTED, '');
  const { links, resources } = pageFontResources();
  // The stylesheet is disabled in the HTML (not fetched before the first paint): it comes on the
  // same round trip as the font files, and enabling it then finds it in the cache.
  await Promise.all(resources.map(({ href, as }) => preload(href, as)));
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
