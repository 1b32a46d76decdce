import { assertEvent, assign, setup } from 'xstate';

// One accordion (FAQ, services): at most one panel open at a time (docs/product.md#pages, docs/architecture.md#machines).

export type AccordionItemId = string | number;

export interface AccordionContext {
  /** The open item while in `open`; null while `closed`. */
  openId: AccordionItemId | null;
}

export type AccordionEvent = { type: 'TOGGLE'; id: AccordionItemId };

export const accordionMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
  },
  guards: {
    isTheOpenItem: ({ context, event }) => event.id === context.openId,
  },
  actions: {
    rememberOpenItem: assign({
      openId: ({ event }) => {
        assertEvent(event, 'TOGGLE');
        return event.id;
      },
    }),
    forgetOpenItem: assign({ openId: null }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector only; no view, route or #id target reads it
  id: 'accordion',
  initial: 'closed',
  context: { openId: null },
  states: {
    closed: {
      on: { TOGGLE: { target: 'open', actions: 'rememberOpenItem' } },
    },
    open: {
      on: {
        TOGGLE: [
          // Clicking the open item's button closes it (docs/architecture.md#machines).
          { guard: 'isTheOpenItem', target: 'closed', actions: 'forgetOpenItem' },
          // Any other item replaces it: the previous panel closes as the new one opens.
          { actions: 'rememberOpenItem' },
        ],
      },
    },
  },
});
