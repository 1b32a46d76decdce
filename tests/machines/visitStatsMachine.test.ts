import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  lastDays,
  VISIT_LIMITS,
  VISITS_QUERY_MESSAGES,
  type VisitsAnswer,
} from '../../contract/visits';
import {
  type VisitRange,
  type VisitStatsEvent,
  visitStatsMachine,
} from '../../machines/visitStatsMachine';
import { type Expected, unchanged } from './modelSpec';
import { describeModel } from './modelTest';
import { messageFor, unavailable } from './staffFixtures';

const TODAY = '2026-12-06';

const stats: VisitsAnswer = {
  days: [
    {
      day: TODAY,
      views: 12,
      visitors: 5,
      calculator_estimate: 2,
      estimate_carried: 1,
      phone_tapped: 0,
      consultation_sent: 1,
      review_written: 0,
      job_application_sent: 0,
    },
  ],
  pages: [{ key: '/', count: 12 }],
  referrers: [],
  devices: [{ key: 'phone', count: 5 }],
  consultationWeeks: [{ week: '2026-11-30', type: 'gift', count: 1 }],
};

const EVENTS: VisitStatsEvent[] = [
  { type: 'RANGE_CHANGED', field: 'from', value: '2026-12-10' },
  { type: 'RANGE_CHANGED', field: 'from', value: '2026-11-01' },
  { type: 'APPLY_RANGE' },
  { type: 'LAST_DAYS', days: 90 },
  { type: 'LAST_DAYS', days: 365 },
  { type: 'RETRY' },
];

type Answer = { type: `xstate.${string}`; output?: unknown; error?: unknown };
type Snapshot = ReturnType<(typeof visitStatsMachine)['getInitialSnapshot']>;

/** The range's message, written from the contract: a start after the end, or a range too long. */
function rangeMessage({ from, to }: VisitRange): string | null {
  if (from > to) return VISITS_QUERY_MESSAGES.rangeReversed;
  if (daysBetween(from, to) >= VISIT_LIMITS.rangeDaysMax) return VISITS_QUERY_MESSAGES.rangeTooLong;
  return null;
}

/** What each event does, from the section's rules. */
function expectedAfter(before: Snapshot, e: VisitStatsEvent | Answer): Expected {
  const c = before.context;
  switch (e.type) {
    case 'RANGE_CHANGED':
      // Typing moves nothing shown until it is applied; it clears the range's message.
      return {
        value: before.value,
        context: { range: { ...c.range, [e.field]: e.value }, rangeError: null },
      };
    case 'APPLY_RANGE': {
      const message = rangeMessage(c.range);
      if (message) return { value: before.value, context: { rangeError: message } };
      return {
        value: 'loading',
        context: { applied: c.range, errorMessage: null },
        calls: [['fetchVisits', c.range]],
      };
    }
    case 'LAST_DAYS': {
      // A preset fills the fields and asks at once, counting back from the day the console opened.
      const range = lastDays(TODAY, e.days);
      return {
        value: 'loading',
        context: { range, applied: range, rangeError: null, errorMessage: null },
        calls: [['fetchVisits', range]],
      };
    }
    case 'RETRY':
      if (!before.matches('failed')) return unchanged(before);
      return {
        value: 'loading',
        context: { errorMessage: null },
        calls: [['fetchVisits', c.applied]],
      };
    case 'xstate.done.actor.fetchVisits':
      return { value: 'showing', context: { stats: e.output } };
    case 'xstate.error.actor.fetchVisits':
      return { value: 'failed', context: { errorMessage: messageFor(e.error) } };
  }
  throw new Error(`no expectation for ${e.type}`);
}

const first = { from: '2026-11-07', to: TODAY };

describeModel('visitStatsMachine', {
  machine: visitStatsMachine,
  input: { today: TODAY },
  start: {
    value: 'loading',
    context: {
      today: TODAY,
      range: first,
      applied: first,
      stats: null,
      rangeError: null,
      errorMessage: null,
    },
  },
  transitions: [
    'visitStats (any state) —RANGE_CHANGED→ (stays)',
    'visitStats (any state) —APPLY_RANGE [isRangeValid]→ loading',
    'visitStats (any state) —APPLY_RANGE→ (stays)',
    'visitStats (any state) —LAST_DAYS→ loading',
    'loading —xstate.done.actor.fetchVisits→ showing',
    'loading —xstate.error.actor.fetchVisits→ failed',
    'failed —RETRY→ loading',
  ],
  events: EVENTS,
  answers: { fetchVisits: [{ output: stats }, { error: unavailable }] },
  serializeState: (s) => JSON.stringify(s.value),
  situation: (s) => {
    const c = s.context;
    return JSON.stringify([c.range, c.applied, c.rangeError !== null, c.errorMessage !== null]);
  },
  expectStep: ({ before, event }) => expectedAfter(before, event as VisitStatsEvent | Answer),
});

describe('lastDays', () => {
  it('counts back so that both ends are included', () => {
    expect(lastDays('2026-03-01', 1)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(lastDays('2026-03-01', 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(lastDays('2024-12-31', 366)).toEqual({ from: '2024-01-01', to: '2024-12-31' });
  });
});
