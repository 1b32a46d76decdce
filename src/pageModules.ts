import { nextTask } from './nextTask';

/**
 * Loads the page's JavaScript. Every module it will run (listed by scripts/prerender.ts in
 * `<meta name="page-modules">`, the entry first) is preloaded in parallel: on Slow 3G each round
 * trip of the chain boot → app → route costs two seconds. The modules listed in
 * `data-evaluate-ahead` are then imported one per task, and the entry last. All of it starts only
 * once the first paint with content is done and, on a page whose largest paint is an image
 * (`data-after-image`), once that image has arrived, so no script download competes with the
 * largest paint. The HTML has no script tags of its own to fetch.
 */
export function loadPageModules(
  importModule: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="page-modules"]');
  const modules = meta?.content.split(' ').filter(Boolean) ?? [];
  const evaluateAhead = meta?.dataset.evaluateAhead?.split(' ').filter(Boolean) ?? [];
  const lcpImage = meta?.dataset.afterImage;
  const start = () =>
    afterContentfulPaint(() => void startModules(modules, evaluateAhead, importModule));
  if (lcpImage) afterImage(lcpImage, start);
  else start();
}

/**
 * After the first paint that shows content. A frame is not enough: a long page's first frame
 * can come before its text is painted, and scripts requested then share the line with it. Paint
 * entries are not promised to every page (a faked clock replaces `performance`, an old engine has
 * no observer), so a timer starts the scripts anyway once the page has had its time to paint.
 */
function afterContentfulPaint(then: () => void) {
  const start = once(() => setTimeout(then, 0));
  setTimeout(start, PAINT_WAIT_MS);
  try {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(start);
  }
}

/** The longest the scripts wait for the first contentful paint. */
const PAINT_WAIT_MS = 1_000;

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

/**
 * How long the scripts wait for the page's image at most. Where the image arrives in a blink (a
 * good connection, and Lighthouse's trace) they wait for it; on Slow 3G, where it takes seconds,
 * hydration must not wait as long (docs/architecture.md#budgets: hydrated within 15 s).
 */
const IMAGE_WAIT_MS = 300;

/** The same URL as the page's <img>, so this waits for that very download, not a second one. */
function afterImage(src: string, then: () => void) {
  const start = once(then);
  const image = new Image();
  image.addEventListener('load', start, { once: true });
  image.addEventListener('error', start, { once: true });
  image.src = src;
  setTimeout(start, IMAGE_WAIT_MS);
}

async function startModules(
  modules: readonly string[],
  evaluateAhead: readonly string[],
  importModule: (url: string) => Promise<unknown>,
) {
  // Starting a download costs the main thread a millisecond or more on a phone; a dozen at once
  // made one long task, so each link gets a task of its own.
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  // Importing the entry alone would run the top-level code of every module in one task, a long
  // one on a phone (Lighthouse's Total Blocking Time). Listed after what they import, each of
  // these runs in a task of its own, and the entry then finds them done. A failed one is left to
  // the entry, which reports it the way it reports its own.
  for (const href of evaluateAhead) {
    await importModule(href).catch(() => undefined);
    await nextTask();
  }
  const [entry] = modules;
  if (entry) void importModule(entry);
}
