import { type ChangeEvent, type ReactNode, useEffect, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { JobPosition } from '../../../contract/jobPositions';
import { FILE_ACCEPT, type FileField } from '../../../contract/jobs';
import { JOB_MESSAGES } from '../../../contract/messages';
import { NATIVE_FORM_PATHS } from '../../../contract/site';
import type {
  JobApplicationEvent,
  JobField,
  JobTextField,
  jobApplicationMachine,
} from '../../../machines/jobApplicationMachine';
import { ConsentField } from '../../components/ConsentField';
import { ContactField } from '../../components/ContactField';
import { FormField, fieldControlProps } from '../../components/FormField';
import { OptionList } from '../../components/OptionList';
import { SubmitForm } from '../../components/SubmitForm';
import type { FormFields } from '../../components/useFormFields';
import { JOB_FORM_COPY as copy, JOB_SUCCESS_COPY } from '../../content/jobs';
import { JOB_CONSENT } from '../../content/privacy';
import { button } from '../../styles/button.css';
import * as form from '../../styles/form.css';
import * as styles from './JobPage.css';
import { readChosenFile } from './readChosenFile';

type Snapshot = SnapshotFrom<typeof jobApplicationMachine>;

const FILE_FIELDS: readonly FileField[] = ['resume', 'portfolio'];

export interface JobApplicationFormProps {
  state: Snapshot;
  send: (event: JobApplicationEvent) => void;
  actor: ActorRefFrom<typeof jobApplicationMachine>;
  formFields: FormFields<JobField>;
  headingId: string;
  /** The positions the select offers: the open ones (decision 151). */
  positions: readonly JobPosition[];
  onReset: () => void;
}

/** The application form, or the success view once it has been submitted. */
export function JobApplicationForm(props: JobApplicationFormProps) {
  const { state, onReset } = props;
  if (state.matches('submitted') && state.context.applicant) {
    return (
      <SuccessView
        name={state.context.applicant.name}
        email={state.context.applicant.email}
        onReset={onReset}
      />
    );
  }
  return <ApplicationForm {...props} />;
}

function SuccessView({
  name,
  email,
  onReset,
}: {
  name: string;
  email: string;
  onReset: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: focus moves to the news that replaced it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success} role="status">
      <h3 ref={heading} tabIndex={-1} className={styles.successTitle}>
        {JOB_MESSAGES.succeeded}
      </h3>
      <p className={styles.successText}>{JOB_SUCCESS_COPY.body(name, email)}</p>
      <button type="button" className={button({ tone: 'outline' })} onClick={onReset}>
        {JOB_SUCCESS_COPY.reset}
      </button>
    </div>
  );
}

function ApplicationForm({
  state,
  send,
  actor,
  formFields,
  headingId,
  positions,
}: JobApplicationFormProps) {
  const { values, errors, agreed, serverDetail } = state.context;
  const busy = state.hasTag('busy');
  const failed = state.matches({ filling: 'failed' });

  const { fieldId, register } = formFields;
  const textProps = (field: JobTextField) =>
    formFields.controlProps(field, {
      value: values[field],
      error: errors[field],
      onChange: (value) => send({ type: 'FIELD_CHANGED', field, value }),
    });

  const takeFile = async (field: FileField, input: HTMLInputElement) => {
    const file = input.files?.[0] ?? null;
    send({ type: 'FILE_CHOSEN', field, file: file ? await readChosenFile(file) : null });
    // A rejected file must not look attached: the machine kept none, so the input shows none.
    if (!actor.getSnapshot().context.files[field]) input.value = '';
  };
  const chooseFile = (field: FileField) => (event: ChangeEvent<HTMLInputElement>) =>
    takeFile(field, event.currentTarget);
  // After a reload or Back the browser may put the file chosen before back into its input, which
  // no change event reports: the form takes it as chosen, so what the page shows is what is sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    for (const field of FILE_FIELDS) {
      const input = formFields.element(field);
      if (
        input instanceof HTMLInputElement &&
        input.files?.length &&
        !actor.getSnapshot().context.files[field]
      ) {
        void takeFile(field, input);
      }
    }
  }, []);
  /** A question of the form: its label (marked when required), any hint, and its error. */
  const question = (
    field: JobField,
    label: string,
    control: ReactNode,
    { required = true, hint }: { required?: boolean; hint?: string } = {},
  ) => (
    <FormField
      id={fieldId(field)}
      label={label}
      required={required}
      hint={hint}
      error={errors[field]}
    >
      {control}
    </FormField>
  );
  const fileField = (field: FileField, label: string, hint: string, required: boolean) =>
    question(
      field,
      label,
      <input
        {...fieldControlProps(fieldId(field), errors[field], true)}
        ref={register(field)}
        className={form.file}
        type="file"
        name={field}
        accept={FILE_ACCEPT[field]}
        required={required}
        onChange={chooseFile(field)}
      />,
      { required, hint },
    );
  /** The two answers written at length; only the introduction is required. */
  const essay = (field: 'introduction' | 'experience', required: boolean) =>
    question(
      field,
      copy[`${field}Label`],
      <textarea
        className={form.textarea}
        placeholder={copy[`${field}Placeholder`]}
        required={required}
        {...textProps(field)}
      />,
      { required },
    );

  return (
    <SubmitForm
      headingId={headingId}
      intro={copy.intro}
      busy={busy}
      submitLabel={copy.submit}
      busyLabel={copy.submitting}
      onSubmit={() => send({ type: 'SUBMIT' })}
      action={NATIVE_FORM_PATHS.job.action}
      encType="multipart/form-data"
    >
      <div className={form.row}>
        <ContactField kind="name" copy={copy} error={errors.name} control={textProps('name')} />
        <ContactField kind="email" copy={copy} error={errors.email} control={textProps('email')} />
      </div>
      <div className={form.row}>
        <ContactField kind="phone" copy={copy} error={errors.phone} control={textProps('phone')} />
        {question(
          'position',
          copy.positionLabel,
          <select className={form.input} required {...textProps('position')}>
            <OptionList
              values={positions.map((position) => position.id)}
              label={(id) => positions.find((position) => position.id === id)?.title}
              empty={copy.positionPlaceholder}
            />
          </select>,
        )}
      </div>
      {essay('introduction', true)}
      {essay('experience', false)}
      <div className={form.row}>
        {fileField('resume', copy.resumeLabel, copy.resumeHint, true)}
        {fileField('portfolio', copy.portfolioLabel, copy.portfolioHint, false)}
      </div>
      <ConsentField
        consent={JOB_CONSENT}
        checked={agreed}
        error={errors.privacyAgreement}
        name="privacyAgreement"
        inputRef={register('privacyAgreement')}
        onChange={(checked) => send({ type: 'AGREEMENT_CHANGED', agreed: checked })}
      />
      {failed && (
        <div className={styles.failure} role="alert">
          <p>{JOB_MESSAGES.failed}</p>
          {serverDetail && <p className={styles.failureDetail}>{serverDetail}</p>}
        </div>
      )}
    </SubmitForm>
  );
}
