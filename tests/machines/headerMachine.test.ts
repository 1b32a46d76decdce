import { describe, expect, it } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { HEADER_SCROLL_THRESHOLD_PX } from '../../contract/limits';
import { type HeaderEvent, headerMachine } from '../../machines/headerMachine';
import type { Expected } from './modelSpec';
import { describeModel } from './modelTest';

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

const TRANSPARENT_PAGES = ['/', '/apply-counsel', '/center-info', '/job'];

/** What the page holds while the menu is open, from the callbacks' start/stop log. */
const held = (log: string[], name: string) =>
  log.filter((entry) => entry === `${name}+`).length -
  log.filter((entry) => entry === `${name}-`).length;

describeModel('headerMachine', {
  machine: headerMachine,
  start: { value: { look: 'transparent', menu: 'closed' }, context: { path: '/', scrollY: 0 } },
  transitions: [
    'header (any state) —SCROLLED→ (stays)',
    'look.transparent —(always) [not]→ look.solid',
    'look.solid —(always) [and]→ look.transparent',
    'menu.closed —MENU_TOGGLED→ menu.open',
    'menu.closed —ROUTE_CHANGED→ (stays)',
    'menu.open —MENU_TOGGLED→ menu.closed',
    'menu.open —ESCAPE_PRESSED→ menu.closed',
    'menu.open —LINK_CHOSEN→ menu.closed',
    'menu.open —VIEWPORT_WIDENED→ menu.closed',
    'menu.open —ROUTE_CHANGED→ menu.closed',
  ],
  input: { path: '/' },
  events: EVENTS,
  provide: ({ log }) => ({
    actors: {
      pageScrollLock: fromCallback(() => {
        log.push('scrollLock+');
        return () => void log.push('scrollLock-');
      }),
      menuFocusTrap: fromCallback(() => {
        log.push('focusTrap+');
        return () => void log.push('focusTrap-');
      }),
    },
  }),
  // The page's kind (dark banner or not), the scroll on either side of the threshold and the
  // menu decide the look; each event is sent from each mix of them.
  situation: (s) =>
    JSON.stringify([
      TRANSPARENT_PAGES.includes(s.context.path),
      s.context.scrollY <= HEADER_SCROLL_THRESHOLD_PX,
    ]),
  expectStep: ({ before, event }, { log }): Expected => {
    const e = event as HeaderEvent;
    const wasOpen = before.matches({ menu: 'open' });
    // The menu: the toggle flips it; Escape, a chosen link, a wider viewport or a new page close it.
    const open = e.type === 'MENU_TOGGLED' ? !wasOpen : e.type === 'SCROLLED' ? wasOpen : false;
    const path = e.type === 'ROUTE_CHANGED' ? e.path : before.context.path;
    const scrollY = e.type === 'SCROLLED' ? e.y : before.context.scrollY;
    // Transparent exactly over a dark banner, at the top (≤ 10 px), with the menu closed.
    const transparent =
      TRANSPARENT_PAGES.includes(path) && scrollY <= HEADER_SCROLL_THRESHOLD_PX && !open;
    // The page scroll is locked and Tab is trapped exactly while the menu is open.
    expect(held(log, 'scrollLock')).toBe(open ? 1 : 0);
    expect(held(log, 'focusTrap')).toBe(open ? 1 : 0);
    return {
      value: { look: transparent ? 'transparent' : 'solid', menu: open ? 'open' : 'closed' },
      context: { path, scrollY },
    };
  },
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
