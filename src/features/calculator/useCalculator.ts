import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { Calculate } from '../../../contract/calculatorEngine';
import { type CalculatorField, MODE_FIELDS } from '../../../contract/calculatorFields';
import { CALCULATOR_UNAVAILABLE } from '../../../contract/calculatorMessages';
import { ANNOUNCEMENTS } from '../../../contract/messages';
import { calculatorMachine } from '../../../machines/calculatorMachine';
import { announce } from '../../components/announcer';
import { useSessionDraft } from '../../components/sessionDraft';
import { prefersReducedMotion } from '../../components/useReducedMotion';
import { inspect } from '../../inspect';
import { countVisit } from '../../visits';
import { calculatorDraftOf, readCalculatorDraft, restoreEvents } from './calculatorDraft';
import { forOnePress, loadCalculate, loadCalculateWhenIdle } from './loadCalculate';

type FieldElement = HTMLInputElement | HTMLSelectElement;

/** The calculator's machine with the page's effects: focus, scrolling, the way to the form. */
export function useCalculator() {
  const fields = useRef<Partial<Record<CalculatorField, FieldElement | null>>>({});
  const result = useRef<HTMLElement>(null);
  const navigate = useNavigate();
  // True while a kept draft is replayed: the page stays where Back or the reload left it.
  const restoring = useRef(false);
  const [logic] = useState(() =>
    calculatorMachine.provide({
      actions: {
        focusFirstInvalidField: ({ context }) => {
          if (restoring.current) return;
          const invalid = MODE_FIELDS[context.mode].filter((field) => context.errors[field]);
          if (invalid.length > 0) announce(ANNOUNCEMENTS.formErrors(invalid.length));
          if (invalid[0]) fields.current[invalid[0]]?.focus();
        },
        revealEstimate: () => {
          if (restoring.current) return;
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
  // The sentence shown while the arithmetic's file could not be fetched (offline), until a press
  // fetches it.
  const [unavailable, setUnavailable] = useState(false);
  useEffect(loadCalculateWhenIdle, []);
  /** Asks for the estimate once the arithmetic is here; `quietly` while a kept draft is replayed. */
  const calculate = (quietly = false) =>
    loadCalculate().then(
      (engine: Calculate) => {
        setUnavailable(false);
        restoring.current = quietly;
        send({ type: 'CALCULATE', calculate: forOnePress(engine) });
        restoring.current = false;
      },
      () => setUnavailable(true),
    );
  const { mode, values, result: shown } = state.context;
  useSessionDraft(
    'calculator',
    calculatorDraftOf(mode, values, shown !== null),
    readCalculatorDraft,
    (draft) => {
      restoring.current = true;
      for (const event of restoreEvents(draft)) send(event);
      restoring.current = false;
      if (draft.calculated) void calculate(true);
    },
  );
  const fieldRef = (field: CalculatorField) => (element: FieldElement | null) => {
    fields.current[field] = element;
  };
  const announcement = unavailable
    ? CALCULATOR_UNAVAILABLE
    : (state.context.result?.announcement ?? '');
  return { state, send, calculate: () => void calculate(), announcement, fieldRef, result };
}
