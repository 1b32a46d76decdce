import {
  type AnyActorScope,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  createActor,
  type EventObject,
  fromTransition,
} from 'xstate';
import type { ActorAnswer, Emitted } from './modelSpec';
import {
  ignoredOutcomes,
  type TransitionLike,
  type Transitions,
  transitionScope,
} from './modelTransitions';

// The model's side of each step: the machine's pure transition function run outside any actor,
// the calls it waits for and has answered, its timers, and the events that can come next.

/**
 * Runs the machine's pure transition function outside any actor, recording the transitions it
 * takes and the actions it would emit: how the model side of each step is computed.
 */
export function createProbe(machine: AnyStateMachine, transitions: Transitions) {
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

export function followAnswers(
  before: AnyMachineSnapshot,
  event: EventObject,
  next: AnyMachineSnapshot,
) {
  if (next === before) return;
  const answer = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
  const answered = [...(answeredIn.get(before) ?? []), ...(answer ? [answer] : [])].filter(
    (id) => next.children[id] !== undefined && next.children[id] === before.children[id],
  );
  answeredIn.set(next, new Set(answered));
}

/** The calls the model is waiting for in this state. */
export function callsInFlight(snapshot: AnyMachineSnapshot): string[] {
  const answered = answeredIn.get(snapshot);
  return Object.keys(snapshot.children)
    .filter((id) => snapshot.children[id] && !answered?.has(id))
    .sort();
}

/** The transition function the model walks: the machine's own, remembering answered calls. */
export function modelLogic<M extends AnyStateMachine>(machine: M): M {
  const logic = Object.create(machine) as M;
  logic.transition = ((snapshot: AnyMachineSnapshot, event: EventObject, scope: AnyActorScope) => {
    const next = machine.transition(snapshot as never, event as never, scope);
    followAnswers(snapshot, event, next as AnyMachineSnapshot);
    return next;
  }) as M['transition'];
  return logic;
}

/** The delayed events waiting in this state, with the name of each one's delay. */
export function timersIn(snapshot: AnyMachineSnapshot): { type: string; delay: string }[] {
  if (snapshot.status !== 'active') return [];
  return snapshot._nodes.flatMap((node: AnyStateNode) =>
    node.after.map((delayed) => ({ type: delayed.eventType, delay: String(delayed.delay) })),
  );
}

export function answerEvents(
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

export function describeEvent(event: EventObject): string {
  const { type, ...rest } = event as EventObject & Record<string, unknown>;
  const short = type.replace(/^xstate\.(after\.\w+)\..*$/, '$1').replace(/^xstate\./, '');
  if (!Object.keys(rest).length) return short;
  const detail = JSON.stringify(rest);
  return `${short} ${detail.length > 60 ? `${detail.slice(0, 57)}...` : detail}`;
}
