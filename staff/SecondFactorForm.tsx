import { useEffect, useRef } from 'react';
import type { StaffSignInStep } from '../contract/staffAccess';
import { FormField, fieldControlProps } from '../src/components/FormField';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { STAFF_COPY } from './copy';
import { FocusedHeading } from './FocusedHeading';
import { AlertMessage } from './Messages';
import * as styles from './StaffConsole.css';

const COPY = STAFF_COPY.secondFactor;

interface SecondFactorFormProps {
  step: StaffSignInStep;
  code: string;
  error: string | undefined;
  errorMessage: string | null;
  busy: boolean;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onRestart: () => void;
}

/** The key as an app's manual entry shows it: groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The second step of signing in: the authenticator's code, or (first sign-in) the new
 * authenticator's QR code and key, confirmed by its first code.
 */
export function SecondFactorForm(props: SecondFactorFormProps) {
  const { step, error } = props;
  const enrolling = step.next === 'enrol';
  const codeRef = useRef<HTMLInputElement>(null);
  // Asked for a code, staff type it straight away: focus goes to the box, not the heading (the
  // heading still names the form). Enrolling starts at the heading, to read and scan first.
  useEffect(() => {
    if (!enrolling) codeRef.current?.focus();
  }, [enrolling]);
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <ScriptedForm
          className={styles.signIn}
          aria-labelledby="staff-code-heading"
          onSubmit={props.onSubmit}
        >
          {enrolling ? (
            <FocusedHeading id="staff-code-heading" level={1}>
              {COPY.enrolHeading}
            </FocusedHeading>
          ) : (
            <h1 id="staff-code-heading" className={styles.heading}>
              {COPY.heading}
            </h1>
          )}
          <AlertMessage message={props.errorMessage} />
          {step.next === 'enrol' && (
            <>
              <p>{COPY.enrolIntro}</p>
              <img
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(step.qrSvg)}`}
                alt={COPY.qrAlt}
                width={200}
                height={200}
              />
              <p>
                {COPY.secretLabel}: <code data-testid="totp-secret">{grouped(step.secret)}</code>
              </p>
            </>
          )}
          <FormField
            id="staff-code"
            label={COPY.code}
            required
            error={error}
            hint={enrolling ? undefined : COPY.codeHint}
          >
            <input
              {...fieldControlProps('staff-code', error, !enrolling)}
              ref={codeRef}
              className={form.input}
              name="code"
              autoComplete="one-time-code"
              inputMode={enrolling ? 'numeric' : 'text'}
              value={props.code}
              onChange={(event) => props.onChange(event.target.value)}
            />
          </FormField>
          <button type="submit" className={button({ tone: 'brand' })} disabled={props.busy}>
            {props.busy ? COPY.submitting : COPY.submit}
          </button>
          <button type="button" className={button({ tone: 'outline' })} onClick={props.onRestart}>
            {COPY.restart}
          </button>
        </ScriptedForm>
      </main>
    </div>
  );
}

/** The recovery codes, shown once after enrolment, until staff say they have kept them. */
export function RecoveryCodes({ codes, onKept }: { codes: string[]; onKept: () => void }) {
  return (
    <div className={styles.page}>
      <main className={styles.main}>
        <section className={styles.signIn} aria-labelledby="staff-recovery-heading">
          <FocusedHeading id="staff-recovery-heading" level={1}>
            {COPY.recoveryHeading}
          </FocusedHeading>
          <p>{COPY.recoveryIntro}</p>
          <ol aria-label={COPY.recoveryHeading}>
            {codes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ol>
          <button type="button" className={button({ tone: 'brand' })} onClick={onKept}>
            {COPY.recoveryKept}
          </button>
        </section>
      </main>
    </div>
  );
}
