import * as v from 'valibot';
import { assertEvent, assign, setup } from 'xstate';
import { type StaffOwnPassword, staffOwnPasswordFormSchema } from '../contract/staffOwnPassword';
import { fieldErrors } from '../contract/text';
import { providedByView } from './providedByView';
import { failedWith } from './staffFailure';

export const OWN_PASSWORD_FIELDS = ['current', 'password', 'confirm', 'code'] as const;
export type OwnPasswordField = (typeof OWN_PASSWORD_FIELDS)[number];

export interface OwnPasswordContext {
  form: Record<OwnPasswordField, string>;
  fieldErrors: Partial<Record<OwnPasswordField, string>>;
  errorMessage: string | null;
  /** Set once the password was changed; cleared when staff type again. */
  changed: boolean;
}

export type OwnPasswordEvent =
  | { type: 'FIELD_CHANGED'; field: OwnPasswordField; value: string }
  | { type: 'SUBMIT' };

const empty = { current: '', password: '', confirm: '', code: '' };
const check = (form: OwnPasswordContext['form']) => v.safeParse(staffOwnPasswordFormSchema, form);

/**
 * Changing one's own password: the current one, the new one twice and a current code, checked
 * against the contract before the call. A refusal keeps what was typed but the code (each code
 * is spent once); a change empties the form and says so.
 */
export const ownPasswordMachine = setup({
  // Stryker disable next-line ObjectLiteral: `types` is for TypeScript only; setup() ignores it
  types: { context: {} as OwnPasswordContext, events: {} as OwnPasswordEvent },
  actors: {
    // Stryker disable next-line all: a placeholder, replaced by its view (machine.provide)
    changeOwnPassword: providedByView<void, StaffOwnPassword>('changeOwnPassword'),
  },
  actions: {
    setField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _cleared, ...others } = context.fieldErrors;
      return {
        form: { ...context.form, [event.field]: event.value },
        fieldErrors: others,
        errorMessage: null,
        changed: false,
      };
    }),
    showFieldErrors: assign(({ context }) => {
      const errors: OwnPasswordContext['fieldErrors'] = {};
      for (const { field, message } of fieldErrors(check(context.form).issues ?? [])) {
        const known = OWN_PASSWORD_FIELDS.find((name) => name === field);
        if (known) errors[known] ??= message;
      }
      return { fieldErrors: errors };
    }),
  },
  guards: { isFormValid: ({ context }) => check(context.form).success },
}).createMachine({
  id: 'ownPassword',
  initial: 'editing',
  context: { form: empty, fieldErrors: {}, errorMessage: null, changed: false },
  states: {
    editing: {
      on: {
        FIELD_CHANGED: { actions: 'setField' },
        SUBMIT: [{ guard: 'isFormValid', target: 'changing' }, { actions: 'showFieldErrors' }],
      },
    },
    changing: {
      entry: assign({ errorMessage: null, changed: false }),
      invoke: {
        src: 'changeOwnPassword',
        input: ({ context }) => {
          const { confirm: _typedTwice, ...change } = v.parse(
            staffOwnPasswordFormSchema,
            context.form,
          );
          return change;
        },
        onDone: { target: 'editing', actions: assign({ form: empty, changed: true }) },
        onError: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            ...failedWith(event.error),
            form: { ...context.form, code: '' },
          })),
        },
      },
    },
  },
});
