import type { ActorRefFrom } from 'xstate';
import { CAROUSEL } from '../../../contract/limits';
import type { carouselMachine } from '../../../machines/carouselMachine';

type CarouselActor = ActorRefFrom<typeof carouselMachine>;

export interface CarouselMotionOptions {
  actor: CarouselActor;
  /** The moving strip holding the cards twice, so the loop has no seam. */
  track: HTMLElement;
  count: number;
  /** Pixels per frame while moving on its own; read every frame so a resize applies at once. */
  speed: () => number;
  /** Under reduced motion a jump lands at once instead of easing. */
  instantJumps: () => boolean;
}

interface Jump {
  id: number;
  from: number;
  to: number;
  start: number | null;
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

function mod(value: number, size: number): number {
  return ((value % size) + size) % size;
}

/**
 * The carousel's per-frame motion, outside React: every animation frame it reads the machine's
 * mode, moves the track by writing `transform`, and tells the machine when a new card reaches
 * the leading edge. React renders the carousel once; only the dots follow the machine.
 */
export function startCarouselMotion({
  actor,
  track,
  count,
  speed,
  instantJumps,
}: CarouselMotionOptions): () => void {
  let offset = 0;
  let step = 0;
  let jump: Jump | null = null;
  // None yet: the first frame lands on the machine's card, which a dot pressed before the motion
  // started (while the page went live) may already have moved on from the first.
  let landedJumpId: number | null = null;
  let frame = 0;

  const first = track.firstElementChild as HTMLElement | null;
  const measure = (cardWidth: number) => {
    // A card not laid out yet (its section skipped, off screen) says nothing: wait for its width.
    if (cardWidth <= 0) return;
    const next = cardWidth + CAROUSEL.cardGapPx;
    // Keep the same card at the leading edge when the cards change width.
    if (step > 0) offset = (offset / step) * next;
    step = next;
  };

  // The jump's end, seen from where the track is now: forward lands ahead, backward behind,
  // a dot takes the shortest way round the loop.
  const jumpTarget = (index: number, direction: 'forward' | 'backward' | 'direct'): number => {
    const setWidth = step * count;
    const base = index * step;
    const candidates = [base - setWidth, base, base + setWidth];
    if (direction === 'forward') return candidates.find((c) => c >= offset) ?? base + setWidth;
    if (direction === 'backward') return [...candidates].reverse().find((c) => c <= offset) ?? base;
    return candidates.reduce((best, c) =>
      Math.abs(c - offset) < Math.abs(best - offset) ? c : best,
    );
  };

  const tick = (time: number) => {
    // Until the layout has said how wide a card is, every position is unknown: a jump aimed now
    // (a dot pressed before hydration) would land on the first card. It waits, and lands exactly
    // once the width is here, as a jump that ended meanwhile does below.
    if (step === 0) {
      frame = visible ? requestAnimationFrame(tick) : 0;
      return;
    }
    const snapshot = actor.getSnapshot();
    const setWidth = step * count;
    if (snapshot.matches('jumping')) {
      const { jumpId, index, jumpDirection } = snapshot.context;
      if (!jump || jump.id !== jumpId) {
        jump = { id: jumpId, from: offset, to: jumpTarget(index, jumpDirection), start: null };
      }
      jump.start ??= time;
      const progress = instantJumps()
        ? 1
        : Math.min(1, (time - jump.start) / CAROUSEL.jumpDurationMs);
      offset = jump.from + (jump.to - jump.from) * easeInOutCubic(progress);
    } else {
      // The machine's timer may end a jump a frame before the easing does, or a jump may start
      // and end while frames are suspended (a background tab): land exactly on its card.
      const { jumpId, index, jumpDirection } = snapshot.context;
      if (jump) offset = jump.to;
      else if (jumpId !== landedJumpId) offset = jumpTarget(index, jumpDirection);
      landedJumpId = jumpId;
      jump = null;
      if (snapshot.matches('auto')) offset += speed();
    }
    if (setWidth > 0) {
      offset = mod(offset, setWidth);
      if (!jump) {
        const current = mod(Math.round(offset / step), count);
        if (current !== snapshot.context.index)
          actor.send({ type: 'CARD_REACHED', index: current });
      }
    }
    track.style.transform = `translate3d(${-offset}px, 0, 0)`;
    frame = visible ? requestAnimationFrame(tick) : 0;
  };

  // Off screen the carousel draws no frames, so it costs nothing while the visitor reads the
  // rest of the page (and nothing during the page load, when it starts below the fold).
  let visible = true;
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          visible = entries.some((entry) => entry.isIntersecting);
          if (visible && !frame) frame = requestAnimationFrame(tick);
        });

  // The card's width comes from a ResizeObserver, after the browser's own layout, never by asking
  // for it: on a phone the carousel starts below the fold, in a section the browser skips
  // (content-visibility), and reading a card's offsetWidth there laid the whole section out at
  // once, a 24-57 ms task right after hydration (decision 162). The observer hears the width when
  // the section comes near the screen, and again whenever the cards change width.
  const resizes = new ResizeObserver((entries) => {
    const size = entries.at(-1)?.borderBoxSize?.[0];
    if (size) measure(size.inlineSize);
  });
  if (first) resizes.observe(first);
  frame = requestAnimationFrame(tick);
  observer?.observe(track);
  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    resizes.disconnect();
  };
}
