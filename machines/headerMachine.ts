import { and, assign, fromCallback, not, setup, stateIn } from 'xstate';
import { HEADER_SCROLL_THRESHOLD_PX, hasTransparentTop } from '../contract/limits';

// The site header: its look (transparent over a dark hero at the top of some pages, solid
// otherwise) and the mobile menu. Locking the page scroll and trapping focus are invoked for
// exactly as long as the menu is open; the view provides the DOM implementations.

export interface HeaderContext {
  path: string;
  scrollY: number;
}

export type HeaderEvent =
  | { type: 'SCROLLED'; y: number }
  | { type: 'ROUTE_CHANGED'; path: string }
  | { type: 'MENU_TOGGLED' }
  | { type: 'ESCAPE_PRESSED' }
  /** A link or the consultation button inside the header was used. */
  | { type: 'LINK_CHOSEN' }
  /** The viewport grew past the mobile breakpoint, where the menu toggle no longer exists. */
  | { type: 'VIEWPORT_WIDENED' };

export interface HeaderInput {
  path: string;
}

export const headerMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as HeaderContext,
    events: {} as HeaderEvent,
    input: {} as HeaderInput,
  },
  // Stryker disable next-line ObjectLiteral: both actors are placeholders the view replaces (machine.provide)
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    // Held while the menu is open; the view provides scrollLock.ts.
    pageScrollLock: fromCallback(() => () => {}),
    // Keeps Tab inside the open menu; the view provides focus.ts.
    menuFocusTrap: fromCallback(() => () => {}),
  },
  // Stryker restore all
  guards: {
    isOnTransparentPage: ({ context }) => hasTransparentTop(context.path),
    isAtTop: ({ context }) => context.scrollY <= HEADER_SCROLL_THRESHOLD_PX,
  },
  actions: {
    rememberScroll: assign({
      // Stryker disable next-line ConditionalExpression: the action runs on SCROLLED only
      scrollY: ({ context, event }) => (event.type === 'SCROLLED' ? event.y : context.scrollY),
    }),
    rememberPath: assign({
      // Stryker disable next-line ConditionalExpression: the action runs on ROUTE_CHANGED only
      path: ({ context, event }) => (event.type === 'ROUTE_CHANGED' ? event.path : context.path),
    }),
  },
}).createMachine({
  id: 'header',
  type: 'parallel',
  context: ({ input }) => ({ path: input.path, scrollY: 0 }),
  on: {
    SCROLLED: { actions: 'rememberScroll' },
  },
  states: {
    look: {
      initial: 'solid',
      states: {
        // The open menu needs an opaque bar behind the close button, whatever the page.
        transparent: {
          always: {
            guard: not(and(['isOnTransparentPage', 'isAtTop', not(stateIn({ menu: 'open' }))])),
            target: 'solid',
          },
        },
        solid: {
          always: {
            guard: and(['isOnTransparentPage', 'isAtTop', not(stateIn({ menu: 'open' }))]),
            target: 'transparent',
          },
        },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            MENU_TOGGLED: 'open',
            ROUTE_CHANGED: { actions: 'rememberPath' },
          },
        },
        open: {
          invoke: [{ src: 'pageScrollLock' }, { src: 'menuFocusTrap' }],
          on: {
            MENU_TOGGLED: 'closed',
            ESCAPE_PRESSED: 'closed',
            LINK_CHOSEN: 'closed',
            VIEWPORT_WIDENED: 'closed',
            ROUTE_CHANGED: { target: 'closed', actions: 'rememberPath' },
          },
        },
      },
    },
  },
});
