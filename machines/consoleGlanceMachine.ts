import { assign, setup } from 'xstate';
import type { ReadyToPublishItem } from '../contract/staffAnswers';
import type { StaffToday } from '../contract/staffToday';
import { providedByView } from './providedByView';

// What the console shows above every section and keeps current without a reload: today's new
// requests and applications (decision 296), and the owner's example-values warning (decision 236),
// read again after a publish or a revert.

export interface ConsoleGlanceContext {
  /** Null until first counted (or while the count has never answered). */
  today: StaffToday | null;
  readyToPublish: ReadyToPublishItem[];
}

export type ConsoleGlanceEvent =
  /** A list was read again or a record changed: today's counts may have moved. */
  | { type: 'RECORDS_CHANGED' }
  /** The site's content was published or reverted: its example values may be gone. */
  | { type: 'CONTENT_CHANGED' };

export const consoleGlanceMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as ConsoleGlanceContext,
    events: {} as ConsoleGlanceEvent,
    input: {} as { readyToPublish: ReadyToPublishItem[] },
  },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    fetchToday: providedByView<StaffToday>('fetchToday'),
    fetchReadyToPublish: providedByView<ReadyToPublishItem[]>('fetchReadyToPublish'),
  },
  // Stryker restore all
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector only
  id: 'consoleGlance',
  type: 'parallel',
  context: ({ input }) => ({ today: null, readyToPublish: input.readyToPublish }),
  states: {
    today: {
      initial: 'counting',
      states: {
        // A failed count keeps the last one shown: the lists say what failed.
        counting: {
          invoke: {
            src: 'fetchToday',
            onDone: { target: 'shown', actions: assign({ today: ({ event }) => event.output }) },
            onError: 'shown',
          },
          on: { RECORDS_CHANGED: { target: 'counting', reenter: true } },
        },
        shown: { on: { RECORDS_CHANGED: 'counting' } },
      },
    },
    facts: {
      initial: 'shown',
      states: {
        shown: { on: { CONTENT_CHANGED: 'rechecking' } },
        rechecking: {
          invoke: {
            src: 'fetchReadyToPublish',
            onDone: {
              target: 'shown',
              actions: assign({ readyToPublish: ({ event }) => event.output }),
            },
            onError: 'shown',
          },
          on: { CONTENT_CHANGED: { target: 'rechecking', reenter: true } },
        },
      },
    },
  },
});
