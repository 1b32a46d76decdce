import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { formatDate } from '../contract/format';
import { vars } from '../src/styles/theme.css';
import * as styles from './VisitsSection.css';

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

interface VisitChartProps {
  /** x values: days or weeks as Unix seconds, or 0..n-1 with `categories` naming them. */
  x: readonly number[];
  series: readonly ChartSeries[];
  categories?: readonly string[];
  bars?: boolean;
  /** What x is, as the legend names it (the table's first column). */
  xLabel: string;
}

const DAY_SECONDS = 86_400;

/** Unix seconds of a Seoul midnight as the console writes the day, and as the axis does (12.06). */
const dayOf = (time: number) => formatDate(new Date(time * 1000).toISOString());
const shortDay = (time: number) => dayOf(time).slice(5).replace('-', '.');

/** A theme colour as the canvas needs it: the custom property's value, read from the page. */
function themeColour(element: Element, variable: string): string {
  const name = variable.replace(/^var\((--[^,)]+).*$/, '$1');
  return getComputedStyle(element).getPropertyValue(name).trim() || '#333';
}

const PALETTE = [vars.color.brand, vars.color.accent, vars.color.success, vars.color.danger];

/**
 * One uPlot chart (decision 229): the library and its stylesheet are fetched when the 통계
 * section first draws, so no other section of the console pays for them. The canvas is hidden
 * from screen readers; the table beside it says the same.
 */
export function VisitChart({ x, series, categories, bars, xLabel }: VisitChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    // Without a 2D canvas (jsdom) the box stays empty: the table beside it has the numbers.
    if (!element || typeof CanvasRenderingContext2D === 'undefined') return;
    let chart: uPlot | undefined;
    let gone = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (gone) return;
        const colour = (i: number) => themeColour(element, PALETTE[i % PALETTE.length] ?? '');
        const names = categories;
        chart = new UPlot(
          {
            width: Math.max(element.clientWidth, 280),
            height: 240,
            // uPlot's own time axis writes English months and, for one point, spans years.
            scales: {
              x: names
                ? { time: false }
                : {
                    time: false,
                    range: (_u, min, max) =>
                      min === max ? [min - 3 * DAY_SECONDS, max + 3 * DAY_SECONDS] : [min, max],
                  },
            },
            axes: [
              {
                values: (_u, splits) =>
                  splits.map((split) => (names ? (names[split] ?? '') : shortDay(split))),
                ...(names ? {} : { incrs: [DAY_SECONDS, 7 * DAY_SECONDS, 28 * DAY_SECONDS] }),
              },
              {},
            ],
            series: [
              {
                label: xLabel,
                value: (_u, value) =>
                  value === null ? '' : names ? (names[value] ?? '') : dayOf(value),
              },
              ...series.map((line, i) => ({
                label: line.label,
                stroke: colour(i),
                fill: bars ? colour(i) : undefined,
                width: 2,
                ...(bars
                  ? { paths: UPlot.paths.bars?.({ size: [0.6, 64] }), points: { show: false } }
                  : {}),
              })),
            ],
          },
          [x as number[], ...series.map((line) => line.values as number[])],
          element,
        );
      },
      // A chunk that did not arrive leaves the box empty: the table beside it has the numbers.
      () => {},
    );
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [x, series, categories, bars, xLabel]);
  return <div ref={box} className={styles.chart} aria-hidden="true" />;
}
