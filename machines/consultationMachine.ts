import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import {
  type ConsultationRequest,
  type ConsultationResponse,
  consultationRequestSchema,
  isConsultationAccepted,
} from '../contract/consultations';
import type { ConsultationType } from '../contract/consultationTypes';
import { readFailure } from '../contract/errors';
import { CONSULTATION_MESSAGES as M } from '../contract/messages';
import { fieldErrors } from '../contract/text';
import { providedByView } from './providedByView';

// The consultation form of /apply-counsel (docs/architecture.md#machines, docs/product.md#text-rules, docs/product.md#messages): fill in, agree, send, and hear back
// in an alert. The request itself is the injected `submitConsultation` actor.

export interface ConsultationValues {
  consultation_type: ConsultationType | '';
  name: string;
  phone: string;
  content: string;
  /** Honeypot: people never see it, so anything typed here came from a bot. */
  website: string;
}
export type ConsultationField = keyof ConsultationValues;

export interface ConsultationContext {
  values: ConsultationValues;
  agreed: boolean;
  errors: Partial<Record<ConsultationField, string>>;
  /** The sentence the alert shows while in an alert state. */
  alertMessage: string;
}

export type ConsultationEvent =
  | { type: 'FIELD_CHANGED'; field: ConsultationField; value: string }
  | { type: 'AGREEMENT_CHANGED'; agreed: boolean }
  | { type: 'SUBMIT' }
  | { type: 'ALERT_DISMISSED' };

export const EMPTY_CONSULTATION: ConsultationValues = {
  consultation_type: '',
  name: '',
  phone: '',
  content: '',
  website: '',
};

function validate(values: ConsultationValues) {
  return v.safeParse(consultationRequestSchema, values);
}

/**
 * The alert text for a rejected request, exactly as docs/product.md#messages words it: the server's detail (else
 * its message) after the prefix, the no-response sentence, or otherwise the error's own message.
 */
export function consultationFailureMessage(error: unknown): string {
  const failure = readFailure(error);
  if (failure) {
    return failure.kind === 'network'
      ? M.noResponse
      : `${M.failedPrefix}${failure.detail || failure.message || M.unknownErrorShort}`;
  }
  return error instanceof Error && error.message ? error.message : M.unknownError;
}

export const consultationMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as ConsultationContext,
    events: {} as ConsultationEvent,
  },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    // Provided by the view (the API call); rejects with a CallFailure (contract/errors.ts).
    submitConsultation: providedByView<ConsultationResponse, ConsultationRequest>(
      'submitConsultation',
    ),
  },
  // Stryker restore all
  guards: {
    hasInvalidFields: ({ context }) => !validate(context.values).success,
    isAgreementMissing: ({ context }) => !context.agreed,
    wasAccepted: (_, params: { status: string }) => isConsultationAccepted(params.status),
  },
  actions: {
    rememberValue: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _fixed, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    rememberAgreement: assign({
      agreed: ({ event }) => {
        assertEvent(event, 'AGREEMENT_CHANGED');
        return event.agreed;
      },
    }),
    showFieldErrors: assign({
      errors: ({ context }) => {
        const result = validate(context.values);
        // Stryker disable next-line ConditionalExpression: the hasInvalidFields guard lets only a failing form reach this
        if (result.success) return {};
        return Object.fromEntries(
          fieldErrors(result.issues).map(({ field, message }) => [field, message]),
        );
      },
    }),
    // The view moves focus to the first field with a message.
    focusFirstInvalidField: () => {},
    askForAgreement: assign({ alertMessage: M.consentRequired }),
    announceSuccess: assign({ alertMessage: M.succeeded }),
    clearForm: assign({ values: EMPTY_CONSULTATION, agreed: false, errors: {} }),
    // A non-success status: the server's message, else the spec's unknown-error sentence.
    announceRefusal: assign((_, params: { message: string | undefined }) => ({
      alertMessage: params.message || M.unknownError,
    })),
    announceFailure: assign((_, params: { error: unknown }) => ({
      alertMessage: consultationFailureMessage(params.error),
    })),
    forgetAlert: assign({ alertMessage: '' }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector only; no view, route or #id target reads it
  id: 'consultation',
  initial: 'editing',
  context: { values: EMPTY_CONSULTATION, agreed: false, errors: {}, alertMessage: '' },
  states: {
    editing: {
      on: {
        FIELD_CHANGED: { actions: 'rememberValue' },
        AGREEMENT_CHANGED: { actions: 'rememberAgreement' },
        SUBMIT: [
          {
            guard: 'hasInvalidFields',
            actions: ['showFieldErrors', 'focusFirstInvalidField'],
          },
          { guard: 'isAgreementMissing', target: 'askingForAgreement' },
          { target: 'submitting' },
        ],
      },
    },
    askingForAgreement: {
      tags: ['alert'],
      entry: 'askForAgreement',
      on: { ALERT_DISMISSED: { target: 'editing', actions: 'forgetAlert' } },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitConsultation',
        src: 'submitConsultation',
        // Only reached through a successful validation, so the parse cannot fail here.
        input: ({ context }) => v.parse(consultationRequestSchema, context.values),
        onDone: [
          {
            guard: {
              type: 'wasAccepted',
              params: ({ event }) => ({ status: event.output.status }),
            },
            target: 'succeeded',
            actions: ['announceSuccess', 'clearForm'],
          },
          {
            target: 'failed',
            actions: {
              type: 'announceRefusal',
              params: ({ event }) => ({ message: event.output.message }),
            },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'announceFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    succeeded: {
      tags: ['alert'],
      on: { ALERT_DISMISSED: { target: 'editing', actions: 'forgetAlert' } },
    },
    failed: {
      tags: ['alert'],
      on: { ALERT_DISMISSED: { target: 'editing', actions: 'forgetAlert' } },
    },
  },
});
