/** Runs `then` once <html> carries `attribute` (at once when it already does). */
export function onceRootAttribute(attribute: string, then: () => void): void {
  const root = document.documentElement;
  if (root.hasAttribute(attribute)) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(attribute)) return;
    observer.disconnect();
    then();
  });
  observer.observe(root, { attributes: true, attributeFilter: [attribute] });
}
