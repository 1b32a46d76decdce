import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { TestModel } from 'xstate/graph';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../contract/limits';
import { type HeaderEvent, headerMachine } from '../../machines/headerMachine';
import { expectEveryStateReached } from './modelTest';

type Snapshot = SnapshotFrom<typeof headerMachine>;

const EVENTS: HeaderEvent[] = [
  { type: 'SCROLLED', y: 0 },
  { type: 'SCROLLED', y: HEADER_SCROLL_THRESHOLD_PX },
  { type: 'SCROLLED', y: HEADER_SCROLL_THRESHOLD_PX + 1 },
  { type: 'ROUTE_CHANGED', path: '/' },
  { type: 'ROUTE_CHANGED', path: '/job' },
  { type: 'ROUTE_CHANGED', path: '/faq' },
  { type: 'MENU_TOGGLED' },
  { type: 'ESCAPE_PRESSED' },
  { type: 'LINK_CHOSEN' },
  { type: 'VIEWPORT_WIDENED' },
];

/** A fake page: how many scroll locks and focus traps the header holds right now. */
function createPage() {
  const page = { scrollLocks: 0, focusTraps: 0 };
  const machine = headerMachine.provide({
    actors: {
      pageScrollLock: fromCallback(() => {
        page.scrollLocks += 1;
        return () => {
          page.scrollLocks -= 1;
        };
      }),
      menuFocusTrap: fromCallback(() => {
        page.focusTraps += 1;
        return () => {
          page.focusTraps -= 1;
        };
      }),
    },
  });
  return { page, machine };
}

// createTestModel refuses machines that invoke actors (the menu invokes the scroll lock and the
// focus trap), so the model is built with TestModel directly, matching state keys like
// 'menu.open'; the real actor below runs the invoked actors and the invariants check them.
const model = new TestModel(headerMachine, {
  events: EVENTS,
  input: { path: '/' },
  stateMatcher: (snapshot, key) => snapshot.matches(key as unknown as Snapshot['value']),
  // Where the visitor is and how far they scrolled decide everything; how they got there does not.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
});

const overDarkTop = (snapshot: Snapshot) =>
  ['/', '/apply-counsel', '/center-info', '/job'].includes(snapshot.context.path) &&
  snapshot.context.scrollY <= HEADER_SCROLL_THRESHOLD_PX;

type Page = ReturnType<typeof createPage>['page'];

const invariants: Record<string, (snapshot: Snapshot, page?: Page) => void> = {
  'look.transparent': (snapshot) => {
    expect(overDarkTop(snapshot)).toBe(true);
    expect(snapshot.matches({ menu: 'closed' })).toBe(true);
  },
  'look.solid': (snapshot) => {
    expect(overDarkTop(snapshot) && snapshot.matches({ menu: 'closed' })).toBe(false);
  },
  'menu.open': (_, page) => {
    if (page) expect(page).toEqual({ scrollLocks: 1, focusTraps: 1 });
  },
  'menu.closed': (_, page) => {
    if (page) expect(page).toEqual({ scrollLocks: 0, focusTraps: 0 });
  },
};

type Path = ReturnType<typeof model.getShortestPaths>[number];

function runPath(path: Path) {
  const { page, machine } = createPage();
  const actor = createActor(machine, { input: { path: '/' } }).start();
  const forward = ({ event }: { event: HeaderEvent }) => actor.send(event);
  const states: Record<string, (state: Snapshot) => void> = {};
  for (const [key, check] of Object.entries(invariants)) {
    states[key] = (state) => {
      check(state);
      check(actor.getSnapshot(), page);
      expect(actor.getSnapshot().value).toEqual(state.value);
      expect(actor.getSnapshot().context).toEqual(state.context);
    };
  }
  return path.test({
    events: Object.fromEntries(EVENTS.map((event) => [event.type, forward])),
    states,
  });
}

describe('headerMachine (model-based)', () => {
  // Simple paths are left out: with scroll positions and routes in the state they number in the
  // millions; the shortest path to every (look, menu, page, scroll) combination is walked instead.
  const shortest = model.getShortestPaths();

  for (const path of shortest) it(path.description, () => runPath(path));

  it('the paths reach every state node of the machine', () => {
    expectEveryStateReached(headerMachine, shortest);
  });
});

describe('headerMachine behaviour', () => {
  it('is transparent at the top of the home page and solid once scrolled past 10 px', () => {
    const actor = createActor(headerMachine, { input: { path: '/' } }).start();
    expect(actor.getSnapshot().matches({ look: 'transparent' })).toBe(true);
    actor.send({ type: 'SCROLLED', y: 10 });
    expect(actor.getSnapshot().matches({ look: 'transparent' })).toBe(true);
    actor.send({ type: 'SCROLLED', y: 11 });
    expect(actor.getSnapshot().matches({ look: 'solid' })).toBe(true);
  });

  it('is solid at the top of pages without a dark banner', () => {
    const actor = createActor(headerMachine, { input: { path: '/faq' } }).start();
    expect(actor.getSnapshot().matches({ look: 'solid' })).toBe(true);
  });

  it('closes the menu and releases the scroll lock when the route changes', () => {
    const { page, machine } = createPage();
    const actor = createActor(machine, { input: { path: '/' } }).start();
    actor.send({ type: 'MENU_TOGGLED' });
    expect(page.scrollLocks).toBe(1);
    actor.send({ type: 'ROUTE_CHANGED', path: '/apply-counsel' });
    expect(actor.getSnapshot().matches({ menu: 'closed' })).toBe(true);
    expect(page.scrollLocks).toBe(0);
  });

  it('releases the scroll lock when the header goes away with the menu open', () => {
    const { page, machine } = createPage();
    const actor = createActor(machine, { input: { path: '/' } }).start();
    actor.send({ type: 'MENU_TOGGLED' });
    actor.stop();
    expect(page).toEqual({ scrollLocks: 0, focusTraps: 0 });
  });
});
