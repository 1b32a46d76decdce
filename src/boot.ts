// The page's entry script. The prerendered HTML is complete, so the app's JavaScript is only
// fetched after the browser has painted it: text and images show at once, without waiting for
// React, and hydration (src/main.tsx) follows. Stylesheets stay here so they are linked in the
// HTML and block the first paint, which therefore never shows unstyled content.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { holdEarlyInput } from './earlyInput';
import { applyPageFonts } from './pageFonts';
import { whenRootHas } from './whenRootHas';

holdEarlyInput();

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
  }, 0);
});
// Pretendard waits for React to adopt the page: on a slow connection its 50-70 KB would otherwise
// share the line with the app's code and hold hydration back by seconds, while the metric-matched
// fallback already draws the same lines. A task of its own keeps each start-up step short (TBT).
whenRootHas('data-hydrated', () => setTimeout(() => void applyPageFonts(), 0));
