import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import { type ReviewCreate, type ReviewPublic, reviewCreateSchema } from '../contract/reviews';
import { fieldErrors } from '../contract/text';
import { providedByView } from './providedByView';
import { reviewErrorMessage, serverFieldErrors } from './reviewFailure';

export interface ReviewWriteForm {
  username: string;
  password: string;
  consultation_type: string;
  title: string;
  content: string;
}
export type ReviewWriteField = keyof ReviewWriteForm;

export interface ReviewWriteContext {
  form: ReviewWriteForm;
  fieldErrors: Partial<Record<ReviewWriteField, string>>;
  errorMessage: string | null;
}

export type ReviewWriteEvent =
  | { type: 'FIELD_CHANGED'; field: ReviewWriteField; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP_WRITING' };

export const emptyReviewForm: ReviewWriteForm = {
  username: '',
  password: '',
  consultation_type: '',
  title: '',
  content: '',
};

const FIELDS = Object.keys(emptyReviewForm) as ReviewWriteField[];

function formErrors(form: ReviewWriteForm): ReviewWriteContext['fieldErrors'] {
  const result = v.safeParse(reviewCreateSchema, form);
  const errors: ReviewWriteContext['fieldErrors'] = {};
  // Stryker disable next-line ArrayDeclaration: reached only after the validity guard said no, so the parse always has issues
  for (const { field, message } of fieldErrors(result.issues ?? [])) {
    // Stryker disable next-line ConditionalExpression: reviewCreateSchema checks exactly the form's fields
    if ((FIELDS as string[]).includes(field)) errors[field as ReviewWriteField] = message;
  }
  return errors;
}

/**
 * Writing a review (docs/architecture.md#machines): the form is checked against the same contract schema the server
 * uses, sent once (a second submit is impossible while `submitting`), and a cancel asks first
 * when anything was typed. `done` means the dialog closes; a new dialog starts a fresh form.
 */
export const reviewWriteMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: {
    context: {} as ReviewWriteContext,
    events: {} as ReviewWriteEvent,
  },
  actors: {
    // Stryker disable all: placeholders, each replaced by its view (machine.provide): never run
    createReview: providedByView<ReviewPublic, ReviewCreate>('createReview'),
  },
  // Stryker restore all
  actions: {
    /** Tells the board to return to page 1 and reload. */
    reportWritten: () => {},
    setField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _cleared, ...otherErrors } = context.fieldErrors;
      return { form: { ...context.form, [event.field]: event.value }, fieldErrors: otherErrors };
    }),
    showFieldErrors: assign(({ context }) => ({
      fieldErrors: formErrors(context.form),
      errorMessage: null,
    })),
    resetForm: assign({ form: emptyReviewForm, fieldErrors: {}, errorMessage: null }),
  },
  guards: {
    isFormValid: ({ context }) => v.is(reviewCreateSchema, context.form),
    hasTypedAnything: ({ context }) => FIELDS.some((field) => context.form[field].trim() !== ''),
  },
}).createMachine({
  // Stryker disable next-line StringLiteral: the machine's id names it in the inspector only; no view, route or #id target reads it
  id: 'reviewWrite',
  initial: 'editing',
  context: { form: emptyReviewForm, fieldErrors: {}, errorMessage: null },
  states: {
    editing: {
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        SUBMIT: [{ guard: 'isFormValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
        CANCEL: [{ guard: 'hasTypedAnything', target: 'confirmingCancel' }, { target: 'done' }],
      },
    },
    confirmingCancel: {
      on: {
        // Emptied on the way out, so the tab's kept draft goes with what the visitor threw away.
        CONFIRM_CANCEL: { target: 'done', actions: 'resetForm' },
        KEEP_WRITING: 'editing',
      },
    },
    submitting: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'createReview',
        src: 'createReview',
        input: ({ context }) => v.parse(reviewCreateSchema, context.form),
        onDone: { target: 'done', actions: ['resetForm', 'reportWritten'] },
        onError: {
          // Everything typed stays; the server's field messages (422) go next to their fields.
          target: 'editing',
          actions: assign({
            errorMessage: ({ event }) => reviewErrorMessage(event.error),
            fieldErrors: ({ event }) => serverFieldErrors(event.error),
          }),
        },
      },
    },
    done: { type: 'final' },
  },
});
