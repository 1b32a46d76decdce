// The page's entry script. The prerendered HTML is complete, so the app's JavaScript is only
// fetched after the browser has painted it: text and images show at once, without waiting for
// React, and hydration (src/main.tsx) follows. Stylesheets stay here so they are linked in the
// HTML and block the first paint, which therefore never shows unstyled content.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';

requestAnimationFrame(() => {
  setTimeout(() => {
    // Pretendard for the page's text (scripts/prerender.ts) swaps in now rather than holding up
    // the first paint, where its ~300 KB would decide the Largest Contentful Paint.
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-fonts]')) {
      link.media = 'all';
    }
    void import('./main');
  }, 0);
});
