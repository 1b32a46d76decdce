// The page's entry script. The prerendered HTML is complete, so the app's JavaScript is only
// fetched after the browser has painted it: text and images show at once, without waiting for
// React, and hydration (src/main.tsx) follows. Stylesheets stay here so they are linked in the
// HTML and block the first paint, which therefore never shows unstyled content.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { holdEarlyInput } from './earlyInput';
import { INTERACTED, noteFirstInteraction } from './firstInteraction';
import { applyPageFonts, fetchPageFonts } from './pageFonts';
import { whenRootHas } from './whenRootHas';

holdEarlyInput();

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
  }, 0);
});
// Pretendard waits for React to adopt the page, then for the visitor's first press or key (which
// may come before hydration: the page's inline script listens from the first paint). Applying a
// font lays out every line on screen again, 15-20 ms here and four times that on a phone; a page
// just opened is being read, not used, so that task waits for the moment the visitor acts, and a
// line the swap rewraps moves right after their own input, which is not counted as a layout
// shift. Meanwhile the files are fetched into the cache (no layout), so the swap follows the input
// at once. Until then the metric-matched fallback draws the same lines. Before hydration the font
// would share a slow connection with the app's code and hold hydration back.
noteFirstInteraction();
whenRootHas('data-hydrated', () => {
  whenRootHas(INTERACTED, () => void applyPageFonts());
  // A task of its own after hydration's, like each start-up step (TBT).
  setTimeout(fetchPageFonts, 0);
});
