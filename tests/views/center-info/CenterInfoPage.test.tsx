import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REVEAL } from '../../../contract/limits';
import { CENTER_INFO } from '../../../src/content/centerInfo';
import { renderApp } from '../renderWithRouter';

describe('/center-info', () => {
  it('shows the intro messages, three services with two lines each, and the call to action', async () => {
    await renderApp('/center-info');
    expect(screen.getByRole('heading', { level: 1, name: '상속증여 전담센터' })).toBeVisible();
    const intro = screen.getByRole('region', { name: CENTER_INFO.intro.title });
    for (const message of CENTER_INFO.intro.messages) {
      expect(within(intro).getByText(message)).toBeInTheDocument();
    }
    const services = screen.getByRole('region', { name: CENTER_INFO.servicesTitle });
    const cards = within(services).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    cards.forEach((card, index) => {
      const service = CENTER_INFO.services[index];
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
        service?.title ?? '',
      );
      expect(within(card).getAllByText(/./, { selector: 'p' })).toHaveLength(2);
    });
    expect(screen.getByRole('link', { name: CENTER_INFO.cta.label })).toHaveAttribute(
      'href',
      '/apply-counsel',
    );
  });
});

describe('/center-info intro reveal (scroll handler throttled at 50 ms)', () => {
  const WAIT = REVEAL.centerInfoScrollThrottleMs;
  const VIEWPORT = 1000; // the reveal line is at 80 %: 800 px
  let scrollY = 0;
  const original = HTMLElement.prototype.getBoundingClientRect;

  beforeEach(() => {
    scrollY = 0;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: VIEWPORT });
    // Message n sits 900 + 200·n px down the page.
    HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
      const index = this.hasAttribute('data-scroll-reveal')
        ? [...(this.parentElement?.children ?? [])].indexOf(this)
        : 0;
      const top = 900 + index * 200 - scrollY;
      return {
        top,
        bottom: top + 60,
        left: 0,
        right: 0,
        width: 0,
        height: 60,
        x: 0,
        y: top,
        toJSON() {},
      };
    };
  });

  afterEach(() => {
    HTMLElement.prototype.getBoundingClientRect = original;
    vi.useRealTimers();
  });

  const scrollTo = (y: number) => {
    scrollY = y;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
  };
  const revealed = () =>
    CENTER_INFO.intro.messages.map((message) =>
      screen.getByText(message).hasAttribute('data-revealed'),
    );

  it('reveals each message once its top passes 80 % of the viewport, at most every 50 ms', async () => {
    await renderApp('/center-info');
    expect(revealed()).toEqual([false, false, false, false]);

    // Inside the first window the scroll is only remembered…
    scrollTo(150);
    expect(revealed()).toEqual([false, false, false, false]);
    act(() => vi.advanceTimersByTime(WAIT - 1));
    expect(revealed()).toEqual([false, false, false, false]);
    // …and handled when the window ends.
    act(() => vi.advanceTimersByTime(1));
    expect(revealed()).toEqual([true, false, false, false]);

    scrollTo(400);
    scrollTo(520);
    act(() => vi.advanceTimersByTime(WAIT));
    expect(revealed()).toEqual([true, true, true, false]);

    // Scrolling back up never hides what was read.
    scrollTo(0);
    act(() => vi.advanceTimersByTime(WAIT));
    expect(revealed()).toEqual([true, true, true, false]);

    scrollTo(1000);
    act(() => vi.advanceTimersByTime(WAIT));
    expect(revealed()).toEqual([true, true, true, true]);
  });

  it('measures the page at most once per 50 ms however fast the scroll events come', async () => {
    await renderApp('/center-info');
    act(() => vi.advanceTimersByTime(WAIT));
    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    for (let i = 0; i < 20; i += 1) {
      scrollTo(i);
      act(() => vi.advanceTimersByTime(5));
    }
    act(() => vi.advanceTimersByTime(WAIT));
    // 100 ms of events: one leading and at most two trailing runs, four messages measured per run.
    const runs = measure.mock.calls.length / CENTER_INFO.intro.messages.length;
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(3);
  });

  it('measures only the messages still hidden, and nothing once all are shown', async () => {
    await renderApp('/center-info');
    scrollTo(400);
    act(() => vi.advanceTimersByTime(WAIT));
    expect(revealed()).toEqual([true, true, false, false]);

    const measure = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    scrollTo(410);
    act(() => vi.advanceTimersByTime(WAIT));
    // The elements measured: each call's `this`.
    expect(measure.mock.contexts).toEqual([
      screen.getByText(CENTER_INFO.intro.messages[2] ?? ''),
      screen.getByText(CENTER_INFO.intro.messages[3] ?? ''),
    ]);

    scrollTo(1000);
    act(() => vi.advanceTimersByTime(WAIT));
    expect(revealed()).toEqual([true, true, true, true]);
    measure.mockClear();
    scrollTo(1200);
    act(() => vi.advanceTimersByTime(WAIT));
    expect(measure).not.toHaveBeenCalled();
  });
});
