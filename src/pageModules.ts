/**
 * Fetches every module the page will run (listed by scripts/prerender.ts in
 * `<meta name="page-modules">`) in parallel, right after the first paint: on Slow 3G each round
 * trip of the chain boot → app → route costs two seconds. Started from the page's inline script,
 * after the paint so they never compete with what the first paint shows (LCP).
 */
export function preloadPageModules(): void {
  requestAnimationFrame(() => {
    setTimeout(() => {
      const meta = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]');
      for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
    }, 0);
  });
}
