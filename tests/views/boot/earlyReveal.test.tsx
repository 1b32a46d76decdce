import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVEAL } from '../../../contract/limits';
import { Reveal } from '../../../src/components/Reveal';
import { revealEarly } from '../../../src/earlyReveal';

// jsdom has no IntersectionObserver and lays nothing out: this stand-in reports what a test says
// the browser saw.
class StandInIntersectionObserver {
  static made: StandInIntersectionObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    StandInIntersectionObserver.made.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  disconnect() {
    this.watched.clear();
  }
  /** The browser's report: which of the watched elements are on screen now. */
  report(onScreen: Element[], offScreen: Element[] = []) {
    const entry = (target: Element, isIntersecting: boolean) =>
      ({ target, isIntersecting }) as IntersectionObserverEntry;
    this.callback(
      [...onScreen.map((t) => entry(t, true)), ...offScreen.map((t) => entry(t, false))].filter(
        (one) => this.watched.has(one.target),
      ),
      this as unknown as IntersectionObserver,
    );
  }
}

let doc: Document;
const observer = () => StandInIntersectionObserver.made.at(-1);

/** A prerendered page still being parsed: two sections, an intro message and a plain block. */
function parsingPage() {
  doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `
    <section data-reveal="" id="first"></section>
    <section data-reveal="" id="second"></section>
    <p data-scroll-reveal="" id="message"></p>
    <div id="plain"></div>`;
  Object.defineProperty(doc, 'readyState', { value: 'loading', configurable: true });
  return doc;
}
function parsed() {
  Object.defineProperty(doc, 'readyState', { value: 'interactive', configurable: true });
  doc.dispatchEvent(new Event('readystatechange'));
}
const byId = (id: string) => doc.getElementById(id) as Element;
const revealed = (id: string) => byId(id).hasAttribute('data-revealed');

beforeEach(() => {
  StandInIntersectionObserver.made = [];
  vi.stubGlobal('IntersectionObserver', StandInIntersectionObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('revealEarly', () => {
  it('watches every hidden section once the page is parsed, with the components’ line', () => {
    revealEarly(parsingPage());
    expect(observer()).toBeUndefined();

    parsed();
    expect([...(observer()?.watched ?? [])].map((element) => element.id)).toEqual([
      'first',
      'second',
      'message',
    ]);
    const fromBottom = Math.round((1 - REVEAL.viewportFraction) * 100);
    expect(observer()?.options.rootMargin).toBe(`0px 0px -${fromBottom}% 0px`);
  });

  it('shows a section the visitor scrolls to before the page is live, and only that one', () => {
    revealEarly(parsingPage());
    parsed();
    observer()?.report([byId('second')], [byId('first'), byId('message')]);
    expect(revealed('second')).toBe(true);
    expect(revealed('first')).toBe(false);
    expect(revealed('message')).toBe(false);
    // Shown once, it is no longer watched; the others still are.
    expect(observer()?.watched.has(byId('second'))).toBe(false);
    expect(observer()?.watched.has(byId('first'))).toBe(true);

    observer()?.report([byId('message')]);
    expect(revealed('message')).toBe(true);
  });

  it('leaves the sections to the components once the page is live', () => {
    revealEarly(parsingPage());
    parsed();
    doc.documentElement.setAttribute('data-hydrated', '');
    observer()?.report([byId('first')]);
    expect(revealed('first')).toBe(false);
    expect(observer()?.watched.size).toBe(0);
  });

  it('starts at once on a page already parsed, and not at all on a live one', () => {
    const ready = parsingPage();
    Object.defineProperty(ready, 'readyState', { value: 'interactive', configurable: true });
    revealEarly(ready);
    expect(observer()?.watched.size).toBe(3);

    const live = parsingPage();
    live.documentElement.setAttribute('data-hydrated', '');
    parsed();
    revealEarly(live);
    expect(StandInIntersectionObserver.made).toHaveLength(1);
  });
});

describe('Reveal, when the page goes live', () => {
  async function hydrated(shownEarly: boolean) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Reveal>소개</Reveal>);
    document.body.append(container);
    const section = container.firstElementChild as HTMLElement;
    if (shownEarly) section.setAttribute('data-revealed', '');
    await act(async () => {
      hydrateRoot(container, <Reveal>소개</Reveal>);
    });
    return section;
  }

  it('keeps a section shown before, and does not watch it again', async () => {
    const section = await hydrated(true);
    expect(section.hasAttribute('data-revealed')).toBe(true);
    expect(StandInIntersectionObserver.made.some((made) => made.watched.has(section))).toBe(false);
  });

  it('watches a section not shown yet, with the same line, and shows it on screen', async () => {
    const section = await hydrated(false);
    const watching = observer();
    expect(watching?.watched.has(section)).toBe(true);
    expect(watching?.options.rootMargin).toBe(
      `0px 0px -${Math.round((1 - REVEAL.viewportFraction) * 100)}% 0px`,
    );
    act(() => watching?.report([section]));
    expect(section.hasAttribute('data-revealed')).toBe(true);
  });
});
