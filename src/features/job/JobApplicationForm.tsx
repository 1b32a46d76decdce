import { type ChangeEvent, type RefObject, useEffect, useId, useRef } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { FILE_ACCEPT, type FileField, JOB_POSITION_IDS } from '../../../contract/jobs';
import { JOB_MESSAGES } from '../../../contract/messages';
import type {
  JobApplicationEvent,
  JobField,
  JobTextField,
  jobApplicationMachine,
} from '../../../machines/jobApplicationMachine';
import { ConsentField } from '../../components/ConsentField';
import { JOB_FORM_COPY as copy, JOB_POSITIONS, JOB_SUCCESS_COPY } from '../../content/jobs';
import { JOB_CONSENT } from '../../content/privacy';
import { button } from '../../styles/button.css';
import * as form from '../../styles/form.css';
import * as styles from './JobPage.css';
import { readChosenFile } from './readChosenFile';

type Snapshot = SnapshotFrom<typeof jobApplicationMachine>;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
export type JobFieldRefs = RefObject<Partial<Record<JobField, FieldElement | null>>>;

const POSITION_TITLES = Object.fromEntries(JOB_POSITIONS.map((p) => [p.id, p.title]));

export interface JobApplicationFormProps {
  state: Snapshot;
  send: (event: JobApplicationEvent) => void;
  actor: ActorRefFrom<typeof jobApplicationMachine>;
  fields: JobFieldRefs;
  headingId: string;
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

function ApplicationForm({ state, send, actor, fields, headingId }: JobApplicationFormProps) {
  const id = useId();
  const { values, errors, agreed, serverDetail } = state.context;
  const busy = state.hasTag('busy');
  const failed = state.matches({ filling: 'failed' });

  const errorId = (field: JobField) => `${id}-${field}-error`;
  const describedBy = (field: JobField, hintId?: string) =>
    [hintId, errors[field] ? errorId(field) : undefined].filter(Boolean).join(' ') || undefined;
  const register = (field: JobField) => (element: FieldElement | null) => {
    fields.current[field] = element;
  };
  const textProps = (field: JobTextField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    ref: register(field),
    onChange: (event: ChangeEvent<FieldElement>) =>
      send({ type: 'FIELD_CHANGED', field, value: event.target.value }),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': describedBy(field),
  });
  const message = (field: JobField) =>
    errors[field] && (
      <p id={errorId(field)} className={form.error}>
        {errors[field]}
      </p>
    );
  const label = (field: JobField, text: string, required: boolean) => (
    <label className={form.label} htmlFor={`${id}-${field}`}>
      {text}
      {required && (
        <span className={form.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );

  const chooseFile = (field: FileField) => async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0] ?? null;
    send({ type: 'FILE_CHOSEN', field, file: file ? await readChosenFile(file) : null });
    // A rejected file must not look attached: the machine kept none, so the input shows none.
    if (!actor.getSnapshot().context.files[field]) input.value = '';
  };
  const fileField = (field: FileField, text: string, hint: string, required: boolean) => (
    <div className={form.field}>
      {label(field, text, required)}
      <input
        id={`${id}-${field}`}
        ref={register(field)}
        className={form.file}
        type="file"
        name={field}
        accept={FILE_ACCEPT[field]}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(field, `${id}-${field}-hint`)}
        onChange={chooseFile(field)}
      />
      <p id={`${id}-${field}-hint`} className={form.hint}>
        {hint}
      </p>
      {message(field)}
    </div>
  );

  return (
    <form
      className={form.form}
      noValidate
      aria-labelledby={headingId}
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
    >
      <p className={form.hint}>{copy.intro}</p>
      <div className={form.row}>
        <div className={form.field}>
          {label('name', copy.nameLabel, true)}
          <input
            className={form.input}
            type="text"
            autoComplete="name"
            required
            {...textProps('name')}
          />
          {message('name')}
        </div>
        <div className={form.field}>
          {label('email', copy.emailLabel, true)}
          <input
            className={form.input}
            type="email"
            autoComplete="email"
            placeholder={copy.emailPlaceholder}
            required
            {...textProps('email')}
          />
          {message('email')}
        </div>
      </div>
      <div className={form.row}>
        <div className={form.field}>
          {label('phone', copy.phoneLabel, true)}
          <input
            className={form.input}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder={copy.phonePlaceholder}
            required
            {...textProps('phone')}
          />
          {message('phone')}
        </div>
        <div className={form.field}>
          {label('position', copy.positionLabel, true)}
          <select className={form.input} required {...textProps('position')}>
            <option value="">{copy.positionPlaceholder}</option>
            {JOB_POSITION_IDS.map((position) => (
              <option key={position} value={position}>
                {POSITION_TITLES[position]}
              </option>
            ))}
          </select>
          {message('position')}
        </div>
      </div>
      <div className={form.field}>
        {label('introduction', copy.introductionLabel, true)}
        <textarea
          className={form.textarea}
          placeholder={copy.introductionPlaceholder}
          required
          {...textProps('introduction')}
        />
        {message('introduction')}
      </div>
      <div className={form.field}>
        {label('experience', copy.experienceLabel, false)}
        <textarea
          className={form.textarea}
          placeholder={copy.experiencePlaceholder}
          {...textProps('experience')}
        />
        {message('experience')}
      </div>
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
      {/* aria-disabled keeps focus on the button while the upload runs; SUBMIT is then ignored. */}
      <button
        type="submit"
        className={`${button({ tone: 'brand', size: 'lg' })} ${form.submit}`}
        aria-disabled={busy}
      >
        {busy ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
