import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatDateTime } from '../contract/format';
import { staffSessionsMachine } from '../machines/staffSessionsMachine';
import { button } from '../src/styles/button.css';
import type { StaffApi } from './api';
import { STAFF_COPY as COPY } from './copy';
import { FocusedHeading } from './FocusedHeading';
import { ListStatus } from './ListStatus';
import { ScrollRegion } from './ScrollRegion';
import * as styles from './StaffConsole.css';

const S = COPY.sessions;

/** 내 세션: where this account is signed in, and a way to end any of those sessions. */
export function SessionsSection({ api }: { api: StaffApi }) {
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
  return (
    <section className={styles.panel} aria-labelledby="sessions-heading">
      <FocusedHeading id="sessions-heading" level={2}>
        {COPY.sections.sessions}
      </FocusedHeading>
      <p className={styles.muted}>{S.intro}</p>
      {context.revoked && (
        <p role="status" className={styles.message({ tone: 'success' })}>
          {S.revoked}
        </p>
      )}
      <ListStatus
        loading={state.matches('loading')}
        failed={state.matches('failed')}
        errorMessage={context.errorMessage}
        total={context.sessions.length}
        onRetry={() => send({ type: 'RETRY' })}
      />
      {context.sessions.length > 0 && (
        <ScrollRegion label={COPY.sections.sessions}>
          <table className={styles.table} aria-busy={busy}>
            <thead>
              <tr>
                <th scope="col">{S.signedInAt}</th>
                <th scope="col">{S.lastSeenAt}</th>
                <th scope="col">{S.client}</th>
                <th scope="col">{S.revoke}</th>
              </tr>
            </thead>
            <tbody>
              {context.sessions.map((session) => (
                <tr key={session.id}>
                  <td>{formatDateTime(session.created_at)}</td>
                  <td>{formatDateTime(session.last_seen_at)}</td>
                  <td>
                    {session.client}
                    {session.current && <span className={styles.badge}> {S.thisBrowser}</span>}
                  </td>
                  <td>
                    <button
                      type="button"
                      className={button({ tone: 'outline', size: 'sm' })}
                      aria-label={S.revokeLabel(session.id)}
                      disabled={busy}
                      onClick={() => send({ type: 'REVOKE', id: session.id })}
                    >
                      {S.revoke}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
