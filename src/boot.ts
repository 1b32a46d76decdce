// The page's entry script. The prerendered HTML is complete, so the app's JavaScript is only
// fetched after the browser has painted it: text and images show at once, without waiting for
// React, and hydration (src/main.tsx) follows. Stylesheets stay here so they are linked in the
// HTML and block the first paint, which therefore never shows unstyled content.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';

requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./main');
  }, 0);
});
