import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { fromPromise } from 'xstate';
import { formatDateTime } from '../contract/format';
import type { StaffSessionInfo } from '../contract/staffAnswers';
import { staffSessionsMachine } from '../machines/staffSessionsMachine';
import { button } from '../src/styles/button.css';
import type { StaffApi } from './api';
import { STAFF_COPY as COPY } from './copy';
import { ListStatus } from './ListStatus';
import { SuccessMessage } from './Messages';
import { OwnPasswordForm } from './OwnPasswordForm';
import { SectionPanel } from './SectionPanel';
import * as styles from './StaffConsole.css';
import { type Column, StaffTable } from './StaffTable';

const S = COPY.sessions;

/**
 * 내 세션: where this account is signed in, a way to end any of those sessions, and changing
 * the account's password (which ends the others: the list is read again after it).
 */
export function SessionsSection({ api }: { api: StaffApi }) {
  const [changes, setChanges] = useState(0);
  // Stable, so the form tells of one change once.
  const reread = useCallback(() => setChanges((count) => count + 1), []);
  return (
    <SectionPanel headingId="sessions-heading" title={COPY.sections.sessions}>
      <SessionList key={changes} api={api} />
      <OwnPasswordForm api={api} onChanged={reread} />
    </SectionPanel>
  );
}

function SessionList({ api }: { api: StaffApi }) {
  const [state, send] = useMachine(
    staffSessionsMachine.provide({
      actors: {
        fetchSessions: fromPromise(() => api.fetchSessions()),
        revokeSession: fromPromise(({ input }) => api.revokeSession(input)),
      },
      actions: { sessionEnded: () => api.sessionEnded() },
    }),
  );
  const { context } = state;
  const busy = state.matches('loading') || state.matches('revoking');
  const columns: Column<StaffSessionInfo>[] = [
    { header: S.signedInAt, cell: (session) => formatDateTime(session.created_at) },
    { header: S.lastSeenAt, cell: (session) => formatDateTime(session.last_seen_at) },
    {
      header: S.client,
      cell: (session) => (
        <>
          {session.client}
          {session.current && <span className={styles.badge}> {S.thisBrowser}</span>}
        </>
      ),
    },
    {
      header: S.revoke,
      cell: (session) => (
        <button
          type="button"
          className={button({ tone: 'outline', size: 'sm' })}
          aria-label={S.revokeLabel(session.id)}
          disabled={busy}
          onClick={() => send({ type: 'REVOKE', id: session.id })}
        >
          {S.revoke}
        </button>
      ),
    },
  ];
  return (
    <>
      <p className={styles.muted}>{S.intro}</p>
      {context.revoked && <SuccessMessage>{S.revoked}</SuccessMessage>}
      <ListStatus
        loading={state.matches('loading')}
        failed={state.matches('failed')}
        errorMessage={context.errorMessage}
        total={context.sessions.length}
        onRetry={() => send({ type: 'RETRY' })}
      />
      <StaffTable
        label={COPY.sections.sessions}
        items={context.sessions}
        columns={columns}
        busy={busy}
      />
    </>
  );
}
