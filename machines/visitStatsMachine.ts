import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import {
  lastDays,
  VISIT_RANGES,
  type VisitsAnswer,
  type VisitsQuery,
  visitsQuerySchema,
} from '../contract/visits';
import { providedByView } from './providedByView';
import { failedWith, firstIssue } from './staffFailure';

export type VisitRange = VisitsQuery;

export interface VisitStatsContext {
  /** The Seoul day the console opened on: the presets count back from it. */
  today: string;
  /** What the date fields hold. */
  range: VisitRange;
  /** What the charts, tables and CSV show: the range last applied. */
  applied: VisitRange;
  stats: VisitsAnswer | null;
  rangeError: string | null;
  errorMessage: string | null;
}

export type VisitStatsEvent =
  | { type: 'RANGE_CHANGED'; field: keyof VisitRange; value: string }
  | { type: 'APPLY_RANGE' }
  | { type: 'LAST_DAYS'; days: (typeof VISIT_RANGES)[number] }
  | { type: 'RETRY' };

const checkRange = (range: VisitRange) => v.safeParse(visitsQuerySchema, range);

/** The console's 통계: the totals of a range of days, the last 30 at first. */
export const visitStatsMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as VisitStatsContext,
    events: {} as VisitStatsEvent,
    input: {} as { today: string },
  },
  actors: {
    // Stryker disable next-line all: a placeholder replaced by its view (machine.provide)
    fetchVisits: providedByView<VisitsAnswer, VisitRange>('fetchVisits'),
  },
  actions: {
    setRange: assign(({ context, event }) => {
      assertEvent(event, 'RANGE_CHANGED');
      return { range: { ...context.range, [event.field]: event.value }, rangeError: null };
    }),
    applyRange: assign(({ context }) => ({ applied: context.range })),
    applyLastDays: assign(({ context, event }) => {
      assertEvent(event, 'LAST_DAYS');
      const range = lastDays(context.today, event.days);
      return { range, applied: range, rangeError: null };
    }),
    showRangeError: assign(({ context }) => ({
      rangeError: firstIssue(checkRange(context.range).issues),
    })),
  },
  guards: {
    isRangeValid: ({ context }) => checkRange(context.range).success,
  },
}).createMachine({
  id: 'visitStats',
  initial: 'loading',
  context: ({ input }) => {
    const range = lastDays(input.today, VISIT_RANGES[0]);
    return {
      today: input.today,
      range,
      applied: range,
      stats: null,
      rangeError: null,
      errorMessage: null,
    };
  },
  on: {
    RANGE_CHANGED: { actions: 'setRange' },
    APPLY_RANGE: [
      // Stryker disable next-line BooleanLiteral: the target is a child, exited and entered either way
      { guard: 'isRangeValid', target: '.loading', reenter: true, actions: 'applyRange' },
      { actions: 'showRangeError' },
    ],
    LAST_DAYS: { target: '.loading', reenter: true, actions: 'applyLastDays' },
  },
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchVisits',
        src: 'fetchVisits',
        input: ({ context }) => context.applied,
        onDone: { target: 'showing', actions: assign({ stats: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign(({ event }) => failedWith(event.error)) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    showing: {},
  },
});
