// The mobile menu and any number of stacked modals may lock scrolling at once; the page
// scrolls again only when the last of them lets go.
let holders = 0;

export function lockScroll(): () => void {
  holders += 1;
  document.documentElement.dataset.scrollLocked = '';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) delete document.documentElement.dataset.scrollLocked;
  };
}

export function isScrollLocked(): boolean {
  return 'scrollLocked' in document.documentElement.dataset;
}
