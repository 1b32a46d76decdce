import { RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL } from '../../../contract/limits';
import { successCases as SUCCESS_CASES } from '../../../contract/successCases';
import { CAROUSEL_LABELS } from '../../../src/content/home';
import { SuccessCarousel } from '../../../src/features/home/SuccessCarousel';
import { deferredMachinesStarted } from '../deferredMachines';
import { loadedRouterFor } from '../renderWithRouter';
import { observedElements, resizeElement } from '../resizeObserver';
import { trackOffset } from './carouselTrack';

const CARD_WIDTH = 340;
const STEP = CARD_WIDTH + CAROUSEL.cardGapPx;
const FRAME_MS = 16;

let commits = 0;

async function renderCarousel() {
  const router = await loadedRouterFor(
    <Profiler id="carousel" onRender={() => (commits += 1)}>
      <SuccessCarousel cases={SUCCESS_CASES} />
    </Profiler>,
  );
  // The route is resolved with real timers; from then on frames and timers are fake, so the
  // motion loop starts on the first fake frame and every test decides how many frames pass.
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
  });
  render(<RouterProvider router={router} />);
  screen.getByRole('region', { name: CAROUSEL_LABELS.region });
  await deferredMachinesStarted();
}

/** The browser's layout reaching the cards, as when their section comes near the screen. */
function layOutCards(width = CARD_WIDTH) {
  act(() => resizeElement(track().firstElementChild as Element, width));
}

async function renderLaidOutCarousel() {
  await renderCarousel();
  layOutCards();
}

const track = () => {
  const first = screen.getAllByRole('group', { name: CAROUSEL_LABELS.slide(1, 6) })[0];
  return first?.parentElement as HTMLElement;
};
const moved = () => trackOffset(track());
const dots = () =>
  within(screen.getByRole('list', { name: CAROUSEL_LABELS.dots })).getAllByRole('button');
const currentDot = () => dots().findIndex((dot) => dot.getAttribute('aria-current') === 'true');

function frames(count: number) {
  act(() => {
    for (let i = 0; i < count; i += 1) vi.advanceTimersToNextFrame();
  });
}
function wait(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('SuccessCarousel', () => {
  beforeEach(() => {
    commits = 0;
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders the six cases twice, the copies hidden from assistive technology and keyboard', async () => {
    await renderLaidOutCarousel();
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(12);
    expect(screen.getAllByRole('group')).toHaveLength(6);
    for (const clone of slides.slice(6)) {
      expect(clone).toHaveAttribute('aria-hidden', 'true');
      expect(clone).toHaveAttribute('inert');
    }
  });

  it('moves by itself without re-rendering React on each frame', async () => {
    await renderLaidOutCarousel();
    frames(2);
    const before = moved();
    commits = 0;
    frames(100);
    expect(moved()).toBeCloseTo(before + 100 * CAROUSEL.speedPxPerFrame, 5);
    expect(commits).toBe(0);
  });

  it('moves the active dot when the next card reaches the edge, rendering only the dots', async () => {
    await renderLaidOutCarousel();
    expect(currentDot()).toBe(0);
    commits = 0;
    frames(Math.ceil(STEP / 2 / CAROUSEL.speedPxPerFrame) + 2);
    expect(currentDot()).toBe(1);
    expect(dots()[1]).toHaveAttribute('aria-current', 'true');
    // One commit for the dot change, none for the hundreds of frames around it.
    expect(commits).toBe(1);
  });

  it('next eases to the following card in 0.8 s, rests 2 s, then moves on', async () => {
    await renderLaidOutCarousel();
    frames(1);
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_LABELS.next }));
    expect(currentDot()).toBe(1);
    frames(Math.ceil(CAROUSEL.jumpDurationMs / FRAME_MS) + 2);
    wait(0);
    expect(moved()).toBeCloseTo(STEP, 5);
    frames(60);
    expect(moved()).toBeCloseTo(STEP, 5);
    wait(CAROUSEL.postJumpPauseMs);
    frames(10);
    expect(moved()).toBeGreaterThan(STEP);
  });

  it('previous from the first card goes round to the last one', async () => {
    await renderLaidOutCarousel();
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_LABELS.previous }));
    expect(currentDot()).toBe(5);
    expect(dots()[5]).toHaveAttribute('aria-current', 'true');
    frames(Math.ceil(CAROUSEL.jumpDurationMs / FRAME_MS) + 2);
    expect(moved()).toBeCloseTo(5 * STEP, 5);
  });

  it('a dot jumps to its card and becomes the current one', async () => {
    await renderLaidOutCarousel();
    fireEvent.click(dots()[3] as HTMLElement);
    expect(currentDot()).toBe(3);
    expect(dots().filter((dot) => dot.hasAttribute('aria-current'))).toHaveLength(1);
    frames(Math.ceil(CAROUSEL.jumpDurationMs / FRAME_MS) + 2);
    expect(moved()).toBeCloseTo(3 * STEP, 5);
  });

  it('stops under the mouse and moves again when it leaves', async () => {
    await renderLaidOutCarousel();
    const region = screen.getByRole('region', { name: CAROUSEL_LABELS.region });
    frames(5);
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    const held = moved();
    frames(30);
    expect(moved()).toBe(held);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    frames(30);
    expect(moved()).toBeGreaterThan(held);
  });

  it('keyboard focus on a card brings it into view and holds the carousel until focus leaves', async () => {
    await renderLaidOutCarousel();
    const third = screen.getAllByRole('group', { name: CAROUSEL_LABELS.slide(3, 6) })[0];
    const link = within(third as HTMLElement).getByRole('link');
    act(() => link.focus());
    expect(currentDot()).toBe(2);
    frames(Math.ceil(CAROUSEL.jumpDurationMs / FRAME_MS) + 2);
    expect(moved()).toBeCloseTo(2 * STEP, 5);
    wait(CAROUSEL.postJumpPauseMs);
    frames(30);
    expect(moved()).toBeCloseTo(2 * STEP, 5);
    act(() => link.blur());
    frames(10);
    expect(moved()).toBeGreaterThan(2 * STEP);
  });

  it('a mouse click on a control does not hold the carousel once the mouse has left', async () => {
    await renderLaidOutCarousel();
    const region = screen.getByRole('region', { name: CAROUSEL_LABELS.region });
    const next = screen.getByRole('button', { name: CAROUSEL_LABELS.next });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    fireEvent.pointerDown(next, { pointerType: 'mouse' });
    act(() => next.focus());
    fireEvent.click(next);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    frames(Math.ceil(CAROUSEL.jumpDurationMs / FRAME_MS) + 2);
    wait(CAROUSEL.postJumpPauseMs);
    frames(10);
    expect(moved()).toBeGreaterThan(STEP);
  });

  it('resumes 2 s after a touch ends', async () => {
    await renderLaidOutCarousel();
    const region = screen.getByRole('region', { name: CAROUSEL_LABELS.region });
    frames(5);
    fireEvent.touchStart(region);
    fireEvent.touchEnd(region);
    const held = moved();
    wait(CAROUSEL.resumeAfterTouchMs - 100);
    frames(5);
    expect(moved()).toBe(held);
    wait(100);
    frames(5);
    expect(moved()).toBeGreaterThan(held);
  });

  it('the pause button stops the motion until play is pressed (WCAG 2.2.2)', async () => {
    await renderLaidOutCarousel();
    frames(5);
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_LABELS.pause }));
    fireEvent.blur(screen.getByRole('button', { name: CAROUSEL_LABELS.play }));
    const held = moved();
    wait(10_000);
    frames(60);
    expect(moved()).toBe(held);
    fireEvent.click(screen.getByRole('button', { name: CAROUSEL_LABELS.play }));
    frames(10);
    expect(moved()).toBeGreaterThan(held);
    expect(screen.getByRole('button', { name: CAROUSEL_LABELS.pause })).toBeInTheDocument();
  });

  it('starts paused, with a play button, for visitors who prefer reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    await renderLaidOutCarousel();
    frames(60);
    expect(moved()).toBe(0);
    expect(screen.getByRole('button', { name: CAROUSEL_LABELS.play })).toBeInTheDocument();
  });
  it('never asks a card for its width: on a phone that laid out a section the browser was skipping', async () => {
    const cardsAsked: Element[] = [];
    for (const box of ['offsetWidth', 'clientWidth', 'scrollWidth'] as const) {
      vi.spyOn(HTMLElement.prototype, box, 'get').mockImplementation(function (this: HTMLElement) {
        if (this.closest('[role="group"]')) cardsAsked.push(this);
        return CARD_WIDTH;
      });
    }
    const boxes = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    await renderCarousel();
    frames(60);
    expect(cardsAsked).toEqual([]);
    expect(boxes.mock.contexts.filter((element) => track().contains(element as Node))).toEqual([]);
    // Until the layout says how wide a card is, no card is counted as reached.
    expect(currentDot()).toBe(0);
    layOutCards();
    frames(Math.ceil(STEP / 2 / CAROUSEL.speedPxPerFrame) + 2);
    expect(currentDot()).toBe(1);
    expect(cardsAsked).toEqual([]);
  });

  it('keeps the same card at the leading edge when the cards change width', async () => {
    await renderLaidOutCarousel();
    frames(Math.ceil((STEP * 1.25) / CAROUSEL.speedPxPerFrame));
    expect(currentDot()).toBe(1);
    const before = moved();
    const narrower = 200;
    layOutCards(narrower);
    frames(1);
    const narrowerStep = narrower + CAROUSEL.cardGapPx;
    expect(moved()).toBeCloseTo((before / STEP) * narrowerStep + CAROUSEL.speedPxPerFrame, 5);
    expect(currentDot()).toBe(1);
  });

  it('a width of nothing (a card not laid out) changes nothing', async () => {
    await renderLaidOutCarousel();
    frames(10);
    layOutCards(0);
    const before = moved();
    frames(1);
    expect(moved()).toBeCloseTo(before + CAROUSEL.speedPxPerFrame, 5);
    frames(Math.ceil(STEP / 2 / CAROUSEL.speedPxPerFrame));
    expect(currentDot()).toBe(1);
  });
  it("stops listening for the cards' width when it leaves the page", async () => {
    await renderLaidOutCarousel();
    expect(observedElements()).toBe(1);
    cleanup();
    expect(observedElements()).toBe(0);
  });
  it('a dot pressed before the cards are laid out brings its card to the edge once they are', async () => {
    await renderCarousel();
    fireEvent.click(dots()[4] as HTMLElement);
    expect(currentDot()).toBe(4);
    frames(Math.ceil(CAROUSEL.jumpDurationMs / FRAME_MS) + 2);
    wait(0);
    expect(moved()).toBe(0);
    layOutCards();
    frames(1);
    expect(moved()).toBeCloseTo(4 * STEP, 5);
    expect(currentDot()).toBe(4);
  });
});
