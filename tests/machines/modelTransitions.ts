import type {
  AnyActorRef,
  AnyActorScope,
  AnyMachineSnapshot,
  AnyStateMachine,
  AnyStateNode,
  EventObject,
  InspectionEvent,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

// The transitions of a machine as the model-based harness (modelTest.ts) counts them: every
// candidate of every state node's handler list, the outcomes a guarded list may leave ignored,
// and a recorder of the ones a real actor takes.

export interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
  guard?: unknown;
  target?: readonly AnyStateNode[];
}

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return 'guard';
}

function targetName(transition: TransitionLike): string {
  return transition.target?.length
    ? transition.target.map((node) => node.path.join('.') || node.id).join(', ')
    : '(stays)';
}

function nodeName(node: AnyStateNode): string {
  return node.path.length ? node.path.join('.') : `${node.id} (any state)`;
}

/** Every transition of the machine, keyed by its definition (and ignored outcomes by key). */
export function listTransitions(machine: AnyStateMachine) {
  const labels = new Map<string, string>();
  const ignoredKey = (node: AnyStateNode, eventType: string) => `${node.id}|${eventType}|ignored`;
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    const lists: [string, readonly TransitionLike[]][] = [
      ...[...node.transitions.entries()].map(
        ([type, list]) => [type, list as unknown as TransitionLike[]] as [string, TransitionLike[]],
      ),
    ];
    if (node.always?.length) lists.push(['(always)', node.always as unknown as TransitionLike[]]);
    for (const [eventType, list] of lists) {
      list.forEach((transition, index) => {
        const key = `${node.id}|${eventType}|${index}`;
        const guard = transition.guard ? ` [${guardName(transition.guard)}]` : '';
        labels.set(key, `${nodeName(node)} —${eventType}${guard}→ ${targetName(transition)}`);
      });
      // An eventless list that matches nothing is simply staying; an event that matches nothing
      // is an outcome the visitor can cause and must be seen to change nothing.
      if (eventType !== '(always)' && list.at(-1)?.guard) {
        labels.set(
          ignoredKey(node, eventType),
          `${nodeName(node)} —${eventType} [every guard false]→ ignored`,
        );
      }
    }
  }
  // Provided machines (`machine.provide`) have their own state nodes: a taken transition is
  // known by its source, event and place in the list, not by identity.
  const keyOf = (transition: TransitionLike): string | undefined => {
    const { source } = transition;
    if (source.always?.includes(transition as never)) {
      return `${source.id}|(always)|${source.always.indexOf(transition as never)}`;
    }
    const list = source.transitions.get(transition.eventType) as unknown as TransitionLike[];
    const index = list?.indexOf(transition) ?? -1;
    return index < 0 ? undefined : `${source.id}|${transition.eventType}|${index}`;
  };
  return { labels, ignoredKey, keyOf };
}

export type Transitions = ReturnType<typeof listTransitions>;

/** StateNode#next: the enabled candidate of this node's own list, if any (public in xstate). */
interface Selectable {
  next(snapshot: AnyMachineSnapshot, event: EventObject): unknown[] | undefined;
}

/**
 * The lists an event consults in `snapshot` that all fail, in the order xstate's own selection
 * walks them (deepest state first, each region of a parallel state, then its parent).
 */
export function ignoredOutcomes(
  transitions: Transitions,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
): string[] {
  const ignored: string[] = [];
  const tryNode = (node: AnyStateNode): boolean => {
    const list = node.transitions.get(event.type);
    if (!list?.length) return false;
    const selected = (node as unknown as Selectable).next(snapshot, event);
    if (selected?.length) return true;
    ignored.push(transitions.ignoredKey(node, event.type));
    return false;
  };
  const walk = (node: AnyStateNode, value: unknown): boolean => {
    if (typeof value === 'string') {
      return tryNode(node.states[value] as AnyStateNode) || tryNode(node);
    }
    const keys = Object.keys(value as object);
    let handled = false;
    for (const key of keys) {
      if (walk(node.states[key] as AnyStateNode, (value as Record<string, unknown>)[key])) {
        handled = true;
      }
    }
    return handled || tryNode(node);
  };
  if (snapshot.status === 'active') walk(snapshot.machine.root, snapshot.value);
  return ignored.filter((key) => transitions.labels.has(key));
}

/** Collects the transitions one actor takes, from its inspection events. */
export function transitionRecorder(transitions: Transitions, taken: Set<string>) {
  return (inspection: InspectionEvent) => {
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    if (inspection.type === '@xstate.event') {
      const snapshot = inspection.actorRef.getSnapshot() as AnyMachineSnapshot;
      if (snapshot?.machine) {
        for (const key of ignoredOutcomes(transitions, snapshot, inspection.event)) taken.add(key);
      }
    }
    if (inspection.type === '@xstate.microstep') {
      for (const transition of inspection._transitions) {
        const key = transitions.keyOf(transition as unknown as TransitionLike);
        if (key) taken.add(key);
      }
    }
  };
}

/**
 * The scope `machine.transition` takes outside a running actor: `host` (never started) lends it a
 * system, and every action the step would run goes to `execute` instead.
 */
export function transitionScope(
  host: AnyActorRef,
  execute: (action: { type: string; params?: unknown }) => void,
): AnyActorScope {
  return {
    self: host,
    system: host.system,
    logger: () => {},
    id: 'model',
    sessionId: 'model',
    defer: () => {},
    stopChild: () => {},
    emit: () => {},
    actionExecutor: execute,
  } as unknown as AnyActorScope;
}
