import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';

/** What choosing the paths needs from the harness: the model's shortest paths and its steps. */
export interface PathChoice {
  scenarios: readonly (readonly EventObject[])[];
  shortest: readonly { steps: readonly { event: unknown }[]; state: AnyMachineSnapshot }[];
  /** The exact model snapshot after every event of a list, the initial one first. */
  replay: (events: readonly EventObject[]) => AnyMachineSnapshot[];
  /** The transitions `event` takes from `snapshot`, keyed by where it is sent from. */
  situated: (snapshot: AnyMachineSnapshot, event: EventObject) => string[];
  /** The events the model may send in `snapshot`. */
  eventsIn: (snapshot: AnyMachineSnapshot) => EventObject[];
  advance: (snapshot: AnyMachineSnapshot, event: EventObject) => AnyMachineSnapshot;
}

export interface ChosenPaths {
  paths: EventObject[][];
  /** Every transition × situation pair the chosen paths take. */
  covered: ReadonlySet<string>;
}

/**
 * The paths a model test walks (event lists): its scenarios, then from the end of every shortest
 * path each event that takes a transition no chosen path has taken yet, continued greedily while
 * new ones keep coming, then a shortest path to every state node no chosen path reaches. A path
 * that is the start of another is left out.
 */
export function choosePaths({
  scenarios,
  shortest,
  replay,
  situated,
  eventsIn,
  advance,
}: PathChoice): ChosenPaths {
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
  for (const scenario of scenarios) {
    cover(scenario);
    chosen.push([...scenario]);
  }
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
        end = advance(end, next);
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
  return { paths, covered };
}
