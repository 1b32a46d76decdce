import { useMachine } from '@xstate/react';
import { useCallback } from 'react';
import { fromPromise } from 'xstate';
import { staffSessionMachine } from '../machines/staffSessionMachine';
import { loadStaffSession, signInStaff, signOutStaff, submitStaffCode } from './api';
import { ConsoleShell } from './ConsoleShell';
import { STAFF_COPY as COPY } from './copy';
import { RecoveryCodes, SecondFactorForm } from './SecondFactorForm';
import { SignInForm } from './SignInForm';
import * as styles from './StaffConsole.css';

/** The whole console: the session decides between the sign-in form and the signed-in console. */
export function StaffConsole() {
  const [state, send, actor] = useMachine(
    staffSessionMachine.provide({
      actors: {
        loadSession: fromPromise(() => loadStaffSession()),
        signIn: fromPromise(({ input }) => signInStaff(input)),
        submitCode: fromPromise(({ input }) => submitStaffCode(input)),
        signOut: fromPromise(({ input }) => signOutStaff(input.csrfToken)),
      },
    }),
  );
  const { session, step, recoveryCodes } = state.context;
  const onSessionEnded = useCallback(() => actor.send({ type: 'SESSION_ENDED' }), [actor]);

  if (state.matches('checking')) {
    return (
      <div className={styles.page}>
        <p role="status" className={styles.main}>
          {COPY.checkingSession}
        </p>
      </div>
    );
  }
  if (session && recoveryCodes && state.matches({ signedIn: 'keepingRecoveryCodes' })) {
    return (
      <RecoveryCodes codes={recoveryCodes} onKept={() => send({ type: 'RECOVERY_CODES_KEPT' })} />
    );
  }
  if (session) {
    return (
      <ConsoleShell
        session={session}
        signingOut={state.matches({ signedIn: 'signingOut' })}
        errorMessage={state.context.errorMessage}
        onSignOut={() => send({ type: 'SIGN_OUT' })}
        onSessionEnded={onSessionEnded}
      />
    );
  }
  if (step && (state.matches('awaitingCode') || state.matches('checkingCode'))) {
    return (
      <SecondFactorForm
        step={step}
        code={state.context.code}
        error={state.context.fieldErrors.code}
        errorMessage={state.context.errorMessage}
        busy={state.matches('checkingCode')}
        onChange={(value) => send({ type: 'CODE_CHANGED', value })}
        onSubmit={() => send({ type: 'SUBMIT_CODE' })}
        onRestart={() => send({ type: 'RESTART' })}
      />
    );
  }
  return (
    <SignInForm
      name={state.context.name}
      password={state.context.password}
      fieldErrors={state.context.fieldErrors}
      errorMessage={state.context.errorMessage}
      notice={state.context.notice}
      busy={state.matches('signingIn')}
      onChange={(field, value) => send({ type: 'FIELD_CHANGED', field, value })}
      onSubmit={() => send({ type: 'SUBMIT' })}
    />
  );
}
