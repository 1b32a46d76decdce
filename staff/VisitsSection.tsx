import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import { CONSULTATION_TYPE_LABELS, CONSULTATION_TYPES } from '../contract/consultationTypes';
import { formatDate } from '../contract/format';
import {
  DEVICE_CLASSES,
  daysBetween,
  emptyVisitDay,
  VISIT_LABELS as L,
  shiftDay,
  VISIT_EVENTS,
  VISIT_RANGES,
  type VisitDay,
  type VisitsAnswer,
} from '../contract/visits';
import { visitStatsMachine } from '../machines/visitStatsMachine';
import { button } from '../src/styles/button.css';
import type { StaffApi } from './api';
import { FilterInput } from './FilterFields';
import { FilterForm } from './FilterForm';
import { ListStatus } from './ListStatus';
import { ScrollRegion } from './ScrollRegion';
import { SectionPanel } from './SectionPanel';
import * as consoleStyles from './StaffConsole.css';
import { type ChartSeries, VisitChart } from './VisitChart';
import * as styles from './VisitsSection.css';

type Cell = string | number;

/** Every day of the range, those without a visit as zeros: a chart and a CSV without gaps. */
export function everyDay(stats: VisitsAnswer, from: string, to: string): VisitDay[] {
  const byDay = new Map(stats.days.map((day) => [day.day, day]));
  const days: VisitDay[] = [];
  const count = daysBetween(from, to);
  for (let i = 0; i <= count; i++) {
    const day = shiftDay(from, i);
    days.push(byDay.get(day) ?? emptyVisitDay(day));
  }
  return days;
}

const DAY_COLUMNS = ['visitors', 'views', ...VISIT_EVENTS] as const;

/** The days as CSV (UTF-8 with a BOM, so a spreadsheet reads the Korean headers). */
export function visitsCsv(days: readonly VisitDay[]): string {
  const rows = [
    [L.day, ...DAY_COLUMNS.map((column) => L[column])],
    ...days.map((day) => [day.day, ...DAY_COLUMNS.map((column) => day[column])]),
  ];
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/** A Seoul day or week as uPlot's x: Unix seconds of its midnight in Seoul. */
const seconds = (day: string) => Date.parse(`${day}T00:00:00+09:00`) / 1000;

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: Cell[][] }) {
  return (
    <ScrollRegion label={caption}>
      <table className={consoleStyles.table}>
        <caption className={styles.tableCaption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={String(row[0])}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={head[i]} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={head[i]} className={styles.numberCell}>
                    {typeof cell === 'number' ? cell.toLocaleString('ko-KR') : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** A chart and, beside it, the table that says the same for a screen reader or a keyboard. */
function ChartFigure(props: {
  id: string;
  caption: string;
  x: number[];
  series: ChartSeries[];
  categories?: string[];
  bars?: boolean;
  /** The table under the chart, not beside it: too many columns to share the width. */
  stacked?: boolean;
  table: { head: string[]; rows: Cell[][] };
}) {
  return (
    <section aria-labelledby={props.id}>
      <h3 id={props.id} className={styles.caption}>
        {props.caption}
      </h3>
      <div className={props.stacked ? styles.stackedFigure : styles.figure}>
        <VisitChart
          x={props.x}
          series={props.series}
          categories={props.categories}
          bars={props.bars}
          xLabel={props.table.head[0] ?? ''}
        />
        <DataTable caption={props.caption} head={props.table.head} rows={props.table.rows} />
      </div>
    </section>
  );
}

function Charts({ stats, from, to }: { stats: VisitsAnswer; from: string; to: string }) {
  const days = useMemo(() => everyDay(stats, from, to), [stats, from, to]);
  const daily = useMemo(
    () => ({
      x: days.map((day) => seconds(day.day)),
      series: [
        { label: L.visitors, values: days.map((day) => day.visitors) },
        { label: L.views, values: days.map((day) => day.views) },
      ],
    }),
    [days],
  );
  const funnel = useMemo(() => {
    const total = (column: (typeof DAY_COLUMNS)[number]) =>
      days.reduce((sum, day) => sum + day[column], 0);
    const steps = (
      ['visitors', 'calculator_estimate', 'estimate_carried', 'consultation_sent'] as const
    ).map((column) => [L[column], total(column)] as const);
    return {
      x: steps.map((_, i) => i),
      categories: steps.map(([label]) => label),
      series: [{ label: L.count, values: steps.map(([, count]) => count) }],
      rows: steps.map(([label, count]) => [label, count]),
      others: (['review_written', 'job_application_sent', 'phone_tapped'] as const).map(
        (column) => [L[column], total(column)],
      ),
    };
  }, [days]);
  const weekly = useMemo(() => {
    const weeks = [...new Set(stats.consultationWeeks.map((row) => row.week))].sort();
    const countOf = (week: string, type: string) =>
      stats.consultationWeeks.find((row) => row.week === week && row.type === type)?.count ?? 0;
    return {
      x: weeks.map(seconds),
      series: CONSULTATION_TYPES.map((type) => ({
        label: CONSULTATION_TYPE_LABELS[type],
        values: weeks.map((week) => countOf(week, type)),
      })),
      rows: weeks.map((week) => [week, ...CONSULTATION_TYPES.map((type) => countOf(week, type))]),
    };
  }, [stats]);
  if (stats.days.length === 0 && stats.consultationWeeks.length === 0) return null;
  return (
    <>
      <ChartFigure
        id="visits-daily"
        caption={L.perDay}
        stacked
        x={daily.x}
        series={daily.series}
        table={{
          head: [L.day, ...DAY_COLUMNS.map((column) => L[column])],
          rows: days.map((day) => [day.day, ...DAY_COLUMNS.map((column) => day[column])]),
        }}
      />
      <ChartFigure
        id="visits-funnel"
        caption={L.funnel}
        x={funnel.x}
        categories={funnel.categories}
        series={funnel.series}
        bars
        table={{ head: [L.funnel, L.count], rows: [...funnel.rows, ...funnel.others] }}
      />
      <ChartFigure
        id="visits-weekly"
        caption={L.consultationsPerWeek}
        x={weekly.x}
        series={weekly.series}
        table={{
          head: [L.week, ...CONSULTATION_TYPES.map((type) => CONSULTATION_TYPE_LABELS[type])],
          rows: weekly.rows,
        }}
      />
      <div className={styles.figure}>
        <DataTable
          caption={L.topPages}
          head={[L.page, L.views]}
          rows={stats.pages.map((page) => [page.key, page.count])}
        />
        <DataTable
          caption={L.topReferrers}
          head={[L.referrer, L.views]}
          rows={stats.referrers.map((referrer) => [referrer.key, referrer.count])}
        />
        <DataTable
          caption={L.device}
          head={[L.device, L.visitors]}
          rows={DEVICE_CLASSES.map((device) => [
            L[device],
            stats.devices.find((row) => row.key === device)?.count ?? 0,
          ])}
        />
      </div>
    </>
  );
}

/** 통계: visits, conversions and consultations over a range of days, as charts, tables and CSV. */
export function VisitsSection({ api }: { api: StaffApi }) {
  const [today] = useState(() => formatDate(new Date().toISOString()));
  const [state, send] = useMachine(
    visitStatsMachine.provide({
      actors: { fetchVisits: fromPromise(({ input }) => api.fetchVisits(input)) },
    }),
    { input: { today } },
  );
  const { context } = state;
  const { from, to } = context.applied;
  const csv = useMemo(
    () =>
      context.stats
        ? `data:text/csv;charset=utf-8,${encodeURIComponent(visitsCsv(everyDay(context.stats, from, to)))}`
        : undefined,
    [context.stats, from, to],
  );
  const errorId = context.rangeError ? 'visits-range-error' : undefined;
  return (
    <SectionPanel headingId="visits-heading" title={L.section}>
      <div className={styles.presets}>
        {VISIT_RANGES.map((days) => (
          <button
            key={days}
            type="button"
            className={button({ tone: 'outline', size: 'sm' })}
            onClick={() => send({ type: 'LAST_DAYS', days })}
          >
            {L.last(days)}
          </button>
        ))}
      </div>
      <FilterForm
        error={context.rangeError}
        errorId="visits-range-error"
        onApply={() => send({ type: 'APPLY_RANGE' })}
        actions={
          csv && (
            <a
              className={button({ tone: 'outline' })}
              href={csv}
              download={`visits-${from}-${to}.csv`}
            >
              {L.csv}
            </a>
          )
        }
      >
        {(['from', 'to'] as const).map((field) => (
          <FilterInput
            key={field}
            id={`visits-${field}`}
            label={L[field]}
            value={context.range[field]}
            errorId={errorId}
            date
            onChange={(value) => send({ type: 'RANGE_CHANGED', field, value })}
          />
        ))}
      </FilterForm>
      <ListStatus
        loading={state.matches('loading')}
        failed={state.matches('failed')}
        errorMessage={context.errorMessage}
        total={context.stats?.days.length ?? 0}
        emptyText={L.empty}
        onRetry={() => send({ type: 'RETRY' })}
      />
      <p className={consoleStyles.muted}>{L.notCounted}</p>
      <p className={consoleStyles.muted}>{L.chartNote}</p>
      {context.stats && <Charts stats={context.stats} from={from} to={to} />}
    </SectionPanel>
  );
}
