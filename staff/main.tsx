// The staff console's entry (staff/index.html, built by vite.staff.config.ts): a page of its own
// that shares the theme and components with the site but none of its bundle. The whole console
// lives here beside its page, inside the build's root, so the dev server finds it too.
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import '../src/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StaffConsole } from './StaffConsole';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from staff/index.html');
createRoot(container).render(
  <StrictMode>
    <StaffConsole />
  </StrictMode>,
);
