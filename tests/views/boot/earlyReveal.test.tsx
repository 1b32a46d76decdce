import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVEAL } from '../../../contract/limits';
import { Reveal } from '../../../src/components/Reveal';
import { LAID_OUT_ATTRIBUTE, layOutBeforeJumps, revealEarly } from '../../../src/earlyReveal';

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

// The browser's next frame, run when a test says so.
let frames: FrameRequestCallback[] = [];
function nextFrame() {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
}
/** Where the browser laid a block out: its top, 100 px tall; the screen is 1000 px tall. */
function placeAt(id: string, top: number) {
  byId(id).getBoundingClientRect = () => ({ top, bottom: top + 100 }) as DOMRect;
}

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
  frames = [];
  vi.stubGlobal('IntersectionObserver', StandInIntersectionObserver);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
  vi.stubGlobal('innerHeight', 1000);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** Parsed, then the first frame: `first` on screen, `second` and the message below the line. */
function firstFrame(places: Record<string, number> = { first: 100, second: 1200, message: 1400 }) {
  parsed();
  for (const [id, top] of Object.entries(places)) placeAt(id, top);
  nextFrame();
}
const ready = () => doc.documentElement.hasAttribute('data-reveals-ready');
const watchedIds = () => [...(observer()?.watched ?? [])].map((element) => element.id);

describe('revealEarly (decisions 164 and 175)', () => {
  it('hides nothing until the first frame knows what is on the first screen', () => {
    revealEarly(parsingPage());
    parsed();
    // Nothing hidden yet: a frame painted now shows every block.
    expect(ready()).toBe(false);
    expect(revealed('first')).toBe(false);
  });

  it('shows what is on the first screen as it was, and hides and watches the rest', () => {
    revealEarly(parsingPage());
    firstFrame();
    expect(byId('first').getAttribute('data-revealed')).toBe('on-load');
    expect(revealed('second')).toBe(false);
    expect(revealed('message')).toBe(false);
    expect(ready()).toBe(true);
    expect(watchedIds()).toEqual(['second', 'message']);
    const fromBottom = Math.round((1 - REVEAL.viewportFraction) * 100);
    expect(observer()?.options.rootMargin).toBe(`0px 0px -${fromBottom}% 0px`);
  });

  it('draws the first screen by the components’ line: top at 80 % of the screen, bottom on it', () => {
    revealEarly(parsingPage());
    const line = 1000 * REVEAL.viewportFraction;
    firstFrame({ first: line, second: line + 1, message: -100 });
    expect(revealed('first')).toBe(true);
    expect(revealed('second')).toBe(false);
    // Its bottom at the screen's top edge: not on it.
    expect(revealed('message')).toBe(false);
  });

  it('does not look inside a section the phone skips when that section is below the line', () => {
    revealEarly(parsingPage());
    doc.body.innerHTML = `<main><section id="banner"></section><section id="later"><div data-reveal="" id="inside"></div></section></main>`;
    parsed();
    placeAt('later', 1200);
    const inside = byId('inside');
    const measured = vi.fn(() => ({ top: 0, bottom: 100 }) as DOMRect);
    inside.getBoundingClientRect = measured;
    nextFrame();
    expect(measured).not.toHaveBeenCalled();
    expect(revealed('inside')).toBe(false);
    expect(watchedIds()).toEqual(['inside']);

    expect(byId('later').hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(false);
  });

  it('lays a section the first screen reaches out at once before measuring what is inside', () => {
    // Chromium answers the first box asked for inside a section it has not decided to draw yet
    // with an empty one: the section is marked (no longer skipped) before anything in it is read.
    revealEarly(parsingPage());
    doc.body.innerHTML = `<main><section id="banner"></section><section id="later"><div data-reveal="" id="inside"></div></section><section id="last"></section></main>`;
    parsed();
    placeAt('later', 300);
    placeAt('last', 900);
    const inside = byId('inside');
    inside.getBoundingClientRect = () =>
      (byId('later').hasAttribute(LAID_OUT_ATTRIBUTE)
        ? { top: 350, bottom: 450 }
        : { top: 0, bottom: 0 }) as DOMRect;
    nextFrame();
    expect(revealed('inside')).toBe(true);
    expect(byId('later').hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(true);
    // Below the line (80 % of the 1,000 px screen), still skipped until scrolled near.
    expect(byId('last').hasAttribute(LAID_OUT_ATTRIBUTE)).toBe(false);
  });

  it('shows a block the visitor scrolls to before the page is live, and only that one', () => {
    revealEarly(parsingPage());
    firstFrame();
    observer()?.report([byId('second')], [byId('message')]);
    expect(byId('second').getAttribute('data-revealed')).toBe('');
    expect(revealed('message')).toBe(false);
    // Shown once, it is no longer watched; the other still is.
    expect(watchedIds()).toEqual(['message']);

    observer()?.report([byId('message')]);
    expect(revealed('message')).toBe(true);
  });

  it('leaves the blocks to the components once the page is live', () => {
    revealEarly(parsingPage());
    firstFrame();
    doc.documentElement.setAttribute('data-hydrated', '');
    observer()?.report([byId('second')]);
    expect(revealed('second')).toBe(false);
    expect(observer()?.watched.size).toBe(0);
  });

  it('marks the first screen but watches nothing when the page went live before the frame', () => {
    revealEarly(parsingPage());
    parsed();
    doc.documentElement.setAttribute('data-hydrated', '');
    for (const [id, top] of Object.entries({ first: 100, second: 1200, message: 1400 }))
      placeAt(id, top);
    nextFrame();
    expect(revealed('first')).toBe(true);
    expect(ready()).toBe(true);
    expect(observer()?.watched.size).toBe(0);
  });

  it('starts at once on a page already parsed, and not at all on a live one', () => {
    const parsedPage = parsingPage();
    Object.defineProperty(parsedPage, 'readyState', { value: 'interactive', configurable: true });
    revealEarly(parsedPage);
    nextFrame();
    expect(observer()?.watched.size).toBe(3);

    const live = parsingPage();
    live.documentElement.setAttribute('data-hydrated', '');
    parsed();
    revealEarly(live);
    nextFrame();
    expect(StandInIntersectionObserver.made).toHaveLength(1);
    expect(live.documentElement.hasAttribute('data-reveals-ready')).toBe(false);
  });
});

describe('layOutBeforeJumps (decision 176)', () => {
  const policy = `<main><section id="banner"><a href="#officer" id="toc">책임자</a><a href="/faq" id="away">FAQ</a></section><div><section data-skippable="" id="purposes"></section><section data-skippable="" id="officer"></section><section id="inner"></section></div></main><footer id="footer"></footer>`;
  const laidOut = () =>
    [...doc.querySelectorAll(`[${LAID_OUT_ATTRIBUTE}]`)].map((element) => element.id);
  it('lays every skippable section out before a jump within the page, and not for a link away', () => {
    layOutBeforeJumps(parsingPage(), '');
    doc.body.innerHTML = policy;
    parsed();
    expect(laidOut()).toEqual([]);
    byId('away').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(laidOut()).toEqual([]);
    let seenByThePage: string[] = [];
    // The page's own handlers (and the browser's jump after them) find the page laid out.
    byId('toc').addEventListener('click', () => {
      seenByThePage = laidOut();
    });
    byId('toc').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(seenByThePage).toEqual(['purposes', 'officer', 'footer']);
  });

  it('lays the page out for a press on something inside an in-page link, too', () => {
    layOutBeforeJumps(parsingPage(), '');
    doc.body.innerHTML = policy.replace('>책임자<', '><span id="label">책임자</span><');
    parsed();
    byId('label').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(laidOut()).toEqual(['purposes', 'officer', 'footer']);
  });

  it('lays the page out once parsed when it opens on a place in it', () => {
    layOutBeforeJumps(parsingPage(), '#officer');
    doc.body.innerHTML = policy;
    expect(laidOut()).toEqual([]);
    parsed();
    expect(laidOut()).toEqual(['purposes', 'officer', 'footer']);
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
