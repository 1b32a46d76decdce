import { describe, expect, it } from 'vitest';
import {
  type Actor,
  type AnyActorRef,
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventObject,
  fromPromise,
  fromTransition,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getStateNodes, TestModel } from 'xstate/graph';
import {
  ignoredOutcomes,
  listTransitions,
  type TransitionLike,
  type Transitions,
  transitionRecorder,
  transitionScope,
} from './modelTransitions';

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

/** What an invoked call may answer: its output or its rejection. */
export type ActorAnswer = { output: unknown } | { error: unknown };

/** A call the machine started: the test settles it and sees whether it was cancelled. */
export interface Call {
  src: string;
  input: unknown;
  signal: AbortSignal;
}

/** An action the machine emitted to its view (a provided, non-builtin action). */
export interface Emitted {
  type: string;
  params: unknown;
}

export interface Step<S extends AnyMachineSnapshot> {
  before: S;
  event: EventObject;
  after: S;
  /** Actions the real actor emitted during this step, in order. */
  emitted: Emitted[];
  /** Calls the real actor started during this step. */
  started: Call[];
}

/** The whole observable result of one step, written by the test from the spec. */
export interface Expected {
  value: unknown;
  /** Only the fields this step changes; every other field must keep its value. */
  context?: Record<string, unknown>;
  /** The calls started in this step, as [src, input]. None when left out. */
  calls?: [string, unknown][];
  /** The view actions emitted in this step, as [type, params]. None when left out. */
  emitted?: [string, unknown][];
}

/** The step changes nothing an observer can see (as an `Expected`). */
export function unchanged(snapshot: AnyMachineSnapshot): Expected {
  return { value: snapshot.value };
}

export interface ModelSpec<M extends AnyStateMachine> {
  machine: M;
  input?: unknown;
  /**
   * Where the machine starts, written from the spec: its state value and its whole context. The
   * paths below all begin there, so only this says it is right.
   */
  start: { value: unknown; context: Record<string, unknown> };
  /**
   * Every transition the spec gives the machine, one line each, as the coverage check names them:
   * `source —EVENT [guard]→ target` (`(stays)` when it has no target, `[every guard false]→
   * ignored` for a guarded event that may change nothing). The paths are generated from the
   * machine's own transitions, so one the machine lost (a retry, a close, a guard) would simply go
   * untested: this table is the independent list it must match.
   */
  transitions: readonly string[];
  /** What the visitor and the page may send; timers and call answers are added per state. */
  events: readonly EventObject[];
  /** Per invoked promise actor (src = invoke id): every answer the traversal tries. */
  answers?: Record<string, readonly ActorAnswer[]>;
  /**
   * Tells model states apart. Defaults to value + context; machines whose context grows without
   * bound (counters, offsets) keep only what decides what can happen next.
   */
  serializeState?: (snapshot: SnapshotFrom<M>) => string;
  /** Implementations the real actor needs besides the recorded promise actors and actions. */
  provide?: (observer: { log: string[] }) => Parameters<M['provide']>[0];
  /**
   * The situations that matter to the machine's guards and to the next step (page > 1, messages
   * shown, a blank vs a typed form, the last page...): part of the model state, and every
   * transition is taken from each situation in which it can be taken, not just once.
   */
  situation?: (snapshot: SnapshotFrom<M>) => string;
  /**
   * What an observer must see after each step, written from the spec, never computed by the
   * machine: the state value, the entire context (`before` plus the listed changes — any other
   * field that moves fails), the calls started and the actions emitted. It may assert more itself.
   */
  expectStep: (step: Step<SnapshotFrom<M>>, observer: { log: string[]; calls: Call[] }) => Expected;
  /**
   * How long each named delay lasts, written from `contract/` (never read from the machine): the
   * harness moves the clock by exactly this much, so a changed duration fails the step.
   */
  delays?: Record<string, number>;
  /** Extra paths (event lists) walked as well, for sequences the spec cares about by name. */
  scenarios?: readonly (readonly { type: string; [key: string]: unknown }[])[];
}

/**
 * Runs the machine's pure transition function outside any actor, recording the transitions it
 * takes and the actions it would emit: how the model side of each step is computed.
 */
function createProbe(machine: AnyStateMachine, transitions: Transitions) {
  let taken = new Set<string>();
  let emitted: Emitted[] = [];
  // A never-started host actor whose system carries the machine's inspection events to us.
  const host = createActor(
    fromTransition((state) => state, null),
    {
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        for (const transition of inspection._transitions) {
          const key = transitions.keyOf(transition as unknown as TransitionLike);
          if (key) taken.add(key);
        }
      },
    },
  );
  const scope = transitionScope(host, (action) => {
    // Starting and stopping children is the actor's business; the view sees the rest.
    if (action.type.startsWith('xstate.')) return;
    emitted.push({ type: action.type, params: action.params });
  });
  return {
    initial: (input: unknown) => machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot,
    step(snapshot: AnyMachineSnapshot, event: EventObject) {
      taken = new Set(ignoredOutcomes(transitions, snapshot, event));
      emitted = [];
      const next = machine.transition(snapshot, event, scope) as AnyMachineSnapshot;
      followAnswers(snapshot, event, next);
      return { next, taken, emitted };
    },
  };
}

/**
 * The model never runs its calls, so a call it has answered stays among the snapshot's children
 * until its state is left, like a finished call in a real actor. Each model snapshot remembers
 * which of its children were answered; a child re-created by re-entering its state is new.
 */
const answeredIn = new WeakMap<object, ReadonlySet<string>>();

function followAnswers(before: AnyMachineSnapshot, event: EventObject, next: AnyMachineSnapshot) {
  if (next === before) return;
  const answer = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
  const answered = [...(answeredIn.get(before) ?? []), ...(answer ? [answer] : [])].filter(
    (id) => next.children[id] !== undefined && next.children[id] === before.children[id],
  );
  answeredIn.set(next, new Set(answered));
}

/** The calls the model is waiting for in this state. */
function callsInFlight(snapshot: AnyMachineSnapshot): string[] {
  const answered = answeredIn.get(snapshot);
  return Object.keys(snapshot.children)
    .filter((id) => snapshot.children[id] && !answered?.has(id))
    .sort();
}

/** The transition function the model walks: the machine's own, remembering answered calls. */
function modelLogic<M extends AnyStateMachine>(machine: M): M {
  const logic = Object.create(machine) as M;
  logic.transition = ((snapshot: AnyMachineSnapshot, event: EventObject, scope: AnyActorScope) => {
    const next = machine.transition(snapshot as never, event as never, scope);
    followAnswers(snapshot, event, next as AnyMachineSnapshot);
    return next;
  }) as M['transition'];
  return logic;
}

/** The delayed events waiting in this state, with the name of each one's delay. */
function timersIn(snapshot: AnyMachineSnapshot): { type: string; delay: string }[] {
  if (snapshot.status !== 'active') return [];
  return snapshot._nodes.flatMap((node: AnyStateNode) =>
    node.after.map((delayed) => ({ type: delayed.eventType, delay: String(delayed.delay) })),
  );
}

function answerEvents(
  snapshot: AnyMachineSnapshot,
  answers: Record<string, readonly ActorAnswer[]>,
): EventObject[] {
  if (snapshot.status !== 'active') return [];
  return callsInFlight(snapshot).flatMap((id) =>
    (answers[id] ?? []).map((answer) =>
      'output' in answer
        ? { type: `xstate.done.actor.${id}`, output: answer.output }
        : { type: `xstate.error.actor.${id}`, error: answer.error },
    ),
  );
}

function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const short = type.replace(/^xstate\.(after\.\w+)\..*$/, '$1').replace(/^xstate\./, '');
  if (!Object.keys(rest).length) return short;
  const detail = JSON.stringify(rest);
  return `${short} ${detail.length > 60 ? `${detail.slice(0, 57)}...` : detail}`;
}

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

  // Transition cover: from the end of every shortest path, each event that takes a transition
  // no chosen path has taken yet starts a path, continued greedily while new ones keep coming.
  const chosen: EventObject[][] = [];
  const covered = new Set<string>();
  const cover = (events: readonly EventObject[]) => {
    const states = replay(events);
    events.forEach((event, i) => {
      for (const key of situated(states[i] as AnyMachineSnapshot, event)) covered.add(key);
    });
    return states.at(-1) as AnyMachineSnapshot;
  };
  for (const scenario of spec.scenarios ?? []) {
    cover(scenario);
    chosen.push([...scenario]);
  }
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  const isNew = (snapshot: AnyMachineSnapshot, event: EventObject) =>
    situated(snapshot, event).some((key) => !covered.has(key));
  for (const path of shortest) {
    const prefix = path.steps.slice(1).map((step) => step.event as EventObject);
    const prefixEnd = cover(prefix);
    for (const first of eventsIn(prefixEnd)) {
      const events = [...prefix];
      let end: AnyMachineSnapshot = prefixEnd;
      let next: EventObject | undefined = first;
      while (next && events.length < prefix.length + 12 && isNew(end, next)) {
        for (const key of situated(end, next)) covered.add(key);
        end = probe.step(end, next).next;
        events.push(next);
        const reached: AnyMachineSnapshot = end;
        next = eventsIn(reached).find((candidate) => isNew(reached, candidate));
      }
      if (events.length > prefix.length) chosen.push(events);
    }
  }
  // Every state node is reached too, also one that no new transition leads to.
  const nodesOnPaths = new Set(
    chosen.flatMap((events) =>
      replay(events).flatMap((s) => s._nodes.map((n: AnyStateNode) => n.id)),
    ),
  );
  for (const path of shortest) {
    const fresh = path.state._nodes.filter((node: AnyStateNode) => !nodesOnPaths.has(node.id));
    if (fresh.length === 0) continue;
    for (const node of fresh) nodesOnPaths.add(node.id);
    chosen.push(path.steps.slice(1).map((step) => step.event as EventObject));
  }
  const paths = chosen.filter(
    (events, i) =>
      events.length > 0 &&
      !chosen.some(
        (other, j) =>
          j !== i &&
          other.length >= events.length &&
          (other.length > events.length || j < i) &&
          events.every((event, k) => JSON.stringify(other[k]) === JSON.stringify(event)),
      ),
  );

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
    const clock = new SimulatedClock();
    const calls: Call[] = [];
    interface Open {
      call: Call;
      resolve: (value: unknown) => void;
      reject: (error: unknown) => void;
      done: Promise<unknown>;
    }
    const open: Open[] = [];
    const observer = { log: [] as string[], calls };
    let emitted: Emitted[] = [];
    const recordedActions = Object.fromEntries(
      Object.entries(machine.implementations.actions ?? {})
        .filter(([, action]) => typeof action === 'function' && !('resolve' in action))
        .map(([type]) => [
          type,
          (_: unknown, params: unknown) => {
            emitted.push({ type, params });
          },
        ]),
    );
    const promiseActors = Object.fromEntries(
      Object.keys(answers).map((src) => [
        src,
        fromPromise<unknown, unknown>(({ input, signal }) => {
          const call = { src, input, signal };
          calls.push(call);
          let settle!: Pick<Open, 'resolve' | 'reject'>;
          const done = new Promise((resolve, reject) => {
            settle = { resolve, reject };
          });
          open.push({ call, ...settle, done });
          return done;
        }),
      ]),
    );
    const extra = (spec.provide?.(observer) ?? {}) as { actions?: object; actors?: object };
    const provided = machine.provide({
      ...extra,
      actions: { ...recordedActions, ...extra.actions },
      actors: { ...promiseActors, ...extra.actors },
    } as never);
    const actor = createActor(provided, {
      input: spec.input as never,
      clock,
      inspect: transitionRecorder(transitions, taken),
    }) as Actor<AnyStateMachine>;
    actor.start();
    // The initial state is reached by every path, also in a machine that never returns to it.
    for (const node of (actor.getSnapshot() as AnyMachineSnapshot)._nodes)
      reachedNodes.add(node.id);

    let before = states[0] as AnyMachineSnapshot;
    let realBefore = actor.getSnapshot() as AnyMachineSnapshot;
    let callsBefore = 0;
    const perform = async (event: EventObject) => {
      emitted = [];
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
      expect(emitted).toEqual(modelStep.emitted);
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
          emitted,
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
        emitted.map(({ type, params }) => [type, params]),
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
