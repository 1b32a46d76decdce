import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { type CalculatorField, MODE_FIELDS } from '../../../contract/calculatorInput';
import { calculatorMachine } from '../../../machines/calculatorMachine';
import { prefersReducedMotion } from '../../components/useReducedMotion';
import { inspect } from '../../inspect';
import { countVisit } from '../../visits';

type FieldElement = HTMLInputElement | HTMLSelectElement;

/** The calculator's machine with the page's effects: focus, scrolling, the way to the form. */
export function useCalculator() {
  const fields = useRef<Partial<Record<CalculatorField, FieldElement | null>>>({});
  const result = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  const [logic] = useState(() =>
    calculatorMachine.provide({
      actions: {
        focusFirstInvalidField: ({ context }) => {
          const first = MODE_FIELDS[context.mode].find((field) => context.errors[field]);
          if (first) fields.current[first]?.focus();
        },
        revealEstimate: () => {
          countVisit('calculator_estimate');
          result.current?.scrollIntoView({
            behavior: prefersReducedMotion() ? 'instant' : 'smooth',
            block: 'nearest',
          });
        },
        // History state, not the URL: the amounts are private (docs/decisions.md 94).
        openCounselForm: (_, draft) => {
          countVisit('estimate_carried');
          void navigate({ to: '/apply-counsel', state: { counselDraft: draft } });
        },
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect });
  const fieldRef = (field: CalculatorField) => (element: FieldElement | null) => {
    fields.current[field] = element;
  };
  return { state, send, fieldRef, result };
}
