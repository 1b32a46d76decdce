import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { CONSULTATION_TYPE_LABELS } from '../../../contract/consultationTypes';
import { tickerMachine } from '../../../machines/tickerMachine';
import { ColumnHeaders } from '../../components/ColumnHeaders';
import { useReducedMotion } from '../../components/useReducedMotion';
import { STATUS_TABLE_COPY as copy, STATUS_ROWS } from '../../content/counsel';
import { inspect } from '../../inspect';
import { button } from '../../styles/button.css';
import * as styles from './StatusTicker.css';
import { useVisitDate, workingDayBefore } from './sampleDates';

/**
 * The consultation-status table beside the form. tickerMachine decides when it moves; each step
 * is written straight to the scroll position, so React renders only when the mode changes.
 */
export function StatusTicker() {
  const headingId = useId();
  const viewport = useRef<HTMLElement>(null);
  const [logic] = useState(() =>
    tickerMachine.provide({
      actions: {
        showOffset: ({ context }) => {
          if (viewport.current) viewport.current.scrollTop = context.offset;
        },
      },
    }),
  );
  // The prerendered HTML cannot know the visitor's motion preference, so the first render must
  // not either (a different pause/play label is a hydration mismatch, React error #418): the
  // table starts as the server drew it and the effect below stops it right after hydration.
  const actor = useActorRef(logic, { input: { reducedMotion: false }, inspect });
  const stopped = useSelector(actor, (snapshot) => snapshot.matches('stopped'));
  const reducedMotion = useReducedMotion();
  const visitDate = useVisitDate();

  useEffect(() => {
    actor.send({ type: 'MOTION_PREFERENCE_CHANGED', reduced: reducedMotion });
  }, [actor, reducedMotion]);

  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const measure = () =>
      actor.send({ type: 'MEASURED', maxOffset: element.scrollHeight - element.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [actor]);

  return (
    <div className={styles.card}>
      <div className={styles.header}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {copy.heading}
          </h2>
          {/* Said where it is seen: the rows are samples, not today's requests (decision 201). */}
          <p className={styles.sampleNote}>{copy.sampleNote}</p>
        </div>
        <button
          type="button"
          className={`${button({ tone: 'outline', size: 'sm' })} ${styles.toggle}`}
          aria-label={stopped ? copy.play.label : copy.pause.label}
          onClick={() => actor.send({ type: stopped ? 'PLAY_PRESSED' : 'PAUSE_PRESSED' })}
        >
          {stopped ? copy.play.text : copy.pause.text}
        </button>
      </div>
      <section
        ref={viewport}
        className={styles.viewport}
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) so it can be scrolled by hand while it holds still
        tabIndex={0}
        onMouseEnter={() => actor.send({ type: 'HOVER_STARTED' })}
        onMouseLeave={() => actor.send({ type: 'HOVER_ENDED' })}
        onFocus={() => actor.send({ type: 'FOCUS_ENTERED' })}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) {
            actor.send({ type: 'FOCUS_LEFT' });
          }
        }}
        onScroll={(event) =>
          actor.send({ type: 'SCROLLED', offset: event.currentTarget.scrollTop })
        }
      >
        <table className={styles.table}>
          <caption className={styles.caption}>{copy.caption}</caption>
          <thead>
            <ColumnHeaders labels={[copy.columns.date, copy.columns.type, copy.columns.content]} />
          </thead>
          <tbody>
            {STATUS_ROWS.map((row, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static sample rows never reorder
              <tr key={index}>
                <td className={styles.date}>
                  {visitDate && <time>{workingDayBefore(visitDate, row.workingDaysAgo)}</time>}
                </td>
                <td>
                  <span className={styles.type}>{CONSULTATION_TYPE_LABELS[row.type]}</span>
                </td>
                <td>{row.content}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
