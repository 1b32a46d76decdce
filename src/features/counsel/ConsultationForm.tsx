import { useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { CounselDraft } from '../../../contract/counselDraft';
import { CONSULTATION_MESSAGES } from '../../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../../contract/site';
import { type ConsultationField, consultationMachine } from '../../../machines/consultationMachine';
import { submitConsultation } from '../../api/consultations';
import { AlertDialog } from '../../components/AlertDialog';
import { announce } from '../../components/announcer';
import { ConsentField } from '../../components/ConsentField';
import { ConsultationTypeOptions } from '../../components/ConsultationTypeOptions';
import { ContactField } from '../../components/ContactField';
import { FormField } from '../../components/FormField';
import { SubmitForm } from '../../components/SubmitForm';
import { nonEmptyValues, readTextValues, useSessionDraft } from '../../components/sessionDraft';
import { useFormFields } from '../../components/useFormFields';
import { COUNSEL_FORM_COPY as copy } from '../../content/counsel';
import { CONSULTATION_CONSENT } from '../../content/privacy';
import { inspect } from '../../inspect';

import * as form from '../../styles/form.css';

const FIELD_ORDER: readonly ConsultationField[] = ['consultation_type', 'name', 'phone', 'content'];
/** What Back, Forward and a reload bring back: every field but the honeypot; consent is asked again. */
const KEPT_FIELDS = FIELD_ORDER;
const readKept = (value: unknown) => readTextValues(value, KEPT_FIELDS);

export interface ConsultationFormProps {
  headingId: string;
  /** The type and summary /calculator carried here; the visitor edits them like any input. */
  draft?: CounselDraft | null;
}

export function ConsultationForm({ headingId, draft = null }: ConsultationFormProps) {
  const formFields = useFormFields(FIELD_ORDER);
  const [logic] = useState(() =>
    consultationMachine.provide({
      actors: {
        submitConsultation: fromPromise(({ input, signal }) => submitConsultation(input, signal)),
      },
      actions: {
        focusFirstInvalidField: ({ context }) => formFields.focusFirstInvalid(context.errors),
      },
    }),
  );
  const [state, send] = useMachine(logic, { inspect });
  const { values, errors, agreed, alertMessage } = state.context;
  const navigate = useNavigate();
  // Filled in after mount, as if typed: the prerendered page has no draft, so hydration matches;
  // and anything the visitor typed before hydration is announced afterwards and wins. What this
  // tab kept of the form comes first, the estimate just carried from /calculator over it.
  useSessionDraft('consultation', nonEmptyValues(values, KEPT_FIELDS), readKept, (kept) => {
    for (const field of KEPT_FIELDS) {
      const value = kept[field];
      if (value !== undefined) send({ type: 'FIELD_CHANGED', field, value });
    }
  });
  const [carried] = useState(draft);
  useEffect(() => {
    if (!carried) return;
    send({ type: 'FIELD_CHANGED', field: 'consultation_type', value: carried.consultation_type });
    send({ type: 'FIELD_CHANGED', field: 'content', value: carried.content });
    announce(copy.carriedAnnouncement);
    // Used once: the kept draft now holds it, so Back or a reload brings back what the visitor
    // made of it rather than the estimate's words again.
    void navigate({
      to: '.',
      replace: true,
      resetScroll: false,
      state: (previous) => ({ ...previous, counselDraft: undefined }),
    });
  }, [carried, send, navigate]);
  const busy = state.hasTag('busy');

  const { fieldId } = formFields;
  const fieldProps = (field: ConsultationField, hasHint = false) =>
    formFields.controlProps(field, {
      value: values[field],
      error: errors[field],
      hasHint,
      onChange: (value) => send({ type: 'FIELD_CHANGED', field, value }),
    });

  return (
    <>
      <SubmitForm
        headingId={headingId}
        intro={copy.intro}
        busy={busy}
        submitLabel={copy.submit}
        busyLabel={CONSULTATION_MESSAGES.submitting}
        onSubmit={() => send({ type: 'SUBMIT' })}
        action={NATIVE_FORM_PATHS.consultation.action}
      >
        <div className={form.row}>
          <FormField
            id={fieldId('consultation_type')}
            label={copy.typeLabel}
            required
            error={errors.consultation_type}
          >
            <select className={form.input} required {...fieldProps('consultation_type')}>
              <ConsultationTypeOptions placeholder={copy.typePlaceholder} />
            </select>
          </FormField>
          <ContactField kind="name" copy={copy} error={errors.name} control={fieldProps('name')} />
        </div>
        <ContactField kind="phone" copy={copy} error={errors.phone} control={fieldProps('phone')} />
        <FormField
          id={fieldId('content')}
          label={copy.contentLabel}
          hint={carried ? copy.carriedHint : undefined}
          error={errors.content}
        >
          <textarea
            className={form.textarea}
            placeholder={copy.contentPlaceholder}
            {...fieldProps('content', Boolean(carried))}
          />
        </FormField>
        <div className={form.honeypot} aria-hidden="true">
          <label htmlFor={fieldId('website')}>{copy.honeypotLabel}</label>
          <input
            id={fieldId('website')}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) =>
              send({ type: 'FIELD_CHANGED', field: 'website', value: event.target.value })
            }
          />
        </div>
        <ConsentField
          consent={CONSULTATION_CONSENT}
          checked={agreed}
          onChange={(checked) => send({ type: 'AGREEMENT_CHANGED', agreed: checked })}
        />
      </SubmitForm>
      {state.hasTag('alert') && (
        <AlertDialog message={alertMessage} onClose={() => send({ type: 'ALERT_DISMISSED' })} />
      )}
    </>
  );
}
