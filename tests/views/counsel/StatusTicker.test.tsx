// The consultation-status ticker beside the form: how it scrolls, rests and holds still, and the
// sample dates its rows carry.
import { act, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TICKER } from '../../../contract/limits';
import { STATUS_TABLE_COPY } from '../../../src/content/counsel';
import { StatusTicker } from '../../../src/features/counsel/StatusTicker';
import { workingDayBefore } from '../../../src/features/counsel/sampleDates';

describe('consultation-status ticker', () => {
  const sizes = { scrollHeight: 500, clientHeight: 320 };
  const restore: (() => void)[] = [];

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const [key, value] of Object.entries(sizes)) {
      const original = Object.getOwnPropertyDescriptor(Element.prototype, key);
      Object.defineProperty(Element.prototype, key, { configurable: true, get: () => value });
      restore.push(() => {
        if (original) Object.defineProperty(Element.prototype, key, original);
      });
    }
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const undo of restore.splice(0)) undo();
  });

  function renderTicker() {
    let renders = 0;
    render(
      <Profiler id="ticker" onRender={() => (renders += 1)}>
        <StatusTicker />
      </Profiler>,
    );
    const viewport = screen.getByRole('region', { name: STATUS_TABLE_COPY.heading });
    return { viewport, renders: () => renders };
  }

  const advance = (ms: number) =>
    act(() => {
      for (let t = 0; t < ms; t += TICKER.stepIntervalMs) {
        vi.advanceTimersByTime(TICKER.stepIntervalMs);
      }
    });

  it('scrolls 1 px every 30 ms without re-rendering React, pauses on hover', () => {
    const { viewport, renders } = renderTicker();
    const before = renders();
    advance(10 * TICKER.stepIntervalMs);
    expect(viewport.scrollTop).toBe(10);
    expect(renders()).toBe(before);

    act(() => {
      viewport.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    advance(10 * TICKER.stepIntervalMs);
    expect(viewport.scrollTop).toBe(10);
    act(() => {
      viewport.dispatchEvent(new MouseEvent('mouseout', { bubbles: true }));
    });
    advance(TICKER.stepIntervalMs);
    expect(viewport.scrollTop).toBe(11);
  });

  it('rests 1 s at the bottom, then jumps back to the top', () => {
    const { viewport } = renderTicker();
    const bottom = sizes.scrollHeight - sizes.clientHeight;
    advance(bottom * TICKER.stepIntervalMs);
    expect(viewport.scrollTop).toBe(bottom);
    advance(TICKER.endPauseMs);
    expect(viewport.scrollTop).toBe(bottom);
    advance(2 * TICKER.stepIntervalMs);
    expect(viewport.scrollTop).toBeLessThanOrEqual(1);
  });

  it('holds still while focused, and the pause button stops it for good', async () => {
    const { viewport } = renderTicker();
    act(() => viewport.focus());
    advance(10 * TICKER.stepIntervalMs);
    expect(viewport.scrollTop).toBe(0);
    act(() => viewport.blur());
    advance(TICKER.stepIntervalMs);
    expect(viewport.scrollTop).toBe(1);

    act(() => screen.getByRole('button', { name: STATUS_TABLE_COPY.pause.label }).click());
    advance(10 * TICKER.stepIntervalMs);
    expect(viewport.scrollTop).toBe(1);
    act(() => screen.getByRole('button', { name: STATUS_TABLE_COPY.play.label }).click());
    advance(TICKER.stepIntervalMs);
    expect(viewport.scrollTop).toBe(2);
  });

  it('does not move under reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('prefers-reduced-motion'),
    })) as typeof window.matchMedia;
    try {
      const { viewport } = renderTicker();
      advance(20 * TICKER.stepIntervalMs);
      expect(viewport.scrollTop).toBe(0);
      expect(
        screen.getByRole('button', { name: STATUS_TABLE_COPY.play.label }),
      ).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });
});

describe('sample consultation dates', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['Monday', '2026-11-23', 0, '2026-11-23'],
    ['Monday, a week of working days back', '2026-11-23', 5, '2026-11-16'],
    ['Saturday', '2026-11-21', 0, '2026-11-20'],
    ['Sunday', '2026-11-22', 1, '2026-11-19'],
  ])('on a %s (%s) row %i is dated %s', (_, today, ago, expected) => {
    expect(workingDayBefore(today, ago)).toBe(expected);
  });

  it('dates the rows from the visit, in Seoul, counting back over working days', () => {
    // Sunday 22 November 2026, 00:30 in Seoul (still Saturday in UTC).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:30:00Z'));
    render(<StatusTicker />);
    const dates = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(dates.slice(0, 4)).toEqual(['2026-11-20', '2026-11-20', '2026-11-19', '2026-11-18']);
    expect(dates.at(-1)).toBe('2026-11-10');
  });
});
