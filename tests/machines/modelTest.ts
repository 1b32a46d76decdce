import { expect } from 'vitest';
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  fromPromise,
  waitFor,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

// Shared by the model-based machine tests: the coverage check every model test ends with, the
// snapshot comparison of a real actor against the model, and a promise actor the test settles.

interface TraversedPath {
  state: { _nodes: AnyStateNode[] };
  steps: readonly { state: { _nodes: AnyStateNode[] } }[];
}

/** The paths together pass through every state node of the machine, its root included. */
export function expectEveryStateReached(machine: AnyStateMachine, paths: readonly TraversedPath[]) {
  const reached = new Set<string>();
  for (const path of paths) {
    for (const step of path.steps) for (const node of step.state._nodes) reached.add(node.id);
    for (const node of path.state._nodes) reached.add(node.id);
  }
  const all = new Set([machine.root.id, ...getStateNodes(machine.root).map((node) => node.id)]);
  expect(reached).toEqual(all);
}

/**
 * The running actor is where the model is (same value and context), and what must hold in that
 * state holds for both.
 */
export function expectActorAgrees<S extends AnyMachineSnapshot>(
  real: S,
  expected: S,
  invariants: Record<string, ((snapshot: S) => void) | undefined>,
) {
  expect(real.value).toEqual(expected.value);
  expect(real.context).toEqual(expected.context);
  invariants[String(real.value)]?.(real);
  invariants[String(expected.value)]?.(expected);
}

/** What the model's done or error event for an invoked promise actor carries. */
export type ActorAnswer<Output> = { output: Output } | { error: unknown };

/**
 * A promise actor that records the input of every call and leaves the promise open until the
 * test settles it: the actor's answers become ordinary events of the model's traversal.
 */
export function promiseUnderTest<Output, Input>() {
  const inputs: Input[] = [];
  let pending: { resolve: (output: Output) => void; reject: (error: unknown) => void } | null =
    null;
  const settle = (answer: ActorAnswer<Output>) => {
    expect(pending).not.toBeNull();
    if ('output' in answer) pending?.resolve(answer.output);
    else pending?.reject(answer.error);
  };
  return {
    inputs,
    logic: fromPromise<Output, Input>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          inputs.push(input);
          pending = { resolve, reject };
        }),
    ),
    /**
     * The model's handler for the actor's done and error events: settles the last promise the
     * actor started as the event says, then waits until the machine has left `waitingIn`.
     */
    answer:
      (machine: AnyActorRef, waitingIn: string) =>
      async ({ event }: { event: { type: string } }) => {
        settle(event as unknown as ActorAnswer<Output>);
        await waitFor(machine, (snapshot) => !snapshot.matches(waitingIn));
      },
  };
}
