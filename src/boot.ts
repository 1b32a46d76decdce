// The page's entry script. The prerendered HTML is complete, so the app's JavaScript is only
// fetched after the browser has painted it: text and images show at once, without waiting for
// React, and hydration (src/main.tsx) follows. Stylesheets stay here so they are linked in the
// HTML and block the first paint, which therefore never shows unstyled content.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { holdEarlyInput } from './earlyInput';
import { nextClickOrKey } from './nextClickOrKey';
import { onceRootAttribute } from './onceRootAttribute';
import { applyPageFonts, fetchPageFonts } from './pageFonts';

holdEarlyInput();

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
  }, 0);
});
// Pretendard waits for React to adopt the page; its files are then fetched into the cache (no
// layout), and it swaps in at the visitor's next press or key. Applying a font lays out every
// line on screen again, 15-20 ms here and four times that on a phone; a page just opened is being
// read, not used, so that task waits for the moment the visitor acts. With the files already here
// the swap follows the press at once, so a line it rewraps moves within half a second of the
// visitor's own input, which is not counted as a layout shift; a press before the files are here
// (on a slow line) is let pass, or the swap would come seconds after it. Until then the
// metric-matched fallback draws the same lines. Before hydration the font would share a slow
// connection with the app's code and hold hydration back.
onceRootAttribute('data-hydrated', () => {
  // A task of its own after hydration's, like each start-up step (TBT).
  setTimeout(async () => {
    await fetchPageFonts();
    await nextClickOrKey();
    await applyPageFonts();
  }, 0);
});
