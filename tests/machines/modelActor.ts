import { type Actor, type AnyStateMachine, createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Call, Emitted, ModelSpec } from './modelSpec';
import { type Transitions, transitionRecorder } from './modelTransitions';

// The real actor a model test path drives: the machine with its calls as promise actors the test
// settles, its view's actions recorded, on a simulated clock, its transitions counted in `taken`.

/** A call the real actor started and the test has not settled yet. */
export interface OpenCall {
  call: Call;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  done: Promise<unknown>;
}

export function startRealActor<M extends AnyStateMachine>(
  spec: ModelSpec<M>,
  transitions: Transitions,
  taken: Set<string>,
) {
  const { machine } = spec;
  const answers = spec.answers ?? {};
  const clock = new SimulatedClock();
  const calls: Call[] = [];
  const open: OpenCall[] = [];
  const observer = { log: [] as string[], calls };
  const recorded = { emitted: [] as Emitted[] };
  const recordedActions = Object.fromEntries(
    Object.entries(machine.implementations.actions ?? {})
      .filter(([, action]) => typeof action === 'function' && !('resolve' in action))
      .map(([type]) => [
        type,
        (_: unknown, params: unknown) => {
          recorded.emitted.push({ type, params });
        },
      ]),
  );
  const promiseActors = Object.fromEntries(
    Object.keys(answers).map((src) => [
      src,
      fromPromise<unknown, unknown>(({ input, signal }) => {
        const call = { src, input, signal };
        calls.push(call);
        let settle!: Pick<OpenCall, 'resolve' | 'reject'>;
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
  return { actor, clock, calls, open, observer, recorded };
}
