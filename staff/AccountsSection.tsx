import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatDateTime } from '../contract/format';
import { STAFF_LIMITS, STAFF_ROLE_LABELS, STAFF_ROLES } from '../contract/staff';
import type { StaffAccountInfo } from '../contract/staffAnswers';
import { type NewAccountField, staffAccountsMachine } from '../machines/staffAccountsMachine';
import { FormField, fieldControlProps } from '../src/components/FormField';
import { Modal } from '../src/components/Modal';
import { OptionList } from '../src/components/OptionList';
import { ScriptedForm } from '../src/components/ScriptedForm';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import type { StaffApi } from './api';
import { STAFF_COPY } from './copy';
import { DialogFormEnd } from './DialogFormEnd';
import { ListStatus } from './ListStatus';
import { SuccessMessage } from './Messages';
import { SectionPanel } from './SectionPanel';
import * as styles from './StaffConsole.css';
import { type Column, StaffTable } from './StaffTable';

const A = STAFF_COPY.accounts;

/** 계정 관리 (owners only): every account, a new one, and each other account's role, sign-in and password. */
export function AccountsSection({ api }: { api: StaffApi }) {
  const [state, send] = useMachine(
    staffAccountsMachine.provide({
      actors: {
        fetchAccounts: fromPromise(() => api.fetchAccounts()),
        addAccount: fromPromise(({ input }) => api.addAccount(input)),
        changeAccount: fromPromise(({ input }) => api.changeAccount(input)),
        resetPassword: fromPromise(({ input }) => api.resetPassword(input)),
        resetSecondFactor: fromPromise(({ input }) => api.resetSecondFactor(input)),
      },
    }),
  );
  const { context } = state;
  const showing = state.matches('showing');
  const busy = !showing && !state.matches('failed');
  const resetFor = context.reset && context.accounts.find((a) => a.id === context.reset?.id);
  const field = (name: NewAccountField) => ({
    error: context.fieldErrors[name],
    onChange: (value: string) => send({ type: 'FIELD_CHANGED', field: name, value }),
  });

  const rowAction = (account: StaffAccountInfo, label: string, onClick: () => void) => (
    <button
      type="button"
      className={button({ tone: 'outline', size: 'sm' })}
      aria-label={A.actionLabel(label, account.name)}
      disabled={busy}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const columns: Column<StaffAccountInfo>[] = [
    {
      header: A.name,
      cell: (account) => (
        <>
          {account.name}
          {account.own && <span className={styles.badge}> {A.you}</span>}
        </>
      ),
    },
    { header: A.role, cell: (account) => STAFF_ROLE_LABELS[account.role] },
    {
      header: A.state,
      cell: (account) =>
        account.disabled_at ? A.disabled(formatDateTime(account.disabled_at)) : A.active,
    },
    { header: A.sessions, cell: (account) => account.sessions },
    {
      header: A.secondFactor,
      cell: (account) =>
        account.second_factor && account.second_factor_enrolled_at
          ? A.enrolledAt(
              formatDateTime(account.second_factor_enrolled_at),
              account.second_factor_enrolled_from,
            )
          : account.second_factor
            ? A.enrolled
            : A.notEnrolled,
    },
    {
      header: A.lastSignIn,
      cell: (account) =>
        account.last_sign_in_at ? formatDateTime(account.last_sign_in_at) : A.never,
    },
    { header: A.failedSince, cell: (account) => account.failed_since },
    { header: A.createdAt, cell: (account) => formatDateTime(account.created_at) },
    {
      header: A.actionsHeader,
      cell: (account) =>
        account.own ? null : (
          <div className={styles.actions}>
            {rowAction(account, account.role === 'owner' ? A.makeStaff : A.makeOwner, () =>
              send({
                type: 'CHANGE',
                id: account.id,
                change: { role: account.role === 'owner' ? 'staff' : 'owner' },
              }),
            )}
            {rowAction(account, account.disabled_at ? A.enable : A.disable, () =>
              send({ type: 'CHANGE', id: account.id, change: { disabled: !account.disabled_at } }),
            )}
            {rowAction(account, A.reset, () => send({ type: 'RESET_OPEN', id: account.id }))}
            {account.second_factor &&
              rowAction(account, A.resetSecondFactor, () =>
                send({ type: 'RESET_SECOND_FACTOR', id: account.id }),
              )}
          </div>
        ),
    },
  ];

  return (
    <SectionPanel headingId="accounts-heading" title={STAFF_COPY.sections.accounts}>
      <p className={styles.muted}>{A.intro}</p>
      {context.done && <SuccessMessage>{A.done[context.done]}</SuccessMessage>}
      <ListStatus
        loading={state.matches('loading')}
        failed={state.matches('failed')}
        errorMessage={context.reset ? null : context.errorMessage}
        total={context.accounts.length}
        onRetry={() => send({ type: 'RETRY' })}
      />
      <StaffTable
        label={STAFF_COPY.sections.accounts}
        items={context.accounts}
        columns={columns}
        busy={busy}
      />

      <ScriptedForm
        className={`${form.form} ${styles.panel}`}
        aria-labelledby="new-account-heading"
        onSubmit={() => send({ type: 'ADD' })}
      >
        <h3 id="new-account-heading" className={styles.reviewTitle}>
          {A.addHeading}
        </h3>
        <FormField id="account-name" label={A.name} required error={field('name').error}>
          <input
            {...fieldControlProps('account-name', field('name').error)}
            className={form.input}
            autoComplete="off"
            maxLength={STAFF_LIMITS.nameMax}
            value={context.draft.name}
            onChange={(event) => field('name').onChange(event.target.value)}
          />
        </FormField>
        <FormField id="account-role" label={A.role} required error={field('role').error}>
          <select
            {...fieldControlProps('account-role', field('role').error)}
            className={form.input}
            value={context.draft.role}
            onChange={(event) => field('role').onChange(event.target.value)}
          >
            <OptionList
              values={STAFF_ROLES}
              label={(role) => STAFF_ROLE_LABELS[role]}
              empty={A.chooseRole}
            />
          </select>
        </FormField>
        <FormField
          id="account-password"
          label={A.password}
          required
          hint={A.passwordHint}
          error={field('password').error}
        >
          <input
            {...fieldControlProps('account-password', field('password').error, true)}
            type="password"
            className={form.input}
            autoComplete="new-password"
            value={context.draft.password}
            onChange={(event) => field('password').onChange(event.target.value)}
          />
        </FormField>
        <div className={styles.actions}>
          <button type="submit" className={button({ tone: 'primary' })} disabled={busy}>
            {A.add}
          </button>
        </div>
      </ScriptedForm>

      {context.reset && resetFor && (
        <Modal
          title={A.resetHeading(resetFor.name)}
          onRequestClose={() => send({ type: 'RESET_CANCEL' })}
        >
          <ScriptedForm className={form.form} onSubmit={() => send({ type: 'RESET_SUBMIT' })}>
            <FormField
              id="reset-password"
              label={A.newPassword}
              required
              hint={A.resetHint}
              error={context.reset.error ?? undefined}
            >
              <input
                {...fieldControlProps('reset-password', context.reset.error ?? undefined, true)}
                type="password"
                className={form.input}
                autoComplete="new-password"
                value={context.reset.password}
                onChange={(event) => send({ type: 'RESET_TYPED', value: event.target.value })}
              />
            </FormField>
            <DialogFormEnd
              errorMessage={context.errorMessage}
              cancelLabel={A.cancel}
              submitLabel={A.resetSubmit}
              busy={busy}
              onCancel={() => send({ type: 'RESET_CANCEL' })}
            />
          </ScriptedForm>
        </Modal>
      )}
    </SectionPanel>
  );
}
