import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import { failureOf } from '../contract/errors';
import {
  checkFile,
  type FileField,
  type JobApplicationFields,
  type JobPositionId,
  jobApplicationFieldsSchema,
} from '../contract/jobs';
import type { FieldError } from '../contract/text';
import { fieldErrors } from '../contract/text';
import { providedByView } from './providedByView';

// The application form of /job (docs/architecture.md#machines, docs/product.md#text-rules, docs/product.md#job): fill in, attach files that are checked
// on selection, send, see the success view, and start again. The request itself is the injected
// `submitApplication` actor.

export interface JobApplicationValues {
  name: string;
  email: string;
  phone: string;
  position: JobPositionId | '';
  introduction: string;
  experience: string;
}
export type JobTextField = keyof JobApplicationValues;
export type JobField = JobTextField | FileField | 'privacyAgreement';

/** A chosen file with its first bytes, which decide what it really is. */
export interface ChosenFile<F = Blob> {
  file: F;
  name: string;
  size: number;
  head: Uint8Array;
}

export interface JobApplicationRequest<F = Blob> {
  fields: JobApplicationFields;
  resume: F;
  portfolio: F | null;
}

export interface JobApplicationContext {
  values: JobApplicationValues;
  agreed: boolean;
  files: Record<FileField, ChosenFile | null>;
  errors: Partial<Record<JobField, string>>;
  /** The server's own sentence after a refused submission, shown under the spec's failure text. */
  serverDetail: string;
  /** Echoed by the success view. */
  applicant: { name: string; email: string } | null;
}

export type JobApplicationEvent =
  | { type: 'FIELD_CHANGED'; field: JobTextField; value: string }
  | { type: 'AGREEMENT_CHANGED'; agreed: boolean }
  | { type: 'FILE_CHOSEN'; field: FileField; file: ChosenFile | null }
  | { type: 'POSITION_CHOSEN'; position: JobPositionId }
  | { type: 'SUBMIT' }
  | { type: 'RESET' };

export const EMPTY_APPLICATION: JobApplicationValues = {
  name: '',
  email: '',
  phone: '',
  position: '',
  introduction: '',
  experience: '',
};

/** The fields in the order the form shows them: errors are listed and the first one focused in this order. */
export const FIELD_ORDER: readonly JobField[] = [
  'name',
  'email',
  'phone',
  'position',
  'introduction',
  'experience',
  'resume',
  'portfolio',
  'privacyAgreement',
];

/** Every problem of the form, one message per field, in the order the fields appear. */
export function applicationErrors(
  context: Pick<JobApplicationContext, 'values' | 'agreed' | 'files'>,
): Partial<Record<JobField, string>> {
  const errors: Partial<Record<JobField, string>> = {};
  const parsed = v.safeParse(jobApplicationFieldsSchema, {
    ...context.values,
    privacyAgreement: context.agreed,
  });
  if (!parsed.success) {
    for (const { field, message } of fieldErrors(parsed.issues)) {
      errors[field as JobField] = message;
    }
  }
  // Files were checked when chosen; a rejected one is never kept, so only absence remains.
  const resumeMissing = checkFile('resume', context.files.resume);
  // Stryker disable next-line ConditionalExpression: an unset message is dropped by the FIELD_ORDER filter below
  if (resumeMissing) errors.resume = resumeMissing;
  return Object.fromEntries(
    FIELD_ORDER.filter((field) => errors[field]).map((field) => [field, errors[field]]),
  );
}

function withoutError(errors: JobApplicationContext['errors'], field: JobField) {
  const { [field]: _fixed, ...rest } = errors;
  return rest;
}

const emptyForm = {
  values: EMPTY_APPLICATION,
  agreed: false,
  files: { resume: null, portfolio: null },
  errors: {},
  serverDetail: '',
} satisfies Omit<JobApplicationContext, 'applicant'>;

export const jobApplicationMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as JobApplicationContext,
    events: {} as JobApplicationEvent,
  },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    // Provided by the view (the multipart upload); rejects with a CallFailure (contract/errors.ts).
    submitApplication: providedByView<unknown, JobApplicationRequest>('submitApplication'),
  },
  // Stryker restore all
  guards: {
    hasErrors: ({ context }) => Object.keys(applicationErrors(context)).length > 0,
  },
  actions: {
    rememberValue: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      return {
        values: { ...context.values, [event.field]: event.value },
        errors: withoutError(context.errors, event.field),
      };
    }),
    rememberPosition: assign(({ context, event }) => {
      assertEvent(event, 'POSITION_CHOSEN');
      return {
        values: { ...context.values, position: event.position },
        errors: withoutError(context.errors, 'position'),
      };
    }),
    rememberAgreement: assign(({ context, event }) => {
      assertEvent(event, 'AGREEMENT_CHANGED');
      return { agreed: event.agreed, errors: withoutError(context.errors, 'privacyAgreement') };
    }),
    // A file is kept only when it passes; otherwise its message replaces it.
    checkChosenFile: assign(({ context, event }) => {
      assertEvent(event, 'FILE_CHOSEN');
      const problem = event.file ? checkFile(event.field, event.file) : null;
      const errors = withoutError(context.errors, event.field);
      return {
        files: { ...context.files, [event.field]: problem ? null : event.file },
        errors: problem ? { ...errors, [event.field]: problem } : errors,
      };
    }),
    // A résumé refused when chosen keeps its reason (the types allowed, the size) rather than
    // turning into "attach a file" beside the name the visitor just picked.
    showErrors: assign({
      errors: ({ context }) => {
        const errors = applicationErrors(context);
        if (errors.resume && context.errors.resume) errors.resume = context.errors.resume;
        return errors;
      },
    }),
    // The view moves focus to the first field with a message.
    focusFirstInvalidField: () => {},
    forgetServerDetail: assign({ serverDetail: '' }),
    rememberApplicant: assign({
      applicant: ({ context }) => ({
        name: context.values.name.trim(),
        email: context.values.email.trim(),
      }),
    }),
    clearForm: assign(emptyForm),
    forgetApplicant: assign({ applicant: null }),
    showServerFailure: assign(({ context }, params: { error: unknown }) => {
      const failure = failureOf(params.error);
      const answered: { detail?: string; errors?: readonly FieldError[] } =
        failure.kind === 'http' ? failure : {};
      const fromServer = Object.fromEntries(
        // Stryker disable next-line ArrayDeclaration: a stand-in entry has no field in FIELD_ORDER, so the filter below drops it
        (answered.errors ?? [])
          .filter(({ field }) => (FIELD_ORDER as readonly string[]).includes(field))
          .map(({ field, message }) => [field, message]),
      );
      return {
        serverDetail: answered.detail ?? '',
        errors: { ...context.errors, ...fromServer },
      };
    }),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector only; no view, route or #id target reads it
  id: 'jobApplication',
  initial: 'filling',
  context: { ...emptyForm, applicant: null },
  states: {
    filling: {
      initial: 'editing',
      on: {
        FIELD_CHANGED: { actions: 'rememberValue' },
        AGREEMENT_CHANGED: { actions: 'rememberAgreement' },
        FILE_CHOSEN: { actions: 'checkChosenFile' },
        POSITION_CHOSEN: { actions: 'rememberPosition' },
        SUBMIT: [
          {
            guard: 'hasErrors',
            target: '.editing',
            actions: ['showErrors', 'forgetServerDetail', 'focusFirstInvalidField'],
          },
          { target: 'submitting', actions: 'forgetServerDetail' },
        ],
      },
      states: {
        editing: {},
        // The form stays as typed, under the spec's failure text.
        failed: {},
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitApplication',
        src: 'submitApplication',
        input: ({ context }) => ({
          // Only reached when applicationErrors found nothing, so these cannot fail.
          fields: v.parse(jobApplicationFieldsSchema, {
            ...context.values,
            privacyAgreement: context.agreed,
          }),
          resume: (context.files.resume as ChosenFile).file,
          portfolio: context.files.portfolio?.file ?? null,
        }),
        onDone: { target: 'submitted', actions: ['rememberApplicant', 'clearForm'] },
        onError: {
          target: 'filling.failed',
          actions: { type: 'showServerFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    submitted: {
      on: {
        RESET: { target: 'filling', actions: 'forgetApplicant' },
        // Choosing a position from a card after applying starts a new application for it.
        POSITION_CHOSEN: { target: 'filling', actions: ['forgetApplicant', 'rememberPosition'] },
      },
    },
  },
});
