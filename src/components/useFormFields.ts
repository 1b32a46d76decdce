import { type ChangeEvent, useId, useMemo, useRef } from 'react';
import { ANNOUNCEMENTS } from '../../contract/messages';
import { announce } from './announcer';
import { fieldControlProps } from './FormField';

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldBinding {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** The field has a hint under it that the control should point at. */
  hasHint?: boolean;
}

/**
 * What a public form (consultation, job application) does alike for its fields: ids the labels,
 * hints and errors derive from, the elements kept so a machine's `focusFirstInvalidField` can
 * focus the first field with an error, and the props binding a text control to its machine.
 */
export function useFormFields<F extends string>(order: readonly F[]) {
  const id = useId();
  const elements = useRef<Partial<Record<F, FieldElement | null>>>({});
  return useMemo(() => {
    const fieldId = (field: F) => `${id}-${field}`;
    const register = (field: F) => (element: FieldElement | null) => {
      elements.current[field] = element;
    };
    return {
      /** The field's element, once rendered. */
      element: (field: F) => elements.current[field] ?? null,
      fieldId,
      register,
      /** Focuses the first field, in form order, that has an error, and says how many have one. */
      focusFirstInvalid(errors: Partial<Record<F, string>>) {
        const invalid = order.filter((field) => errors[field]);
        if (invalid.length === 0) return;
        announce(ANNOUNCEMENTS.formErrors(invalid.length));
        elements.current[invalid[0] as F]?.focus();
      },
      /** Spread on an input, select or textarea that a machine's FIELD_CHANGED drives. */
      controlProps(field: F, binding: FieldBinding) {
        return {
          ...fieldControlProps(fieldId(field), binding.error, binding.hasHint),
          name: field,
          value: binding.value,
          ref: register(field),
          onChange: (event: ChangeEvent<FieldElement>) => binding.onChange(event.target.value),
        };
      },
    };
  }, [id, order]);
}

export type FormFields<F extends string> = ReturnType<typeof useFormFields<F>>;
