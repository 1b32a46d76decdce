// jsdom lays nothing out, so it has no ResizeObserver: this stand-in reports a size only when a
// test says the browser's layout found one (resizeElement).

const observers = new Set<StandInResizeObserver>();
const PADDING = 12;

class StandInResizeObserver implements ResizeObserver {
  private readonly targets = new Set<Element>();

  constructor(private readonly callback: ResizeObserverCallback) {}

  observe(target: Element) {
    this.targets.add(target);
    observers.add(this);
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }

  get observing() {
    return this.targets.size;
  }

  report(target: Element, inlineSize: number) {
    if (!this.targets.has(target)) return;
    // A box with some padding, so the border box and the content box differ as they may.
    const content = Math.max(0, inlineSize - 2 * PADDING);
    const entry = {
      target,
      borderBoxSize: [{ inlineSize, blockSize: 0 }],
      contentBoxSize: [{ inlineSize: content, blockSize: 0 }],
      devicePixelContentBoxSize: [{ inlineSize: content, blockSize: 0 }],
      contentRect: { x: PADDING, y: 0, width: content, height: 0 },
    } as unknown as ResizeObserverEntry;
    this.callback([entry], this);
  }
}

export function installResizeObserver() {
  const global = globalThis as { ResizeObserver?: typeof ResizeObserver };
  global.ResizeObserver ??= StandInResizeObserver;
}

/** What the browser's layout would report: `target`'s border box is now `inlineSize` px wide. */
export function resizeElement(target: Element, inlineSize: number) {
  for (const observer of [...observers]) observer.report(target, inlineSize);
}

/** How many elements some observer still watches. */
export function observedElements(): number {
  return [...observers].reduce((count, observer) => count + observer.observing, 0);
}
