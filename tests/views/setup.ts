import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw';
import { installResizeObserver } from './resizeObserver';

// jsdom lacks these browser APIs; tests that care about them override the defaults.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
installResizeObserver();
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
Element.prototype.scrollIntoView = vi.fn();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  delete document.documentElement.dataset.scrollLocked;
  // A form's kept draft (src/components/sessionDraft.ts) belongs to one test, like a tab.
  sessionStorage.clear();
});
afterAll(() => server.close());
