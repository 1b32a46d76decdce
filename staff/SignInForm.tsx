import type { SignInField, StaffSessionContext } from '../machines/staffSessionMachine';
import { FormField, fieldControlProps } from '../src/components/FormField';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { STAFF_COPY as COPY } from './copy';
import { FocusedHeading } from './FocusedHeading';
import { AlertMessage, SuccessMessage } from './Messages';
import * as styles from './StaffConsole.css';

interface SignInFormProps {
  name: string;
  password: string;
  fieldErrors: StaffSessionContext['fieldErrors'];
  errorMessage: string | null;
  /** Not a failure: 로그아웃되었습니다 after signing out. */
  notice: string | null;
  busy: boolean;
  onChange: (field: SignInField, value: string) => void;
  onSubmit: () => void;
}

const CREDENTIALS = [
  { field: 'name', type: undefined, autoComplete: 'username' },
  { field: 'password', type: 'password', autoComplete: 'current-password' },
] as const;

/** Name and password; the reason it is shown again (session over) is read first. */
export function SignInForm(props: SignInFormProps) {
  const { fieldErrors, errorMessage, busy, onChange } = props;
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <ScriptedForm
          className={styles.signIn}
          aria-labelledby="staff-sign-in-heading"
          onSubmit={props.onSubmit}
        >
          <FocusedHeading id="staff-sign-in-heading" level={1}>
            {COPY.signIn.heading}
          </FocusedHeading>
          <AlertMessage message={errorMessage} />
          {props.notice && <SuccessMessage>{props.notice}</SuccessMessage>}
          {CREDENTIALS.map(({ field, type, autoComplete }) => (
            <FormField
              key={field}
              id={`staff-${field}`}
              label={COPY.signIn[field]}
              required
              error={fieldErrors[field]}
            >
              <input
                {...fieldControlProps(`staff-${field}`, fieldErrors[field])}
                className={form.input}
                name={field}
                type={type}
                autoComplete={autoComplete}
                value={props[field]}
                onChange={(event) => onChange(field, event.target.value)}
              />
            </FormField>
          ))}
          <button type="submit" className={button({ tone: 'brand' })} disabled={busy}>
            {busy ? COPY.signIn.submitting : COPY.signIn.submit}
          </button>
        </ScriptedForm>
      </main>
    </div>
  );
}
