import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CAROUSEL } from '../../../contract/limits';
import { carouselMachine } from '../../../machines/carouselMachine';
import { startCarouselMotion } from '../../../src/features/home/carouselMotion';
import { resizeElement } from '../resizeObserver';
import { trackOffset } from './carouselTrack';

const COUNT = 6;
const CARD_WIDTH = 300;
const STEP = CARD_WIDTH + CAROUSEL.cardGapPx;

function trackOfCards() {
  const track = document.createElement('div');
  for (let i = 0; i < COUNT * 2; i += 1) track.append(document.createElement('div'));
  document.body.append(track);
  return track;
}
beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
  });
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('the carousel motion started after a jump has already ended', () => {
  it('lands on the machine’s card, not the first one (a dot pressed while the page went live)', () => {
    const actor = createActor(carouselMachine, { input: { count: COUNT } }).start();
    actor.send({ type: 'DOT_PRESSED', index: 4 });
    vi.advanceTimersByTime(CAROUSEL.jumpDurationMs + 10);
    expect(actor.getSnapshot().matches('jumping')).toBe(false);
    expect(actor.getSnapshot().context.index).toBe(4);

    const track = trackOfCards();
    const stop = startCarouselMotion({
      actor,
      track,
      count: COUNT,
      speed: () => 0,
      instantJumps: () => false,
    });
    resizeElement(track.firstElementChild as Element, CARD_WIDTH);
    vi.advanceTimersToNextFrame();
    expect(trackOffset(track)).toBeCloseTo(4 * STEP, 5);
    stop();
    actor.stop();
  });
});
