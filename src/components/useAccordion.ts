import { useMachine } from '@xstate/react';
import { type AccordionItemId, accordionMachine } from '../../machines/accordionMachine';
import { inspect } from '../inspect';

/** One accordion's state: which item is open, and the toggle every item's button sends. */
export function useAccordion() {
  const [snapshot, send] = useMachine(accordionMachine, { inspect });
  return {
    isOpen: (id: AccordionItemId) => snapshot.matches('open') && snapshot.context.openId === id,
    toggle: (id: AccordionItemId) => send({ type: 'TOGGLE', id }),
  };
}
