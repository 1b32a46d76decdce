// jsdom lays nothing out, so it has no ResizeObserver: this stand-in reports a size only when a
// test says the browser's layout found one (resizeElement).

const observers = new Set<StandInResizeObserver>();

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

  report(target: Element, inlineSize: number) {
    if (!this.targets.has(target)) return;
    const box = [{ inlineSize, blockSize: 0 }];
    const entry = {
      target,
      borderBoxSize: box,
      contentBoxSize: box,
      devicePixelContentBoxSize: box,
      contentRect: { x: 0, y: 0, width: inlineSize, height: 0 },
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
