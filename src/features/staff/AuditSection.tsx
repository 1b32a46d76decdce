import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatDateTime } from '../../../contract/format';
import { auditLogMachine } from '../../../machines/auditLogMachine';
import type { StaffApi } from '../../api/staff';
import { STAFF_COPY as COPY } from '../../content/staff';
import { FocusedHeading } from './FocusedHeading';
import { ListStatus } from './ListStatus';
import { PageNav } from './PageNav';
import { ScrollRegion } from './ScrollRegion';
import * as styles from './StaffConsole.css';

/** 활동 기록: who did what to which record, and when. */
export function AuditSection({ api }: { api: StaffApi }) {
  const [state, send] = useMachine(
    auditLogMachine.provide({
      actors: { fetchAudit: fromPromise(({ input }) => api.fetchAudit(input)) },
    }),
  );
  const { context } = state;
  return (
    <section className={styles.panel} aria-labelledby="audit-heading">
      <FocusedHeading id="audit-heading" level={2}>
        {COPY.sections.audit}
      </FocusedHeading>
      <ListStatus
        loading={state.matches('loading')}
        failed={state.matches('failed')}
        errorMessage={context.errorMessage}
        total={context.total}
        onRetry={() => send({ type: 'RETRY' })}
      />
      {context.items.length > 0 && (
        <ScrollRegion label={COPY.sections.audit}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{COPY.audit.when}</th>
                <th scope="col">{COPY.audit.who}</th>
                <th scope="col">{COPY.audit.what}</th>
                <th scope="col">{COPY.audit.target}</th>
                <th scope="col">{COPY.audit.detail}</th>
              </tr>
            </thead>
            <tbody>
              {context.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.created_at)}</td>
                  <td>{entry.staff_name}</td>
                  <td>{COPY.audit.actions[entry.action]}</td>
                  <td>
                    {entry.target_type &&
                      `${COPY.audit.targets[entry.target_type]} #${entry.target_id}`}
                  </td>
                  <td className={styles.textCell}>{entry.detail}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <PageNav
        page={context.page}
        total={context.total}
        onSelect={(page) => send({ type: 'PAGE_CHANGED', page })}
      />
    </section>
  );
}
