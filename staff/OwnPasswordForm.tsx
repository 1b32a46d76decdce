import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { STAFF_OWN_PASSWORD_COPY as COPY } from '../contract/staffOwnPassword';
import { OWN_PASSWORD_FIELDS, ownPasswordMachine } from '../machines/ownPasswordMachine';
import { FormField, fieldControlProps } from '../src/components/FormField';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import type { StaffApi } from './api';
import { AlertMessage, SuccessMessage } from './Messages';
import * as styles from './StaffConsole.css';

const CONTROLS = {
  current: { type: 'password', autoComplete: 'current-password', inputMode: undefined },
  password: { type: 'password', autoComplete: 'new-password', inputMode: undefined },
  confirm: { type: 'password', autoComplete: 'new-password', inputMode: undefined },
  code: { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' },
} as const;

/** 비밀번호 변경, under 내 세션: the current password and a current code prove it is them. */
export function OwnPasswordForm({ api, onChanged }: { api: StaffApi; onChanged: () => void }) {
  const [state, send] = useMachine(
    ownPasswordMachine.provide({
      actors: { changeOwnPassword: fromPromise(({ input }) => api.changeOwnPassword(input)) },
    }),
  );
  const { context } = state;
  const busy = state.matches('changing');
  useEffect(() => {
    if (context.changed) onChanged();
  }, [context.changed, onChanged]);
  return (
    <ScriptedForm
      className={form.form}
      aria-labelledby="own-password-heading"
      onSubmit={() => send({ type: 'SUBMIT' })}
    >
      <h3 id="own-password-heading">{COPY.heading}</h3>
      <p className={styles.muted}>{COPY.intro}</p>
      {OWN_PASSWORD_FIELDS.map((field) => {
        const id = `own-password-${field}`;
        const error = context.fieldErrors[field];
        const control = CONTROLS[field];
        return (
          <FormField
            key={field}
            id={id}
            label={COPY[field]}
            required
            hint={field === 'password' ? COPY.passwordHint : undefined}
            error={error}
          >
            <input
              {...fieldControlProps(id, error, field === 'password')}
              className={form.input}
              type={control.type}
              autoComplete={control.autoComplete}
              inputMode={control.inputMode}
              value={context.form[field]}
              onChange={(event) =>
                send({ type: 'FIELD_CHANGED', field, value: event.target.value })
              }
            />
          </FormField>
        );
      })}
      <AlertMessage message={context.errorMessage} />
      {context.changed && <SuccessMessage>{COPY.done}</SuccessMessage>}
      <div className={styles.actions}>
        <button type="submit" className={button({ tone: 'brand' })} disabled={busy}>
          {busy ? COPY.submitting : COPY.submit}
        </button>
      </div>
    </ScriptedForm>
  );
}
