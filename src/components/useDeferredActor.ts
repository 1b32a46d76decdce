import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Actor, AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import { inspect } from '../inspect';

// The header and the home carousel are on the home page, whose initial JS budget has no room for
// XState (docs/decisions.md). They start their machine after hydration from a dynamic import;
// until it runs they render the machine's initial state, which is what the prerendered HTML shows.

export interface DeferredActor<TMachine extends AnyStateMachine> {
  /** Sends to the running machine, or queues the event until it has started. */
  send: (event: EventFromLogic<TMachine>) => void;
  subscribe: (onChange: () => void) => () => void;
  /** The running actor; null while the machine is still loading. */
  getActor: () => Actor<TMachine> | null;
}

interface Controller<TMachine extends AnyStateMachine> extends DeferredActor<TMachine> {
  /** Loads and starts the machine; the returned function stops it. */
  start: () => () => void;
}

function createDeferredActor<TMachine extends AnyStateMachine>(
  load: () => Promise<TMachine>,
  input: InputFrom<TMachine>,
): Controller<TMachine> {
  let actor: Actor<TMachine> | null = null;
  let mounted = false;
  let loading = false;
  // Events a visitor caused before the machine arrived are replayed, in order, once it runs.
  const queue: EventFromLogic<TMachine>[] = [];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };

  const ensureLoading = () => {
    if (actor || loading || !mounted) return;
    loading = true;
    Promise.all([import('xstate'), load()]).then(
      ([{ createActor }, machine]) => {
        loading = false;
        if (!mounted) return;
        const started = createActor(machine, { input, inspect }) as Actor<TMachine>;
        actor = started;
        started.subscribe(notify);
        started.start();
        for (const event of queue.splice(0)) started.send(event);
        notify();
      },
      () => {
        // A failed download (flaky network) is retried by the visitor's next action.
        loading = false;
      },
    );
  };

  return {
    send: (event) => {
      if (actor) {
        actor.send(event);
        return;
      }
      queue.push(event);
      ensureLoading();
    },
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getActor: () => actor,
    start: () => {
      mounted = true;
      ensureLoading();
      return () => {
        mounted = false;
        actor?.stop();
        actor = null;
        notify();
      };
    },
  };
}

/**
 * Starts `load()`'s machine (with `input` and the inspector) once the component has mounted and
 * stops it on unmount. Read it with `useDeferredSelector`; `send` works from the first render.
 */
export function useDeferredActor<TMachine extends AnyStateMachine>(
  load: () => Promise<TMachine>,
  input: InputFrom<TMachine>,
): DeferredActor<TMachine> {
  const [controller] = useState(() => createDeferredActor(load, input));
  useEffect(() => controller.start(), [controller]);
  return controller;
}

/**
 * `select(snapshot)` of the running machine, or `initial` until it runs (and on the server).
 * `select` must return a primitive or a stable reference, as for `useSyncExternalStore`.
 */
export function useDeferredSelector<TMachine extends AnyStateMachine, T>(
  deferred: DeferredActor<TMachine>,
  select: (snapshot: SnapshotFrom<TMachine>) => T,
  initial: T,
): T {
  return useSyncExternalStore(
    deferred.subscribe,
    () => {
      const actor = deferred.getActor();
      return actor ? select(actor.getSnapshot()) : initial;
    },
    () => initial,
  );
}

/** The running actor once it has started, for effects that drive it directly. */
export function useStartedActor<TMachine extends AnyStateMachine>(
  deferred: DeferredActor<TMachine>,
): Actor<TMachine> | null {
  return useSyncExternalStore(deferred.subscribe, deferred.getActor, () => null);
}
