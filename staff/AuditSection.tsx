import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatDateTime } from '../contract/format';
import { AUDIT_ACTIONS, type AuditAction } from '../contract/staff';
import type { AuditEntry } from '../contract/staffAnswers';
import { AUDIT_WORDS, filterWords, publishWords, targetWords } from '../contract/staffAuditWords';
import { auditLogMachine } from '../machines/auditLogMachine';
import { button } from '../src/styles/button.css';
import { auditCsvHref, type StaffApi } from './api';
import { STAFF_COPY as COPY } from './copy';
import { FilterInput, FilterSelect } from './FilterFields';
import { FilterForm } from './FilterForm';
import { ListStatus } from './ListStatus';
import { PageNav } from './PageNav';
import { SectionPanel } from './SectionPanel';
import * as styles from './StaffConsole.css';
import { type Column, StaffTable } from './StaffTable';

const A = COPY.audit;
const actionLabel = (action: string) =>
  AUDIT_ACTIONS.includes(action as AuditAction) ? A.actions[action as AuditAction] : action;

const columns: Column<AuditEntry>[] = [
  { header: A.when, cell: (entry) => formatDateTime(entry.created_at) },
  {
    header: A.who,
    cell: (entry) => (
      <>
        {entry.staff_name}
        {entry.staff_id !== null && (
          <span className={styles.muted}> ({A.staffId(entry.staff_id)})</span>
        )}
      </>
    ),
  },
  { header: A.what, cell: (entry) => A.actions[entry.action] },
  {
    header: A.target,
    cell: (entry) => targetWords(entry, (type) => A.targets[type]),
    className: styles.textCell,
  },
  {
    // Sessions told apart by when they signed in, not by their number.
    header: A.session,
    cell: (entry) =>
      entry.session_started_at && AUDIT_WORDS.session(formatDateTime(entry.session_started_at)),
  },
  { header: A.client, cell: (entry) => entry.client },
  {
    header: A.detail,
    cell: (entry) =>
      entry.action === 'content_published' || entry.action === 'content_reverted'
        ? publishWords(entry.detail)
        : filterWords(entry.detail, (action) => actionLabel(action)),
    className: styles.textCell,
  },
];

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
  const change = (field: 'staff' | 'action' | 'from' | 'to') => (value: string) =>
    send({ type: 'FILTER_CHANGED', field, value });
  const textField = (field: 'staff' | 'from' | 'to', label: string, date?: boolean) => (
    <FilterInput
      id={id(field)}
      label={label}
      value={context.filters[field]}
      errorId={context.filterError ? id('filter-error') : undefined}
      date={date}
      onChange={change(field)}
    />
  );
  return (
    <SectionPanel headingId="audit-heading" title={COPY.sections.audit}>
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
        <FilterSelect
          id={id('action')}
          label={A.filterAction}
          value={context.filters.action}
          values={AUDIT_ACTIONS}
          optionLabel={(action) => A.actions[action]}
          all={A.allActions}
          onChange={change('action')}
        />
        {textField('from', COPY.filters.from, true)}
        {textField('to', COPY.filters.to, true)}
      </FilterForm>
      <ListStatus
        loading={loading}
        failed={state.matches('failed')}
        errorMessage={context.errorMessage}
        total={context.total}
        onRetry={() => send({ type: 'RETRY' })}
      />
      <StaffTable
        label={COPY.sections.audit}
        items={context.items}
        columns={columns}
        busy={loading}
      />
      <PageNav
        page={context.page}
        total={context.total}
        onSelect={(page) => send({ type: 'PAGE_CHANGED', page })}
      />
    </SectionPanel>
  );
}
