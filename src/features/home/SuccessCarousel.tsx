import { type FocusEvent, type PointerEvent, useEffect, useRef } from 'react';
import { CAROUSEL } from '../../../contract/limits';
import type { SuccessCaseCard as Card } from '../../../contract/pageContent';
import type { carouselMachine } from '../../../machines/carouselMachine';
import {
  type DeferredActor,
  useDeferredActor,
  useDeferredSelector,
  useStartedActor,
} from '../../components/useDeferredActor';
import { prefersReducedMotion } from '../../components/useReducedMotion';
import { CAROUSEL_LABELS } from '../../content/home';
import { media } from '../../styles/theme.css';
import { SuccessCaseCard } from '../success-case/SuccessCaseCard';
import { startCarouselMotion } from './carouselMotion';
import * as styles from './SuccessCarousel.css';

type CarouselActor = DeferredActor<typeof carouselMachine>;

const loadCarouselMachine = async () =>
  (await import('../../../machines/carouselMachine')).carouselMachine;

export interface SuccessCarouselProps {
  cases: readonly Card[];
}

/**
 * The home page's success cases, moving on their own. This component renders once: the motion
 * loop writes the track's transform and only `CarouselControls` re-renders, when the current
 * card or the pause state changes. The cards stand still until the machine has loaded after
 * hydration; a control used before that takes effect once it has.
 */
export function SuccessCarousel({ cases }: SuccessCarouselProps) {
  const actor = useDeferredActor(loadCarouselMachine, { count: cases.length });
  const started = useStartedActor(actor);
  const trackRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const track = trackRef.current;
    if (!track || !started) return;
    const mobile = window.matchMedia(media.mobile);
    if (prefersReducedMotion()) started.send({ type: 'MOTION_REDUCED' });
    return startCarouselMotion({
      actor: started,
      track,
      count: cases.length,
      speed: () => (mobile.matches ? CAROUSEL.speedPxPerFrameMobile : CAROUSEL.speedPxPerFrame),
      instantJumps: prefersReducedMotion,
    });
  }, [started, cases.length]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') actor.send({ type: 'HOVER_STARTED' });
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') actor.send({ type: 'HOVER_ENDED' });
  };
  // Only keyboard focus holds the carousel: a click on a control also focuses it, and that focus
  // would otherwise keep the carousel paused long after the pointer has left.
  const focusFromPointer = useRef(false);
  const onFocus = () => {
    if (!focusFromPointer.current) actor.send({ type: 'FOCUS_ENTERED' });
    focusFromPointer.current = false;
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) actor.send({ type: 'FOCUS_LEFT' });
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={CAROUSEL_LABELS.region}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onPointerDown={() => {
        focusFromPointer.current = true;
      }}
      onTouchStart={() => actor.send({ type: 'TOUCH_STARTED' })}
      onTouchEnd={() => actor.send({ type: 'TOUCH_ENDED' })}
      onTouchCancel={() => actor.send({ type: 'TOUCH_ENDED' })}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        className={styles.viewport}
        // Focus moving to a card must not scroll the clipped viewport: the track moves instead.
        onScroll={(event) => {
          event.currentTarget.scrollLeft = 0;
        }}
      >
        <div ref={trackRef} className={styles.track}>
          {[false, true].flatMap((clone) =>
            cases.map((item, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a labelled group, not a form fieldset
              <div
                key={`${clone ? 'clone' : 'case'}-${item.id}`}
                className={styles.slide}
                role="group"
                aria-roledescription="slide"
                aria-label={CAROUSEL_LABELS.slide(index + 1, cases.length)}
                aria-hidden={clone || undefined}
                inert={clone || undefined}
                onFocus={clone ? undefined : () => actor.send({ type: 'CARD_FOCUSED', index })}
              >
                <SuccessCaseCard item={item} inert={clone} />
              </div>
            )),
          )}
        </div>
      </div>
      <CarouselControls actor={actor} count={cases.length} />
    </section>
  );
}

/** A round control named by its label alone: the icon inside is decoration. */
function ControlButton({
  label,
  iconClassName,
  onPress,
}: {
  label: string;
  iconClassName: string;
  onPress: () => void;
}) {
  return (
    <button type="button" className={styles.control} aria-label={label} onClick={onPress}>
      <span className={iconClassName} aria-hidden="true" />
    </button>
  );
}

function CarouselControls({ actor, count }: { actor: CarouselActor; count: number }) {
  // Until the machine runs: its initial state, the first card and not paused.
  const current = useDeferredSelector(actor, (snapshot) => snapshot.context.index, 0);
  const pausedByVisitor = useDeferredSelector(
    actor,
    (snapshot) => snapshot.context.holds.byVisitor,
    false,
  );

  return (
    <div className={styles.controls}>
      <ControlButton
        label={pausedByVisitor ? CAROUSEL_LABELS.play : CAROUSEL_LABELS.pause}
        iconClassName={pausedByVisitor ? styles.playIcon : styles.pauseIcon}
        onPress={() => actor.send({ type: pausedByVisitor ? 'PLAY_PRESSED' : 'PAUSE_PRESSED' })}
      />
      <ControlButton
        label={CAROUSEL_LABELS.previous}
        iconClassName={styles.arrowPrevious}
        onPress={() => actor.send({ type: 'PREVIOUS_PRESSED' })}
      />
      <ul className={styles.dots} aria-label={CAROUSEL_LABELS.dots}>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
          <li key={index}>
            <button
              type="button"
              className={styles.dot}
              aria-label={CAROUSEL_LABELS.dot(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => actor.send({ type: 'DOT_PRESSED', index })}
            />
          </li>
        ))}
      </ul>
      <ControlButton
        label={CAROUSEL_LABELS.next}
        iconClassName={styles.arrowNext}
        onPress={() => actor.send({ type: 'NEXT_PRESSED' })}
      />
    </div>
  );
}
