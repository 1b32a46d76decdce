import { describe, expect, it } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';
import { startRealActor } from './modelActor';
import { choosePaths } from './modelPaths';
import type { ModelSpec } from './modelSpec';
import {
  answerEvents,
  callsInFlight,
  createProbe,
  describeEvent,
  modelLogic,
  timersIn,
} from './modelSteps';
import { listTransitions } from './modelTransitions';

// The model-based harness every machine test uses (docs/architecture.md#machines, decisions 60, 105–107).
//
// A *transition* is one candidate of one state node's handler list: source state × event × guard
// outcome. Delayed (`after`) and call answers (`onDone`/`onError`) are transitions like any other;
// a guarded list whose last candidate may also fail has one more outcome, "ignored".
//
// Paths come from xstate/graph: the shortest path to every model state, each extended by the
// events that take a transition no earlier path took. Every path then drives a real actor —
// real promise actors that the test settles, a simulated clock for the timers — and at every step
// the real actor must be where the model is, emit what the model emits, cancel the calls of the
// states it left, and satisfy the machine's own `expectStep`, written from the spec. The
// transitions the real actors took are counted; one missing fails the suite, naming it.
//
// It reads four XState internals (`snapshot._nodes`, `StateNode#next`, the microstep's
// `_transitions`, the scope's `actionExecutor`); tests/machines/xstateInternals.test.ts pins each,
// so an upgrade that changes one fails there by name.

/**
 * Registers the model-based tests of one machine: one test per generated path, then the
 * transition and state coverage checks with the machine's counts in the output.
 */
export function describeModel<M extends AnyStateMachine>(name: string, spec: ModelSpec<M>) {
  const { machine } = spec;
  const transitions = listTransitions(machine);
  const probe = createProbe(machine, transitions);
  const answers = spec.answers ?? {};
  const serializeOwn =
    spec.serializeState ??
    ((snapshot: SnapshotFrom<M>) => {
      const { value, context } = snapshot as AnyMachineSnapshot;
      return JSON.stringify([value, context]);
    });
  const situation = (snapshot: AnyMachineSnapshot) =>
    spec.situation?.(snapshot as SnapshotFrom<M>) ?? '';
  // Which calls are in flight decides which answers can come next: always part of the state.
  const serialize = (snapshot: SnapshotFrom<M>) =>
    `${serializeOwn(snapshot)} ${situation(snapshot as AnyMachineSnapshot)} ${callsInFlight(snapshot as AnyMachineSnapshot)}`;
  // A transition counts as covered once per step it is sent from, per situation and per event
  // that takes it: a 422 and a lost connection take the same onError, and both must be seen; an
  // event a parent handles (closing a dialog, choosing the other tax) must be seen from every
  // child step, including the one that refuses or undoes it (decision 130).
  const situated = (snapshot: AnyMachineSnapshot, event: EventObject) => {
    const where = `${JSON.stringify(snapshot.value)} ${situation(snapshot)} ${JSON.stringify(event)}`;
    return [...probe.step(snapshot, event).taken].map((key) => `${key}@${where}`);
  };
  const eventsIn = (snapshot: AnyMachineSnapshot): EventObject[] => [
    ...(snapshot.status === 'active' ? spec.events : []),
    ...timersIn(snapshot).map(({ type }) => ({ type })),
    ...answerEvents(snapshot, answers),
  ];
  const model = new TestModel(modelLogic(machine), {
    input: spec.input,
    events: (snapshot) => eventsIn(snapshot) as never,
    serializeState: (snapshot) => serialize(snapshot as SnapshotFrom<M>),
  });

  // Replays an event list on the pure machine: the exact model snapshot after every event.
  const replay = (events: readonly EventObject[]) => {
    let snapshot = probe.initial(spec.input);
    const states = [snapshot];
    for (const event of events) {
      snapshot = probe.step(snapshot, event).next;
      states.push(snapshot);
    }
    return states;
  };

  const { paths, covered } = choosePaths({
    scenarios: spec.scenarios ?? [],
    shortest: model.getShortestPaths({ allowDuplicatePaths: true }),
    replay,
    situated,
    eventsIn,
    advance: (snapshot, event) => probe.step(snapshot, event).next,
  });

  const taken = new Set<string>();
  const reachedNodes = new Set<string>();
  // The coverage checks walk any path no test has walked yet in this run (say under `-t coverage`),
  // so they never depend on which tests ran before them.
  const walked = new Set<number>();
  const walkRest = async () => {
    for (const [index, events] of paths.entries()) if (!walked.has(index)) await run(index, events);
  };

  async function run(index: number, events: readonly EventObject[]) {
    walked.add(index);
    const states = replay(events);
    const statePath = {
      state: states.at(-1),
      weight: events.length,
      steps: [
        { state: states[0], event: { type: 'xstate.init' } },
        ...events.map((event, i) => ({ state: states[i + 1], event })),
      ],
    };
    const { actor, clock, calls, open, observer, recorded } = startRealActor(
      spec,
      transitions,
      taken,
    );
    // The initial state is reached by every path, also in a machine that never returns to it.
    for (const node of (actor.getSnapshot() as AnyMachineSnapshot)._nodes)
      reachedNodes.add(node.id);

    let before = states[0] as AnyMachineSnapshot;
    let realBefore = actor.getSnapshot() as AnyMachineSnapshot;
    let callsBefore = 0;
    const perform = async (event: EventObject) => {
      recorded.emitted = [];
      callsBefore = calls.length;
      realBefore = actor.getSnapshot() as AnyMachineSnapshot;
      const timer = timersIn(actor.getSnapshot()).find(({ type }) => type === event.type);
      const ms = timer && spec.delays?.[timer.delay];
      const answer = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
      if (timer) {
        expect(ms, `the spec's duration of delay ${timer.delay}`).toBeTypeOf('number');
        if (typeof ms !== 'number') return;
        // Nothing happens a millisecond early; the timer fires exactly on time.
        const early = actor.getSnapshot();
        clock.increment(ms - 1);
        expect(actor.getSnapshot(), `${event.type} fired early`).toBe(early);
        clock.increment(1);
      } else if (answer) {
        const [, kind, src] = answer;
        const entry = open.find((e) => e.call.src === src && !e.call.signal.aborted);
        expect(entry, `no ${src} call is waiting`).toBeDefined();
        if (!entry) return;
        open.splice(open.indexOf(entry), 1);
        if (kind === 'done') entry.resolve((event as { output?: unknown }).output);
        else entry.reject((event as { error?: unknown }).error);
        await entry.done.catch(() => {});
      } else {
        actor.send(event);
      }
    };
    const check = async (after: AnyMachineSnapshot, event: EventObject) => {
      const real = actor.getSnapshot() as AnyMachineSnapshot;
      for (const node of after._nodes) reachedNodes.add(node.id);
      expect(real.value).toEqual(after.value);
      expect(real.context).toEqual(after.context);
      expect(real.status).toBe(after.status);
      const modelStep = probe.step(before, event);
      expect(recorded.emitted).toEqual(modelStep.emitted);
      // A call runs exactly while its state does: leaving the state cancels it, and a late
      // answer to a cancelled call changes nothing.
      for (const entry of [...open]) {
        if (!entry.call.signal.aborted) continue;
        open.splice(open.indexOf(entry), 1);
        const settled = actor.getSnapshot();
        entry.resolve(undefined);
        await entry.done.catch(() => {});
        expect(actor.getSnapshot()).toBe(settled);
      }
      for (const src of Object.keys(answers)) {
        const running = open.filter((entry) => entry.call.src === src).length;
        const child = real.children[src] as AnyActorRef | undefined;
        const active = child?.getSnapshot().status === 'active';
        expect(running, `${src} calls running`).toBe(active ? 1 : 0);
      }
      const started = calls.slice(callsBefore);
      const expected = spec.expectStep(
        {
          before: realBefore as SnapshotFrom<M>,
          event,
          after: real as SnapshotFrom<M>,
          emitted: recorded.emitted,
          started,
        },
        observer,
      );
      const what = describeEvent(event);
      expect(real.value, `state after ${what}`).toEqual(expected.value);
      expect(real.context, `context after ${what}`).toEqual({
        ...realBefore.context,
        ...expected.context,
      });
      expect(
        started.map(({ src, input }) => [src, input]),
        `calls started by ${what}`,
      ).toEqual(expected.calls ?? []);
      expect(
        recorded.emitted.map(({ type, params }) => [type, params]),
        `actions emitted by ${what}`,
      ).toEqual(expected.emitted ?? []);
      before = after;
    };
    let lastEvent: EventObject = { type: 'xstate.init' };
    await model.testPath(
      statePath as never,
      {
        events: Object.fromEntries(
          [...new Set(events.map((event) => event.type))].map((type) => [
            type,
            async ({ event }: { event: EventObject }) => {
              lastEvent = event;
              await perform(event);
            },
          ]),
        ),
        states: {
          '*': async (state: AnyMachineSnapshot) => {
            if (lastEvent.type !== 'xstate.init') await check(state, lastEvent);
            lastEvent = { type: 'xstate.init' };
          },
        },
      } as never,
    );
    actor.stop();
  }

  // Run alone, a coverage check walks every path itself (hundreds for a filtered list): seconds
  // on a shared, loaded machine, past the five a single path's test is allowed.
  const walkAllTimeout = 60_000;

  describe(`${name} (model-based)`, () => {
    it('starts where the spec says', () => {
      const snapshot = createActor(machine, {
        input: spec.input as never,
      }).getSnapshot() as AnyMachineSnapshot;
      expect(snapshot.value, `${name}: initial state`).toEqual(spec.start.value);
      expect(snapshot.context, `${name}: initial context`).toEqual(spec.start.context);
    });

    it('has exactly the transitions the spec gives it', () => {
      expect([...transitions.labels.values()].sort()).toEqual([...spec.transitions].sort());
    });

    for (const [index, events] of paths.entries()) {
      const title = events.map(describeEvent).join(' → ');
      it(title, () => run(index, events));
    }

    it(
      'coverage: the generated paths take every transition of the machine',
      async () => {
        await walkRest();
        const all = [...transitions.labels.keys()];
        const untaken = all
          .filter((key) => !taken.has(key))
          .map((key) => transitions.labels.get(key));
        console.log(
          `${name}: ${all.length - untaken.length} of ${all.length} transitions taken by ${paths.length} generated paths (${covered.size} transition × situation pairs)`,
        );
        expect(untaken, `${name}: transitions no generated path takes`).toEqual([]);
      },
      walkAllTimeout,
    );

    it(
      'coverage: the generated paths reach every state node of the machine',
      async () => {
        await walkRest();
        const all = [machine.root.id, ...getStateNodes(machine.root).map((node) => node.id)];
        expect(all.filter((id) => !reachedNodes.has(id) && id !== machine.root.id)).toEqual([]);
      },
      walkAllTimeout,
    );
  });
}
