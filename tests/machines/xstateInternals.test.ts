import { describe, expect, it } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateNode,
  assign,
  createActor,
  fromTransition,
  setup,
} from 'xstate';
import { transitionScope } from './modelTransitions';

// tests/machines/modelTest.ts reads four things XState does not promise to keep (decision 107).
// Each is pinned here on a tiny machine, so an upgrade that changes one fails by name instead of
// quietly weakening every model-based test.

const probe = setup({
  types: { context: {} as { n: number }, events: {} as { type: 'GO' } | { type: 'BACK' } },
  delays: { wait: 50 },
  guards: { isSmall: ({ context }) => context.n < 1 },
  actions: { noted: () => {}, bump: assign({ n: ({ context }) => context.n + 1 }) },
}).createMachine({
  id: 'probe',
  initial: 'a',
  context: { n: 0 },
  states: {
    a: {
      on: { GO: [{ guard: 'isSmall', target: 'b', actions: ['bump', 'noted'] }] },
    },
    b: { after: { wait: 'a' }, on: { BACK: 'a' } },
  },
});

describe('the XState internals the model harness reads', () => {
  it('snapshot._nodes lists the active state nodes, root first', () => {
    const snapshot = createActor(probe).start().getSnapshot() as AnyMachineSnapshot;
    expect(snapshot._nodes.map((node: AnyStateNode) => node.id)).toEqual(['probe', 'probe.a']);
  });

  it('StateNode#next returns the enabled candidate, and nothing once every guard fails', () => {
    const actor = createActor(probe).start();
    const a = probe.root.states.a as AnyStateNode & {
      next(snapshot: AnyMachineSnapshot, event: { type: string }): unknown[] | undefined;
    };
    const first = a.next(actor.getSnapshot(), { type: 'GO' });
    expect(first).toHaveLength(1);
    expect(first?.[0]).toBe(a.transitions.get('GO')?.[0]);
    actor.send({ type: 'GO' });
    actor.send({ type: 'BACK' });
    expect(a.next(actor.getSnapshot(), { type: 'GO' }) ?? []).toEqual([]);
  });

  it('microstep inspection events carry _transitions with source, eventType and guard', () => {
    const seen: { source: string; eventType: string; guard: unknown }[] = [];
    const actor = createActor(probe, {
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        for (const t of inspection._transitions as unknown as {
          source: AnyStateNode;
          eventType: string;
          guard: unknown;
        }[]) {
          seen.push({ source: t.source.id, eventType: t.eventType, guard: t.guard });
        }
      },
    }).start();
    actor.send({ type: 'GO' });
    expect(seen).toEqual([{ source: 'probe.a', eventType: 'GO', guard: 'isSmall' }]);
  });

  it('the transition scope routes provided actions through actionExecutor; after keeps the delay name', () => {
    const executed: string[] = [];
    const host = createActor(fromTransition((state) => state, null));
    const scope = transitionScope(host, (action) => executed.push(action.type));
    const initial = probe.getInitialSnapshot(scope, undefined);
    const next = probe.transition(initial, { type: 'GO' }, scope);
    expect(next.value).toBe('b');
    expect(executed.filter((type) => !type.startsWith('xstate.'))).toEqual(['noted']);
    const b = probe.root.states.b as AnyStateNode;
    expect(b.after.map((delayed) => String(delayed.delay))).toEqual(['wait']);
  });
});
