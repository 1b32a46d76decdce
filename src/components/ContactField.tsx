import * as form from '../styles/form.css';
import { FormField } from './FormField';
import type { FormFields } from './useFormFields';

/** What the consultation and job forms ask alike, and how each is typed and autofilled. */
const CONTACT_INPUTS: Record<
  'name' | 'email' | 'phone',
  { type: string; autoComplete: string; inputMode?: 'tel' }
> = {
  name: { type: 'text', autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  // Spec §5: a tel field with an example, and no format check.
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
};

type ContactKind = keyof typeof CONTACT_INPUTS;

interface ContactFieldProps<K extends ContactKind> {
  kind: K;
  /** The form's copy, which names the question `…Label` and gives an example as `…Placeholder`. */
  copy: Record<`${K}Label`, string> & Partial<Record<`${K}Placeholder`, string>>;
  error: string | undefined;
  /** The form's binding of the field (useFormFields' `controlProps`). */
  control: ReturnType<FormFields<string>['controlProps']>;
}

/** A required contact detail (name, e-mail, phone) of a public form. */
export function ContactField<K extends ContactKind>({
  kind,
  copy,
  error,
  control,
}: ContactFieldProps<K>) {
  const input = CONTACT_INPUTS[kind];
  return (
    <FormField id={control.id} label={copy[`${kind}Label`]} required error={error}>
      <input
        className={form.input}
        type={input.type}
        autoComplete={input.autoComplete}
        inputMode={input.inputMode}
        placeholder={copy[`${kind}Placeholder`]}
        required
        {...control}
      />
    </FormField>
  );
}
