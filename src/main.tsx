import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { applyDeferredFontsWhenTyping } from './deferredFonts';
import { startInspectorIfAsked } from './inspect';
import { nextTask } from './nextTask';
import { createAppRouter } from './router';
import {
  type ContentStore,
  pageContentStore,
  readSiteContent,
  SiteContentProvider,
} from './siteContent';
import { countView } from './visits';

/**
 * The page's content block; the dev server's page has none, and takes the whole of the
 * repository's content (chunks of their own that the production build never includes).
 */
async function siteContent(): Promise<ContentStore> {
  const fromPage = readSiteContent(document);
  if (fromPage) return pageContentStore(fromPage);
  if (import.meta.env.DEV) {
    const [{ repositoryContent }, { wholeContent }] = await Promise.all([
      import('../contract/siteContent'),
      import('../contract/pageContent'),
    ]);
    return pageContentStore(wholeContent(repositoryContent));
  }
  throw new Error('The page carries no site content (#site-content).');
}

// Evaluating the framework was this task's work; each following step gets its own task.
await nextTask();
const content = await siteContent();
const router = createAppRouter({ content });
// Every page shown is counted, the first and each route change (src/visits.ts); on the server's
// render there is no visitor, so this lives here rather than in the router.
router.subscribe('onResolved', countView);
await startInspectorIfAsked();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const app = (
  <StrictMode>
    <SiteContentProvider store={content}>
      <RouterProvider router={router} />
    </SiteContentProvider>
  </StrictMode>
);
if (container.firstElementChild) {
  // Prerendered page (scripts/prerender.ts): load the matched route's code-split chunks first so
  // the first client render is the same tree as the HTML, then adopt that HTML in place.
  await nextTask();
  await router.load();
  // The server render has no Suspense boundary around the root match; TanStack's client adds one
  // unless the router is marked as server-rendered (RouterClient does this from inline dehydrated
  // state, which the CSP forbids). With no manifest this flag changes nothing else.
  router.ssr = { manifest: undefined };
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page (Lighthouse's Total Blocking Time).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}

applyDeferredFontsWhenTyping();
