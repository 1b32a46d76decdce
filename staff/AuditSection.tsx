import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatDateTime } from '../contract/format';
import { AUDIT_ACTIONS, type AuditEntry } from '../contract/staff';
import { auditLogMachine } from '../machines/auditLogMachine';
import { button } from '../src/styles/button.css';
import * as form from '../src/styles/form.css';
import { auditCsvHref, type StaffApi } from './api';
import { STAFF_COPY as COPY } from './copy';
import { FilterForm } from './FilterForm';
import { FocusedHeading } from './FocusedHeading';
import { ListStatus } from './ListStatus';
import { PageNav } from './PageNav';
import { ScrollRegion } from './ScrollRegion';
import * as styles from './StaffConsole.css';

const A = COPY.audit;

/** What an entry touched: one record, or the ids a list page or an export handed out. */
function target(entry: AuditEntry): string {
  const one = entry.target_type && `${A.targets[entry.target_type]} #${entry.target_id}`;
  const many = entry.target_ids && entry.target_ids.length > 0 && A.records(entry.target_ids);
  return [one, many].filter(Boolean).join(' · ');
}

/** 접속기록: who saw or did what to which records, from where and when; filtered, and as CSV. */
export function AuditSection({ api }: { api: StaffApi }) {
  const [state, send] = useMachine(
    auditLogMachine.provide({
      actors: { fetchAudit: fromPromise(({ input }) => api.fetchAudit(input)) },
    }),
  );
  const { context } = state;
  const loading = state.matches('loading');
  const id = (field: string) => `audit-${field}`;
  const textField = (field: 'staff' | 'from' | 'to', label: string, pattern?: string) => (
    <div className={styles.filterField}>
      <label className={form.label} htmlFor={id(field)}>
        {label}
      </label>
      <input
        id={id(field)}
        className={form.input}
        aria-invalid={context.filterError ? true : undefined}
        aria-describedby={context.filterError ? id('filter-error') : undefined}
        placeholder={pattern}
        inputMode={pattern ? 'numeric' : undefined}
        maxLength={pattern ? 10 : undefined}
        value={context.filters[field]}
        onChange={(event) => send({ type: 'FILTER_CHANGED', field, value: event.target.value })}
      />
    </div>
  );
  return (
    <section className={styles.panel} aria-labelledby="audit-heading">
      <FocusedHeading id="audit-heading" level={2}>
        {COPY.sections.audit}
      </FocusedHeading>
      <p className={styles.muted}>{A.reviewHint}</p>
      <FilterForm
        error={context.filterError}
        errorId={id('filter-error')}
        onApply={() => send({ type: 'APPLY_FILTERS' })}
        actions={
          <a className={button({ tone: 'outline' })} href={auditCsvHref(context.applied)} download>
            {A.csv}
          </a>
        }
      >
        {textField('staff', A.filterStaff)}
        <div className={styles.filterField}>
          <label className={form.label} htmlFor={id('action')}>
            {A.filterAction}
          </label>
          <select
            id={id('action')}
            className={form.input}
            value={context.filters.action}
            onChange={(event) =>
              send({ type: 'FILTER_CHANGED', field: 'action', value: event.target.value })
            }
          >
            <option value="">{A.allActions}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {A.actions[action]}
              </option>
            ))}
          </select>
        </div>
        {textField('from', COPY.filters.from, COPY.filters.datePattern)}
        {textField('to', COPY.filters.to, COPY.filters.datePattern)}
      </FilterForm>
      <ListStatus
        loading={loading}
        failed={state.matches('failed')}
        errorMessage={context.errorMessage}
        total={context.total}
        onRetry={() => send({ type: 'RETRY' })}
      />
      {context.items.length > 0 && (
        <ScrollRegion label={COPY.sections.audit}>
          <table className={styles.table} aria-busy={loading}>
            <thead>
              <tr>
                <th scope="col">{A.when}</th>
                <th scope="col">{A.who}</th>
                <th scope="col">{A.what}</th>
                <th scope="col">{A.target}</th>
                <th scope="col">{A.session}</th>
                <th scope="col">{A.client}</th>
                <th scope="col">{A.detail}</th>
              </tr>
            </thead>
            <tbody>
              {context.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.created_at)}</td>
                  <td>
                    {entry.staff_name}
                    {entry.staff_id !== null && (
                      <span className={styles.muted}> ({A.staffId(entry.staff_id)})</span>
                    )}
                  </td>
                  <td>{A.actions[entry.action]}</td>
                  <td className={styles.textCell}>{target(entry)}</td>
                  <td>{entry.session_id !== null && A.sessionNo(entry.session_id)}</td>
                  <td>{entry.client}</td>
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
